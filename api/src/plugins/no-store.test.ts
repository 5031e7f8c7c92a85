import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { createSchool } from '../test/factories';
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

  it('is left alone on public routes', async () => {
    const health = await t.call('GET', '/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
