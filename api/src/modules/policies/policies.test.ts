import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYearName, currentAcademicYearStart, POLICY_MESSAGES, ROLE_NAMES } from '@school/contract';
import { createRole, createSchool } from '../../test/factories';
import { createGrade, createPolicy } from '../../test/factories-schools';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let teacher: string;
let coordinatorOfA: string;
/** Limited to school A, but with every privilege on school: only the scope stops them. */
let editorOfA: string;
let schoolA: Awaited<ReturnType<typeof createSchool>>;
let schoolB: Awaited<ReturnType<typeof createSchool>>;
let gradeA: { id: number; gradeName: string };
let gradeB: { id: number; gradeName: string };

beforeAll(async () => {
  t = await createTestApp();
  schoolA = await createSchool(t.db, { schoolName: 'Alpha Academy', campus: 'East' });
  schoolB = await createSchool(t.db, { schoolName: 'Beta School', campus: 'West' });
  gradeA = await createGrade(t.db, schoolA.id, { gradeName: 'Grade 5' });
  gradeB = await createGrade(t.db, schoolB.id, { gradeName: 'Grade 6' });
  const limitedRole = await createRole(
    t.db,
    { school: ['READ', 'CREATE', 'UPDATE', 'DELETE'] },
    { isSchoolApplicable: true },
  );
  const login = async (roles: string[], schoolId: number | null = null) => t.signIn({ roles, schoolId });
  admin = await login([ROLE_NAMES.administrator]);
  teacher = await login([ROLE_NAMES.teacher], schoolA.id);
  coordinatorOfA = await login([ROLE_NAMES.coordinator], schoolA.id);
  editorOfA = await login([limitedRole.name], schoolA.id);
});
afterAll(() => t.close());

const newPolicy = (policyName: string, values: Record<string, unknown> = {}) => ({
  policyName,
  category: 'academic',
  academicYear: '2025-2026',
  school: { id: schoolA.id, schoolBranchName: 'ignored' },
  class: { id: gradeA.id, className: 'ignored' },
  ...values,
});

