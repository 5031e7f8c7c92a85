import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROLE_NAMES, type Staff } from '@school/contract';
import { createRole, type createSchool } from '../../test/factories';
import { createGrade, createSubject, roleIdByName, staffPayload, createStaffWorld } from '../../test/factories-users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let coordinatorA: string;
let teacherA: string;
let managerA: string;
let schoolA: Awaited<ReturnType<typeof createSchool>>;
let schoolB: Awaited<ReturnType<typeof createSchool>>;
let grade6: Awaited<ReturnType<typeof createGrade>>;
let grade7: Awaited<ReturnType<typeof createGrade>>;
let gradeB: Awaited<ReturnType<typeof createGrade>>;
let maths: Awaited<ReturnType<typeof createSubject>>;
let english: Awaited<ReturnType<typeof createSubject>>;
const roleIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ schoolA, schoolB, admin, coordinatorA, teacherA, managerA } = await createStaffWorld(t));
  grade6 = await createGrade(t.db, schoolA.id, 'VI');
  grade7 = await createGrade(t.db, schoolA.id, 'VII');
  gradeB = await createGrade(t.db, schoolB.id, 'VI');
  maths = await createSubject(t.db, grade6.id, 'Maths');
  await createSubject(t.db, grade6.id, 'Science');
  english = await createSubject(t.db, grade7.id, 'English');
  await createSubject(t.db, gradeB.id, 'Maths');
  for (const name of Object.values(ROLE_NAMES)) roleIds[name] = await roleIdByName(t.db, name);
});
afterAll(() => t.close());

