import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import { ConfigError, loadConfig } from '../config';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/** A built web app in miniature, to show that its files are never limited. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'school-rate-limit-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>School Planning</title>');
fs.writeFileSync(path.join(webDist, 'assets/app-1a2b3c.js'), 'console.log(1);');

const PER_USER = 5;
const PER_ADDRESS = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, RATE_LIMIT_PER_USER: PER_USER, RATE_LIMIT_PER_ADDRESS: PER_ADDRESS });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A fresh client address for each use, so that no test spends another's budget (sign-ins included). */
let lastAddress = 0;
const freshAddress = () => {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
};

function get(url: string, options: { token?: string; address?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: options.address ?? freshAddress(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

/** Signs in (from a fresh address, so the sign-in spends no address budget a test counts on): the token. */
async function login(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: freshAddress(),
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { accessToken: string }).accessToken;
}

async function newUser() {
  const user = await createUser(t.db);
  return { ...user, token: await login(user.email) };
}

const rateLimitHeaders = (response: Awaited<ReturnType<typeof get>>) => ({
  limit: response.headers['ratelimit-limit'],
  remaining: response.headers['ratelimit-remaining'],
  reset: Number(response.headers['ratelimit-reset']),
  retryAfter: response.headers['retry-after'],
});

describe('the RateLimit headers', () => {
  it('are on a 200 of a signed-in user, counted against their own limit', async () => {
    const { token } = await newUser();
    const response = await get('/api/auth/me', { token });
    expect(response.statusCode).toBe(200);
    const headers = rateLimitHeaders(response);
    expect(headers).toMatchObject({ limit: String(PER_USER), remaining: String(PER_USER - 1), retryAfter: undefined });
    expect(headers.reset).toBeGreaterThan(0);
    expect(headers.reset).toBeLessThanOrEqual(60);
  });

  it('are on a 401 and a 404 of an anonymous caller, counted against its address', async () => {
    const address = freshAddress();
    const refused = await get('/api/auth/me', { address });
    expect(refused.statusCode).toBe(401);
    expect(rateLimitHeaders(refused)).toMatchObject({ limit: String(PER_ADDRESS), remaining: String(PER_ADDRESS - 1) });
    const unknown = await get('/api/no-such-thing', { address });
    expect(unknown.statusCode).toBe(404);
    expect(rateLimitHeaders(unknown)).toMatchObject({ limit: String(PER_ADDRESS), remaining: String(PER_ADDRESS - 2) });
  });
});

describe('beyond the limit', () => {
  it('a signed-in user gets 429 with Retry-After and how long to wait; another user and an anonymous caller do not', async () => {
    const address = freshAddress();
    const user = await newUser();
    for (let call = 1; call <= PER_USER; call++) {
      expect((await get('/api/auth/me', { token: user.token, address })).statusCode).toBe(200);
    }
    const refused = await get('/api/auth/me', { token: user.token, address });
    expect(refused.statusCode).toBe(429);
    const headers = rateLimitHeaders(refused);
    const wait = Number(headers.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(headers).toMatchObject({ limit: String(PER_USER), remaining: '0' });
    expect(refused.json()).toEqual({ message: MESSAGES.rateLimited(wait), code: ERROR_CODES.rateLimited });
    expect(refused.json().message).toMatch(/Please wait \d+ seconds? and try again\.$|Please wait 1 minute/);
    // A refused request never reaches the route: the answer is still JSON with the API's headers.
    expect(refused.headers['content-type']).toMatch(/^application\/json/);

    const other = await newUser();
    expect((await get('/api/auth/me', { token: other.token, address })).statusCode).toBe(200);
    // From the same address, an anonymous caller spends the address's budget, not the user's.
    const anonymous = await get('/api/auth/me', { address });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['ratelimit-limit']).toBe(String(PER_ADDRESS));
  });

  it('two sessions of the same user share one budget', async () => {
    const user = await newUser();
    const secondToken = await login(user.email);
    expect(secondToken).not.toBe(user.token);
    for (let call = 1; call <= PER_USER; call++) {
      const token = call % 2 === 0 ? secondToken : user.token;
      expect((await get('/api/auth/me', { token })).statusCode).toBe(200);
    }
    expect((await get('/api/auth/me', { token: user.token })).statusCode).toBe(429);
    expect((await get('/api/auth/me', { token: secondToken })).statusCode).toBe(429);
  });

  it('anonymous callers are limited per address, a dead token counting as anonymous', async () => {
    const address = freshAddress();
    for (let call = 1; call <= PER_ADDRESS; call++) {
      expect((await get('/api/auth/forgot-password?email=nobody@test.school', { address })).statusCode).not.toBe(429);
    }
    const refused = await get('/api/auth/me', { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/auth/me', { address, token: 'no-such-session-token' })).statusCode).toBe(429);
    // Another address is not affected.
    expect((await get('/api/auth/me')).statusCode).toBe(401);
  });

  it('an IPv6 caller counts by its /64', async () => {
    for (let call = 1; call <= PER_ADDRESS; call++) {
      expect((await get('/api/auth/me', { address: `2001:db8:0:1::${call}` })).statusCode).toBe(401);
    }
    expect((await get('/api/auth/me', { address: '2001:db8:0:1::ff' })).statusCode).toBe(429);
    expect((await get('/api/auth/me', { address: '2001:db8:0:2::1' })).statusCode).toBe(401);
  });
});

describe('what is never limited', () => {
  it('the web app, even for an address beyond its limit', async () => {
    const address = freshAddress();
    for (let call = 1; call <= PER_ADDRESS; call++) await get('/api/auth/me', { address });
    expect((await get('/api/auth/me', { address })).statusCode).toBe(429);
    for (let call = 1; call <= PER_ADDRESS + 2; call++) {
      for (const url of ['/assets/app-1a2b3c.js', '/schools', '/']) {
        const response = await get(url, { address });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['ratelimit-limit'], url).toBeUndefined();
      }
    }
  });

  it('but /api/health is, like every route of the API document', async () => {
    const address = freshAddress();
    const first = await get('/api/health', { address });
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe(String(PER_ADDRESS));
    for (let call = 2; call <= PER_ADDRESS; call++) await get('/api/health', { address });
    expect((await get('/api/health', { address })).statusCode).toBe(429);
  });
});

describe('the session', () => {
  /** The statement that resolves a bearer token (modules/auth/session.repository.ts). */
  const sessionLookups = (statements: string[]) =>
    statements.filter((statement) => statement.includes('update sessions set last_seen_on')).length;

  it('is resolved once per request: the rate limit key and the access check share it', async () => {
    const { token } = await newUser();
    let response: Awaited<ReturnType<typeof get>> | undefined;
    const statements = await t.statementsDuring(async () => {
      response = await get('/api/auth/me', { token });
    });
    expect(response?.statusCode).toBe(200);
    expect(sessionLookups(statements)).toBe(1);
  });

  it('a dead token is looked up once too', async () => {
    const statements = await t.statementsDuring(() => get('/api/auth/me', { token: 'no-such-session-token' }));
    expect(sessionLookups(statements)).toBe(1);
  });

  it('a request without a token looks nothing up', async () => {
    const statements = await t.statementsDuring(() => get('/api/auth/me'));
    expect(sessionLookups(statements)).toBe(0);
  });
});

describe('the configuration', () => {
  it('is generous by default and refuses a limit below one request a minute', () => {
    expect(loadConfig({})).toMatchObject({ RATE_LIMIT_PER_USER: 1200, RATE_LIMIT_PER_ADDRESS: 300 });
    expect(loadConfig({ RATE_LIMIT_PER_USER: '5000' }).RATE_LIMIT_PER_USER).toBe(5000);
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ RATE_LIMIT_PER_ADDRESS: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ RATE_LIMIT_PER_ADDRESS: value }), value).toThrow(/RATE_LIMIT_PER_ADDRESS/);
    }
  });
});
