import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, TEST_PASSWORD } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route declarations', () => {
  it('every API route declares what it needs', () => {
    const apiRoutes = t.routes.filter((route) => route.url.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThan(5);
    const undeclared = apiRoutes.filter((route) => route.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('public routes are an explicit, short list', () => {
    const publicRoutes = t.routes
      .filter(
        (route) => route.url.startsWith('/api') && route.access === 'public' && !route.url.startsWith('/api/docs'),
      )
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        'GET /api/auth/forgot-password',
        'GET /api/auth/logout',
        'GET /api/health',
        'GET /api/openapi.json',
        'GET /api/ready',
        'POST /api/auth/change-password',
        'POST /api/auth/login',
        'POST /api/auth/login/',
        'POST /api/auth/password-check',
        'POST /api/auth/reset-password',
        'POST /api/auth/signup',
      ].sort(),
    );
  });
});

describe('privilege enforcement', () => {
  it('answers 401 without a token and 403 to a Teacher on a route the Teacher has no privilege for', async () => {
    const teacher = await createUser(t.db, { roles: [ROLE_NAMES.teacher] });
    const token = await t.login(teacher.email, TEST_PASSWORD);
    const anonymous = await t.call('PATCH', `/admin-controls/update-password/${teacher.id}`, {
      body: { password: 'Another#Pass9' },
    });
    expect(anonymous.statusCode).toBe(401);
    const response = await t.call('PATCH', `/admin-controls/update-password/${teacher.id}`, {
      token,
      body: { password: 'Another#Pass9' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await t.call('GET', '/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
