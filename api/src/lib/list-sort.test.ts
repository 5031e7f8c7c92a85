import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_SORT_MESSAGE, ROLE_NAMES } from '@school/contract';
import { createSchool, createUser } from '../test/factories';
import { createClass } from '../test/factories-classes';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: string;
const tag = `Sort${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
});
afterAll(() => t.close());

const names = async (url: string, field: string) => {
  const response = await t.call('GET', url, { token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().content as Record<string, string>[]).map((item) => item[field]);
};

/** Every list screen's API path: each takes ?sort=name|newest|status. */
const LIST_PATHS = [
  '/lov',
  '/roles',
  '/users',
  '/schools',
  '/classes',
  '/class-sections',
  '/subjects',
  '/policies',
  '/observation-register',
];

describe('the sort of every list', () => {
  it('accepts name, newest and status on every list, and refuses anything else with a field error', async () => {
    for (const path of LIST_PATHS) {
      for (const sort of ['name', 'newest', 'status']) {
        const response = await t.call('GET', `${path}?sort=${sort}`, { token: admin });
        expect(response.statusCode, `${path}?sort=${sort}: ${response.body.slice(0, 200)}`).toBe(200);
      }
      const refused = await t.call('GET', `${path}?sort=random`, { token: admin });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().fieldErrors.sort).toEqual([LIST_SORT_MESSAGE]);
    }
  });

  it('sorts schools by name (the default), newest first, or by status then name', async () => {
    const charlie = await createSchool(t.db, { schoolName: `${tag} Charlie` });
    const alpha = await createSchool(t.db, { schoolName: `${tag} Alpha`, status: 'INACTIVE' });
    await createSchool(t.db, { schoolName: `${tag} Bravo` });
    const base = `/schools?name=${tag}`;
    expect(await names(base, 'schoolName')).toEqual([`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`]);
    expect(await names(`${base}&sort=newest`, 'schoolName')).toEqual([
      `${tag} Bravo`,
      `${tag} Alpha`,
      `${tag} Charlie`,
    ]);
    expect(await names(`${base}&sort=status`, 'schoolName')).toEqual([
      `${tag} Bravo`,
      `${tag} Charlie`,
      `${tag} Alpha`,
    ]);
    expect(charlie.id).toBeLessThan(alpha.id);
  });

  it('sorts classes newest first, and by status keeping grade order within a status', async () => {
    const school = await createSchool(t.db);
    for (const [gradeName, status] of [
      ['V', 'ACTIVE'],
      ['IX', 'INACTIVE'],
      ['I', 'ACTIVE'],
      ['II', 'INACTIVE'],
    ] as const) {
      await createClass(t.db, school.id, { gradeName, status });
    }
    const base = `/classes?schoolId=${school.id}`;
    expect(await names(base, 'gradeName')).toEqual(['I', 'II', 'V', 'IX']);
    expect(await names(`${base}&sort=newest`, 'gradeName')).toEqual(['II', 'I', 'IX', 'V']);
    expect(await names(`${base}&sort=status`, 'gradeName')).toEqual(['I', 'V', 'II', 'IX']);
  });

  it('sorts staff newest first and by status', async () => {
    const school = await createSchool(t.db);
    const first = await createUser(t.db, { schoolId: school.id, values: { firstName: 'Zara' } });
    const second = await createUser(t.db, { schoolId: school.id, values: { firstName: 'Asha', status: 'INACTIVE' } });
    const third = await createUser(t.db, { schoolId: school.id, values: { firstName: 'Mira' } });
    const base = `/users?schoolCode=${school.schoolCode}`;
    expect(await names(base, 'email')).toEqual([second.email, third.email, first.email]);
    expect(await names(`${base}&sort=newest`, 'email')).toEqual([third.email, second.email, first.email]);
    expect(await names(`${base}&sort=status`, 'email')).toEqual([third.email, first.email, second.email]);
  });
});
