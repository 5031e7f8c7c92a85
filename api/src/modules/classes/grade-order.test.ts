import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { createSchool, createUser } from '../../test/factories';
import { createClass, createClassWorld, createSection, createSubject } from '../../test/factories-classes';
import { roleIdByName } from '../../test/factories-users';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Classes in the order the issue found wrong: text order puts IX before V and XII before III. */
const NAMES = ['XII', 'Zeta', 'IX', 'V', 'UKG', 'i', 'X', 'III', 'Alpha', 'LKG', 'II', 'Nursery', 'IV'];
const GRADE_ORDER = ['Nursery', 'LKG', 'UKG', 'i', 'II', 'III', 'IV', 'V', 'IX', 'X', 'XII', 'Alpha', 'Zeta'];

let t: TestApp;
let admin: string;
let schoolId: number;
const classIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await createClassWorld(t));
  schoolId = (await createSchool(t.db)).id;
  for (const gradeName of NAMES) {
    const grade = await createClass(t.db, schoolId, { gradeName });
    classIds.set(gradeName, grade.id);
    await createSection(t.db, grade.id, { sectionName: 'A' });
    await createSubject(t.db, grade.id, { subjectName: 'Mathematics', subjectValue: 'MATH' });
  }
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.call('GET', url, { token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const idOf = (name: string) => classIds.get(name) ?? 0;

describe('classes in grade order', () => {
  it('lists classes Nursery, LKG, UKG, I to XII, then other names alphabetically', async () => {
    const page = await get(`/classes?schoolId=${schoolId}&size=50`);
    expect(page.content.map((grade: { gradeName: string }) => grade.gradeName)).toEqual(GRADE_ORDER);
    // Across pages the order holds: page 2 of 5 continues where page 1 ended.
    const second = await get(`/classes?schoolId=${schoolId}&size=5&page=1`);
    expect(second.content.map((grade: { gradeName: string }) => grade.gradeName)).toEqual(GRADE_ORDER.slice(5, 10));
  });

  it('orders class sections by their class in grade order', async () => {
    const page = await get(`/class-sections?schoolCode=${await schoolCode()}&size=50`);
    expect(page.content.map((section: { className: string }) => section.className)).toEqual(GRADE_ORDER);
  });

  it('orders subjects of the same name by their class in grade order', async () => {
    const page = await get(`/subjects?schoolCode=${await schoolCode()}&name=Mathematics&size=50`);
    expect(page.content.map((subject: { className: string }) => subject.className)).toEqual(GRADE_ORDER);
  });

  it("orders a school's classes in its detail", async () => {
    const detail = await get(`/schools/${schoolId}`);
    expect(detail.classes.map((grade: { gradeName: string }) => grade.gradeName)).toEqual(GRADE_ORDER);
  });

  it("orders a staff member's role grades", async () => {
    const user = await createUser(t.db, { roles: [], schoolId });
    const roleId = await roleIdByName(t.db, ROLE_NAMES.teacher);
    const response = await t.call('POST', `/users/${user.id}/roles/`, {
      token: admin,
      body: { roleId, roleClassXrefs: ['X', 'IV', 'Nursery', 'IX'].map((name) => ({ className: { id: idOf(name) } })) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const staff = await get(`/users/${user.id}`);
    const grades = staff.roles[0].roleClassXrefs.map((xref: { className: { className: string } }) => xref.className);
    expect(grades.map((grade: { className: string }) => grade.className)).toEqual(['Nursery', 'IV', 'IX', 'X']);
  });

  it('answers observation registry grades in grade order, however they were sent', async () => {
    const response = await t.call('POST', '/observation-register', {
      token: admin,
      body: {
        name: `Grades order ${Date.now()}`,
        grades: ['X', 'Zeta', 'IX', 'V', 'UKG'].map((className) => ({ className })),
        observations: [{ name: 'Listens', tagList: [], learningOutcomes: [], sortOrder: 0 }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().grades.map((grade: { className: string }) => grade.className)).toEqual([
      'UKG',
      'V',
      'IX',
      'X',
      'Zeta',
    ]);
  });

  it('keeps the rank with the name when a class is renamed', async () => {
    const grade = await createClass(t.db, schoolId, { gradeName: 'Renamed later' });
    const renamed = await t.call('PUT', `/classes/${grade.id}`, {
      token: admin,
      body: { gradeName: 'VI', version: grade.version },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const names = (await get(`/classes?schoolId=${schoolId}&size=50`)).content.map(
      (row: { gradeName: string }) => row.gradeName,
    );
    expect(names.indexOf('VI')).toBe(names.indexOf('V') + 1);
  });
});

async function schoolCode() {
  return (await get(`/schools/${schoolId}`)).schoolCode as string;
}
