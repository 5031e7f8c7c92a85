import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ROLE_MESSAGES, ROLE_NAMES, type Role } from '@school/contract';
import { roles } from '../../db/schema';
import { createRole, createSchool, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A user who sees only their school and holds every role privilege must not widen anyone's reach: no
 * change to a role for every school, and none to a role they hold (issue 6, escalation through role editing).
 */
let t: TestApp;
let admin: string;
let limited: string;
let ownRole: Role;

const FULL = ['READ', 'CREATE', 'UPDATE', 'DELETE'] as const;
const schoolFlags = {
  isGlobal: false,
  isSchoolApplicable: true,
  isGradesApplicable: false,
  isSubjectApplicable: false,
};

beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  const manager = await createRole(t.db, { role: [...FULL], user: ['READ'] }, { isSchoolApplicable: true });
  const user = await createUser(t.db, { roles: [manager.name], schoolId: school.id });
  limited = await t.login(user.email, TEST_PASSWORD);
  ownRole = await roleById(manager.id);
});
afterAll(() => t.close());

async function roleById(id: number): Promise<Role> {
  const response = await t.call('GET', `/roles/${id}`, { token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function roleNamed(name: string) {
  const [row] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return roleById(row.id);
}

const privilegesOf = (role: Role) =>
  role.rolePrivilegeXrefs.map(({ privilege }) => ({
    entityName: privilege.entityName,
    privilegeType: privilege.privilegeType,
  }));

function expectRefused(response: { statusCode: number; json(): unknown; body: string }, message: string) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject({ message, code: ERROR_CODES.forbidden });
}

describe('a user who sees only their school', () => {
  it('sees only their school', async () => {
    expect((await t.call('GET', '/auth/me', { token: limited })).json().limitedToSchool).toBe(true);
  });

  it('cannot make the role they hold global, nor change it otherwise', async () => {
    const makeGlobal = await t.call('PUT', `/roles/${ownRole.id}`, {
      token: limited,
      body: { ...ownRole, isGlobal: true, privileges: privilegesOf(ownRole) },
    });
    expectRefused(makeGlobal, ROLE_MESSAGES.roleForEverySchool);
    const addPrivilege = await t.call('PUT', `/roles/${ownRole.id}`, {
      token: limited,
      body: { ...ownRole, privileges: [...privilegesOf(ownRole), { entityName: 'school', privilegeType: 'READ' }] },
    });
    expectRefused(addPrivilege, ROLE_MESSAGES.ownRole);
    const stored = await roleById(ownRole.id);
    expect(stored).toMatchObject({ isGlobal: false, isSchoolApplicable: true, version: ownRole.version });
    expect(privilegesOf(stored)).toEqual(privilegesOf(ownRole));
  });

  it('cannot deactivate the role they hold', async () => {
    const response = await t.call('PATCH', `/roles/${ownRole.id}?status=INACTIVE`, { token: limited });
    expectRefused(response, ROLE_MESSAGES.ownRole);
    expect((await roleById(ownRole.id)).status).toBe('ACTIVE');
  });

  it("cannot strip a global role's privileges, nor make it school-applicable", async () => {
    const administrator = await roleNamed(ROLE_NAMES.administrator);
    const strip = await t.call('PUT', `/roles/${administrator.id}`, {
      token: limited,
      body: { ...administrator, privileges: [] },
    });
    expectRefused(strip, ROLE_MESSAGES.roleForEverySchool);
    const narrow = await t.call('PUT', `/roles/${administrator.id}`, {
      token: limited,
      body: { ...administrator, ...schoolFlags, privileges: privilegesOf(administrator) },
    });
    expectRefused(narrow, ROLE_MESSAGES.roleForEverySchool);
    const stored = await roleNamed(ROLE_NAMES.administrator);
    expect(stored.version).toBe(administrator.version);
    expect(privilegesOf(stored)).toEqual(privilegesOf(administrator));
  });

  it('cannot deactivate a global role', async () => {
    const administrator = await roleNamed(ROLE_NAMES.administrator);
    const response = await t.call('PATCH', `/roles/${administrator.id}?status=INACTIVE`, { token: limited });
    expectRefused(response, ROLE_MESSAGES.roleForEverySchool);
    expect((await roleById(administrator.id)).status).toBe('ACTIVE');
  });

  it('cannot create a global role, nor one that is not limited to a school', async () => {
    for (const flags of [{ isGlobal: true }, { isGlobal: false, isSchoolApplicable: false }]) {
      const name = `Escalation ${JSON.stringify(flags)}`;
      const response = await t.call('POST', '/roles', { token: limited, body: { name, ...flags } });
      expectRefused(response, ROLE_MESSAGES.roleForEverySchool);
      expect(await t.db.select().from(roles).where(eq(roles.name, name))).toEqual([]);
    }
  });

  it('cannot turn a school role they do not hold into a role for every school', async () => {
    const other = await roleById((await createRole(t.db, { lov: ['READ'] }, { isSchoolApplicable: true })).id);
    for (const flags of [{ isGlobal: true }, { isSchoolApplicable: false }]) {
      const response = await t.call('PUT', `/roles/${other.id}`, { token: limited, body: { ...other, ...flags } });
      expectRefused(response, ROLE_MESSAGES.roleForEverySchool);
    }
    expect((await roleById(other.id)).version).toBe(other.version);
  });

  it('still creates, changes and deactivates school roles they do not hold', async () => {
    const created = await t.call('POST', '/roles', {
      token: limited,
      body: { name: 'Lab assistant', ...schoolFlags, privileges: [{ entityName: 'lov', privilegeType: 'READ' }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const role: Role = created.json();
    const changed = await t.call('PUT', `/roles/${role.id}`, {
      token: limited,
      body: { ...role, isGradesApplicable: true, privileges: privilegesOf(role) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const deactivated = await t.call('PATCH', `/roles/${role.id}?status=INACTIVE`, { token: limited });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
  });
});

describe('a user who sees every school', () => {
  it('may still change a global role and create one', async () => {
    const created = await t.call('POST', '/roles', { token: admin, body: { name: 'Network auditor', isGlobal: true } });
    expect(created.statusCode, created.body).toBe(200);
    const role: Role = created.json();
    const changed = await t.call('PUT', `/roles/${role.id}`, {
      token: admin,
      body: { ...role, privileges: [{ entityName: 'school', privilegeType: 'READ' }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.call('PATCH', `/roles/${role.id}?status=INACTIVE`, { token: admin })).statusCode).toBe(200);
  });
});
