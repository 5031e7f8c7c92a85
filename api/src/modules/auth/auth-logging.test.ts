import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { outbox } from '../../db/schema';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { openTestDatabase } from '../../test/database';

/**
 * The harness builds its apps without a logger, so this file builds the app itself with the production
 * logger settings (redaction, request serializer; level info) and only swaps the destination stream of
 * pino for an array. The first app's SMTP points at a closed port (a send that fails); the second has no SMTP,
 * so its mail waits in the outbox and the log says so.
 */
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let deps: Awaited<ReturnType<typeof buildApp>>['deps'];
let database: DatabaseHandle;
const lines: string[] = [];

function pinoStreamOf(logger: object): { write: (line: string) => unknown } {
  for (let object: object | null = logger; object; object = Object.getPrototypeOf(object)) {
    const symbol = Object.getOwnPropertySymbols(object).find((s) => s.description === 'pino.stream');
    const stream = symbol && (object as Record<symbol, { write: (line: string) => unknown } | undefined>)[symbol];
    if (stream) return stream;
  }
  throw new Error('the logger has no pino stream');
}

beforeAll(async () => {
  database = await openTestDatabase(inject('templateName'), inject('dumpPath'));
  // Built at level error so that its start-up warning (no built web app) stays out of the test output.
  const built = await buildApp(testConfig({ LOG_LEVEL: 'error', SMTP_URL: 'smtp://127.0.0.1:1' }), database);
  app = built.app;
  deps = built.deps;
  pinoStreamOf(app.log).write = (line: string) => lines.push(line);
  app.log.level = 'info';
  // A route whose query fails on what the form sent, as a defect in a service would: the 500 case below.
  app.post('/api/failing-form', { config: { access: 'public' } }, async (request) => {
    const { notes } = request.body as { notes: string };
    return database.db.execute(sql`select ${notes}::integer as notes`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const NEW_PASSWORD = 'Logged#Pass2026';
const TEMPORARY_PASSWORD = 'Temp#Logs2026';

function call(method: 'GET' | 'POST' | 'PATCH', url: string, options: { token?: string; body?: object } = {}) {
  return app.inject({
    method,
    url,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body ? { payload: options.body } : {}),
  });
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await call('POST', '/api/auth/login', { body: { email, password } });
  expect(response.statusCode).toBe(200);
  return response.json().accessToken;
}

describe('logs', () => {
  it('hold no password, bearer token or reset token across the auth flows', async () => {
    const user = await createUser(database.db);
    const admin = await createUser(database.db, { roles: [ROLE_NAMES.administrator] });
    const secrets = [TEST_PASSWORD, NEW_PASSWORD, TEMPORARY_PASSWORD, 'Wrong#Logs2026'];
    lines.length = 0;

    await call('POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong#Logs2026' } });
    const token = await signIn(user.email, TEST_PASSWORD);
    const adminToken = await signIn(admin.email, TEST_PASSWORD);
    secrets.push(token, adminToken);
    await call('GET', '/api/auth/me', { token });
    await call('GET', '/api/auth/me', { token: `${token}x` });
    await call('POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    await call('POST', '/api/auth/signup', {
      body: { firstName: 'Log', lastName: 'Check', email: `x${user.email}`, password: NEW_PASSWORD },
    });

    expect((await call('GET', `/api/auth/forgot-password?email=${encodeURIComponent(user.email)}`)).statusCode).toBe(
      200,
    );
    await deps.background.idle();
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email))
      .orderBy(desc(outbox.id));
    const link = mail?.body.match(/\S+\/auth\/reset-password\?\S+/)?.[0] ?? '';
    const resetToken = new URL(link).searchParams.get('passwordResetTokenId') ?? '';
    expect(resetToken).not.toBe('');
    secrets.push(resetToken, encodeURIComponent(resetToken));
    // The browser opens the link on the server too; the request log must not keep its query.
    await call('GET', new URL(link).pathname + new URL(link).search);
    await call('GET', `/api/auth/me?token=${token}`);
    await call('POST', '/api/auth/reset-password', {
      body: { passwordResetTokenId: resetToken, newPassword: TEMPORARY_PASSWORD, confirmPassword: 'Mismatch#1x' },
    });
    await call('PATCH', `/api/admin-controls/update-password/${user.id}`, {
      token: adminToken,
      body: { password: TEMPORARY_PASSWORD },
    });
    await call('GET', '/api/auth/logout', { token: adminToken });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/api/auth/login');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('mask the email address of a request URL (forgot-password), keeping its first character and domain', async () => {
    lines.length = 0;
    const email = 'priya.sharma@log.school';
    await call('GET', `/api/auth/forgot-password?email=${encodeURIComponent(email)}`);
    await call('GET', `/api/auth/forgot-password?email=${email}`);
    await deps.background.idle();
    const log = lines.join('');
    expect(log).toContain('forgot-password?email=p***%40log.school');
    expect(log).toContain('forgot-password?email=p***@log.school');
    expect(log).not.toContain('priya');
  });

  it("of a 500 keep the error's kind, codes and SQL, never the form's contents", async () => {
    lines.length = 0;
    const notes = 'Private notes about Ravi';
    const response = await call('POST', '/api/failing-form', { body: { notes } });
    expect(response.statusCode).toBe(500);
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unexpected error');
    expect(entry?.requestId).toBe(response.json().requestId);
    expect(entry?.err).toMatchObject({ message: expect.stringContaining('select $1::integer') });
    expect(entry?.err.cause).toMatchObject({ code: '22P02' });
    expect(lines.join('')).not.toContain('Ravi');
  });
});

describe('logs without SMTP', () => {
  it('say that a mail waits in the outbox, never its reset link, token or address', async () => {
    const plain = await buildApp(testConfig({ LOG_LEVEL: 'error' }), database);
    const plainLines: string[] = [];
    pinoStreamOf(plain.app.log).write = (line: string) => plainLines.push(line);
    plain.app.log.level = 'info';
    await plain.app.ready();
    try {
      const user = await createUser(database.db);
      const forgot = await plain.app.inject({
        method: 'GET',
        url: `/api/auth/forgot-password?email=${encodeURIComponent(user.email)}`,
      });
      expect(forgot.statusCode, forgot.body).toBe(200);
      await plain.deps.background.idle();
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, user.email))
        .orderBy(desc(outbox.id));
      const link = mail?.body.match(/\S+\/auth\/reset-password\?\S+/)?.[0] ?? '';
      const token = new URL(link).searchParams.get('passwordResetTokenId') ?? '';
      expect(token).not.toBe('');
      const entry = plainLines.map((line) => JSON.parse(line)).find((line) => line.outboxId === mail?.id);
      expect(entry).toMatchObject({ msg: 'mail waiting in the outbox (no SMTP_URL)', subject: 'Reset your password' });
      const log = plainLines.join('');
      for (const secret of [token, encodeURIComponent(token), 'reset-password?', user.email]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await plain.app.close();
    }
  });
});
