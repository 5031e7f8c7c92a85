import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES, ROLE_NAMES } from '@school/contract';
import { createClass } from '../test/factories-classes';
import { createSchool, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerErrorHandling } from './errors';

/*
 * The causes of 500 the issue found, each answered 400 now, on both databases; and ids read as digits only.
 * (app.fuzz.test.ts searches for new causes on every route.)
 */

let t: TestApp;
let admin: string;
let schoolId: number;
let classId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ roles: [ROLE_NAMES.systemAdministrator] });
  schoolId = (await createSchool(t.db)).id;
  classId = (await createClass(t.db, schoolId)).id;
});
afterAll(() => t.close());

/** Every list with the text filters it declares. */
const LISTS: Record<string, string[]> = {
  '/lov': ['name'],
  '/schools': ['name'],
  '/policies': ['name', 'schoolCode'],
  '/observation-register': ['name'],
  '/classes': ['name', 'schoolCode'],
  '/class-sections': ['name', 'schoolCode', 'className'],
  '/subjects': ['name', 'schoolCode', 'className'],
  '/users': ['name', 'searchKey', 'schoolCode', 'className'],
  '/users/list': ['name', 'schoolCode'],
  '/roles': ['name', 'searchKey'],
  '/privileges': ['name'],
};

describe('text holding NUL answers 400, never 500', () => {
  it('in the filters of every list', async () => {
    for (const [list, filters] of Object.entries(LISTS)) {
      for (const filter of filters) {
        const response = await t.call('GET', `${list}?${filter}=a%00b`, { token: admin });
        expect(response.statusCode, `${list}?${filter}: ${response.body}`).toBe(400);
        expect(response.json().fieldErrors[filter], `${list}?${filter}`).toEqual([FIELD_MESSAGES.nulCharacter]);
      }
    }
  });

  it('in the names of a sign-up and the email of a change of password', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'A\0', lastName: 'B\0', email: 'nul@test.school', password: 'Fuzz#Pass2026' },
    });
    expect(signup.statusCode, signup.body).toBe(400);
    expect(signup.json().fieldErrors).toEqual({
      firstName: [FIELD_MESSAGES.nulCharacter],
      lastName: [FIELD_MESSAGES.nulCharacter],
    });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {
        email: 'a\0@test.school',
        currentPassword: TEST_PASSWORD,
        newPassword: 'Fuzz#Pass2026',
        confirmPassword: 'Fuzz#Pass2026',
      },
    });
    expect(change.statusCode, change.body).toBe(400);
    expect(change.json().fieldErrors).toEqual({ email: [FIELD_MESSAGES.nulCharacter] });
  });

  it('in a key no schema names: dropped before it reaches a service', async () => {
    const user = (await t.call('GET', '/users?size=1', { token: admin })).json().content[0];
    const response = await t.call('POST', `/users/${user.id}/roles`, {
      token: admin,
      body: { roleId: 1, roleClassXrefs: [{ className: { className: 'VI', 'evil\0': 1 } }] },
    });
    expect(response.statusCode, response.body).not.toBe(500);
    expect(response.body).not.toContain('evil');
  });

  it('in a key of an object a schema passes through (the safety net after validation)', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandling(app);
    app.post('/loose', { schema: { body: z.looseObject({ name: z.string() }) } }, () => ({ stored: true }));
    const response = await app.inject({ method: 'POST', url: '/loose', payload: { name: 'VI', 'evil\0': 1 } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({ 'evil\0': [FIELD_MESSAGES.nulCharacter] });
    await app.close();
  });
});

describe('text holding a lone surrogate answers 400, never 500 (nor a stored U+FFFD)', () => {
  it('in each text of an observation register, which is then not stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Reading\uD800' }, 'name'],
      [{ name: 'Reading', observations: [{ name: '\uDC00Listens' }] }, 'observations.0.name'],
      [{ name: 'Reading', observations: [{ name: 'Listens', tagList: ['oral\uD83D'] }] }, 'observations.0.tagList.0'],
      [
        { name: 'Reading', observations: [{ name: 'Listens', learningOutcomes: [{ name: 'Follows\uD800' }] }] },
        'observations.0.learningOutcomes.0.name',
      ],
    ];
    for (const [body, path] of cases) {
      const response = await t.call('POST', '/observation-register', { token: admin, body });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(response.json().fieldErrors, path).toEqual({ [path]: [FIELD_MESSAGES.loneSurrogate] });
    }
    const list = await t.call('GET', '/observation-register?name=Reading', { token: admin });
    expect(list.json().totalElements).toBe(0);
    // A whole emoji (a surrogate pair) is text like any other.
    const saved = await t.call('POST', '/observation-register', {
      token: admin,
      body: { name: 'Reading 📚', observations: [{ name: 'Listens 👂', tagList: ['oral'] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Reading 📚', observations: [{ name: 'Listens 👂' }] });
  });

  it('in a key of an object a schema passes through (the safety net after validation)', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandling(app);
    app.post('/loose', { schema: { body: z.looseObject({ name: z.string() }) } }, () => ({ stored: true }));
    const key = await app.inject({ method: 'POST', url: '/loose', payload: { name: 'VI', 'evil\uD800': 1 } });
    expect(key.statusCode, key.body).toBe(400);
    expect(key.json().fieldErrors).toEqual({ 'evil\uD800': [FIELD_MESSAGES.loneSurrogate] });
    const value = await app.inject({ method: 'POST', url: '/loose', payload: { name: 'VI\uDFFF' } });
    expect(value.json().fieldErrors).toEqual({ name: [FIELD_MESSAGES.loneSurrogate] });
    const fine = await app.inject({ method: 'POST', url: '/loose', payload: { name: 'VI 🎉', other: ['😀'] } });
    expect(fine.statusCode, fine.body).toBe(200);
    await app.close();
  });
});

