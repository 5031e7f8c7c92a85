import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_HEADERS, ASSET_HEADERS, HELMET_OPTIONS, helmetHeaders } from './security-headers';

/** What helmet 8 sets with the app's options (as @fastify/helmet did before the headers were computed once). */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';worker-src 'self';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let t: TestApp;
let admin: string;
let teacher: string;

beforeAll(async () => {
  // No built web app: its index.html's inline script would add its hash to the page's policy (plugins/web.test.ts).
  t = await createTestApp({ WEB_DIST: path.join(os.tmpdir(), 'school-no-web-app') });
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  teacher = await t.signIn({ roles: [ROLE_NAMES.teacher] });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are helmet’s, computed once from the app’s options', () => {
    expect(helmetHeaders(HELMET_OPTIONS)).toEqual(EXPECTED);
  });

  it('are the API’s on every API answer: public, signed in, refused by the access check, invalid, unknown', async () => {
    const cases = [
      { method: 'GET', url: '/health', token: undefined, status: 200 },
      { method: 'GET', url: '/health', token: 'any-token', status: 200 },
      { method: 'GET', url: '/auth/me', token: teacher, status: 200 },
      { method: 'GET', url: '/schools', token: undefined, status: 401 },
      { method: 'GET', url: '/roles', token: teacher, status: 403 },
      { method: 'GET', url: '/schools/abc', token: admin, status: 400 },
      { method: 'GET', url: '/health?x=%00', token: undefined, status: 400 },
      { method: 'GET', url: '/no-such-route', token: teacher, status: 404 },
    ] as const;
    for (const { method, url, token, status } of cases) {
      const response = await t.call(method, url, { token });
      expect(response.statusCode, url).toBe(status);
      for (const name of Object.keys(EXPECTED)) {
        expect(response.headers[name], `${url} ${status} ${name}`).toBe(API_HEADERS[name]);
      }
    }
  });

  it('are helmet’s on the web app’s pages and other files and on the API documentation page', async () => {
    for (const url of ['/api/docs', '/apiary.html', '/sw.js', '/dashboard', '/assets']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      for (const [name, value] of Object.entries(EXPECTED)) {
        expect(response.headers[name], `${url} ${name}`).toBe(value);
      }
    }
  });

  it('on the build’s hashed files are only those a script, a style sheet or an image obeys', async () => {
    expect(ASSET_HEADERS).toEqual({
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    for (const url of ['/assets/index-abc.js', '/assets/style-abc.css?v=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      for (const name of Object.keys(EXPECTED)) {
        expect(response.headers[name], `${url} ${name}`).toBe(ASSET_HEADERS[name]);
      }
    }
  });

  it('on an API answer forbid loading anything, framing, type sniffing and reading from another site', () => {
    expect(API_HEADERS).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('refuses options that would make the headers depend on the request', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: [(_req, res) => String(res)] } } }),
    ).toThrow(/depends on the request/);
  });
});
