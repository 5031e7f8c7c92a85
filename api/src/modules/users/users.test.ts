import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, type Staff } from '@school/contract';
import { createSchool } from '../../test/factories';
import {
  assignTeacher,
  createGrade,
  createSection,
  createSubject,
  liveSessionCount,
  staffPayload,
  createStaffWorld,
} from '../../test/factories-users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let coordinatorA: string;
let teacherA: string;
/** A school-limited role holding every user privilege: proves school scope on writes. */
let staffManagerA: string;
let schoolA: Awaited<ReturnType<typeof createSchool>>;
let schoolB: Awaited<ReturnType<typeof createSchool>>;

beforeAll(async () => {
  t = await createTestApp();
  ({ schoolA, schoolB, admin, coordinatorA, teacherA, managerA: staffManagerA } = await createStaffWorld(t));
});
afterAll(() => t.close());

async function createStaff(overrides: Parameters<typeof staffPayload>[0] = {}, token = admin): Promise<Staff> {
  const response = await t.call('POST', '/users', { token, body: staffPayload(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('staff create, read and update', () => {
  it('creates a staff member and reads the record back', async () => {
    const staff = await createStaff({ firstName: 'Meena', lastName: 'Pillai', school: { id: schoolA.id } });
    expect(staff).toMatchObject({
      firstName: 'Meena',
      lastName: 'Pillai',
      fullName: 'Meena Pillai',
      mobile: '+91 98765 43210',
      designation: 'Teacher',
      experienceInMonths: 24,
      onboardingDate: '2024-06-01',
      school: { id: schoolA.id, schoolCode: schoolA.schoolCode, schoolName: schoolA.schoolName, campus: 'Main' },
      applicationUserType: 'TEACHER',
      status: 'ACTIVE',
      roles: [],
      teachingAssignments: [],
      version: 0,
      createdBy: expect.stringContaining('@'),
    });
    expect(staff).not.toHaveProperty('rawPassword');
    expect(staff).not.toHaveProperty('passwordHash');
    const read = await t.call('GET', `/users/${staff.id}`, { token: admin });
    expect(read.json()).toEqual(staff);
    // The first password works.
    await t.login(staff.email, 'Staff#Pass2026');
  });

  it('answers 400 with field errors for bad input', async () => {
    const response = await t.call('POST', '/users', {
      token: admin,
      body: {
        ...staffPayload(),
        firstName: ' ',
        email: 'not-an-email',
        rawPassword: 'short',
        onboardingDate: '01-06-2024',
        mobile: 'call me',
        experienceInMonths: -1,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(
      expect.arrayContaining(['firstName', 'email', 'rawPassword', 'onboardingDate', 'mobile', 'experienceInMonths']),
    );
    const unknownSchool = await t.call('POST', '/users', { token: admin, body: staffPayload({ school: 999999 }) });
    expect(unknownSchool.statusCode).toBe(400);
    expect(unknownSchool.json().fieldErrors.school).toBeDefined();
  });

  it('answers 409 on an email already used, whatever its case', async () => {
    const staff = await createStaff();
    const response = await t.call('POST', '/users', {
      token: admin,
      body: staffPayload({ email: staff.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors.email).toBeDefined();
  });

  it('updates the profile, keeps the email, and answers 409 to a stale version', async () => {
    const staff = await createStaff({ school: schoolA.id });
    const body = { ...staff, school: staff.school, designation: 'Head of Science', email: 'other@test.school' };
    const updated = await t.call('PUT', `/users/${staff.id}`, { token: admin, body });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ designation: 'Head of Science', email: staff.email, version: 1 });

    const stale = await t.call('PUT', `/users/${staff.id}`, { token: admin, body: { ...body, designation: 'X' } });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('GET', `/users/${staff.id}`, { token: admin })).json().designation).toBe('Head of Science');

    const { version: _version, ...withoutVersion } = body;
    const missing = await t.call('PUT', `/users/${staff.id}`, { token: admin, body: withoutVersion });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.version).toBeDefined();
    expect((await t.call('PUT', '/users/999999', { token: admin, body })).statusCode).toBe(404);
  });

  it('answers 403 without the privilege', async () => {
    expect((await t.call('GET', '/users', { token: teacherA })).statusCode).toBe(403);
    expect((await t.call('POST', '/users', { token: teacherA, body: staffPayload() })).statusCode).toBe(403);
    // The Coordinator reads staff but may not add them.
    expect((await t.call('POST', '/users', { token: coordinatorA, body: staffPayload() })).statusCode).toBe(403);
    expect((await t.call('GET', '/users', { token: coordinatorA })).statusCode).toBe(200);
  });
});

describe('school scope', () => {
  it('lists and shows only the own school to a school-limited user; another school answers 404', async () => {
    const inA = await createStaff({ school: schoolA.id });
    const inB = await createStaff({ school: schoolB.id });
    const list = (await t.call('GET', '/users?size=500', { token: coordinatorA })).json();
    const ids = list.content.map((staff: Staff) => staff.id);
    expect(ids).toContain(inA.id);
    expect(ids).not.toContain(inB.id);
    expect(list.content.every((staff: Staff) => staff.school?.id === schoolA.id)).toBe(true);
    expect((await t.call('GET', `/users/${inA.id}`, { token: coordinatorA })).statusCode).toBe(200);
    expect((await t.call('GET', `/users/${inB.id}`, { token: coordinatorA })).statusCode).toBe(404);
    // Filtering on another school's code finds nothing rather than leaking it.
    const other = await t.call('GET', `/users?schoolCode=${schoolB.schoolCode}`, { token: coordinatorA });
    expect(other.json().totalElements).toBe(0);
  });

  it('lets a school-limited user write only their own school', async () => {
    const inB = await createStaff({ school: schoolB.id });
    const put = await t.call('PUT', `/users/${inB.id}`, { token: staffManagerA, body: { ...inB } });
    expect(put.statusCode).toBe(404);
    const patch = await t.call('PATCH', `/users/${inB.id}?status=INACTIVE&version=0`, { token: staffManagerA });
    expect(patch.statusCode).toBe(404);

    const elsewhere = await t.call('POST', '/users', {
      token: staffManagerA,
      body: staffPayload({ school: { id: schoolB.id } }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fieldErrors.school).toBeDefined();

    const ownSchool = await createStaff({}, staffManagerA);
    expect(ownSchool.school?.id).toBe(schoolA.id);
    const moved = await t.call('PUT', `/users/${ownSchool.id}`, {
      token: staffManagerA,
      body: { ...ownSchool, school: schoolB.id },
    });
    expect(moved.statusCode).toBe(400);
  });
});

describe('staff list', () => {
  let listSchool: Awaited<ReturnType<typeof createSchool>>;
  beforeAll(async () => {
    listSchool = await createSchool(t.db);
    for (let index = 0; index < 12; index += 1) {
      await createStaff({
        firstName: `Listed${String(index).padStart(2, '0')}`,
        lastName: 'Member',
        school: listSchool.id,
        designation: index === 3 ? 'Music Director' : 'Teacher',
        mobile: index === 4 ? '+44 1234 567890' : '+91 90000 00000',
      });
    }
  });

  const page = (query: string) =>
    t.call('GET', `/users?schoolCode=${listSchool.schoolCode}&${query}`, { token: admin });

  it('pages with size 10 by default, zero-based, in name order, and bounds the size', async () => {
    const first = (await page('')).json();
    expect(first.content).toHaveLength(10);
    expect(first.totalElements).toBe(12);
    expect(first.totalPages).toBe(2);
    expect(first.content[0].firstName).toBe('Listed00');
    const second = (await page('page=1')).json();
    expect(second.content.map((staff: Staff) => staff.firstName)).toEqual(['Listed10', 'Listed11']);
    expect((await page('page=5')).json().content).toEqual([]);
    expect((await page('size=0')).statusCode).toBe(400);
    expect((await page('size=501')).statusCode).toBe(400);
    expect((await page('page=-1')).statusCode).toBe(400);
  });

  it('searches names, full name, email, mobile and designation case-insensitively', async () => {
    const total = async (searchKey: string) =>
      (await page(`searchKey=${encodeURIComponent(searchKey)}`)).json().totalElements;
    expect(await total('listed07')).toBe(1);
    expect(await total('MEMBER')).toBe(12);
    expect(await total('listed05 member')).toBe(1);
    expect(await total('music dir')).toBe(1);
    expect(await total('+44 1234')).toBe(1);
    expect(await total('@test.school')).toBe(12);
    expect(await total('nobody-has-this')).toBe(0);
    expect(await total('100%')).toBe(0);
  });

  it('filters by status and by the class a teacher teaches', async () => {
    const listed = (await page('size=1')).json().content[0] as Staff;
    const off = await t.call('PATCH', `/users/${listed.id}?status=INACTIVE&version=${listed.version}`, {
      token: admin,
    });
    expect(off.statusCode).toBe(200);
    expect((await page('status=INACTIVE')).json().content.map((staff: Staff) => staff.id)).toEqual([listed.id]);
    expect((await page('status=ACTIVE')).json().totalElements).toBe(11);
    expect((await page('status=GONE')).statusCode).toBe(400);

    const teacher = (await page('page=1&size=1')).json().content[0] as Staff;
    const grade = await createGrade(t.db, listSchool.id, 'Grade VII');
    const section = await createSection(t.db, grade.id, 'B');
    const subject = await createSubject(t.db, grade.id, 'Physics');
    await assignTeacher(t.db, section.id, subject.id, teacher.id);
    const byClass = (await page('className=grade%20vii')).json();
    expect(byClass.content.map((staff: Staff) => staff.id)).toEqual([teacher.id]);
    expect(byClass.content[0].teachingAssignments).toEqual([
      {
        id: expect.any(Number),
        school: { schoolName: listSchool.schoolName, schoolCode: listSchool.schoolCode },
        grade: { id: grade.id, gradeName: 'Grade VII' },
        section: { id: section.id, section: 'B' },
        subject: { id: subject.id, subjectName: 'Physics' },
      },
    ]);
    // The class teacher of a section counts as a teacher of the class.
    const classTeacher = (await page('page=1&size=2')).json().content[1] as Staff;
    await createSection(t.db, grade.id, 'C', classTeacher.id);
    expect((await page('className=Grade VII')).json().totalElements).toBe(2);
  });
});

describe('teacher lookup (GET /users/list)', () => {
  it('answers ACTIVE staff of the school with id, email and full name', async () => {
    const school = await createSchool(t.db);
    const active = await createStaff({ firstName: 'Lookup', lastName: 'Active', school: school.id });
    const inactive = await createStaff({ firstName: 'Lookup', lastName: 'Inactive', school: school.id });
    await t.call('PATCH', `/users/${inactive.id}?status=INACTIVE`, { token: admin });
    const response = await t.call('GET', `/users/list?schoolCode=${school.schoolCode}`, { token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      content: [{ id: active.id, email: active.email, fullName: 'Lookup Active', designation: 'Teacher' }],
      totalElements: 1,
      totalPages: 1,
    });
  });

  it('with teaching=true answers only staff who teach a subject (the Teacher filter and consents name no one else)', async () => {
    const school = await createSchool(t.db);
    const teaches = await createStaff({ firstName: 'Same', lastName: 'Name', designation: 'PRT', school: school.id });
    const twin = await createStaff({ firstName: 'Same', lastName: 'Name', designation: 'TGT', school: school.id });
    const office = await createStaff({ firstName: 'Same', lastName: 'Name', designation: 'Office', school: school.id });
    const grade = await createGrade(t.db, school.id);
    const section = await createSection(t.db, grade.id);
    const subject = await createSubject(t.db, grade.id);
    await assignTeacher(t.db, section.id, subject.id, teaches.id);
    await assignTeacher(t.db, section.id, subject.id, twin.id);
    const all = await t.call('GET', `/users/list?schoolCode=${school.schoolCode}`, { token: admin });
    expect(
      all
        .json()
        .content.map((item: { id: number }) => item.id)
        .sort(),
    ).toEqual([teaches.id, twin.id, office.id].sort());
    const teaching = await t.call('GET', `/users/list?schoolCode=${school.schoolCode}&teaching=true`, { token: admin });
    expect(teaching.statusCode, teaching.body).toBe(200);
    expect(teaching.json().content).toEqual(
      expect.arrayContaining([
        { id: teaches.id, email: teaches.email, fullName: 'Same Name', designation: 'PRT' },
        { id: twin.id, email: twin.email, fullName: 'Same Name', designation: 'TGT' },
      ]),
    );
    expect(teaching.json().totalElements).toBe(2);
    const unfiltered = await t.call('GET', `/users/list?schoolCode=${school.schoolCode}&teaching=false`, {
      token: admin,
    });
    expect(unfiltered.json().totalElements).toBe(3);
    expect((await t.call('GET', '/users/list?teaching=yes', { token: admin })).statusCode).toBe(400);
  });

  it('is limited to the own school for a Coordinator, and refused to a Teacher', async () => {
    const inB = await createStaff({ school: schoolB.id });
    const response = await t.call('GET', '/users/list?size=500', { token: coordinatorA });
    expect(response.statusCode).toBe(200);
    expect(response.json().content.map((item: { id: number }) => item.id)).not.toContain(inB.id);
    expect((await t.call('GET', '/users/list', { token: teacherA })).statusCode).toBe(403);
  });
});

describe('status change', () => {
  it('deactivation ends the user sessions at once; activation lets them sign in again', async () => {
    const staff = await createStaff({ school: schoolA.id });
    const token = await t.login(staff.email, 'Staff#Pass2026');
    expect((await t.call('GET', '/auth/me', { token })).statusCode).toBe(200);

    const off = await t.call('PATCH', `/users/${staff.id}?status=INACTIVE&version=0`, { token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'INACTIVE', version: 1 });
    expect(await liveSessionCount(t.db, staff.id)).toBe(0);
    expect((await t.call('GET', '/auth/me', { token })).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/auth/login', { body: { email: staff.email, password: 'Staff#Pass2026' } })).statusCode,
    ).toBe(401);

    expect((await t.call('PATCH', `/users/${staff.id}?status=ACTIVE&version=0`, { token: admin })).statusCode).toBe(
      409,
    );
    const on = await t.call('PATCH', `/users/${staff.id}?status=ACTIVE&version=1`, { token: admin });
    expect(on.json()).toMatchObject({ status: 'ACTIVE', version: 2 });
    await t.login(staff.email, 'Staff#Pass2026');
  });

  it('refuses to deactivate oneself, a bad status, and a user without DELETE', async () => {
    const me = (await t.call('GET', '/auth/me', { token: staffManagerA })).json();
    const self = await t.call('PATCH', `/users/${me.id}?status=INACTIVE`, { token: staffManagerA });
    expect(self.statusCode).toBe(400);
    expect(self.json().fieldErrors.status).toBeDefined();
    const staff = await createStaff({ school: schoolA.id });
    expect((await t.call('PATCH', `/users/${staff.id}?status=BOGUS`, { token: admin })).statusCode).toBe(400);
    expect((await t.call('PATCH', `/users/${staff.id}?status=INACTIVE`, { token: coordinatorA })).statusCode).toBe(403);
    expect((await t.call('PATCH', '/users/999999?status=INACTIVE', { token: admin })).statusCode).toBe(404);
  });
});

describe('teacher Change Password dialog (PATCH /users/{id}/password)', () => {
  it('lets a System Administrator set a new password and ends the teacher sessions', async () => {
    const sysadmin = await t.signIn({ roles: [ROLE_NAMES.systemAdministrator] });
    const staff = await createStaff({ school: schoolA.id });
    const token = await t.login(staff.email, 'Staff#Pass2026');
    const body = { newPassword: 'Changed#Pass77', confirmPassword: 'Changed#Pass77' };

    const response = await t.call('PATCH', `/users/${staff.id}/password`, { token: sysadmin, body });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.call('GET', '/auth/me', { token })).statusCode).toBe(401);
    const fresh = await t.login(staff.email, 'Changed#Pass77');
    expect((await t.call('GET', '/auth/me', { token: fresh })).json().passwordChangeRequired).toBe(false);

    const differ = await t.call('PATCH', `/users/${staff.id}/password`, {
      token: sysadmin,
      body: { newPassword: 'Changed#Pass77', confirmPassword: 'Other#Pass77' },
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().fieldErrors.confirmPassword).toEqual(['Both password need to be the same']);
    const weak = await t.call('PATCH', `/users/${staff.id}/password`, {
      token: sysadmin,
      body: { newPassword: 'weak', confirmPassword: 'weak' },
    });
    expect(weak.json().fieldErrors.newPassword).toBeDefined();
    expect((await t.call('PATCH', '/users/999999/password', { token: sysadmin, body })).statusCode).toBe(404);
  });

  it('is refused to an Administrator (the rule names System Administrator) and to a Teacher', async () => {
    const staff = await createStaff({ school: schoolA.id });
    const body = { newPassword: 'Changed#Pass77', confirmPassword: 'Changed#Pass77' };
    expect((await t.call('PATCH', `/users/${staff.id}/password`, { token: admin, body })).statusCode).toBe(403);
    expect((await t.call('PATCH', `/users/${staff.id}/password`, { token: teacherA, body })).statusCode).toBe(403);
  });
});
