import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { createSchool, createUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: string;
let teacher: string;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  schoolId = (await createSchool(t.db)).id;
  teacher = await t.signIn({ roles: [ROLE_NAMES.teacher], schoolId });
});
afterAll(() => t.close());

describe('Cache-Control on API answers', () => {
  it('is no-store on every answer of a route that needs a session, errors included', async () => {
    const cases = [
      { url: '/auth/me', token: admin, status: 200 },
      { url: '/schools', token: admin, status: 200 },
      { url: `/schools/${schoolId}`, token: admin, status: 200 },
      { url: '/users?size=1', token: admin, status: 200 },
      { url: '/schools', token: undefined, status: 401 },
      { url: '/auth/me', token: 'not-a-session', status: 401 },
      { url: '/roles', token: teacher, status: 403 },
      { url: '/schools/999999', token: admin, status: 404 },
      { url: '/schools/abc', token: admin, status: 400 },
      { url: '/no-such-route', token: admin, status: 404 },
    ];
    for (const { url, token, status } of cases) {
      const response = await t.call('GET', url, { token });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], `${url} ${status}`).toBe('no-store');
    }
  });

  it('is no-store on every answer that carries a token: sign-in and a change of password without a session', async () => {
    const user = await createUser(t.db);
    const signIn = await t.call('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().accessToken).toEqual(expect.any(String));
    expect(signIn.headers['cache-control']).toBe('no-store');
    const newPassword = 'Stored#Never2026';
    const change = await t.call('POST', '/auth/change-password', {
      body: { email: user.email, currentPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().accessToken).toEqual(expect.any(String));
    expect(change.headers['cache-control']).toBe('no-store');
    // And the other public calls about accounts, their refusals included.
    const refused = await t.call('POST', '/auth/login', { body: { email: user.email, password: 'Wrong#Pass2026' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const forgot = await t.call('GET', `/auth/forgot-password?email=${encodeURIComponent(user.email)}`);
    expect(forgot.headers['cache-control']).toBe('no-store');
  });

  it('is left alone on routes whose answer holds nothing private: the health checks and the API document', async () => {
    for (const url of ['/health', '/ready', '/openapi.json']) {
      const response = await t.call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });
});
