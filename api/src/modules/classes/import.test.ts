import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_IMPORT_COLUMNS } from '@school/contract';
import { classSections, grades, sectionSubjectTeachers, subjects } from '../../db/schema';
import { createSchool, createUser } from '../../test/factories';
import { createClass, createClassWorld, createSection } from '../../test/factories-classes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_CLASS_NAMES, seedDemoClasses } from './classes.demo-seed';

let t: TestApp;
let world: Awaited<ReturnType<typeof createClassWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createClassWorld(t);
});
afterAll(() => t.close());

const header = CLASS_IMPORT_COLUMNS.join(',');
const csvOf = (...rows: string[]) => [header, ...rows].join('\n');

async function countsOf(schoolId: number) {
  const [classRows] = await t.db.select({ n: count() }).from(grades).where(eq(grades.schoolId, schoolId));
  const [sectionRows] = await t.db
    .select({ n: count() })
    .from(classSections)
    .innerJoin(grades, eq(grades.id, classSections.gradeId))
    .where(eq(grades.schoolId, schoolId));
  const [subjectRows] = await t.db
    .select({ n: count() })
    .from(subjects)
    .innerJoin(grades, eq(grades.id, subjects.gradeId))
    .where(eq(grades.schoolId, schoolId));
  return { classes: classRows?.n, sections: sectionRows?.n, subjects: subjectRows?.n };
}

