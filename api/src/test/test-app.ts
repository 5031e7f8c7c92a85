import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type ConformanceChecker, createConformanceChecker } from '../openapi/response-conformance';
import { openTestDatabase } from './database';
import { createUser, TEST_PASSWORD } from './factories';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The whole API on a fresh database (migrated, reference data seeded), called through inject. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  // Every statement the app sends, so a test can count what a request costs.
  const statements: string[] = [];
  const database = await openTestDatabase(inject('templateName'), inject('dumpPath'), {
    onQuery: (query) => statements.push(query),
  });
  const config = testConfig(overrides);
  const built = await buildApp(config, database, { logger: false });
  const disagreements = holdAnswersToTheDocument(built.app);
  await built.app.ready();
  const { app } = built;

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Calls the API as the holder of the token (or anonymously). */
  function call(method: Method, url: string, options: { token?: string; body?: unknown } = {}) {
    return app.inject({
      method,
      url: url.startsWith('/api') ? url : `/api${url}`,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  async function login(email: string, password: string) {
    const response = await call('POST', '/auth/login', { body: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
    return (response.json() as { accessToken: string }).accessToken;
  }

  /** A new user (createUser's options: roles, school…), signed in: their bearer token. */
  async function signIn(options: Parameters<typeof createUser>[1] = {}) {
    return login((await createUser(database.db, options)).email, TEST_PASSWORD);
  }

  /** The statements sent to the database while `run` ran (tests in a file run one at a time). */
  async function statementsDuring(run: () => Promise<unknown>) {
    const start = statements.length;
    await run();
    return statements.slice(start);
  }

  return {
    ...built,
    statementsDuring,
    db: database.db,
    database,
    config,
    call,
    login,
    signIn,
    close: async () => {
      await app.close();
      await database.close();
      // Every answer a test file received is held to the API document: one it does not describe fails the file.
      expect(disagreements, 'answers the API document does not describe').toEqual([]);
    },
  };
}

/**
 * Checks every answer of a documented operation against /api/openapi.json (status, media type, JSON body, required
 * headers): a route whose document lies fails the test file that calls it. Returns what disagreed, with the test.
 */
function holdAnswersToTheDocument(app: FastifyInstance): string[] {
  const disagreements: string[] = [];
  let checker: ConformanceChecker | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const { url, schema } = request.routeOptions;
    const hidden = (schema as { hide?: boolean } | undefined)?.hide === true;
    if (!url?.startsWith('/api/') || hidden || url === '/api/openapi.json' || url.startsWith('/api/docs')) {
      return payload;
    }
    checker ??= createConformanceChecker(app.swagger() as unknown as Record<string, unknown>);
    const headers = reply.getHeaders() as Record<string, string>;
    const json = String(headers['content-type'] ?? '').includes('json');
    let body = '';
    let sent = payload;
    if (json && payload instanceof Readable) {
      // JSON written as a stream (an evidence's base64): read whole here, in tests only, to be checked.
      const chunks: Buffer[] = [];
      for await (const chunk of payload) chunks.push(Buffer.from(chunk));
      const whole = Buffer.concat(chunks);
      body = whole.toString('utf8');
      sent = whole;
    } else if (typeof payload === 'string') body = payload;
    else if (Buffer.isBuffer(payload)) body = json ? payload.toString('utf8') : '<binary>';
    else if (payload !== null && payload !== undefined) body = '<stream>';
    const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const problem of checker.check({ method: request.method, path, status: reply.statusCode, headers, body })) {
      disagreements.push(
        `${request.method} ${path} ${reply.statusCode} (${expect.getState().currentTestName}): ${problem}`,
      );
    }
    return sent;
  });
  return disagreements;
}
