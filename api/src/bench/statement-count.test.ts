import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { createSchool, createUser, TEST_PASSWORD } from '../test/factories';
import {
  addLessonConsent,
  addUnitConsent,
  createAnnualPlan,
  createLessonPlan,
  createTierPlan,
  createTopic,
  createUnitPlan,
} from '../test/factories-plans';
import { assignTeacher, createGrade, createSection, createSubject } from '../test/factories-users';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A call's statement count depends neither on the page size nor on how much data there is (no query per row):
 * the same check `npm run bench:load` makes at a network's real size and ten times that.
 */
let t: TestApp;
let admin: string;
let classId: number;
let teacher: string;
let teacherId: number;
let schoolId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  classId = (await addNetwork(2)).classId;
  schoolId = (await createSchool(t.db)).id;
  const teacherUser = await createUser(t.db, { schoolId, roles: [ROLE_NAMES.teacher] });
  teacherId = teacherUser.id;
  teacher = await t.login(teacherUser.email, TEST_PASSWORD);
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

async function statementsOf(url: string, token = admin) {
  await t.call('GET', url, { token });
  const statements = await t.statementsDuring(async () => {
    expect((await t.call('GET', url, { token })).statusCode, url).toBe(200);
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

/**
 * Academic plans: `count` annual plans of class V in the teacher's school's network, each with a
 * tier, a topic, two unit plans and three lesson plans per unit in the teacher's school, signed by the teacher
 * (consents given by someone with a name, so people's names are looked up).
 */
async function addPlans(count: number) {
  let last = { annual: 0, tier: 0, unit: 0, lesson: 0 };
  for (let index = 0; index < count; index++) {
    const annual = await createAnnualPlan(t.db, { gradeName: 'V' });
    const tier = await createTierPlan(t.db, annual);
    await createTopic(t.db, tier.id);
    for (let u = 0; u < 2; u++) {
      const unit = await createUnitPlan(t.db, tier);
      await addUnitConsent(t.db, unit, teacherId, true);
      for (let l = 0; l < 3; l++) {
        const lesson = await createLessonPlan(t.db, unit, schoolId);
        await addLessonConsent(t.db, lesson, teacherId, l % 2 === 0);
        last = { annual: annual.id, tier: tier.id, unit: unit.id, lesson: lesson.id };
      }
    }
  }
  return last;
}

const PLAN_LISTS = [
  '/annual-plans?page=0&size=SIZE',
  '/tier-plans?page=0&size=SIZE',
  '/unit-plans?page=0&size=SIZE',
  '/unit-plan/list?page=0&size=SIZE&annualPeriod=AY26_27&gradeName=V',
  '/lesson-plans?page=0&size=SIZE',
  '/lesson-plans?page=0&size=SIZE&annualPeriod=AY26_27&gradeName=V&status=ACTIVE',
];

describe('statements per plan call', () => {
  it('do not change with the page size or the data size, for a global user and a teacher', async () => {
    const first = await addPlans(3);
    await createGrade(t.db, schoolId, 'V');
    const details = (ids: typeof first) => [
      `/annual-plans/${ids.annual}`,
      `/tier-plan/${ids.tier}`,
      `/unit-plan/${ids.unit}`,
      `/lesson-plan/${ids.lesson}`,
    ];
    const counts = async () => {
      const result: number[] = [];
      for (const token of [admin, teacher]) {
        for (const list of PLAN_LISTS) {
          const small = await statementsOf(list.replace('SIZE', '2'), token);
          expect(await statementsOf(list.replace('SIZE', '50'), token), `${list} (size 50)`).toBe(small);
          result.push(small);
        }
      }
      return result;
    };
    const before = await counts();
    const detailsBefore = [];
    for (const token of [admin, teacher]) {
      for (const url of details(first)) detailsBefore.push(await statementsOf(url, token));
    }

    const later = await addPlans(6);
    expect(await counts()).toEqual(before);
    const detailsAfter = [];
    for (const token of [admin, teacher]) {
      for (const url of details(later)) detailsAfter.push(await statementsOf(url, token));
    }
    expect(detailsAfter).toEqual(detailsBefore);
  });
});
