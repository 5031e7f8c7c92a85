import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
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

/** A class of school A with a section, two subjects and two teachers of the school. */
async function classWithTeachers() {
  const grade = await createClass(t.db, world.schoolA.id);
  const section = await createSection(t.db, grade.id, { sectionName: 'A' });
  const english = await createSubject(t.db, grade.id, { subjectName: 'English', subjectValue: 'ENG' });
  const science = await createSubject(t.db, grade.id, { subjectName: 'Science', subjectValue: 'SCI' });
  const anu = await createUser(t.db, { schoolId: world.schoolA.id, values: { firstName: 'Anu', lastName: 'Rao' } });
  const ben = await createUser(t.db, { schoolId: world.schoolA.id, values: { firstName: 'Ben', lastName: 'Joy' } });
  return { grade, section, english, science, anu, ben };
}

describe('teachers per subject for a section (Manage Teachers)', () => {
  it('replaces the section assignments and lists them by query or path', async () => {
    const { section, english, science, anu, ben } = await classWithTeachers();
    await assignTeacher(t.db, section.id, english.id, ben.id);
    const saved = await t.call('POST', `/teacher/subjects/${section.id}`, {
      token: world.admin,
      body: [
        { subject: { id: english.id }, applicationUser: { id: anu.id }, section: { id: section.id } },
        { subjectId: science.id, userId: ben.id },
        { subject: { id: english.id }, applicationUser: { id: anu.id } },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const expected = [
      {
        id: expect.any(Number),
        subject: { id: english.id, subjectName: 'English' },
        applicationUser: { id: anu.id, email: anu.email, fullName: 'Anu Rao' },
        section: { id: section.id, section: 'A' },
      },
      {
        id: expect.any(Number),
        subject: { id: science.id, subjectName: 'Science' },
        applicationUser: { id: ben.id, email: ben.email, fullName: 'Ben Joy' },
        section: { id: section.id, section: 'A' },
      },
    ];
    expect(saved.json()).toEqual(expected);
    expect((await t.call('GET', `/teacher/subjects?sectionId=${section.id}`, { token: world.admin })).json()).toEqual(
      expected,
    );
    expect((await t.call('GET', `/teacher/subjects/${section.id}`, { token: world.admin })).json()).toEqual(expected);
    const subject = (await t.call('GET', `/subjects/${science.id}`, { token: world.admin })).json();
    expect(subject.teachers).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: ben.id }),
        section: { id: section.id, section: 'A' },
      }),
    ]);

    const cleared = await t.call('POST', `/teacher/subjects/${section.id}`, { token: world.admin, body: [] });
    expect(cleared.json()).toEqual([]);
  });

  it('answers 400 naming the row for a subject of another class or a teacher not active in the school, changing nothing', async () => {
    const { section, english, anu } = await classWithTeachers();
    await assignTeacher(t.db, section.id, english.id, anu.id);
    const otherClass = await createClass(t.db, world.schoolA.id);
    const foreignSubject = await createSubject(t.db, otherClass.id);
    const teacherOfB = await createUser(t.db, { schoolId: world.schoolB.id });
    const inactive = await createUser(t.db, { schoolId: world.schoolA.id, values: { status: 'INACTIVE' } });
    const response = await t.call('POST', `/teacher/subjects/${section.id}`, {
      token: world.admin,
      body: [
        { subjectId: english.id, userId: anu.id },
        { subjectId: foreignSubject.id, userId: anu.id },
        { subjectId: english.id, userId: teacherOfB.id },
        { subjectId: english.id, userId: inactive.id },
      ],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['1.subject', '2.applicationUser', '3.applicationUser']);
    expect(body.message).toContain('Row 2');
    expect((await t.call('GET', `/teacher/subjects/${section.id}`, { token: world.admin })).json()).toHaveLength(1);

    const malformed = await t.call('POST', `/teacher/subjects/${section.id}`, {
      token: world.admin,
      body: [{ subject: 'x' }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(
      (await t.call('POST', `/teacher/subjects/${section.id}`, { token: world.admin, body: { a: 1 } })).statusCode,
    ).toBe(400);
    expect((await t.call('GET', '/teacher/subjects', { token: world.admin })).statusCode).toBe(400);
    expect((await t.call('GET', '/teacher/subjects/999999', { token: world.admin })).statusCode).toBe(404);
  });

  it('limits a school-limited user to their school and needs classsection READ / UPDATE', async () => {
    const { section, english, anu } = await classWithTeachers();
    const theirs = await createClass(t.db, world.schoolB.id);
    const theirSection = await createSection(t.db, theirs.id);
    const theirSubject = await createSubject(t.db, theirs.id);
    const teacherOfB = await createUser(t.db, { schoolId: world.schoolB.id });
    const body = [{ subjectId: english.id, userId: anu.id }];

    // The Coordinator holds READ and UPDATE on classsection: their school's sections only.
    expect(
      (await t.call('POST', `/teacher/subjects/${section.id}`, { token: world.coordinatorA, body })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('GET', `/teacher/subjects?sectionId=${section.id}`, { token: world.teacherA })).json(),
    ).toHaveLength(1);
    expect(
      (await t.call('GET', `/teacher/subjects/${theirSection.id}`, { token: world.coordinatorA })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call('POST', `/teacher/subjects/${theirSection.id}`, {
          token: world.coordinatorA,
          body: [{ subjectId: theirSubject.id, userId: teacherOfB.id }],
        })
      ).statusCode,
    ).toBe(404);

    expect((await t.call('POST', `/teacher/subjects/${section.id}`, { token: world.teacherA, body })).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', `/teacher/subjects/${section.id}`, { token: world.nobody })).statusCode).toBe(403);
  });
});
