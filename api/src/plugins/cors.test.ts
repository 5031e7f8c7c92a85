import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../test/test-app';

const SCHOOL_SITE = 'https://school.example';
const allowing = await createTestApp({ CORS_ALLOWED_ORIGINS: [SCHOOL_SITE] });
const closed = await createTestApp();
afterAll(() => Promise.all([allowing.close(), closed.close()]));

const getHealth = (t: typeof closed, origin: string) =>
  t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
const preflight = (t: typeof closed, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/schools/1',
    headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
  });

describe('cross-origin calls from a browser', () => {
  it('are allowed to the pages of CORS_ALLOWED_ORIGINS, with the headers a page may read', async () => {
    const answer = await getHealth(allowing, SCHOOL_SITE);
    expect(answer.headers['access-control-allow-origin']).toBe(SCHOOL_SITE);
    expect(answer.headers['access-control-expose-headers']).toContain('RateLimit-Remaining');
    const asked = await preflight(allowing, SCHOOL_SITE);
    expect(asked.statusCode).toBe(204);
    expect(asked.headers['access-control-allow-origin']).toBe(SCHOOL_SITE);
    expect(asked.headers['access-control-allow-methods']).toContain('PUT');
    expect(asked.headers['access-control-allow-headers']).toContain('Authorization');
    expect(asked.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('are refused to any other page: the answer names no origin, so the browser hides it', async () => {
    for (const t of [allowing, closed]) {
      expect((await getHealth(t, 'https://elsewhere.example')).headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight(t, 'https://elsewhere.example')).headers['access-control-allow-origin']).toBeUndefined();
    }
    expect((await getHealth(closed, SCHOOL_SITE)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never open an API route without its access check: a preflight is not the call', async () => {
    const answer = await allowing.app.inject({
      method: 'PUT',
      url: '/api/schools/1',
      headers: { origin: SCHOOL_SITE },
      payload: {},
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['access-control-allow-origin']).toBe(SCHOOL_SITE);
  });
});

describe('CORS_ALLOWED_ORIGINS', () => {
  it('reads comma-separated origins, none by default', () => {
    expect(loadConfig({}).CORS_ALLOWED_ORIGINS).toEqual([]);
    expect(
      loadConfig({ CORS_ALLOWED_ORIGINS: ' https://a.example, http://localhost:5173 ' }).CORS_ALLOWED_ORIGINS,
    ).toEqual(['https://a.example', 'http://localhost:5173']);
  });

  it('refuses an origin with a path or a trailing slash, which a browser never sends', () => {
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'https://a.example/' })).toThrow(/CORS_ALLOWED_ORIGINS/);
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'a.example' })).toThrow(/CORS_ALLOWED_ORIGINS/);
  });
});