async function createViaApi(policyName: string, values: Record<string, unknown> = {}, token = admin) {
  const response = await t.call('POST', '/policy', { token, body: newPolicy(policyName, values) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('POST /policy and /policies', () => {
  it('creates a policy and answers it with its school and class', async () => {
    const policy = await createViaApi('Homework policy');
    expect(policy).toMatchObject({
      policyName: 'Homework policy',
      category: 'academic',
      academicYear: '2025-2026',
      school: { id: schoolA.id, schoolCode: schoolA.schoolCode, schoolName: 'Alpha Academy', campus: 'East' },
      class: { id: gradeA.id, className: 'Grade 5' },
      status: 'ACTIVE',
      version: 0,
      createdBy: expect.any(String),
      lastUpdatedOn: expect.any(String),
    });
    expect((await t.call('GET', `/policies/${policy.id}`, { token: admin })).json()).toEqual(policy);
    expect((await t.call('GET', `/policy/${policy.id}`, { token: admin })).json()).toEqual(policy);

    const plural = await t.call('POST', '/policies', {
      token: admin,
      body: newPolicy('Leave policy', { category: 'hr', academicYear: '2016-2017', class: null }),
    });
    expect(plural.statusCode, plural.body).toBe(200);
    expect(plural.json()).toMatchObject({ category: 'hr', academicYear: '2016-2017', class: null });
    const withoutClass = await createViaApi('Fees policy', { class: undefined, category: 'admissions' });
    expect(withoutClass.class).toBeNull();
  });

  it('answers 400 with field errors for bad input', async () => {
    const response = await t.call('POST', '/policy', {
      token: admin,
      body: { policyName: ' ', category: 'sports', academicYear: '2015-2016', class: { id: 'x' } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(
      expect.arrayContaining(['policyName', 'category', 'academicYear', 'school', 'class.id']),
    );
    expect(
      (await t.call('POST', '/policy', { token: admin, body: newPolicy('X', { academicYear: '2026-2027' }) }))
        .statusCode,
    ).not.toBe(400);
  });

  it('offers academic years up to the year after the current one, computed from today', async () => {
    const next = currentAcademicYearStart() + 1;
    const nextYear = academicYearName(next);
    const accepted = await t.call('POST', '/policy', {
      token: admin,
      body: newPolicy('Next year', { academicYear: nextYear }),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const tooFar = await t.call('POST', '/policy', {
      token: admin,
      body: newPolicy('Too far', { academicYear: academicYearName(next + 1) }),
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().fieldErrors.academicYear).toEqual([`Choose an academic year from 2016-2017 to ${nextYear}`]);
    const filtered = await t.call('GET', `/policies?academicYear=${nextYear}`, { token: admin });
    expect(filtered.json().content.map((policy: { policyName: string }) => policy.policyName)).toContain('Next year');
  });

  it('answers 400 for an unknown school and for a class of another school', async () => {
    const unknown = await t.call('POST', '/policy', { token: admin, body: newPolicy('X', { school: { id: 999999 } }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ 'school.id': [POLICY_MESSAGES.schoolNotFound] });
    const otherClass = await t.call('POST', '/policy', {
      token: admin,
      body: newPolicy('X', { class: { id: gradeB.id } }),
    });
    expect(otherClass.statusCode).toBe(400);
    expect(otherClass.json().fieldErrors).toEqual({ 'class.id': [POLICY_MESSAGES.classNotInSchool] });
    const unknownClass = await t.call('POST', '/policy', {
      token: admin,
      body: newPolicy('X', { class: { id: 999999 } }),
    });
    expect(unknownClass.statusCode).toBe(400);
  });

  it('lets a school-limited user write only for their school', async () => {
    expect((await createViaApi('Own school policy', {}, editorOfA)).school.id).toBe(schoolA.id);
    const other = await t.call('POST', '/policy', {
      token: editorOfA,
      body: newPolicy('Other school policy', { school: { id: schoolB.id }, class: null }),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fieldErrors['school.id']).toEqual([POLICY_MESSAGES.schoolNotFound]);
  });

  it('answers 409 for the same name in the same school and academic year', async () => {
    await createViaApi('Uniform policy');
    const duplicate = await t.call('POST', '/policy', { token: admin, body: newPolicy('UNIFORM POLICY') });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors.policyName).toEqual([POLICY_MESSAGES.duplicateName]);
    await createViaApi('Uniform policy', { academicYear: '2024-2025' });
    await createViaApi('Uniform policy', { school: { id: schoolB.id }, class: null });
  });

  it('answers 403 without CREATE on school', async () => {
    expect((await t.call('POST', '/policy', { token: coordinatorOfA, body: newPolicy('No') })).statusCode).toBe(403);
    expect((await t.call('POST', '/policies', { token: teacher, body: newPolicy('No') })).statusCode).toBe(403);
  });
});

describe('PUT /policy/{id} and /policies/{id}', () => {
  it('updates with the version on both paths', async () => {
    const policy = await createViaApi('Safety policy');
    const first = await t.call('PUT', `/policy/${policy.id}`, {
      token: admin,
      body: newPolicy('Safety policy', { category: 'it', class: null, version: 0 }),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ category: 'it', class: null, version: 1 });
    const second = await t.call('PUT', `/policies/${policy.id}`, {
      token: admin,
      body: newPolicy('Safety policy v2', { school: { id: schoolB.id }, class: { id: gradeB.id }, version: 1 }),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      policyName: 'Safety policy v2',
      school: { id: schoolB.id },
      class: { id: gradeB.id, className: 'Grade 6' },
      version: 2,
    });
  });

  it('answers 400 without a version, 409 when stale or duplicate, and changes nothing', async () => {
    const policy = await createViaApi('Library policy');
    await createViaApi('Canteen policy');
    const noVersion = await t.call('PUT', `/policy/${policy.id}`, { token: admin, body: newPolicy('Library') });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fieldErrors.version).toBeDefined();
    expect(
      (await t.call('PUT', `/policy/${policy.id}`, { token: admin, body: newPolicy('Library v2', { version: 0 }) }))
        .statusCode,
    ).toBe(200);
    const stale = await t.call('PUT', `/policy/${policy.id}`, {
      token: admin,
      body: newPolicy('Library v3', { version: 0 }),
    });
    expect(stale.statusCode).toBe(409);
    const duplicate = await t.call('PUT', `/policy/${policy.id}`, {
      token: admin,
      body: newPolicy('canteen policy', { version: 1 }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors.policyName).toBeDefined();
    expect((await t.call('GET', `/policies/${policy.id}`, { token: admin })).json()).toMatchObject({
      policyName: 'Library v2',
      version: 1,
    });
  });

  it('answers 404 for an unknown id and for another school, 403 without UPDATE', async () => {
    const policyOfB = await createPolicy(t.db, schoolB.id);
    const body = newPolicy('Moved', { version: 0 });
    expect((await t.call('PUT', '/policy/999999', { token: admin, body })).statusCode).toBe(404);
    expect((await t.call('PUT', `/policy/${policyOfB.id}`, { token: editorOfA, body })).statusCode).toBe(404);
    expect((await t.call('PUT', `/policy/${policyOfB.id}`, { token: coordinatorOfA, body })).statusCode).toBe(403);
  });
});

describe('GET /policies', () => {
  it('searches by name, filters, pages and bounds the size', async () => {
    const school = await createSchool(t.db, { schoolCode: 'POLFILTER' });
    const grade = await createGrade(t.db, school.id);
    await createPolicy(t.db, school.id, {
      policyName: 'Attendance rules',
      category: 'admin',
      academicYear: '2020-2021',
    });
    await createPolicy(t.db, school.id, { policyName: 'Attendance appeals', category: 'hr', gradeId: grade.id });
    await createPolicy(t.db, school.id, { policyName: 'Zz marketing', category: 'marketing', status: 'INACTIVE' });

    const ofSchool = (await t.call('GET', '/policies?schoolCode=polfilter&size=500', { token: admin })).json();
    expect(ofSchool.content.map((policy: { policyName: string }) => policy.policyName)).toEqual([
      'Attendance appeals',
      'Attendance rules',
      'Zz marketing',
    ]);
    const search = (await t.call('GET', '/policies?schoolCode=POLFILTER&name=ATTENDANCE', { token: admin })).json();
    expect(search.totalElements).toBe(2);
    const byCategory = (await t.call('GET', '/policies?schoolCode=POLFILTER&category=hr', { token: admin })).json();
    expect(byCategory.content.map((policy: { policyName: string }) => policy.policyName)).toEqual([
      'Attendance appeals',
    ]);
    expect(byCategory.content[0].class).toEqual({ id: grade.id, className: grade.gradeName });
    const byYear = (
      await t.call('GET', '/policies?schoolCode=POLFILTER&academicYear=2020-2021', { token: admin })
    ).json();
    expect(byYear.totalElements).toBe(1);
    const byStatus = (await t.call('GET', '/policies?schoolCode=POLFILTER&status=INACTIVE', { token: admin })).json();
    expect(byStatus.totalElements).toBe(1);

    const page0 = (await t.call('GET', '/policies?schoolCode=POLFILTER&page=0&size=2', { token: admin })).json();
    const page1 = (await t.call('GET', '/policies?schoolCode=POLFILTER&page=1&size=2', { token: admin })).json();
    expect(page0).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(page1.content.map((policy: { policyName: string }) => policy.policyName)).toEqual(['Zz marketing']);

    for (const query of ['size=0', 'size=501', 'page=-1', 'category=sports', 'academicYear=2015-2016']) {
      expect((await t.call('GET', `/policies?${query}`, { token: admin })).statusCode, query).toBe(400);
    }
  });

  it('shows a school-limited user only their school (404 for another), and 403 to a Teacher', async () => {
    const policyOfB = await createPolicy(t.db, schoolB.id);
    const policyOfA = await createPolicy(t.db, schoolA.id);
    const page = (await t.call('GET', '/policies?size=500', { token: coordinatorOfA })).json();
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((policy: { school: { id: number } }) => policy.school.id === schoolA.id)).toBe(true);
    const other = (
      await t.call('GET', `/policies?size=500&schoolCode=${schoolB.schoolCode}`, { token: coordinatorOfA })
    ).json();
    expect(other.totalElements).toBe(0);
    expect((await t.call('GET', `/policies/${policyOfA.id}`, { token: coordinatorOfA })).statusCode).toBe(200);
    expect((await t.call('GET', `/policies/${policyOfB.id}`, { token: coordinatorOfA })).statusCode).toBe(404);
    expect((await t.call('GET', '/policies', { token: teacher })).statusCode).toBe(403);
    expect((await t.call('GET', '/policies/999999', { token: admin })).statusCode).toBe(404);
  });
});

describe('PATCH /policies/{id}', () => {
  it('changes the status with the version; 409 when stale; 400 for a bad status', async () => {
    const policy = await createPolicy(t.db, schoolA.id);
    const off = await t.call('PATCH', `/policies/${policy.id}?status=INACTIVE&version=0`, { token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'INACTIVE', version: 1 });
    expect((await t.call('PATCH', `/policy/${policy.id}?status=ACTIVE&version=0`, { token: admin })).statusCode).toBe(
      409,
    );
    expect((await t.call('PATCH', `/policies/${policy.id}?status=COMPLETED`, { token: admin })).statusCode).toBe(400);
  });

  it('answers 403 without DELETE on school and 404 for another school', async () => {
    const policyOfA = await createPolicy(t.db, schoolA.id);
    const policyOfB = await createPolicy(t.db, schoolB.id);
    expect(
      (await t.call('PATCH', `/policies/${policyOfA.id}?status=INACTIVE&version=0`, { token: coordinatorOfA }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('PATCH', `/policies/${policyOfB.id}?status=INACTIVE&version=0`, { token: editorOfA })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `/policies/${policyOfA.id}?status=INACTIVE&version=0`, { token: editorOfA })).statusCode,
    ).toBe(200);
  });
});
