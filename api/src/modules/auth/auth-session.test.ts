import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { buildApp } from '../../app';
import { authEpoch, privileges, roles, users } from '../../db/schema';
import { createRole, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The session costs one statement per request, and the in-process cache of resolved sessions never outlives a
 * change: each change below is made through one instance (or straight in the database) after the session was
 * cached by a second instance on the same database, and the second instance's very next request sees it.
 */
let t: TestApp;
let other: Awaited<ReturnType<typeof buildApp>>['app'];
beforeAll(async () => {
  t = await createTestApp();
  other = (await buildApp(t.config, t.database, { logger: false })).app;
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A call through the second instance. */
function viaOther(method: 'GET', url: string, token: string) {
  return other.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
}

/** Caches the session on both instances. */
async function warm(token: string) {
  expect((await t.call('GET', '/auth/me', { token })).statusCode).toBe(200);
  expect((await viaOther('GET', '/auth/me', token)).statusCode).toBe(200);
}

const privilegesOf = async (token: string) => (await viaOther('GET', '/auth/me', token)).json().privileges;

describe('statements per request', () => {
  it('spends one statement on the session, cached or not, and none more on /auth/me', async () => {
    const token = await t.signIn({ roles: [ROLE_NAMES.administrator] });
    const first = await t.statementsDuring(() => t.call('GET', '/auth/me', { token }));
    expect(first).toHaveLength(1);
    const again = await t.statementsDuring(() => t.call('GET', '/auth/me', { token }));
    expect(again).toHaveLength(1);
    expect(again[0]).toBe(first[0]);
  });

  it('spends one statement on the session of a list call, besides the list’s own', async () => {
    const token = await t.signIn({ roles: [ROLE_NAMES.administrator] });
    await t.call('GET', '/auth/me', { token });
    const [session] = await t.statementsDuring(() => t.call('GET', '/auth/me', { token }));
    const list = await t.statementsDuring(() => t.call('GET', '/schools?page=0&size=10', { token }));
    expect(list.filter((statement) => statement === session)).toHaveLength(1);
    expect(list.filter((statement) => statement.includes('sessions'))).toHaveLength(1);
  });

  it('spends nothing on a session sent to a public route', async () => {
    const token = await t.signIn();
    const health = await t.statementsDuring(() => t.call('GET', '/health', { token }));
    expect(health.filter((statement) => statement.includes('sessions'))).toEqual([]);
  });

  it('keeps cached sessions through failed sign-ins: the throttle writes login_attempts, which bumps nothing', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    await warm(token);
    const epochNow = async () => (await t.db.select({ version: authEpoch.version }).from(authEpoch))[0]?.version;
    const before = await epochNow();
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await t.call('POST', '/auth/login', { body: { email: user.email, password: 'Wrong#Pass2026' } });
      expect(failed.statusCode).toBe(401);
    }
    expect(await epochNow()).toBe(before);
    expect((await viaOther('GET', '/auth/me', token)).statusCode).toBe(200);
  });

  it('answers 401 to an unknown token with one statement', async () => {
    const unknown = await t.statementsDuring(async () => {
      expect((await t.call('GET', '/auth/me', { token: 'no-such-token' })).statusCode).toBe(401);
    });
    expect(unknown).toHaveLength(1);
  });
});

describe('a change takes effect on the next request of every instance', () => {
  it('logout', async () => {
    const token = await t.signIn();
    await warm(token);
    expect((await t.call('GET', '/auth/logout', { token })).statusCode).toBe(200);
    expect((await viaOther('GET', '/auth/me', token)).statusCode).toBe(401);
    expect((await t.call('GET', '/auth/me', { token })).statusCode).toBe(401);
  });

  it('a password change ends the other sessions', async () => {
    const user = await createUser(t.db);
    const [caller, elsewhere] = [await t.login(user.email, TEST_PASSWORD), await t.login(user.email, TEST_PASSWORD)];
    await warm(elsewhere);
    const newPassword = 'Changed#Pass2026';
    const changed = await t.call('POST', '/auth/change-password', {
      token: caller,
      body: { currentPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(changed.statusCode).toBe(200);
    expect((await viaOther('GET', '/auth/me', elsewhere)).statusCode).toBe(401);
    expect((await viaOther('GET', '/auth/me', caller)).statusCode).toBe(200);
  });

  it('a temporary password set by an administrator', async () => {
    const admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    await warm(token);
    const set = await t.call('PATCH', `/admin-controls/update-password/${user.id}`, {
      token: admin,
      body: { password: 'Temporary#Pass1' },
    });
    expect(set.statusCode).toBe(200);
    expect((await viaOther('GET', '/auth/me', token)).statusCode).toBe(401);
  });

  it('a deactivation', async () => {
    const admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    await warm(token);
    const deactivated = await t.call('PATCH', `/users/${user.id}?status=INACTIVE`, { token: admin });
    expect(deactivated.statusCode).toBe(200);
    expect((await viaOther('GET', '/auth/me', token)).statusCode).toBe(401);
  });

  it('a deactivation written straight to the database', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email, TEST_PASSWORD);
    await warm(token);
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, user.id));
    expect((await t.call('GET', '/auth/me', { token })).statusCode).toBe(401);
    expect((await viaOther('GET', '/auth/me', token)).statusCode).toBe(401);
  });

  it('a role’s privileges edited', async () => {
    const admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
    const role = await createRole(t.db, { school: ['READ'], lov: ['READ'] });
    const holder = await createUser(t.db, { roles: [] });
    await t.call('POST', `/users/${holder.id}/roles`, { token: admin, body: { roleId: role.id } });
    const token = await t.login(holder.email, TEST_PASSWORD);
    await warm(token);
    expect(await privilegesOf(token)).toMatchObject({ school: { READ: true }, lov: { READ: true } });

    const body = { name: role.name, privileges: [{ entityName: 'lov', privilegeType: 'READ' }], version: role.version };
    expect((await t.call('PUT', `/roles/${role.id}`, { token: admin, body })).statusCode).toBe(200);
    expect(await privilegesOf(token)).toEqual({ lov: expect.objectContaining({ READ: true }) });
    expect((await viaOther('GET', '/schools', token)).statusCode).toBe(403);
  });

  it('a role added to and removed from a user', async () => {
    const admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
    const role = await createRole(t.db, { school: ['READ'] });
    const holder = await createUser(t.db, { roles: [] });
    const token = await t.login(holder.email, TEST_PASSWORD);
    await warm(token);
    expect((await viaOther('GET', '/schools', token)).statusCode).toBe(403);

    const added = await t.call('POST', `/users/${holder.id}/roles`, { token: admin, body: { roleId: role.id } });
    expect(added.statusCode).toBe(200);
    expect((await viaOther('GET', '/schools', token)).statusCode).toBe(200);
    expect((await viaOther('GET', '/auth/me', token)).json().roles).toEqual([{ roleId: role.id, name: role.name }]);

    const removed = await t.call('DELETE', `/users/${holder.id}/roles/${role.id}`, { token: admin });
    expect(removed.statusCode).toBe(200);
    expect((await viaOther('GET', '/schools', token)).statusCode).toBe(403);
  });

  it('a role deactivated', async () => {
    const admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
    const role = await createRole(t.db, { school: ['READ'] });
    const holder = await createUser(t.db, { roles: [] });
    await t.call('POST', `/users/${holder.id}/roles`, { token: admin, body: { roleId: role.id } });
    const token = await t.login(holder.email, TEST_PASSWORD);
    await warm(token);
    expect((await viaOther('GET', '/schools', token)).statusCode).toBe(200);

    const deactivated = await t.call('PATCH', `/roles/${role.id}?status=INACTIVE`, { token: admin });
    expect(deactivated.statusCode).toBe(200);
    expect((await viaOther('GET', '/schools', token)).statusCode).toBe(403);
    expect((await viaOther('GET', '/auth/me', token)).json().roles).toEqual([]);
  });

  it('a privilege or a role flag changed in the database', async () => {
    const role = await createRole(t.db, { school: ['READ'] }, { isSchoolApplicable: true });
    const holder = await createUser(t.db, { roles: [] });
    await t.call('POST', `/users/${holder.id}/roles`, {
      token: await t.signIn({ roles: [ROLE_NAMES.administrator] }),
      body: { roleId: role.id },
    });
    const token = await t.login(holder.email, TEST_PASSWORD);
    await warm(token);
    expect((await viaOther('GET', '/auth/me', token)).json().limitedToSchool).toBe(true);

    await t.db.update(roles).set({ isGlobal: true, isSchoolApplicable: false }).where(eq(roles.id, role.id));
    expect((await viaOther('GET', '/auth/me', token)).json().limitedToSchool).toBe(false);

    expect((await viaOther('GET', '/schools', token)).statusCode).toBe(200);
    await t.db.update(privileges).set({ status: 'INACTIVE' }).where(eq(privileges.name, 'SCHOOL_READ'));
    expect((await viaOther('GET', '/schools', token)).statusCode).toBe(403);
    await t.db.update(privileges).set({ status: 'ACTIVE' }).where(eq(privileges.name, 'SCHOOL_READ'));
  });
});