describe('integers beyond a PostgreSQL integer answer 400, never 500', () => {
  const tooBig = 2 ** 31;

  it('the version of a PUT and of a status change', async () => {
    const put = await t.call('PUT', `/classes/${classId}`, {
      token: admin,
      body: { gradeName: 'VI', version: tooBig },
    });
    expect(put.statusCode, put.body).toBe(400);
    expect(put.json().fieldErrors).toEqual({ version: [FIELD_MESSAGES.atMost(2 ** 31 - 1)] });
    const patch = await t.call('PATCH', `/classes/${classId}?status=INACTIVE&version=${tooBig}`, { token: admin });
    expect(patch.statusCode, patch.body).toBe(400);
    expect(patch.json().fieldErrors).toEqual({ version: [FIELD_MESSAGES.atMost(2 ** 31 - 1)] });
  });

  it("an observation's sort order, and a page beyond the end", async () => {
    const register = await t.call('POST', '/observation-register', {
      token: admin,
      body: { name: 'Huge order', observations: [{ name: 'Listens', sortOrder: tooBig }] },
    });
    expect(register.statusCode, register.body).toBe(400);
    expect(register.json().fieldErrors).toEqual({ 'observations.0.sortOrder': [FIELD_MESSAGES.atMost(2 ** 31 - 1)] });
    expect((await t.call('GET', `/schools?page=${tooBig}`, { token: admin })).statusCode).toBe(400);
    const lastPage = await t.call('GET', `/schools?page=${2 ** 31 - 1}&size=500`, { token: admin });
    expect(lastPage.statusCode, lastPage.body).toBe(200);
    expect(lastPage.json().content).toEqual([]);
  });

  it('an onboarding date PostgreSQL cannot store', async () => {
    const response = await t.call('POST', '/users', {
      token: admin,
      body: {
        firstName: 'Year',
        lastName: 'Zero',
        email: 'year.zero@test.school',
        rawPassword: 'Fuzz#Pass2026',
        onboardingDate: '0000-02-29',
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({ onboardingDate: ['Use a date from 01-01-1900 to 31-12-2099'] });
  });
});

describe('ids are digits only', () => {
  it('answers 400 to 0x10, +1, " 1", "1\\n", 1e3, 01, 0 and 2^31 in a path, and reads 1 to 2^31 - 1', async () => {
    for (const id of ['0x10', '%2B1', '%201', '1%0A', '1e3', '01', '0', '-1', '2147483648', '1.0']) {
      const response = await t.call('GET', `/schools/${id}`, { token: admin });
      expect(response.statusCode, `${id}: ${response.body}`).toBe(400);
      expect(response.json().fieldErrors.id, id).toEqual([FIELD_MESSAGES.id]);
    }
    expect((await t.call('GET', `/schools/${schoolId}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('GET', '/schools/2147483647', { token: admin })).statusCode).toBe(404);
  });

  it('reads ids in a query and in a body the same way', async () => {
    const query = await t.call('GET', '/classes?schoolId=0x10', { token: admin });
    expect(query.statusCode).toBe(400);
    expect(query.json().fieldErrors.schoolId).toEqual([FIELD_MESSAGES.id]);
    const body = await t.call('POST', '/classes', { token: admin, body: { gradeName: 'VII', school: '0x10' } });
    expect(body.statusCode).toBe(400);
    expect(body.json().fieldErrors.school).toEqual([FIELD_MESSAGES.id]);
    const digits = await t.call('POST', '/classes', {
      token: admin,
      body: { gradeName: 'VII', school: `${schoolId}` },
    });
    expect(digits.statusCode, digits.body).toBe(200);
  });
});
