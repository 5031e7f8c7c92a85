import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createUser } from '../../test/factories';
import {
  assignTeacher,
  createClass,
  createClassWorld,
  createSection,
  createSubject,
} from '../../test/factories-classes';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let world: Awaited<ReturnType<typeof createClassWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createClassWorld(t);
});
afterAll(() => t.close());

const subjectsPath = (classId: number) => `/classes/${classId}/subjects`;
const maths = { subjectName: 'Mathematics', subjectValue: 'MATH', subjectType: 'COMPULSARY' } as const;

describe('subjects', () => {
  it('adds a subject to a class and reads it back with its teachers', async () => {
    const grade = await createClass(t.db, world.schoolA.id, { gradeName: 'V' });
    const response = await t.call('POST', subjectsPath(grade.id), {
      token: world.admin,
      body: { grade: grade.id, ...maths },
    });
    expect(response.statusCode).toBe(200);
    const subject = response.json();
    expect(subject).toMatchObject({
      ...maths,
      status: 'ACTIVE',
      className: 'V',
      grade: { id: grade.id, gradeName: 'V' },
      school: { id: world.schoolA.id },
      teachers: [],
      version: 0,
    });
    const section = await createSection(t.db, grade.id, { sectionName: 'A' });
    const teacher = await createUser(t.db, {
      schoolId: world.schoolA.id,
      values: { firstName: 'Anu', lastName: 'Rao' },
    });
    const assignment = await assignTeacher(t.db, section.id, subject.id, teacher.id);
    const read = (await t.call('GET', `/subjects/${subject.id}`, { token: world.admin })).json();
    expect(read.teachers).toEqual([
      {
        id: assignment.id,
        user: { id: teacher.id, email: teacher.email, fullName: 'Anu Rao' },
        section: { id: section.id, section: 'A' },
      },
    ]);
    const withGradeReference = await t.call('POST', subjectsPath(grade.id), {
      token: world.admin,
      body: { grade: { id: grade.id }, subjectName: 'Art', subjectValue: 'ART', subjectType: 'OPTIONAL' },
    });
    expect(withGradeReference.statusCode).toBe(200);
  });

  it('answers 400 with field errors on bad input', async () => {
    const grade = await createClass(t.db, world.schoolA.id);
    const other = await createClass(t.db, world.schoolA.id);
    const response = await t.call('POST', subjectsPath(grade.id), {
      token: world.admin,
      body: { subjectName: '', subjectType: 'ELECTIVE' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(
      expect.arrayContaining(['subjectName', 'subjectValue', 'subjectType']),
    );
    const wrongClass = await t.call('POST', subjectsPath(grade.id), {
      token: world.admin,
      body: { grade: other.id, ...maths },
    });
    expect(wrongClass.statusCode).toBe(400);
    expect(wrongClass.json().fieldErrors.grade).toBeDefined();
    expect((await t.call('POST', subjectsPath(999999), { token: world.admin, body: maths })).statusCode).toBe(404);
  });

  it('refuses a subject already on the class by name or value, case-insensitively, even inactive (409)', async () => {
    const grade = await createClass(t.db, world.schoolA.id);
    await createSubject(t.db, grade.id, { ...maths, status: 'INACTIVE' });
    const byName = await t.call('POST', subjectsPath(grade.id), {
      token: world.admin,
      body: { ...maths, subjectName: 'MATHEMATICS', subjectValue: 'M2' },
    });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().fieldErrors.subjectName).toBeDefined();
    const byValue = await t.call('POST', subjectsPath(grade.id), {
      token: world.admin,
      body: { ...maths, subjectName: 'Maths II', subjectValue: 'math' },
    });
    expect(byValue.statusCode).toBe(409);
    expect(byValue.json().fieldErrors.subjectValue).toBeDefined();
    const otherClass = await createClass(t.db, world.schoolA.id);
    expect((await t.call('POST', subjectsPath(otherClass.id), { token: world.admin, body: maths })).statusCode).toBe(
      200,
    );
  });

  it('edits name, value and type with the version; 409 when stale or clashing; 400 without version', async () => {
    const grade = await createClass(t.db, world.schoolA.id);
    const subject = await createSubject(t.db, grade.id, maths);
    await createSubject(t.db, grade.id, { subjectName: 'Physics', subjectValue: 'PHY' });
    const edited = await t.call('PUT', `/subjects/${subject.id}`, {
      token: world.admin,
      body: { subjectName: 'Maths', subjectValue: 'MTH', subjectType: 'OPTIONAL', version: 0 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      subjectName: 'Maths',
      subjectValue: 'MTH',
      subjectType: 'OPTIONAL',
      version: 1,
    });
    const stale = await t.call('PUT', `/subjects/${subject.id}`, {
      token: world.admin,
      body: { ...maths, version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.call('GET', `/subjects/${subject.id}`, { token: world.admin })).json().subjectName).toBe('Maths');
    const clash = await t.call('PUT', `/subjects/${subject.id}`, {
      token: world.admin,
      body: { subjectName: 'physics', subjectValue: 'MTH', subjectType: 'OPTIONAL', version: 1 },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fieldErrors.subjectName).toBeDefined();
    const noVersion = await t.call('PUT', `/subjects/${subject.id}`, { token: world.admin, body: maths });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fieldErrors.version).toBeDefined();
  });

  it('deactivates for real (Deactivate on the class detail), with the version', async () => {
    const grade = await createClass(t.db, world.schoolA.id);
    const subject = await createSubject(t.db, grade.id);
    const off = await t.call('PATCH', `/subjects/${subject.id}?status=INACTIVE&version=0`, { token: world.admin });
    expect(off.json()).toMatchObject({ status: 'INACTIVE', version: 1 });
    const detail = (await t.call('GET', `/classes/${grade.id}`, { token: world.admin })).json();
    expect(detail.subjects[0].status).toBe('INACTIVE');
    expect(detail.subjectCount).toBe(0);
    expect(
      (await t.call('PATCH', `/subjects/${subject.id}?status=ACTIVE&version=0`, { token: world.admin })).statusCode,
    ).toBe(409);
  });

  it('pages, searches by name or value, and filters by school code, class name and status', async () => {
    const school = await createSchool(t.db);
    const nine = await createClass(t.db, school.id, { gradeName: 'IX' });
    const ten = await createClass(t.db, school.id, { gradeName: 'X' });
    await createSubject(t.db, nine.id, { subjectName: 'English', subjectValue: 'ENG' });
    await createSubject(t.db, nine.id, { subjectName: 'Chemistry', subjectValue: 'CHEM' });
    await createSubject(t.db, ten.id, { subjectName: 'English', subjectValue: 'ENG', status: 'INACTIVE' });
    const query = (params: string) =>
      t.call('GET', `/subjects?schoolCode=${school.schoolCode}&${params}`, { token: world.admin });
    const all = (await query('size=500')).json();
    expect(
      all.content.map((row: { subjectName: string; className: string }) => `${row.subjectName} ${row.className}`),
    ).toEqual(['Chemistry IX', 'English IX', 'English X']);
    expect((await query('className=x')).json().totalElements).toBe(1);
    expect((await query('name=chem')).json().totalElements).toBe(1);
    expect((await query('name=eng')).json().totalElements).toBe(2);
    expect((await query('status=ACTIVE')).json().totalElements).toBe(2);
    const page = (await query('page=2&size=1')).json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 3 });
    expect(page.content[0].className).toBe('X');
    expect((await query('page=5&size=1')).json().content).toEqual([]);
    expect((await t.call('GET', '/subjects?size=0', { token: world.admin })).statusCode).toBe(400);
  });

  it('limits a school-limited user to their school (404 elsewhere), and answers 403 without the privilege', async () => {
    const mine = await createClass(t.db, world.schoolA.id, { gradeName: 'Subject Scope' });
    const theirs = await createClass(t.db, world.schoolB.id, { gradeName: 'Subject Scope' });
    const mySubject = await createSubject(t.db, mine.id);
    const theirSubject = await createSubject(t.db, theirs.id);
    for (const token of [world.coordinatorA, world.teacherA, world.writerA]) {
      const list = (await t.call('GET', '/subjects?className=subject scope', { token })).json();
      expect(list.content.map((row: { id: number }) => row.id)).toEqual([mySubject.id]);
      expect((await t.call('GET', `/subjects/${theirSubject.id}`, { token })).statusCode).toBe(404);
    }
    const writer = world.writerA;
    expect((await t.call('POST', subjectsPath(theirs.id), { token: writer, body: maths })).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/subjects/${theirSubject.id}`, { token: writer, body: { ...maths, version: 0 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `/subjects/${theirSubject.id}?status=INACTIVE&version=0`, { token: writer })).statusCode,
    ).toBe(404);
    expect((await t.call('POST', subjectsPath(mine.id), { token: writer, body: maths })).statusCode).toBe(200);

    expect((await t.call('GET', '/subjects', { token: world.nobody })).statusCode).toBe(403);
    expect((await t.call('GET', `/subjects/${mySubject.id}`, { token: world.nobody })).statusCode).toBe(403);
    expect((await t.call('POST', subjectsPath(mine.id), { token: world.coordinatorA, body: maths })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call('PUT', `/subjects/${mySubject.id}`, { token: world.teacherA, body: { ...maths, version: 0 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('PATCH', `/subjects/${mySubject.id}?status=INACTIVE&version=0`, { token: world.coordinatorA }))
        .statusCode,
    ).toBe(403);
  });
});
