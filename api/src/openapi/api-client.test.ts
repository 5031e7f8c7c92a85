import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROLE_NAMES } from '@school/contract';
import { createSchool, createUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_TYPES_COMMAND, API_TYPES_FILE, renderApiTypes } from './client-types';
import type { paths } from './generated/api-types';
import { type ConformanceChecker, conformanceMiddleware, createConformanceChecker } from './response-conformance';

/*
 * The API document proven by use: the committed client types are what the served document generates, and a
 * scenario through a client typed with them runs against the real server on a local port, every answer held to
 * what the document says of it (status, headers, body).
 */

let t: TestApp;
let baseUrl: string;
let document: Record<string, unknown>;
let checker: ConformanceChecker;
/** Each answer the clients received, as 'METHOD path → status', and what in it the document does not say. */
const checked: string[] = [];
const problems: string[] = [];
let anonymous: Client<paths>;
let signedIn: Client<paths>;

function client(token?: string): Client<paths> {
  const api = createClient<paths>({
    baseUrl,
    ...(token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } }),
  });
  const recording: ConformanceChecker = {
    check(observed) {
      checked.push(`${observed.method} ${observed.path} → ${observed.status}`);
      return checker.check(observed);
    },
  };
  api.use(conformanceMiddleware(recording, (found) => problems.push(...found)));
  return api;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const served = await fetch(`${baseUrl}/api/openapi.json`);
  expect(served.status).toBe(200);
  document = (await served.json()) as Record<string, unknown>;
  checker = createConformanceChecker(document);
  anonymous = client();
});
afterAll(() => t.close());
// A test whose answers broke the document fails with each difference.
afterEach(() => {
  const found = problems.splice(0);
  expect(found, 'answers that do not conform to the API document').toEqual([]);
});

describe('the API document', () => {
  it('generates the committed client types', async () => {
    const generated = await renderApiTypes(document);
    const committed = await readFile(API_TYPES_FILE, 'utf8').catch(() => '');
    if (generated !== committed) {
      const want = generated.split('\n');
      const have = committed.split('\n');
      const line = want.findIndex((text, index) => text !== have[index]);
      expect.fail(
        `${API_TYPES_FILE} is stale: run \`${API_TYPES_COMMAND}\` and commit it. First difference at line ` +
          `${line + 1}: the document gives ${JSON.stringify(want[line])}, the file has ${JSON.stringify(have[line])}.`,
      );
    }
  });
});

describe('a scenario through the generated client', () => {
  it('signs in as a System Administrator and lists schools', async () => {
    const user = await createUser(t.db, { roles: [ROLE_NAMES.systemAdministrator] });
    const school = await createSchool(t.db, { schoolName: 'Client Academy' });

    const login = await anonymous.POST('/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(login.response.status).toBe(200);
    expect(login.data?.tokenType).toBe('Bearer');
    signedIn = client(login.data?.accessToken);

    const list = await signedIn.GET('/api/schools', { params: { query: { name: 'Client Academy', size: 10 } } });
    expect(list.response.status).toBe(200);
    expect(list.data?.content.map((row) => row.schoolCode)).toEqual([school.schoolCode]);
    expect(list.data?.totalElements).toBe(1);
  });

  it('creates a list of values and reads it back by id and in the list', async () => {
    const created = await signedIn.POST('/api/lov', {
      body: {
        name: 'Client Houses',
        description: 'Made through the generated client',
        items: [
          { name: 'Red', value: 'RED' },
          { name: 'Blue', value: 'BLUE' },
        ],
      },
    });
    expect(created.response.status).toBe(200);
    const lov = created.data;
    if (!lov) throw new Error('no list of values answered');
    expect(lov).toMatchObject({ name: 'Client Houses', status: 'ACTIVE', version: 0 });
    expect(lov.items.map((item) => [item.value, item.status, item.sortOrder])).toEqual([
      ['RED', 'ACTIVE', 0],
      ['BLUE', 'ACTIVE', 1],
    ]);

    const byId = await signedIn.GET('/api/lov/{id}', { params: { path: { id: lov.id } } });
    expect(byId.response.status).toBe(200);
    expect(byId.data).toEqual(lov);

    const listed = await signedIn.GET('/api/lov', { params: { query: { name: 'Client Houses' } } });
    expect(listed.response.status).toBe(200);
    expect(listed.data?.content).toEqual([lov]);
  });

  it('reads refusals through the typed error', async () => {
    const invalid = await signedIn.POST('/api/lov', { body: { name: ' ', items: [{ name: 'Red', value: '' }] } });
    expect(invalid.response.status).toBe(400);
    expect(invalid.data).toBeUndefined();
    expect(Object.keys(invalid.error?.fieldErrors ?? {})).toEqual(expect.arrayContaining(['name', 'items.0.value']));

    const unsigned = await anonymous.GET('/api/lov', { params: { query: {} } });
    expect(unsigned.response.status).toBe(401);
    expect(unsigned.error?.message).toMatch(/sign in/i);

    const missing = await signedIn.GET('/api/lov/{id}', { params: { path: { id: 2_000_000_000 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.message).toBe(MESSAGES.notFoundRecord);
  });

  it('held every answer of the scenario to the document', () => {
    expect(checked).toEqual([
      'POST /api/auth/login → 200',
      'GET /api/schools → 200',
      'POST /api/lov → 200',
      'GET /api/lov/{id} → 200',
      'GET /api/lov → 200',
      'POST /api/lov → 400',
      'GET /api/lov → 401',
      'GET /api/lov/{id} → 404',
    ]);
  });
});
