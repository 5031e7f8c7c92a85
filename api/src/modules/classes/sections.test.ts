import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createSchool, createUser } from '../../test/factories';
import { createClass, createClassWorld, createSection } from '../../test/factories-classes';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let world: Awaited<ReturnType<typeof createClassWorld>>;
let teacherOfA: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createClassWorld(t);
  teacherOfA = await createUser(t.db, { schoolId: world.schoolA.id, values: { firstName: 'Priya', lastName: 'Nair' } });
});
afterAll(() => t.close());

const sectionsPath = (classId: number) => `/classes/${classId}/class-sections`;

async function addSection(classId: number, body: Record<string, unknown>, token = world.admin) {
  const response = await t.call('POST', sectionsPath(classId), { token, body: { grade: classId, ...body } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('class sections', () => {
  it('adds a section with capacity and class teacher, and reads it back', async () => {
    const grade = await createClass(t.db, world.schoolA.id, { gradeName: 'VI' });
    const section = await addSection(grade.id, { sectionName: 'A', capacity: 35, classTeacher: teacherOfA.id });
    expect(section).toMatchObject({
      sectionName: 'A',
      section: 'A',
      capacity: 35,
      classTeacher: { id: teacherOfA.id, email: teacherOfA.email, fullName: 'Priya Nair' },
      grade: { id: grade.id, gradeName: 'VI' },
      className: 'VI',
      school: { id: world.schoolA.id, schoolCode: world.schoolA.schoolCode },
      status: 'ACTIVE',
      version: 0,
      createdBy: expect.any(String),
    });
    expect((await t.call('GET', `/class-sections/${section.id}`, { token: world.admin })).json()).toEqual(section);
    // classTeacher as {id}, capacity as a numeric text, blank capacity: all accepted.
    const other = await addSection(grade.id, { sectionName: 'B', capacity: '', classTeacher: { id: teacherOfA.id } });
    expect(other).toMatchObject({ capacity: null, classTeacher: { id: teacherOfA.id } });
    expect(await addSection(grade.id, { sectionName: 'C', capacity: '40' })).toMatchObject({ capacity: 40 });
    const detail = (await t.call('GET', `/classes/${grade.id}`, { token: world.admin })).json();
    expect(detail.sectionCount).toBe(3);
  });

  it('answers 400 on a bad capacity, a missing name, another class in the body, and a teacher not of the school', async () => {
    const grade = await createClass(t.db, world.schoolA.id);
    const other = await createClass(t.db, world.schoolA.id);
    for (const capacity of [0, -3, 2.5, 'many']) {
      const response = await t.call('POST', sectionsPath(grade.id), {
        token: world.admin,
        body: { sectionName: 'A', capacity },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.capacity).toBeDefined();
    }
    const noName = await t.call('POST', sectionsPath(grade.id), { token: world.admin, body: { sectionName: ' ' } });
    expect(noName.json().fieldErrors.sectionName).toBeDefined();
    const wrongClass = await t.call('POST', sectionsPath(grade.id), {
      token: world.admin,
      body: { grade: other.id, sectionName: 'A' },
    });
    expect(wrongClass.statusCode).toBe(400);
    expect(wrongClass.json().fieldErrors.grade).toBeDefined();

    const teacherOfB = await createUser(t.db, { schoolId: world.schoolB.id });
    const inactive = await createUser(t.db, { schoolId: world.schoolA.id, values: { status: 'INACTIVE' } });
    for (const classTeacher of [teacherOfB.id, inactive.id, 999999]) {
      const response = await t.call('POST', sectionsPath(grade.id), {
        token: world.admin,
        body: { sectionName: 'A', classTeacher },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.classTeacher).toBeDefined();
    }
  });

  it('keeps the section name unique within the class (409), not across classes', async () => {
    const grade = await createClass(t.db, world.schoolA.id);
    await addSection(grade.id, { sectionName: 'Rose' });
    const duplicate = await t.call('POST', sectionsPath(grade.id), {
      token: world.admin,
      body: { sectionName: 'ROSE' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors.sectionName).toBeDefined();
    const other = await createClass(t.db, world.schoolA.id);
    await addSection(other.id, { sectionName: 'Rose' });
  });

  it('edits capacity and class teacher, keeps school, class and section name, and 409 on a stale version', async () => {
    const grade = await createClass(t.db, world.schoolA.id, { gradeName: 'Edit Class' });
    const other = await createClass(t.db, world.schoolA.id);
    const section = await addSection(grade.id, { sectionName: 'A', capacity: 30, classTeacher: teacherOfA.id });
    const edited = await t.call('PUT', sectionsPath(grade.id), {
      token: world.admin,
      body: { ...section, grade: grade.id, sectionName: 'Z', capacity: 28, classTeacher: null, version: 0 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      sectionName: 'A',
      capacity: 28,
      classTeacher: null,
      version: 1,
      className: 'Edit Class',
    });

    const stale = await t.call('PUT', sectionsPath(grade.id), {
      token: world.admin,
      body: { id: section.id, grade: grade.id, capacity: 10, version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('GET', `/class-sections/${section.id}`, { token: world.admin })).json().capacity).toBe(28);

    const noVersion = await t.call('PUT', sectionsPath(grade.id), {
      token: world.admin,
      body: { id: section.id, capacity: 10 },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fieldErrors.version).toBeDefined();
    // The section must be one of the class in the path.
    const elsewhere = await t.call('PUT', sectionsPath(other.id), {
      token: world.admin,
      body: { id: section.id, version: 1 },
    });
    expect(elsewhere.statusCode).toBe(404);
    const badTeacher = await t.call('PUT', sectionsPath(grade.id), {
      token: world.admin,
      body: { id: section.id, classTeacher: (await createUser(t.db, { schoolId: world.schoolB.id })).id, version: 1 },
    });
    expect(badTeacher.statusCode).toBe(400);
    expect(badTeacher.json().fieldErrors.classTeacher).toBeDefined();

    // A class teacher who has since been deactivated may stay while the capacity changes.
    const leaving = await createUser(t.db, { schoolId: world.schoolA.id });
    const kept = await addSection(grade.id, { sectionName: 'K', classTeacher: leaving.id });
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, leaving.id));
    const keptEdit = await t.call('PUT', sectionsPath(grade.id), {
      token: world.admin,
      body: { id: kept.id, capacity: 12, classTeacher: leaving.id, version: 0 },
    });
    expect(keptEdit.statusCode).toBe(200);
    expect(keptEdit.json()).toMatchObject({ capacity: 12, classTeacher: { id: leaving.id } });
  });

  it('changes status with the version (409 when stale)', async () => {
    const grade = await createClass(t.db, world.schoolA.id);
    const section = await createSection(t.db, grade.id);
    const off = await t.call('PATCH', `/class-sections/${section.id}?status=INACTIVE&version=0`, {
      token: world.admin,
    });
    expect(off.json()).toMatchObject({ status: 'INACTIVE', version: 1 });
    expect(
      (await t.call('PATCH', `/class-sections/${section.id}?status=ACTIVE&version=0`, { token: world.admin }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.call('PATCH', '/class-sections/999999?status=ACTIVE&version=0', { token: world.admin })).statusCode,
    ).toBe(404);
  });

  it('pages, searches and filters by school code, class name and status', async () => {
    const school = await createSchool(t.db);
    const seven = await createClass(t.db, school.id, { gradeName: 'VII' });
    const eight = await createClass(t.db, school.id, { gradeName: 'VIII' });
    for (const name of ['B', 'A', 'C']) await createSection(t.db, seven.id, { sectionName: name });
    await createSection(t.db, eight.id, { sectionName: 'A', status: 'INACTIVE' });
    const query = (params: string) =>
      t.call('GET', `/class-sections?schoolCode=${school.schoolCode}&${params}`, { token: world.admin });

    const all = (await query('size=500')).json();
    expect(all.content.map((row: { className: string; section: string }) => `${row.className}${row.section}`)).toEqual([
      'VIIA',
      'VIIB',
      'VIIC',
      'VIIIA',
    ]);
    expect((await query('className=vii')).json().totalElements).toBe(3);
    expect((await query('status=INACTIVE')).json().totalElements).toBe(1);
    expect((await query('name=viii')).json().totalElements).toBe(1);
    expect((await query('name=c')).json().totalElements).toBe(1);
    const second = (await query('page=1&size=3')).json();
    expect(second).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect(second.content).toHaveLength(1);
    expect((await t.call('GET', '/class-sections?size=501', { token: world.admin })).statusCode).toBe(400);
    expect((await t.call('GET', '/class-sections?page=x', { token: world.admin })).statusCode).toBe(400);
  });

  it('limits a school-limited user to their school (404 elsewhere), and answers 403 without the privilege', async () => {
    const mine = await createClass(t.db, world.schoolA.id, { gradeName: 'Scoped' });
    const theirs = await createClass(t.db, world.schoolB.id, { gradeName: 'Scoped' });
    const mySection = await createSection(t.db, mine.id, { sectionName: 'A' });
    const theirSection = await createSection(t.db, theirs.id, { sectionName: 'A' });

    for (const token of [world.coordinatorA, world.teacherA, world.writerA]) {
      const list = (await t.call('GET', '/class-sections?className=scoped', { token })).json();
      expect(list.content.map((row: { id: number }) => row.id)).toEqual([mySection.id]);
      expect((await t.call('GET', `/class-sections/${theirSection.id}`, { token })).statusCode).toBe(404);
    }
    const writer = world.writerA;
    expect(
      (await t.call('POST', sectionsPath(theirs.id), { token: writer, body: { sectionName: 'B' } })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call('PUT', sectionsPath(theirs.id), {
          token: writer,
          body: { id: theirSection.id, capacity: 3, version: 0 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call('PUT', sectionsPath(mine.id), {
          token: writer,
          body: { id: theirSection.id, capacity: 3, version: 0 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `/class-sections/${theirSection.id}?status=INACTIVE&version=0`, { token: writer }))
        .statusCode,
    ).toBe(404);
    // The Coordinator may edit (UPDATE on classsection) a section of their school.
    const edited = await t.call('PUT', sectionsPath(mine.id), {
      token: world.coordinatorA,
      body: { id: mySection.id, capacity: 25, version: 0 },
    });
    expect(edited.statusCode).toBe(200);

    expect((await t.call('GET', '/class-sections', { token: world.nobody })).statusCode).toBe(403);
    expect(
      (await t.call('POST', sectionsPath(mine.id), { token: world.coordinatorA, body: { sectionName: 'Q' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('PUT', sectionsPath(mine.id), { token: world.teacherA, body: { id: mySection.id, version: 1 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('PATCH', `/class-sections/${mySection.id}?status=INACTIVE&version=1`, {
          token: world.coordinatorA,
        })
      ).statusCode,
    ).toBe(403);
  });
});
