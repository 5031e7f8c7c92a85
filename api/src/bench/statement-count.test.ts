import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { createSchool, createUser } from '../test/factories';
import { assignTeacher, createGrade, createSection, createSubject } from '../test/factories-users';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A call's statement count depends neither on the page size nor on how much data there is (no query per row):
 * the same check `npm run bench:load` makes at a network's real size and ten times that.
 */
let t: TestApp;
let admin: string;
let classId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  classId = (await addNetwork(2)).classId;
});
afterAll(() => t.close());

/** Schools, each with a class of sections and subjects, and teachers holding roles and teaching assignments. */
async function addNetwork(schools: number) {
  let classId = 0;
  for (let index = 0; index < schools; index++) {
    const school = await createSchool(t.db);
    const grade = await createGrade(t.db, school.id);
    classId = grade.id;
    const sections = [await createSection(t.db, grade.id, 'A'), await createSection(t.db, grade.id, 'B')];
    const subjects = [await createSubject(t.db, grade.id), await createSubject(t.db, grade.id)];
    for (let person = 0; person < 3; person++) {
      const teacher = await createUser(t.db, {
        schoolId: school.id,
        roles: [ROLE_NAMES.teacher, ROLE_NAMES.coordinator],
      });
      for (const section of sections) {
        for (const subject of subjects) await assignTeacher(t.db, section.id, subject.id, teacher.id);
      }
    }
  }
  return { classId };
}

const CALLS = [
  ['/auth/me', '/auth/me'],
  ['/schools?page=0&size=2', '/schools?page=0&size=50'],
  ['/users?page=0&size=2', '/users?page=0&size=50'],
  ['/users?page=0&size=2&searchKey=user', '/users?page=0&size=50&searchKey=user'],
  ['/users/list?page=0&size=2', '/users/list?page=0&size=50'],
  ['/classes?page=0&size=2', '/classes?page=0&size=50'],
] as const;

async function statementsOf(url: string) {
  await t.call('GET', url, { token: admin });
  const statements = await t.statementsDuring(async () => {
    expect((await t.call('GET', url, { token: admin })).statusCode).toBe(200);
  });
  return statements.length;
}

describe('statements per call', () => {
  it('do not change with the page size or the data size', async () => {
    const before: number[] = [];
    for (const [small, large] of CALLS) {
      const count = await statementsOf(small);
      expect(await statementsOf(large), large).toBe(count);
      before.push(count);
    }
    const classBefore = await statementsOf(`/classes/${classId}`);

    const { classId: biggerClass } = await addNetwork(4);
    for (const [index, [small, large]] of CALLS.entries()) {
      expect(await statementsOf(small), small).toBe(before[index]);
      expect(await statementsOf(large), large).toBe(before[index]);
    }
    expect(await statementsOf(`/classes/${biggerClass}`)).toBe(classBefore);
  });
});
