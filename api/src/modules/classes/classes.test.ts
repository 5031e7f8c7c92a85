import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool } from '../../test/factories';
import { createClass, createClassWorld, createSection, createSubject } from '../../test/factories-classes';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let world: Awaited<ReturnType<typeof createClassWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createClassWorld(t);
});
afterAll(() => t.close());

async function createClassThroughApi(gradeName: string, schoolId = world.schoolA.id, token = world.admin) {
  const response = await t.call('POST', '/classes', { token, body: { gradeName, school: schoolId } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('classes', () => {
  it('creates a class and answers its detail with school, counts and audit fields', async () => {
    const created = await createClassThroughApi('Nursery');
    expect(created).toMatchObject({
      gradeName: 'Nursery',
      className: 'Nursery',
      status: 'ACTIVE',
      version: 0,
      sectionCount: 0,
      subjectCount: 0,
      subjects: [],
      sections: [],
      school: { id: world.schoolA.id, schoolCode: world.schoolA.schoolCode, schoolName: world.schoolA.schoolName },
      createdBy: expect.any(String),
      createdOn: expect.any(String),
      lastUpdatedOn: expect.any(String),
    });
    // The school may also be sent as {id}.
    const byReference = await t.call('POST', '/classes', {
      token: world.admin,
      body: { gradeName: 'Pre-Nursery', school: { id: world.schoolA.id } },
    });
    expect(byReference.statusCode).toBe(200);
  });

  it('answers the detail with subjects, sections, class teacher and counts of active ones', async () => {
    const grade = await createClass(t.db, world.schoolA.id, { gradeName: 'Detail Class' });
    await createSubject(t.db, grade.id, { subjectName: 'Biology', subjectValue: 'BIO' });
    await createSubject(t.db, grade.id, { subjectName: 'Art', subjectValue: 'ART', status: 'INACTIVE' });
    await createSection(t.db, grade.id, { sectionName: 'A', capacity: 30 });
    const detail = (await t.call('GET', `/classes/${grade.id}`, { token: world.admin })).json();
    expect(detail.subjects.map((subject: { subjectName: string }) => subject.subjectName)).toEqual(['Art', 'Biology']);
    expect(detail.sections).toEqual([
      expect.objectContaining({ sectionName: 'A', section: 'A', capacity: 30, classTeacher: null, status: 'ACTIVE' }),
    ]);
    expect(detail).toMatchObject({ subjectCount: 1, sectionCount: 1 });
    expect(detail.curriculumContext).toEqual([
      { gradeName: 'Detail Class', subjectName: 'Biology', subjectValue: 'BIO' },
    ]);
  });

  it('answers 400 with field errors on bad input, and 404 for an unknown school', async () => {
    const response = await t.call('POST', '/classes', { token: world.admin, body: { gradeName: '  ' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(expect.arrayContaining(['gradeName', 'school']));
    const unknown = await t.call('POST', '/classes', { token: world.admin, body: { gradeName: 'X', school: 999999 } });
    expect(unknown.statusCode).toBe(404);
    expect((await t.call('GET', '/classes/abc', { token: world.admin })).statusCode).toBe(400);
  });

  it('keeps gradeName unique within a school, case-insensitively (409), but not across schools', async () => {
    await createClassThroughApi('Grade Unique');
    const duplicate = await t.call('POST', '/classes', {
      token: world.admin,
      body: { gradeName: 'grade unique', school: world.schoolA.id },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors.gradeName).toBeDefined();
    await createClassThroughApi('GRADE UNIQUE', world.schoolB.id);
  });

  it('renames with the version, keeps the school, and answers 409 to a stale version or a taken name', async () => {
    const grade = await createClassThroughApi('Rename Me');
    await createClassThroughApi('Taken Name');
    const renamed = await t.call('PUT', `/classes/${grade.id}`, {
      token: world.admin,
      body: { gradeName: 'Renamed', school: world.schoolB.id, version: 0 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ gradeName: 'Renamed', version: 1, school: { id: world.schoolA.id } });

    const stale = await t.call('PUT', `/classes/${grade.id}`, {
      token: world.admin,
      body: { gradeName: 'Y', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('GET', `/classes/${grade.id}`, { token: world.admin })).json().gradeName).toBe('Renamed');

    const taken = await t.call('PUT', `/classes/${grade.id}`, {
      token: world.admin,
      body: { gradeName: 'taken name', version: 1 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.gradeName).toBeDefined();

    const noVersion = await t.call('PUT', `/classes/${grade.id}`, { token: world.admin, body: { gradeName: 'Z' } });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fieldErrors.version).toBeDefined();
    expect(
      (await t.call('PUT', '/classes/999999', { token: world.admin, body: { gradeName: 'Z', version: 0 } })).statusCode,
    ).toBe(404);
  });

  it('changes status with the version; 409 when stale; 400 on a bad status', async () => {
    const grade = await createClassThroughApi('Status Class');
    const off = await t.call('PATCH', `/classes/${grade.id}?status=INACTIVE&version=0`, { token: world.admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'INACTIVE', version: 1 });
    expect(
      (await t.call('PATCH', `/classes/${grade.id}?status=ACTIVE&version=0`, { token: world.admin })).statusCode,
    ).toBe(409);
    expect(
      (await t.call('PATCH', `/classes/${grade.id}?status=GONE&version=1`, { token: world.admin })).statusCode,
    ).toBe(400);
    const inactive = (await t.call('GET', `/classes?status=INACTIVE&name=status class`, { token: world.admin })).json();
    expect(inactive.content.map((row: { id: number }) => row.id)).toEqual([grade.id]);
  });

  it('pages, searches by name and filters by school code with a stable order', async () => {
    const school = await createSchool(t.db);
    for (const name of ['Omega', 'alpha', 'Beta', 'Alphabet']) await createClass(t.db, school.id, { gradeName: name });
    const all = (
      await t.call('GET', `/classes?schoolCode=${school.schoolCode.toLowerCase()}&size=500`, { token: world.admin })
    ).json();
    expect(all.content.map((row: { gradeName: string }) => row.gradeName)).toEqual([
      'alpha',
      'Alphabet',
      'Beta',
      'Omega',
    ]);
    expect(all.totalElements).toBe(4);

    const search = (
      await t.call('GET', `/classes?schoolCode=${school.schoolCode}&name=ALPHA`, { token: world.admin })
    ).json();
    expect(search.totalElements).toBe(2);

    const first = (await t.call('GET', `/classes?schoolId=${school.id}&page=0&size=3`, { token: world.admin })).json();
    const second = (await t.call('GET', `/classes?schoolId=${school.id}&page=1&size=3`, { token: world.admin })).json();
    expect(first).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect(first.content).toHaveLength(3);
    expect(second.content.map((row: { gradeName: string }) => row.gradeName)).toEqual(['Omega']);

    expect((await t.call('GET', '/classes?size=0', { token: world.admin })).statusCode).toBe(400);
    expect((await t.call('GET', '/classes?size=501', { token: world.admin })).statusCode).toBe(400);
    expect((await t.call('GET', '/classes?page=-1', { token: world.admin })).statusCode).toBe(400);
  });

  it('limits a school-limited user to their school: lists, details and writes (404 elsewhere)', async () => {
    const mine = await createClass(t.db, world.schoolA.id, { gradeName: 'Scope Mine' });
    const theirs = await createClass(t.db, world.schoolB.id, { gradeName: 'Scope Theirs' });
    for (const token of [world.coordinatorA, world.teacherA, world.writerA]) {
      const list = (await t.call('GET', '/classes?name=scope&size=500', { token })).json();
      expect(list.content.map((row: { id: number }) => row.id)).toEqual([mine.id]);
      expect((await t.call('GET', `/classes/${theirs.id}`, { token })).statusCode).toBe(404);
      expect((await t.call('GET', `/classes/${mine.id}`, { token })).statusCode).toBe(200);
    }
    const other = await t.call('GET', `/classes?schoolCode=${world.schoolB.schoolCode}`, { token: world.writerA });
    expect(other.json().totalElements).toBe(0);

    const writer = world.writerA;
    expect(
      (await t.call('POST', '/classes', { token: writer, body: { gradeName: 'W', school: world.schoolB.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('POST', '/classes', { token: writer, body: { gradeName: 'W', school: world.schoolA.id } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('PUT', `/classes/${theirs.id}`, { token: writer, body: { gradeName: 'W2', version: 0 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `/classes/${theirs.id}?status=INACTIVE&version=0`, { token: writer })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', `/classes/${theirs.id}`, { token: world.admin })).json()).toMatchObject({
      gradeName: 'Scope Theirs',
      status: 'ACTIVE',
    });
  });

  it('answers 403 without the privilege, 401 without a token', async () => {
    const grade = await createClass(t.db, world.schoolA.id);
    expect((await t.call('GET', '/classes', { token: world.nobody })).statusCode).toBe(403);
    expect((await t.call('GET', `/classes/${grade.id}`, { token: world.nobody })).statusCode).toBe(403);
    expect(
      (await t.call('POST', '/classes', { token: world.teacherA, body: { gradeName: 'T', school: world.schoolA.id } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/classes/${grade.id}`, { token: world.coordinatorA, body: { gradeName: 'T', version: 0 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('PATCH', `/classes/${grade.id}?status=INACTIVE&version=0`, { token: world.teacherA })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/classes')).statusCode).toBe(401);
  });

  it('describes every route in the OpenAPI document', async () => {
    const response = await t.call('GET', '/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/classes',
        '/api/classes/{id}',
        '/api/classes/{id}/class-sections',
        '/api/classes/{id}/subjects',
        '/api/class-sections',
        '/api/subjects/{id}',
        '/api/teacher/subjects/{sectionId}',
        '/api/classes/import/preview',
      ]),
    );
  });
});