describe('class CSV import', () => {
  it('serves the template as a CSV attachment', async () => {
    const response = await t.call('GET', '/classes/import/template', { token: world.admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="classes-template.csv"');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(header);
    expect(lines).toHaveLength(3);
    expect((await t.call('GET', '/classes/import/template', { token: world.teacherA })).statusCode).toBe(403);
  });

  it('previews each row with its errors and action, writing nothing; confirm writes the valid rows; twice adds nothing', async () => {
    const school = await createSchool(t.db);
    const teacher = await createUser(t.db, { schoolId: school.id, email: `class-teacher-${school.id}@test.school` });
    const outsider = await createUser(t.db, { schoolId: world.schoolB.id });
    const csv = csvOf(
      'VI,A,35,,,,',
      `VI,B,30,${teacher.email.toUpperCase()},,,`,
      'VI,,,,Mathematics,MATH,compulsary',
      'vi,,,,Art,,OPTIONAL',
      '',
      'VII,,,,,,',
      ',A,,,,,',
      'VII,C,zero,,,,',
      `VII,D,,${outsider.email},,,`,
      'VII,,,,Music,MUS,ELECTIVE',
      'VI,,,,Drawing,ART,',
    );
    const before = await countsOf(school.id);
    const preview = await t.call('POST', '/classes/import/preview', {
      token: world.admin,
      body: { schoolId: school.id, csv },
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ validCount: 5, errorCount: 5 });
    expect(body.rows.map((row: { line: number; action: string }) => [row.line, row.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
      [5, 'create'],
      [7, 'create'],
      [8, 'unchanged'],
      [9, 'unchanged'],
      [10, 'unchanged'],
      [11, 'unchanged'],
      [12, 'unchanged'],
    ]);
    expect(body.rows[0].values).toMatchObject({ gradeName: 'VI', sectionName: 'A', capacity: '35' });
    const errorsAt = (line: number) => body.rows.find((row: { line: number }) => row.line === line).errors.join(' ');
    expect(errorsAt(8)).toContain('gradeName');
    expect(errorsAt(9)).toContain('capacity');
    expect(errorsAt(10)).toContain('classTeacherEmail');
    expect(errorsAt(11)).toContain('subjectType');
    expect(errorsAt(12)).toContain('subjectValue');
    expect(await countsOf(school.id)).toEqual(before);

    const confirm = await t.call('POST', '/classes/import', { token: world.admin, body: { schoolId: school.id, csv } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({
      validCount: 5,
      errorCount: 5,
      written: { classesCreated: 2, sectionsCreated: 2, sectionsUpdated: 0, subjectsCreated: 2, subjectsUpdated: 0 },
    });
    expect(await countsOf(school.id)).toEqual({ classes: 2, sections: 2, subjects: 2 });
    const [six] = (await t.call('GET', `/classes?schoolId=${school.id}&name=VI`, { token: world.admin })).json()
      .content;
    const detail = (await t.call('GET', `/classes/${six.id}`, { token: world.admin })).json();
    expect(detail.sections).toEqual([
      expect.objectContaining({ sectionName: 'A', capacity: 35, classTeacher: null }),
      expect.objectContaining({
        sectionName: 'B',
        capacity: 30,
        classTeacher: expect.objectContaining({ id: teacher.id }),
      }),
    ]);
    expect(detail.subjects).toEqual([
      expect.objectContaining({ subjectName: 'Art', subjectValue: 'Art', subjectType: 'OPTIONAL' }),
      expect.objectContaining({ subjectName: 'Mathematics', subjectValue: 'MATH', subjectType: 'COMPULSARY' }),
    ]);

    const again = await t.call('POST', '/classes/import', { token: world.admin, body: { schoolId: school.id, csv } });
    expect(again.json().written).toEqual({
      classesCreated: 0,
      sectionsCreated: 0,
      sectionsUpdated: 0,
      subjectsCreated: 0,
      subjectsUpdated: 0,
    });
    expect(
      again
        .json()
        .rows.filter((row: { errors: string[] }) => row.errors.length === 0)
        .every((row: { action: string }) => row.action === 'unchanged'),
    ).toBe(true);
    expect(await countsOf(school.id)).toEqual({ classes: 2, sections: 2, subjects: 2 });
  });

  it('updates what exists (matched case-insensitively), leaving blank cells alone', async () => {
    const school = await createSchool(t.db);
    const grade = await createClass(t.db, school.id, { gradeName: 'VIII' });
    const section = await createSection(t.db, grade.id, { sectionName: 'A', capacity: 20 });
    const csv = csvOf('viii,a,25,,,,', 'VIII,A,,,,,', 'VIII,A,25,,,,');
    const preview = (
      await t.call('POST', '/classes/import/preview', { token: world.admin, body: { schoolId: school.id, csv } })
    ).json();
    expect(preview.rows.map((row: { action: string }) => row.action)).toEqual(['update', 'unchanged', 'unchanged']);
    const confirm = await t.call('POST', '/classes/import', { token: world.admin, body: { schoolId: school.id, csv } });
    expect(confirm.json().written).toMatchObject({ sectionsUpdated: 1, sectionsCreated: 0, classesCreated: 0 });
    const read = (await t.call('GET', `/class-sections/${section.id}`, { token: world.admin })).json();
    expect(read).toMatchObject({ sectionName: 'A', capacity: 25, version: 1 });
  });

  it('answers 400 with a clear message to a malformed file, and writes nothing', async () => {
    const school = await createSchool(t.db);
    const before = await countsOf(school.id);
    const cases: [string, string][] = [
      ['gradeName,sectionName\nVI,A', 'capacity'],
      ['\u0089PNG\r\n\u001a\n\u0000\u0000binary', 'not a text file'],
      ['\u0089PNG\r\n\u001a\nbinary', 'lacks the columns'],
      [header, 'no data rows'],
      [csvOf('"VI,A,30,,,,'), 'could not be read'],
    ];
    for (const [csv, message] of cases) {
      for (const path of ['/classes/import/preview', '/classes/import']) {
        const response = await t.call('POST', path, { token: world.admin, body: { schoolId: school.id, csv } });
        expect(response.statusCode).toBe(400);
        // The service's refusals are the answer's message; the schema's (a binary file) the field's.
        expect([response.json().message, ...response.json().fieldErrors.csv].join(' ')).toContain(message);
      }
    }
    const empty = await t.call('POST', '/classes/import', {
      token: world.admin,
      body: { schoolId: school.id, csv: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.csv).toBeDefined();
    const tooLarge = await t.call('POST', '/classes/import', {
      token: world.admin,
      body: { schoolId: school.id, csv: `${header}\n${'VI,A,,,,,\n'.repeat(110_000)}` },
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(
      (await t.call('POST', '/classes/import', { token: world.admin, body: { csv: header } })).json().fieldErrors
        .schoolId,
    ).toBeDefined();
    expect(await countsOf(school.id)).toEqual(before);
  });

  it('imports only into a visible school (404 otherwise) and needs CREATE on class (403)', async () => {
    const csv = csvOf('Scoped,A,,,,,');
    const into = (token: string, schoolId: number) =>
      t.call('POST', '/classes/import', { token, body: { schoolId, csv } });
    expect((await into(world.writerA, world.schoolB.id)).statusCode).toBe(404);
    expect(
      (
        await t.call('POST', '/classes/import/preview', {
          token: world.writerA,
          body: { schoolId: world.schoolB.id, csv },
        })
      ).statusCode,
    ).toBe(404);
    expect((await into(world.admin, 999999)).statusCode).toBe(404);
    expect((await into(world.writerA, world.schoolA.id)).statusCode).toBe(200);
    expect((await into(world.coordinatorA, world.schoolA.id)).statusCode).toBe(403);
    expect((await into(world.teacherA, world.schoolA.id)).statusCode).toBe(403);
    expect(await countsOf(world.schoolB.id)).toEqual({ classes: 0, sections: 0, subjects: 0 });
  });
});

describe('demo classes for the seed', () => {
  it('adds classes I to X with sections A and B, subjects and teachers; running it again adds nothing', async () => {
    const school = await createSchool(t.db);
    const teachers = await Promise.all([1, 2, 3].map(() => createUser(t.db, { schoolId: school.id })));
    const teacherIds = teachers.map((teacher) => teacher.id);
    await t.db.transaction((tx) => seedDemoClasses(tx, school.id, teacherIds));
    await seedDemoClasses(t.db, school.id, teacherIds);
    expect(await countsOf(school.id)).toEqual({ classes: 10, sections: 20, subjects: 55 });
    const list = (await t.call('GET', `/classes?schoolId=${school.id}&size=500`, { token: world.admin })).json();
    expect(list.content.map((row: { gradeName: string }) => row.gradeName).sort()).toEqual(
      [...DEMO_CLASS_NAMES].sort(),
    );
    const [firstSection] = (
      await t.call('GET', `/class-sections?schoolCode=${school.schoolCode}&className=I`, { token: world.admin })
    ).json().content;
    expect(firstSection.classTeacher.id).toBe(teacherIds[0]);
    const [assignments] = await t.db
      .select({ n: count() })
      .from(sectionSubjectTeachers)
      .where(eq(sectionSubjectTeachers.sectionId, firstSection.id));
    expect(assignments?.n).toBe(5);
  });
});
