import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_LIMITS,
  ENTITY_NAMES,
  ERROR_CODES,
  MESSAGES,
  type PrivilegeMap,
  type PrivilegeType,
  ROLE_NAMES,
} from '@school/contract';
import { loginAttempts, roles, sessions, users } from '../../db/schema';
import { SEED_ROLES } from '../../seed/roles';
import { createSchool, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@test.school`;
const ago = (ms: number) => new Date(Date.now() - ms);

function login(email: unknown, password: unknown, path = '/auth/login') {
  return t.call('POST', path, { body: { email, password } });
}

function me(token?: string) {
  return t.call('GET', '/auth/me', token === undefined ? {} : { token });
}

/** The privileges a user holding these seeded roles should see: the union of the seed grants. */
function seededPrivileges(...roleNames: string[]): PrivilegeMap {
  const expected: PrivilegeMap = {};
  for (const role of SEED_ROLES.filter((seed) => roleNames.includes(seed.name))) {
    for (const [entity, types] of Object.entries(role.grants) as [keyof PrivilegeMap, readonly PrivilegeType[]][]) {
      const flags = expected[entity] ?? { READ: false, CREATE: false, UPDATE: false, DELETE: false };
      for (const type of types) flags[type] = true;
      expected[entity] = flags;
    }
  }
  return expected;
}

async function roleIdOf(name: string) {
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

async function sessionOf(token: string) {
  const [session] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!session) throw new Error('no session row for this token');
  return session;
}

describe('POST /api/auth/login', () => {
  it.each(['/auth/login', '/auth/login/'])('signs in through %s and answers a bearer token', async (path) => {
    const user = await createUser(t.db);
    const response = await login(user.email, TEST_PASSWORD, path);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ accessToken: expect.any(String), tokenType: 'Bearer', passwordChangeRequired: false });
    expect((await me(body.accessToken)).statusCode).toBe(200);
  });

  it('trims the email and ignores its case', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('mixed.Case') });
    const response = await login(`   ${user.email.toUpperCase()}  `, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await me(response.json().accessToken)).json().email).toBe(user.email);
  });

  it('answers a wrong email and a wrong password alike, without echoing the password', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await login(user.email, 'Wrong#Pass123');
    const wrongEmail = await login(uniqueEmail('nobody'), TEST_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
    expect(wrongPassword.json().message).toBe(MESSAGES.badCredentials);
    expect(wrongPassword.body).not.toContain('Wrong#Pass123');
    expect(wrongEmail.body).not.toContain(TEST_PASSWORD);
  });

  it('refuses a deactivated user even with the right password, and ends their open sessions', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, user.id));

    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().accessToken).toBeUndefined();
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers 400 with field errors for a missing password or an invalid email', async () => {
    const user = await createUser(t.db);
    const missingPassword = await t.call('POST', '/auth/login', { body: { email: user.email } });
    expect(missingPassword.statusCode).toBe(400);
    expect(missingPassword.json()).toMatchObject({
      code: ERROR_CODES.validation,
      fieldErrors: { password: [MESSAGES.required] },
    });

    const notAnEmail = await login('not-an-email', TEST_PASSWORD);
    expect(notAnEmail.statusCode).toBe(400);
    expect(notAnEmail.json().fieldErrors.email).toEqual([expect.any(String)]);

    const blank = await login('   ', '');
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fieldErrors).sort()).toEqual(['email', 'password']);
  });

  it('answers 400 for wrong types, an array or null as the body', async () => {
    for (const body of [{ email: 42, password: true }, { email: ['a@b.c'], password: {} }, [], null]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors).toBeDefined();
    }
  });

  it('answers a client error, never 500, for a body that is not JSON', async () => {
    const cases = [
      { 'content-type': 'application/json', payload: '{"email": "a@b.c", "password":' },
      { 'content-type': 'text/plain', payload: 'email=a@b.c&password=x' },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'email=a@b.c&password=x' },
      { 'content-type': 'application/json', payload: '' },
    ];
    for (const { payload, ...headers } of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });
      expect(response.statusCode, `${headers['content-type']} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${headers['content-type']} ${payload}`).toBeLessThan(500);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe('lockout after failed sign-ins', () => {
  async function failTimes(email: string, times: number) {
    for (let i = 0; i < times; i++) {
      expect((await login(email, `Wrong#Pass${i}`)).statusCode).toBe(401);
    }
  }

  it(`locks the account for ${AUTH_LIMITS.failedLoginWindowMinutes} minutes after ${AUTH_LIMITS.maxFailedLogins} failures, even with the right password`, async () => {
    const user = await createUser(t.db);
    await failTimes(user.email, AUTH_LIMITS.maxFailedLogins);

    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(response.json()).toMatchObject({
      message: MESSAGES.tooManyAttemptsWait(retryAfter),
      code: ERROR_CODES.tooManyAttempts,
    });
    expect(response.json().message).toContain(`${AUTH_LIMITS.failedLoginWindowMinutes} minutes`);
    expect(retryAfter).toBeGreaterThan(AUTH_LIMITS.failedLoginWindowMinutes * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(AUTH_LIMITS.failedLoginWindowMinutes * 60);
  });

  it('counts failures per address whatever its case or spacing', async () => {
    const user = await createUser(t.db);
    await failTimes(` ${user.email.toUpperCase()} `, AUTH_LIMITS.maxFailedLogins);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('locks an unknown address the same way, so the answer reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    await failTimes(email, AUTH_LIMITS.maxFailedLogins);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('clears the counter on a successful sign-in before the limit', async () => {
    const user = await createUser(t.db);
    await failTimes(user.email, AUTH_LIMITS.maxFailedLogins - 1);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    await failTimes(user.email, AUTH_LIMITS.maxFailedLogins - 1);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the failures in the database and forgets them once they are older than the window', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('Stored.Failures') });
    await failTimes(user.email, AUTH_LIMITS.maxFailedLogins);
    const normalized = user.email.toLowerCase();
    const stored = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, normalized));
    expect(stored).toHaveLength(AUTH_LIMITS.maxFailedLogins);
    expect(stored.every((row) => !row.succeeded)).toBe(true);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);

    await t.db
      .update(loginAttempts)
      .set({ attemptedOn: ago((AUTH_LIMITS.failedLoginWindowMinutes + 1) * 60_000) })
      .where(eq(loginAttempts.email, normalized));
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The success is kept as the one row of this address: it marks the owner's own address.
    const left = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, normalized));
    expect(left).toEqual([expect.objectContaining({ succeeded: true })]);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the profile of a Teacher: school, roles, privileges, limited to the school', async () => {
    const school = await createSchool(t.db);
    const teacher = await createUser(t.db, {
      roles: [ROLE_NAMES.teacher],
      schoolId: school.id,
      values: { designation: 'Mathematics teacher' },
    });
    const response = await me(await t.login(teacher.email, TEST_PASSWORD));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: teacher.id,
      email: teacher.email,
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      fullName: `${teacher.firstName} ${teacher.lastName}`,
      designation: 'Mathematics teacher',
      school: { id: school.id, schoolCode: school.schoolCode, schoolName: school.schoolName, campus: school.campus },
      roles: [{ roleId: await roleIdOf(ROLE_NAMES.teacher), name: ROLE_NAMES.teacher }],
      passwordChangeRequired: false,
      limitedToSchool: true,
      privileges: seededPrivileges(ROLE_NAMES.teacher),
    });
    const { privileges } = response.json();
    expect(privileges.lessonplan).toEqual({ READ: true, CREATE: true, UPDATE: true, DELETE: false });
    expect(privileges.user).toBeUndefined();
  });

  it('answers the profile of a System Administrator: every privilege, not limited to a school', async () => {
    const admin = await createUser(t.db, { roles: [ROLE_NAMES.systemAdministrator] });
    const response = await me(await t.login(admin.email, TEST_PASSWORD));
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      email: admin.email,
      designation: null,
      school: null,
      roles: [{ roleId: await roleIdOf(ROLE_NAMES.systemAdministrator), name: ROLE_NAMES.systemAdministrator }],
      passwordChangeRequired: false,
      limitedToSchool: false,
    });
    const everything = { READ: true, CREATE: true, UPDATE: true, DELETE: true };
    expect(profile.privileges).toEqual(Object.fromEntries(ENTITY_NAMES.map((entity) => [entity, everything])));
  });

  it('answers the union of the privileges of several roles', async () => {
    const user = await createUser(t.db, { roles: [ROLE_NAMES.teacher, ROLE_NAMES.coordinator] });
    const profile = (await me(await t.login(user.email, TEST_PASSWORD))).json();
    expect(profile.roles.map((role: { name: string }) => role.name).sort()).toEqual(
      [ROLE_NAMES.coordinator, ROLE_NAMES.teacher].sort(),
    );
    expect(profile.privileges).toEqual(seededPrivileges(ROLE_NAMES.teacher, ROLE_NAMES.coordinator));
  });

  it('answers 401 without a token, with an unknown token or with another scheme, never echoing the token', async () => {
    expect((await me()).statusCode).toBe(401);
    const unknown = randomBytes(32).toString('base64url');
    const response = await me(unknown);
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain(unknown);
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.body).not.toContain(token);
    expect((await me('x'.repeat(5000))).statusCode).toBe(401);
  });
});

