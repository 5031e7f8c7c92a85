import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
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
    },
  };
}
