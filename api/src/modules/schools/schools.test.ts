import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, SCHOOL_MESSAGES } from '@school/contract';
import { lovItems, schools } from '../../db/schema';
import { createRole, createSchool } from '../../test/factories';
import { createGrade, createSection, createSubject } from '../../test/factories-schools';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let teacher: string;
let coordinatorOfA: string;
/** School-limited, but with every privilege on school: only the scope stops them. */
let schoolEditorOfA: string;
/** Global, with every privilege on school, but neither System Administrator nor Administrator. */
let globalSchoolEditor: string;
let schoolA: { id: number; schoolCode: string };
let schoolB: { id: number; schoolCode: string };

const thisYear = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  schoolA = await createSchool(t.db, { schoolName: 'Alpha Academy', campus: 'East' });
  schoolB = await createSchool(t.db, { schoolName: 'Beta School', campus: 'West' });
  const limitedRole = await createRole(
    t.db,
    { school: ['READ', 'CREATE', 'UPDATE', 'DELETE'] },
    { isSchoolApplicable: true },
  );
  const globalRole = await createRole(t.db, { school: ['READ', 'CREATE', 'UPDATE', 'DELETE'] }, { isGlobal: true });
  const login = async (roles: string[], schoolId: number | null = null) => t.signIn({ roles, schoolId });
  admin = await login([ROLE_NAMES.administrator]);
  teacher = await login([ROLE_NAMES.teacher], schoolA.id);
  coordinatorOfA = await login([ROLE_NAMES.coordinator], schoolA.id);
  schoolEditorOfA = await login([limitedRole.name], schoolA.id);
  globalSchoolEditor = await login([globalRole.name]);
});
afterAll(() => t.close());

const newSchool = (schoolCode: string, values: Record<string, unknown> = {}) => ({
  schoolName: 'Lakeside World School',
  campus: 'South',
  schoolCode,
  affiliatedBoard: 'CBSE',
  establishedYear: 2008,
  pointOfContact: 'Asha Menon',
  email: 'office@lakeside.test',
  websiteLink: 'https://lakeside.example.org',
  address: '1 Lake Road',
  phoneNumber: '+91 80 1234-5678',
  ...values,
});