describe('GET /api/auth/logout', () => {
  it('revokes only the session that logs out', async () => {
    const user = await createUser(t.db);
    const leaving = await t.login(user.email, TEST_PASSWORD);
    const staying = await t.login(user.email, TEST_PASSWORD);

    const response = await t.call('GET', '/auth/logout', { token: leaving });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.loggedOut });
    expect((await me(leaving)).statusCode).toBe(401);
    expect((await sessionOf(leaving)).revokedOn).toBeInstanceOf(Date);
    expect((await me(staying)).statusCode).toBe(200);
  });

  it('answers the same without a session', async () => {
    const response = await t.call('GET', '/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.loggedOut });
  });
});

describe('sessions', () => {
  it('hands out random URL-safe tokens of at least 256 bits', async () => {
    const user = await createUser(t.db);
    const first = await t.login(user.email, TEST_PASSWORD);
    const second = await t.login(user.email, TEST_PASSWORD);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(first).not.toBe(second);
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const [raw] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.tokenHash, token));
    expect(raw?.total).toBe(0);
  });

  it(`lasts at most ${AUTH_LIMITS.sessionAbsoluteDays} days`, async () => {
    const user = await createUser(t.db);
    const session = await sessionOf(await t.login(user.email, TEST_PASSWORD));
    const days = (session.expiresOn.getTime() - session.createdOn.getTime()) / (24 * HOUR);
    expect(days).toBeCloseTo(AUTH_LIMITS.sessionAbsoluteDays, 2);
  });

  it(`ends after ${AUTH_LIMITS.sessionIdleHours} hours without use`, async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    const { id } = await sessionOf(token);
    await t.db
      .update(sessions)
      .set({ lastSeenOn: ago((AUTH_LIMITS.sessionIdleHours + 1) * HOUR) })
      .where(eq(sessions.id, id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('stays alive while used within the idle window, and records the use', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    const { id } = await sessionOf(token);
    const lastSeen = ago((AUTH_LIMITS.sessionIdleHours - 1) * HOUR);
    await t.db.update(sessions).set({ lastSeenOn: lastSeen }).where(eq(sessions.id, id));
    expect((await me(token)).statusCode).toBe(200);
    expect((await sessionOf(token)).lastSeenOn.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends at its absolute expiry even when in use', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    const { id } = await sessionOf(token);
    await t.db
      .update(sessions)
      .set({ expiresOn: ago(60_000) })
      .where(eq(sessions.id, id));
    expect((await me(token)).statusCode).toBe(401);
  });
});
