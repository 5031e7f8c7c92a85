import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, ROLE_NAMES } from '@school/contract';
import { loginAttempts, roles, sessions, users } from '../../db/schema';
import { createSchool, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
const NEW_PASSWORD = 'Fresh#Pass2026';
const TEMPORARY_PASSWORD = 'Temp#Pass2026';
const ago = (ms: number) => new Date(Date.now() - ms);

function me(app: TestApp, token: string) {
  return app.call('GET', '/auth/me', { token });
}

describe('POST /api/auth/change-password while signed in', () => {
  const changeBody = (email: string, currentPassword: string, newPassword = NEW_PASSWORD) => ({
    email,
    currentPassword,
    newPassword,
    confirmPassword: newPassword,
  });

  it('changes the password, keeps the calling session and ends the other sessions', async () => {
    const user = await createUser(t.db);
    const caller = await t.login(user.email, TEST_PASSWORD);
    const elsewhere = await t.login(user.email, TEST_PASSWORD);

    const response = await t.call('POST', '/auth/change-password', {
      token: caller,
      body: changeBody(user.email, TEST_PASSWORD),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordChanged });
    expect((await me(t, caller)).statusCode).toBe(200);
    expect((await me(t, elsewhere)).statusCode).toBe(401);
    await t.login(user.email, NEW_PASSWORD);
  });

  it('answers 400 on currentPassword when it is wrong, and changes nothing', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    const response = await t.call('POST', '/auth/change-password', {
      token,
      body: changeBody(user.email, 'Wrong#Pass2026'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ currentPassword: [MESSAGES.currentPasswordWrong] });
    await t.login(user.email, TEST_PASSWORD);
  });

  it('answers 400 with the required message when currentPassword is missing and there is no reset token', async () => {
    const user = await createUser(t.db);
    const { currentPassword: _, ...body } = changeBody(user.email, TEST_PASSWORD);
    const response = await t.call('POST', '/auth/change-password', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ currentPassword: [MESSAGES.required] });
  });

  it('answers 400 on newPassword for a password that breaks the policy', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    const cases: [string, string][] = [
      ['Ab1!', `Use at least 8 characters`],
      ['Abcdefgh1!'.padEnd(21, 'x'), 'Use at most 20 characters'],
      ['abcdefg1!', 'Add an upper-case letter'],
      ['ABCDEFG1!', 'Add a lower-case letter'],
      ['Abcdefgh!', 'Add a digit'],
      ['Abcdefgh1', 'Add a special character'],
      ['Abcd efg1!', 'Remove spaces'],
    ];
    for (const [password, message] of cases) {
      const response = await t.call('POST', '/auth/change-password', {
        token,
        body: changeBody(user.email, TEST_PASSWORD, password),
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().fieldErrors.newPassword, password).toContain(message);
    }
    await t.login(user.email, TEST_PASSWORD);
  });

  it('answers 400 when the new password is the current one', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    const response = await t.call('POST', '/auth/change-password', {
      token,
      body: changeBody(user.email, TEST_PASSWORD, TEST_PASSWORD),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['newPassword']);
  });

  it('answers 400 on confirmPassword when it differs', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    const response = await t.call('POST', '/auth/change-password', {
      token,
      body: { ...changeBody(user.email, TEST_PASSWORD), confirmPassword: 'Other#Pass2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ confirmPassword: [MESSAGES.passwordsDiffer] });
  });
});

describe('PATCH /api/admin-controls/update-password/{id} (temporary password)', () => {
  function setTemporaryPassword(token: string, id: number, body: object = { password: TEMPORARY_PASSWORD }) {
    return t.call('PATCH', `/admin-controls/update-password/${id}`, { token, body });
  }

  it('lets an Administrator set it: the target is signed out and must change it before anything else', async () => {
    const admin = await createUser(t.db, { roles: [ROLE_NAMES.administrator] });
    const adminToken = await t.login(admin.email, TEST_PASSWORD);
    // The target is an Administrator too, so that the only reason to refuse it anything is the password change.
    const target = await createUser(t.db, { roles: [ROLE_NAMES.administrator] });
    const bystander = await createUser(t.db);
    const targetOldSession = await t.login(target.email, TEST_PASSWORD);

    const response = await setTemporaryPassword(adminToken, target.id, {
      email: target.email.toUpperCase(),
      password: TEMPORARY_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.updated });
    expect((await me(t, targetOldSession)).statusCode).toBe(401);

    const signIn = await t.call('POST', '/auth/login', { body: { email: target.email, password: TEMPORARY_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().passwordChangeRequired).toBe(true);
    const token: string = signIn.json().accessToken;

    const profile = await me(t, token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().passwordChangeRequired).toBe(true);
    const blocked = await setTemporaryPassword(token, bystander.id);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: ERROR_CODES.passwordChangeRequired,
      message: MESSAGES.passwordChangeRequired,
    });
    const otherSession = await t.login(target.email, TEMPORARY_PASSWORD);
    expect((await t.call('GET', '/auth/logout', { token: otherSession })).statusCode).toBe(200);

    const change = await t.call('POST', '/auth/change-password', {
      token,
      body: { currentPassword: TEMPORARY_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ message: MESSAGES.passwordChanged });
    expect((await me(t, token)).json().passwordChangeRequired).toBe(false);
    expect((await setTemporaryPassword(token, bystander.id)).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/auth/login', { body: { email: target.email, password: NEW_PASSWORD } })).json(),
    ).toMatchObject({ passwordChangeRequired: false });
  });

  it('records who set it', async () => {
    const admin = await createUser(t.db, { roles: [ROLE_NAMES.administrator] });
    const target = await createUser(t.db);
    await setTemporaryPassword(await t.login(admin.email, TEST_PASSWORD), target.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ passwordChangeRequired: true, lastUpdatedBy: admin.email });
    expect(row?.version).toBe(target.version + 1);
  });

  it.each([
    ['a System Administrator who is not also Administrator', ROLE_NAMES.systemAdministrator],
    ['a Teacher', ROLE_NAMES.teacher],
  ])('answers 403 to %s', async (_, role) => {
    const caller = await createUser(t.db, { roles: [role] });
    const target = await createUser(t.db);
    const response = await setTemporaryPassword(await t.login(caller.email, TEST_PASSWORD), target.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(ERROR_CODES.forbidden);
    await t.login(target.email, TEST_PASSWORD);
  });

  it('answers 401 without a session', async () => {
    const target = await createUser(t.db);
    const response = await t.call('PATCH', `/admin-controls/update-password/${target.id}`, {
      body: { password: TEMPORARY_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await createUser(t.db, { roles: [ROLE_NAMES.administrator] });
    const response = await setTemporaryPassword(await t.login(admin.email, TEST_PASSWORD), 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(ERROR_CODES.notFound);
  });

  it('answers 400 on password for one that breaks the policy, and on email for another user’s address', async () => {
    const admin = await createUser(t.db, { roles: [ROLE_NAMES.administrator] });
    const adminToken = await t.login(admin.email, TEST_PASSWORD);
    const target = await createUser(t.db);
    const weak = await setTemporaryPassword(adminToken, target.id, { password: 'temporary' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toEqual(expect.arrayContaining(['Add a digit']));

    const wrongEmail = await setTemporaryPassword(adminToken, target.id, {
      email: admin.email,
      password: TEMPORARY_PASSWORD,
    });
    expect(wrongEmail.statusCode).toBe(400);
    expect(Object.keys(wrongEmail.json().fieldErrors)).toEqual(['email']);
    await t.login(target.email, TEST_PASSWORD);
  });

  describe('by an Administrator whose role is limited to their school', () => {
    let scoped: TestApp;
    beforeAll(async () => {
      scoped = await createTestApp();
      // The rule names the role, so the seeded Administrator role itself is made school-applicable here.
      await scoped.db
        .update(roles)
        .set({ isGlobal: false, isSchoolApplicable: true })
        .where(eq(roles.name, ROLE_NAMES.administrator));
    });
    afterAll(() => scoped.close());

    it('answers 404 for a user of another school and sets it for a user of their own', async () => {
      const [own, other] = [await createSchool(scoped.db), await createSchool(scoped.db)];
      const admin = await createUser(scoped.db, { roles: [ROLE_NAMES.administrator], schoolId: own.id });
      const token = await scoped.login(admin.email, TEST_PASSWORD);
      expect((await me(scoped, token)).json().limitedToSchool).toBe(true);
      const colleague = await createUser(scoped.db, { schoolId: own.id });
      const stranger = await createUser(scoped.db, { schoolId: other.id });
      const noSchool = await createUser(scoped.db);
      const body = { password: TEMPORARY_PASSWORD };

      for (const target of [stranger, noSchool]) {
        const response = await scoped.call('PATCH', `/admin-controls/update-password/${target.id}`, { token, body });
        expect(response.statusCode).toBe(404);
        await scoped.login(target.email, TEST_PASSWORD);
      }
      const response = await scoped.call('PATCH', `/admin-controls/update-password/${colleague.id}`, { token, body });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe('password expiry', () => {
  const MAX_AGE_DAYS = 30;
  let expiring: TestApp;
  beforeAll(async () => {
    expiring = await createTestApp({ PASSWORD_MAX_AGE_DAYS: MAX_AGE_DAYS });
  });
  afterAll(() => expiring.close());

  async function userWithPasswordAge(days: number) {
    const user = await createUser(expiring.db);
    await expiring.db
      .update(users)
      .set({ passwordChangedOn: ago(days * DAY) })
      .where(eq(users.id, user.id));
    return user;
  }

  const signIn = (email: string, password: string) =>
    expiring.call('POST', '/auth/login', { body: { email, password } });

  it('answers 307 with "password expired!" once the password is older than the limit', async () => {
    const user = await userWithPasswordAge(MAX_AGE_DAYS + 1);
    const response = await signIn(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(307);
    expect(response.json()).toEqual({ message: MESSAGES.passwordExpired, code: ERROR_CODES.passwordExpired });
    expect(response.body).not.toContain('accessToken');
  });

  it('still signs in a password younger than the limit, and reveals nothing to a wrong password', async () => {
    const fresh = await userWithPasswordAge(MAX_AGE_DAYS - 1);
    expect((await signIn(fresh.email, TEST_PASSWORD)).statusCode).toBe(200);
    const expired = await userWithPasswordAge(MAX_AGE_DAYS + 1);
    expect((await signIn(expired.email, 'Wrong#Pass2026')).statusCode).toBe(401);
  });

  it('asks a session whose password expired meanwhile to change it before anything else', async () => {
    const user = await createUser(expiring.db, { roles: [ROLE_NAMES.administrator] });
    const token = await expiring.login(user.email, TEST_PASSWORD);
    await expiring.db
      .update(users)
      .set({ passwordChangedOn: ago((MAX_AGE_DAYS + 1) * DAY) })
      .where(eq(users.id, user.id));
    expect((await me(expiring, token)).json().passwordChangeRequired).toBe(true);
    const blocked = await expiring.call('GET', '/lov', { token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe(ERROR_CODES.passwordChangeRequired);

    const changed = await expiring.call('POST', '/auth/change-password', {
      token,
      body: {
        email: user.email,
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(expiring, token)).json().passwordChangeRequired).toBe(false);
    expect((await expiring.call('GET', '/lov', { token })).statusCode).toBe(200);
  });

  it('lets the user change it without a session by proving the current one, and answers a working token', async () => {
    const user = await userWithPasswordAge(MAX_AGE_DAYS + 1);
    const response = await expiring.call('POST', '/auth/change-password', {
      body: {
        email: user.email,
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordChanged, accessToken: expect.any(String) });
    const profile = await me(expiring, response.json().accessToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(user.email);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a wrong current password without a session, counting it as a failed sign-in', async () => {
    const user = await userWithPasswordAge(MAX_AGE_DAYS + 1);
    const response = await expiring.call('POST', '/auth/change-password', {
      body: {
        email: user.email,
        currentPassword: 'Wrong#Pass2026',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ currentPassword: [MESSAGES.currentPasswordWrong] });
    expect(response.json().accessToken).toBeUndefined();
    const failures = await expiring.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, user.email.toLowerCase()));
    expect(failures).toHaveLength(1);
    expect(await expiring.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('answers 400 on email when neither a session nor an email says whose password it is', async () => {
    const response = await expiring.call('POST', '/auth/change-password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ email: [MESSAGES.required] });
  });
});
