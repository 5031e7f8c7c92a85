import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ROLE_NAMES, STAFF_IMPORT_COLUMNS, STAFF_MESSAGES, type Staff } from '@school/contract';
import { roles, users } from '../../db/schema';
import { createRole, createSchool, createUser, TEST_PASSWORD } from '../../test/factories';
import { liveSessionCount, roleIdByName } from '../../test/factories-users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A user who sees only their school must not change a user who holds a role for every school: a global
 * Administrator of their school, say (issue 6, escalation through role editing).
 */
let t: TestApp;
let limited: string;
let networkAdmin: string;
let school: Awaited<ReturnType<typeof createSchool>>;
let globalRoleName: string;
let wideRoleName: string;

const TEMPORARY_PASSWORD = 'Temp#Pass2026';

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
  // The temporary-password rule names the Administrator role, so that role is made school-limited here.
  await t.db
    .update(roles)
    .set({ isGlobal: false, isSchoolApplicable: true })
    .where(eq(roles.name, ROLE_NAMES.administrator));
  limited = await t.signIn({ roles: [ROLE_NAMES.administrator], schoolId: school.id });
  networkAdmin = await t.signIn({ roles: [ROLE_NAMES.systemAdministrator] });
  globalRoleName = (await createRole(t.db, { user: ['READ', 'UPDATE'] }, { isGlobal: true })).name;
  // Neither global nor school-applicable: its holder sees every school too.
  wideRoleName = (await createRole(t.db, { user: ['READ'] }, {})).name;
});
afterAll(() => t.close());

async function staff(id: number): Promise<Staff> {
  return (await t.call('GET', `/users/${id}`, { token: networkAdmin })).json();
}

/** Every way of changing a user that the rule covers, as [label, call]. */
function changesOf(target: Staff, token: string) {
  return [
    [
      'PUT /users/{id}',
      () => t.call('PUT', `/users/${target.id}`, { token, body: { ...target, designation: 'Janitor' } }),
    ],
    ['deactivate', () => t.call('PATCH', `/users/${target.id}?status=INACTIVE`, { token })],
    [
      'temporary password',
      () =>
        t.call('PATCH', `/admin-controls/update-password/${target.id}`, {
          token,
          body: { password: TEMPORARY_PASSWORD },
        }),
    ],
    [
      'add a role',
      async () =>
        t.call('POST', `/users/${target.id}/roles`, {
          token,
          body: { roleId: await roleIdByName(t.db, ROLE_NAMES.coordinator), roleClassXrefs: [] },
        }),
    ],
    [
      'change a role scope',
      async () =>
        t.call('PUT', `/users/${target.id}/roles`, {
          token,
          body: { roleId: await roleIdByName(t.db, ROLE_NAMES.teacher), roleClassXrefs: [] },
        }),
    ],
    [
      'remove a role',
      async () =>
        t.call('DELETE', `/users/${target.id}/roles/${await roleIdByName(t.db, ROLE_NAMES.teacher)}`, { token }),
    ],
  ] as const;
}

describe('a user who sees only their school', () => {
  it('sees only their school', async () => {
    expect((await t.call('GET', '/auth/me', { token: limited })).json().limitedToSchool).toBe(true);
  });

  it.each([
    ['a global role', () => globalRoleName],
    ['a role not limited to a school', () => wideRoleName],
  ])('cannot change, deactivate or reset the password of a holder of %s in their school', async (_label, roleOf) => {
    const holder = await createUser(t.db, { roles: [roleOf(), ROLE_NAMES.teacher], schoolId: school.id });
    const holderToken = await t.login(holder.email, TEST_PASSWORD);
    const before = await staff(holder.id);
    for (const [label, change] of changesOf(before, limited)) {
      const response = await change();
      expect(response.statusCode, `${label}: ${response.body}`).toBe(403);
      expect(response.json(), label).toMatchObject({
        message: STAFF_MESSAGES.holdsRoleForEverySchool,
        code: ERROR_CODES.forbidden,
      });
    }
    expect(await staff(holder.id)).toEqual(before);
    expect(await liveSessionCount(t.db, holder.id)).toBe(1);
    expect((await t.call('GET', '/auth/me', { token: holderToken })).statusCode).toBe(200);
  });

  it('cannot update such a holder through the staff import, even when updating existing staff', async () => {
    const holder = await createUser(t.db, { roles: [globalRoleName], schoolId: school.id });
    const csv = [STAFF_IMPORT_COLUMNS.join(','), `Renamed,Holder,${holder.email},,Janitor,,,`].join('\n');
    const body = { csv, updateExisting: true };
    const previewed = await t.call('POST', '/users/import/preview', { token: limited, body });
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json().rows[0]).toMatchObject({
      action: 'skip',
      errors: [STAFF_MESSAGES.holdsRoleForEverySchool],
    });
    const confirmed = await t.call('POST', '/users/import', { token: limited, body });
    expect(confirmed.json().written).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: 1 });
    const [stored] = await t.db.select().from(users).where(eq(users.id, holder.id));
    expect(stored).toMatchObject({ firstName: holder.firstName, designation: holder.designation });
  });

  it('still changes a colleague holding only school roles', async () => {
    const colleague = await createUser(t.db, { roles: [ROLE_NAMES.teacher], schoolId: school.id });
    for (const [label, change] of changesOf(await staff(colleague.id), limited)) {
      const response = await change();
      expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
      if (label === 'deactivate') await t.call('PATCH', `/users/${colleague.id}?status=ACTIVE`, { token: limited });
    }
  });
});

describe('a user who sees every school', () => {
  it('may change and deactivate a holder of a global role', async () => {
    const holder = await createUser(t.db, { roles: [globalRoleName], schoolId: school.id });
    const before = await staff(holder.id);
    const put = await t.call('PUT', `/users/${holder.id}`, {
      token: networkAdmin,
      body: { ...before, designation: 'Principal' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const patch = await t.call('PATCH', `/users/${holder.id}?status=INACTIVE`, { token: networkAdmin });
    expect(patch.statusCode, patch.body).toBe(200);
  });
});