async function createViaApi(schoolCode: string, values: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/schools', { token: admin, body: newSchool(schoolCode, values) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('POST /schools', () => {
  it('creates a school with every field and answers the detail', async () => {
    const school = await createViaApi('LSW-1');
    expect(school).toMatchObject({
      schoolName: 'Lakeside World School',
      campus: 'South',
      schoolCampus: 'Lakeside World School - South',
      schoolCode: 'LSW-1',
      affiliatedBoard: 'CBSE',
      affiliatedBoardName: 'CBSE',
      establishedYear: 2008,
      status: 'ACTIVE',
      version: 0,
      createdBy: expect.any(String),
      createdOn: expect.any(String),
      lastUpdatedBy: expect.any(String),
      lastUpdatedOn: expect.any(String),
      classes: [],
      classCount: 0,
    });
    expect((await t.call('GET', `/schools/${school.id}`, { token: admin })).json()).toEqual(school);
  });

  it('stores the board item value matched case-insensitively and shows its name', async () => {
    const school = await createViaApi('STATE-1', { affiliatedBoard: 'state', establishedYear: null });
    expect(school).toMatchObject({
      affiliatedBoard: 'STATE',
      affiliatedBoardName: 'State Board',
      establishedYear: null,
    });
  });

  it('accepts the current year and the year 49 years ago, not 50 years ago nor next year', async () => {
    expect((await createViaApi('YEAR-NOW', { establishedYear: thisYear })).establishedYear).toBe(thisYear);
    expect((await createViaApi('YEAR-OLD', { establishedYear: thisYear - 49 })).establishedYear).toBe(thisYear - 49);
    for (const establishedYear of [thisYear - 50, thisYear + 1, 2000.5, '2001']) {
      const response = await t.call('POST', '/schools', {
        token: admin,
        body: newSchool('YEAR-BAD', { establishedYear }),
      });
      expect(response.statusCode, String(establishedYear)).toBe(400);
      expect(response.json().fieldErrors.establishedYear).toBeDefined();
    }
  });

  it('answers 400 with field errors for bad fields', async () => {
    const response = await t.call('POST', '/schools', {
      token: admin,
      body: {
        schoolName: ' ',
        campus: '',
        schoolCode: 'BAD CODE!',
        email: 'not-an-email',
        websiteLink: 'lakeside',
        phoneNumber: '12ab',
        status: 'COMPLETED',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(
      expect.arrayContaining(['schoolName', 'campus', 'schoolCode', 'email', 'websiteLink', 'phoneNumber', 'status']),
    );
    const noBody = await t.call('POST', '/schools', { token: admin });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers 400 for a board outside the list or an inactive item', async () => {
    const unknown = await t.call('POST', '/schools', {
      token: admin,
      body: newSchool('BOARD-1', { affiliatedBoard: 'NOPE' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.affiliatedBoard).toEqual([SCHOOL_MESSAGES.affiliatedBoard]);

    const ibSchool = await createViaApi('BOARD-IB', { affiliatedBoard: 'IB' });
    await t.db.update(lovItems).set({ status: 'INACTIVE' }).where(eq(lovItems.value, 'IB'));
    try {
      const inactive = await t.call('POST', '/schools', {
        token: admin,
        body: newSchool('BOARD-2', { affiliatedBoard: 'IB' }),
      });
      expect(inactive.statusCode).toBe(400);
      // A school may keep the board it has after the item was deactivated.
      const kept = await t.call('PUT', `/schools/${ibSchool.id}`, {
        token: admin,
        body: { ...newSchool('BOARD-IB', { affiliatedBoard: 'IB' }), address: 'Moved', version: 0 },
      });
      expect(kept.statusCode, kept.body).toBe(200);
    } finally {
      await t.db.update(lovItems).set({ status: 'ACTIVE' }).where(eq(lovItems.value, 'IB'));
    }
  });

  it('answers 409 on a duplicate school code, compared case-insensitively', async () => {
    await createViaApi('DUP-1');
    const response = await t.call('POST', '/schools', { token: admin, body: newSchool('dup-1') });
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors.schoolCode).toEqual([SCHOOL_MESSAGES.duplicateCode]);
  });

  it('answers 403 without CREATE on school, and to a user limited to one school', async () => {
    expect((await t.call('POST', '/schools', { token: coordinatorOfA, body: newSchool('NO-1') })).statusCode).toBe(403);
    expect((await t.call('POST', '/schools', { token: teacher, body: newSchool('NO-2') })).statusCode).toBe(403);
    expect((await t.call('POST', '/schools', { token: schoolEditorOfA, body: newSchool('NO-3') })).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', '/schools', { body: newSchool('NO-4') })).statusCode).toBe(401);
  });
});

describe('PUT /schools/{id}', () => {
  it('updates the editable fields and bumps the version', async () => {
    const school = await createViaApi('EDIT-1');
    const response = await t.call('PUT', `/schools/${school.id}`, {
      token: admin,
      body: { ...newSchool('EDIT-1'), pointOfContact: 'Ravi', websiteLink: '', status: 'INACTIVE', version: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      pointOfContact: 'Ravi',
      websiteLink: null,
      status: 'INACTIVE',
      version: 1,
    });
  });

  it('answers 400 when schoolName, campus or schoolCode change, and when the version is missing', async () => {
    const school = await createViaApi('LOCK-1');
    const response = await t.call('PUT', `/schools/${school.id}`, {
      token: admin,
      body: { ...newSchool('LOCK-2'), schoolName: 'Renamed', campus: 'Other', version: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      schoolName: [SCHOOL_MESSAGES.lockedOnEdit],
      campus: [SCHOOL_MESSAGES.lockedOnEdit],
      schoolCode: [SCHOOL_MESSAGES.lockedOnEdit],
    });
    const noVersion = await t.call('PUT', `/schools/${school.id}`, { token: admin, body: newSchool('LOCK-1') });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fieldErrors.version).toBeDefined();
    expect((await t.call('GET', `/schools/${school.id}`, { token: admin })).json().version).toBe(0);
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const school = await createViaApi('STALE-1');
    const body = { ...newSchool('STALE-1'), version: 0 };
    expect(
      (await t.call('PUT', `/schools/${school.id}`, { token: admin, body: { ...body, address: 'A' } })).statusCode,
    ).toBe(200);
    const stale = await t.call('PUT', `/schools/${school.id}`, { token: admin, body: { ...body, address: 'B' } });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('GET', `/schools/${school.id}`, { token: admin })).json()).toMatchObject({
      address: 'A',
      version: 1,
    });
  });

  it('answers 404 for an unknown id and for another school, 403 without UPDATE', async () => {
    const body = { ...newSchool(schoolB.schoolCode), version: 0 };
    expect((await t.call('PUT', '/schools/999999', { token: admin, body })).statusCode).toBe(404);
    expect((await t.call('PUT', `/schools/${schoolB.id}`, { token: schoolEditorOfA, body })).statusCode).toBe(404);
    expect((await t.call('PUT', `/schools/${schoolA.id}`, { token: coordinatorOfA, body })).statusCode).toBe(403);
  });

  it('keeps a COMPLETED school read-only except for System Administrator and Administrator', async () => {
    const school = await createViaApi('DONE-1');
    await t.db.update(schools).set({ status: 'COMPLETED' }).where(eq(schools.id, school.id));
    const body = { ...newSchool('DONE-1'), address: 'Changed', version: 0 };
    expect((await t.call('PUT', `/schools/${school.id}`, { token: globalSchoolEditor, body })).statusCode).toBe(403);
    expect(
      (await t.call('PATCH', `/schools/${school.id}?status=ACTIVE&version=0`, { token: globalSchoolEditor }))
        .statusCode,
    ).toBe(403);
    const byAdmin = await t.call('PUT', `/schools/${school.id}`, { token: admin, body });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ address: 'Changed', status: 'ACTIVE' });
  });
});

describe('GET /schools', () => {
  it('pages with stable order, bounds the size and searches name, campus and code', async () => {
    await createViaApi('SRCH-1', { schoolName: 'Zeta Search School', campus: 'Hilltop' });
    const byName = (await t.call('GET', '/schools?name=zeta%20search', { token: admin })).json();
    expect(byName.content.map((school: { schoolCode: string }) => school.schoolCode)).toEqual(['SRCH-1']);
    const byCampus = (await t.call('GET', '/schools?name=HILLTOP', { token: admin })).json();
    expect(byCampus.totalElements).toBe(1);
    const byCode = (await t.call('GET', '/schools?name=srch-', { token: admin })).json();
    expect(byCode.totalElements).toBe(1);
    const percent = (await t.call('GET', '/schools?name=%25', { token: admin })).json();
    expect(percent.totalElements).toBe(0);

    const all = (await t.call('GET', '/schools?page=0&size=500', { token: admin })).json();
    const first = (await t.call('GET', '/schools?page=0&size=2', { token: admin })).json();
    const second = (await t.call('GET', '/schools?page=1&size=2', { token: admin })).json();
    expect(first.totalPages).toBe(Math.ceil(all.totalElements / 2));
    expect([...first.content, ...second.content]).toEqual(all.content.slice(0, 4));
    const names = all.content.map((school: { schoolName: string }) => school.schoolName);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));

    for (const query of ['size=0', 'size=501', 'page=-1', 'size=abc', 'status=COMPLETED']) {
      expect((await t.call('GET', `/schools?${query}`, { token: admin })).statusCode, query).toBe(400);
    }
  });

  it('filters by status', async () => {
    const school = await createViaApi('FILT-1', { status: 'INACTIVE' });
    const inactive = (await t.call('GET', '/schools?status=INACTIVE&size=500', { token: admin })).json();
    expect(inactive.content.map((row: { id: number }) => row.id)).toContain(school.id);
    expect(inactive.content.every((row: { status: string }) => row.status === 'INACTIVE')).toBe(true);
    const active = (await t.call('GET', '/schools?status=ACTIVE&size=500', { token: admin })).json();
    expect(active.content.map((row: { id: number }) => row.id)).not.toContain(school.id);
  });

  it('shows a school-limited user only their school, and 404 for another', async () => {
    const page = (await t.call('GET', '/schools?size=500', { token: coordinatorOfA })).json();
    expect(page.content.map((school: { id: number }) => school.id)).toEqual([schoolA.id]);
    expect(page.totalElements).toBe(1);
    expect((await t.call('GET', `/schools/${schoolA.id}`, { token: coordinatorOfA })).statusCode).toBe(200);
    expect((await t.call('GET', `/schools/${schoolB.id}`, { token: coordinatorOfA })).statusCode).toBe(404);
  });

  it('answers 403 to a Teacher (no READ on school) and 404 for an unknown id', async () => {
    expect((await t.call('GET', '/schools', { token: teacher })).statusCode).toBe(403);
    expect((await t.call('GET', `/schools/${schoolA.id}`, { token: teacher })).statusCode).toBe(403);
    expect((await t.call('GET', '/schools/999999', { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', '/schools/abc', { token: admin })).statusCode).toBe(400);
  });
});

describe('GET /schools/{id} classes', () => {
  it('lists the classes with their ACTIVE section and subject counts', async () => {
    const school = await createSchool(t.db);
    const grade2 = await createGrade(t.db, school.id, { gradeName: 'Grade 2' });
    const grade1 = await createGrade(t.db, school.id, { gradeName: 'Grade 1', status: 'INACTIVE' });
    await createSection(t.db, grade2.id);
    await createSection(t.db, grade2.id);
    await createSection(t.db, grade2.id, { status: 'INACTIVE' });
    await createSubject(t.db, grade2.id);
    await createSubject(t.db, grade2.id, { status: 'INACTIVE' });
    const otherSchool = await createSchool(t.db);
    await createGrade(t.db, otherSchool.id);

    const detail = (await t.call('GET', `/schools/${school.id}`, { token: admin })).json();
    expect(detail.classCount).toBe(2);
    expect(detail.classes).toEqual([
      { id: grade1.id, gradeName: 'Grade 1', status: 'INACTIVE', sectionCount: 0, subjectCount: 0 },
      { id: grade2.id, gradeName: 'Grade 2', status: 'ACTIVE', sectionCount: 2, subjectCount: 1 },
    ]);
  });
});

describe('PATCH /schools/{id}', () => {
  it('changes the status with the version, 409 when stale, 400 for a bad status', async () => {
    const school = await createViaApi('STAT-1');
    const off = await t.call('PATCH', `/schools/${school.id}?status=INACTIVE&version=0`, { token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'INACTIVE', version: 1 });
    const stale = await t.call('PATCH', `/schools/${school.id}?status=ACTIVE&version=0`, { token: admin });
    expect(stale.statusCode).toBe(409);
    for (const status of ['BOGUS', 'COMPLETED']) {
      expect((await t.call('PATCH', `/schools/${school.id}?status=${status}`, { token: admin })).statusCode).toBe(400);
    }
    const [row] = await t.db.select().from(schools).where(eq(schools.id, school.id));
    expect(row?.status).toBe('INACTIVE');
  });

  it('answers 403 without DELETE on school and 404 for another school', async () => {
    expect(
      (await t.call('PATCH', `/schools/${schoolA.id}?status=INACTIVE&version=0`, { token: coordinatorOfA })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('PATCH', `/schools/${schoolB.id}?status=INACTIVE&version=0`, { token: schoolEditorOfA }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `/schools/${schoolA.id}?status=ACTIVE&version=0`, { token: schoolEditorOfA })).statusCode,
    ).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the school routes', async () => {
    const document = (await t.call('GET', '/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/schools', '/api/schools/{id}', '/api/schools/sync']),
    );
  });
});