async function createStaff(schoolId: number): Promise<Staff> {
  const response = await t.call('POST', '/users', { token: admin, body: staffPayload({ school: schoolId }) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const teacherScope = () => ({
  roleId: roleIds[ROLE_NAMES.teacher],
  roleClassXrefs: [
    { roleId: roleIds[ROLE_NAMES.teacher], className: { id: grade6.id }, subjects: [{ subjectName: 'maths' }] },
    { className: 'vii', subjects: [{ id: english.id }] },
  ],
});

describe('adding, editing and removing a role of a staff member', () => {
  it('adds a role with grades and subjects, and answers the staff record', async () => {
    const staff = await createStaff(schoolA.id);
    const response = await t.call('POST', `/users/${staff.id}/roles/`, { token: admin, body: teacherScope() });
    expect(response.statusCode, response.body).toBe(200);
    const [role] = response.json().roles;
    expect(role).toEqual({
      id: expect.any(Number),
      userId: staff.id,
      roleId: roleIds[ROLE_NAMES.teacher],
      name: ROLE_NAMES.teacher,
      roleClassXrefs: [
        {
          id: expect.any(Number),
          roleId: roleIds[ROLE_NAMES.teacher],
          className: { id: grade6.id, className: 'VI' },
          subjects: [{ id: maths.id, subjectName: 'Maths' }],
        },
        {
          id: expect.any(Number),
          roleId: roleIds[ROLE_NAMES.teacher],
          className: { id: grade7.id, className: 'VII' },
          subjects: [{ id: english.id, subjectName: 'English' }],
        },
      ],
    });
    expect((await t.call('GET', `/users/${staff.id}`, { token: admin })).json().roles).toEqual([role]);
    const again = await t.call('POST', `/users/${staff.id}/roles`, { token: admin, body: teacherScope() });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors.roleId).toBeDefined();
  });

  it('replaces the scope of a held role with PUT (with or without the trailing slash)', async () => {
    const staff = await createStaff(schoolA.id);
    await t.call('POST', `/users/${staff.id}/roles/`, { token: admin, body: teacherScope() });
    const replaced = await t.call('PUT', `/users/${staff.id}/roles/`, {
      token: admin,
      body: { roleId: roleIds[ROLE_NAMES.teacher], roleClassXrefs: [{ className: { id: grade7.id } }] },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().roles[0].roleClassXrefs).toEqual([
      {
        id: expect.any(Number),
        roleId: roleIds[ROLE_NAMES.teacher],
        className: { id: grade7.id, className: 'VII' },
        subjects: [],
      },
    ]);
    const cleared = await t.call('PUT', `/users/${staff.id}/roles`, {
      token: admin,
      body: { roleId: roleIds[ROLE_NAMES.teacher], roleClassXrefs: [] },
    });
    expect(cleared.json().roles[0].roleClassXrefs).toEqual([]);
    const notHeld = await t.call('PUT', `/users/${staff.id}/roles/`, {
      token: admin,
      body: { roleId: roleIds[ROLE_NAMES.coordinator], roleClassXrefs: [] },
    });
    expect(notHeld.statusCode).toBe(404);
  });

  it('removes a held role, and answers 404 for a role the user does not hold', async () => {
    const staff = await createStaff(schoolA.id);
    await t.call('POST', `/users/${staff.id}/roles/`, { token: admin, body: teacherScope() });
    const removed = await t.call('DELETE', `/users/${staff.id}/roles/${roleIds[ROLE_NAMES.teacher]}`, { token: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().roles).toEqual([]);
    const again = await t.call('DELETE', `/users/${staff.id}/roles/${roleIds[ROLE_NAMES.teacher]}`, { token: admin });
    expect(again.statusCode).toBe(404);
  });

  it('gives the user the role privileges on their next call', async () => {
    const staff = await createStaff(schoolA.id);
    const token = await t.login(staff.email, 'Staff#Pass2026');
    expect((await t.call('GET', '/users', { token })).statusCode).toBe(403);
    await t.call('POST', `/users/${staff.id}/roles/`, {
      token: admin,
      body: { roleId: roleIds[ROLE_NAMES.coordinator], roleClassXrefs: [] },
    });
    expect((await t.call('GET', '/users', { token })).statusCode).toBe(200);
    await t.call('DELETE', `/users/${staff.id}/roles/${roleIds[ROLE_NAMES.coordinator]}`, { token: admin });
    expect((await t.call('GET', '/users', { token })).statusCode).toBe(403);
  });
});

describe('role scope rules', () => {
  it('allows grades only for a role with isGradesApplicable, subjects only with isSubjectApplicable', async () => {
    const staff = await createStaff(schoolA.id);
    const global = await t.call('POST', `/users/${staff.id}/roles/`, {
      token: admin,
      body: { roleId: roleIds[ROLE_NAMES.administrator], roleClassXrefs: [{ className: { id: grade6.id } }] },
    });
    expect(global.statusCode).toBe(400);
    expect(global.json().fieldErrors.roleClassXrefs).toEqual([MESSAGES.noGrades]);
    const coordinatorWithSubjects = await t.call('POST', `/users/${staff.id}/roles/`, {
      token: admin,
      body: {
        roleId: roleIds[ROLE_NAMES.coordinator],
        roleClassXrefs: [{ className: { id: grade6.id }, subjects: [{ id: maths.id }] }],
      },
    });
    expect(coordinatorWithSubjects.statusCode).toBe(400);
    expect(coordinatorWithSubjects.json().fieldErrors['roleClassXrefs.0.subjects']).toBeDefined();
    expect((await t.call('GET', `/users/${staff.id}`, { token: admin })).json().roles).toEqual([]);
  });

  it('requires every grade to be of the user school and every subject of its grade, naming the item', async () => {
    const staff = await createStaff(schoolA.id);
    const response = await t.call('POST', `/users/${staff.id}/roles/`, {
      token: admin,
      body: {
        roleId: roleIds[ROLE_NAMES.teacher],
        roleClassXrefs: [
          { className: { id: gradeB.id } },
          { className: { id: grade6.id }, subjects: [{ id: english.id }, { subjectName: 'Maths' }] },
          { className: 'No Such Class' },
          { className: 'vi' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json();
    expect(Object.keys(fieldErrors).sort()).toEqual(
      [
        'roleClassXrefs.0.className',
        'roleClassXrefs.1.subjects.0',
        'roleClassXrefs.2.className',
        'roleClassXrefs.3.className',
      ].sort(),
    );
    expect(fieldErrors['roleClassXrefs.1.subjects.0'][0]).toContain('English');
    expect(fieldErrors['roleClassXrefs.2.className'][0]).toContain('No Such Class');
  });

  it('answers 400 for an unknown role and bad input', async () => {
    const staff = await createStaff(schoolA.id);
    const unknown = await t.call('POST', `/users/${staff.id}/roles/`, {
      token: admin,
      body: { roleId: 999999, roleClassXrefs: [] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.roleId).toBeDefined();
    const bad = await t.call('POST', `/users/${staff.id}/roles/`, { token: admin, body: { roleClassXrefs: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(expect.arrayContaining(['roleId', 'roleClassXrefs']));
  });
});

describe('who may change roles', () => {
  it('refuses a Teacher and a Coordinator (403)', async () => {
    const staff = await createStaff(schoolA.id);
    const body = { roleId: roleIds[ROLE_NAMES.teacher], roleClassXrefs: [] };
    expect((await t.call('POST', `/users/${staff.id}/roles/`, { token: teacherA, body })).statusCode).toBe(403);
    expect((await t.call('POST', `/users/${staff.id}/roles/`, { token: coordinatorA, body })).statusCode).toBe(403);
    expect((await t.call('PUT', `/users/${staff.id}/roles/`, { token: coordinatorA, body })).statusCode).toBe(403);
    const path = `/users/${staff.id}/roles/${roleIds[ROLE_NAMES.teacher]}`;
    expect((await t.call('DELETE', path, { token: coordinatorA })).statusCode).toBe(403);
  });

  it('answers 404 to a school-limited user for another school user', async () => {
    const inB = await createStaff(schoolB.id);
    const helper = await createRole(t.db, { user: ['READ'] }, { isSchoolApplicable: true });
    const response = await t.call('POST', `/users/${inB.id}/roles/`, {
      token: managerA,
      body: { roleId: helper.id, roleClassXrefs: [] },
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps a school-limited user from handing out a global role or privileges they lack', async () => {
    const staff = await createStaff(schoolA.id);
    const global = await t.call('POST', `/users/${staff.id}/roles/`, {
      token: managerA,
      body: { roleId: roleIds[ROLE_NAMES.administrator], roleClassXrefs: [] },
    });
    expect(global.statusCode).toBe(400);
    expect(global.json().fieldErrors.roleId).toBeDefined();
    const wider = await t.call('POST', `/users/${staff.id}/roles/`, {
      token: managerA,
      body: { roleId: roleIds[ROLE_NAMES.teacher], roleClassXrefs: [] },
    });
    expect(wider.statusCode).toBe(400);
    const helper = await createRole(t.db, { user: ['READ'] }, { isSchoolApplicable: true });
    const allowed = await t.call('POST', `/users/${staff.id}/roles/`, {
      token: managerA,
      body: { roleId: helper.id, roleClassXrefs: [] },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
