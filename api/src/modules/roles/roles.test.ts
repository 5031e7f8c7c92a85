import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_NAMES, PRIVILEGE_TYPES, type Privilege, ROLE_MESSAGES, ROLE_NAMES, type Role } from '@school/contract';
import { createRole, createSchool } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let coordinator: string;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  coordinator = await t.signIn({ roles: [ROLE_NAMES.coordinator], schoolId: school.id });
  teacher = await t.signIn({ roles: [ROLE_NAMES.teacher], schoolId: school.id });
});
afterAll(() => t.close());

const keysOf = (role: Role) =>
  role.rolePrivilegeXrefs.map(({ privilege }) => `${privilege.entityName}:${privilege.privilegeType}`).sort();

async function roleNamed(name: string): Promise<Role> {
  const page = (await t.call('GET', `/roles?searchKey=${encodeURIComponent(name)}&size=500`, { token: admin })).json();
  const role = page.content.find((candidate: Role) => candidate.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
}

async function createRoleThroughApi(body: Record<string, unknown>) {
  const response = await t.call('POST', '/roles', { token: admin, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Role;
}

describe('role list and detail', () => {
  it('lists the seeded roles as paged cards with their privileges, searched case-insensitively', async () => {
    const response = await t.call('GET', '/roles?searchKey=COORD&page=0', { token: admin });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(1);
    const [card] = page.content;
    expect(card).toMatchObject({
      name: ROLE_NAMES.coordinator,
      status: 'ACTIVE',
      isGlobal: false,
      isSchoolApplicable: true,
      isGradesApplicable: true,
      isSubjectApplicable: false,
      version: 0,
      createdBy: 'system',
    });
    expect(keysOf(card)).toEqual(expect.arrayContaining(['teacher:READ', 'teacher:UPDATE', 'user:READ']));
    expect(card.rolePrivilegeXrefs[0].privilege).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      entityName: expect.any(String),
      privilegeType: expect.any(String),
      status: 'ACTIVE',
    });
    expect((await t.call('GET', '/roles?name=coordinator', { token: admin })).json().totalElements).toBe(1);
    expect((await t.call('GET', `/roles/${card.id}`, { token: admin })).json()).toEqual(card);
    expect((await t.call('GET', '/roles/999999', { token: admin })).statusCode).toBe(404);
  });

  it('pages in name order and bounds the size', async () => {
    const all = (await t.call('GET', '/roles?size=500', { token: admin })).json();
    const names = all.content.map((role: Role) => role.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const second = (await t.call('GET', '/roles?page=1&size=2', { token: admin })).json();
    expect(second.content.map((role: Role) => role.name)).toEqual(names.slice(2, 4));
    expect(second.totalPages).toBe(Math.ceil(all.totalElements / 2));
    expect((await t.call('GET', '/roles?size=0', { token: admin })).statusCode).toBe(400);
    expect((await t.call('GET', '/roles?size=501', { token: admin })).statusCode).toBe(400);
  });

  it('lists every privilege, 100 to a page by default', async () => {
    const response = await t.call('GET', '/privileges', { token: admin });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(ENTITY_NAMES.length * PRIVILEGE_TYPES.length);
    expect(page.content).toHaveLength(page.totalElements);
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      entityName: expect.any(String),
      privilegeType: expect.any(String),
      status: 'ACTIVE',
    });
    const small = (await t.call('GET', '/privileges?page=1&size=10', { token: admin })).json();
    expect(small.content.map((privilege: Privilege) => privilege.id)).toEqual(
      page.content.slice(10, 20).map((privilege: Privilege) => privilege.id),
    );
    expect((await t.call('GET', '/privileges?size=501', { token: admin })).statusCode).toBe(400);
  });

  it('answers 403 without the privilege', async () => {
    expect((await t.call('GET', '/roles', { token: teacher })).statusCode).toBe(403);
    expect((await t.call('GET', '/privileges', { token: teacher })).statusCode).toBe(403);
    expect((await t.call('GET', '/roles', { token: coordinator })).statusCode).toBe(403);
    expect((await t.call('POST', '/roles', { token: coordinator, body: { name: 'Nope' } })).statusCode).toBe(403);
    const someRole = await createRole(t.db, {});
    const put = await t.call('PUT', `/roles/${someRole.id}`, { token: teacher, body: { name: 'X', version: 0 } });
    expect(put.statusCode).toBe(403);
    expect((await t.call('PATCH', `/roles/${someRole.id}?status=INACTIVE`, { token: teacher })).statusCode).toBe(403);
  });
});

describe('role create and update', () => {
  it('creates a role, adding the READ that Create, Update or Delete implies', async () => {
    const role = await createRoleThroughApi({
      name: 'Librarian',
      isSchoolApplicable: true,
      privileges: [
        { entityName: 'lov', privilegeType: 'CREATE' },
        { entityName: 'school', privilegeType: 'DELETE' },
        { entityName: 'class', privilegeType: 'READ' },
      ],
    });
    expect(role).toMatchObject({ name: 'Librarian', status: 'ACTIVE', isSchoolApplicable: true, version: 0 });
    expect(keysOf(role)).toEqual(['class:READ', 'lov:CREATE', 'lov:READ', 'school:DELETE', 'school:READ'].sort());
  });

  it('accepts rolePrivilegeXrefs by privilege id or by entity and type', async () => {
    const privileges = (await t.call('GET', '/privileges', { token: admin })).json().content as Privilege[];
    const policyUpdate = privileges.find((p) => p.entityName === 'subject' && p.privilegeType === 'UPDATE');
    const role = await createRoleThroughApi({
      name: 'Subject Editor',
      rolePrivilegeXrefs: [
        { privilege: { id: policyUpdate?.id } },
        { privilege: { entityName: 'class', privilegeType: 'READ' } },
      ],
    });
    expect(keysOf(role)).toEqual(['class:READ', 'subject:READ', 'subject:UPDATE']);
    const unknown = await t.call('POST', '/roles', {
      token: admin,
      body: { name: 'Broken', rolePrivilegeXrefs: [{ privilege: { id: 999999 } }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors['rolePrivilegeXrefs.0.privilege.id']).toBeDefined();
  });

  it('clears the school, grade and subject flags of a global role', async () => {
    const role = await createRoleThroughApi({
      name: 'Network Auditor',
      isGlobal: true,
      isSchoolApplicable: true,
      isGradesApplicable: true,
      isSubjectApplicable: true,
    });
    expect(role).toMatchObject({
      isGlobal: true,
      isSchoolApplicable: false,
      isGradesApplicable: false,
      isSubjectApplicable: false,
    });
  });

  it('answers 400 with field errors and 409 on a duplicate name', async () => {
    const bad = await t.call('POST', '/roles', {
      token: admin,
      body: { name: ' ', isGlobal: 'yes', privileges: [{ entityName: 'planets', privilegeType: 'READ' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'isGlobal', 'privileges.0.entityName']),
    );
    const duplicate = await t.call('POST', '/roles', { token: admin, body: { name: 'teacher' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors.name).toBeDefined();
  });

  it('saves flags and privileges together, and answers 409 to a stale version', async () => {
    const role = await createRoleThroughApi({
      name: 'Counsellor',
      isSchoolApplicable: true,
      privileges: [{ entityName: 'user', privilegeType: 'READ' }],
    });
    const body = {
      name: 'School Counsellor',
      isSchoolApplicable: true,
      isGradesApplicable: true,
      privileges: [{ entityName: 'goalsetting', privilegeType: 'UPDATE' }],
      version: role.version,
    };
    const saved = await t.call('PUT', `/roles/${role.id}`, { token: admin, body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'School Counsellor', isGradesApplicable: true, version: 1 });
    expect(keysOf(saved.json())).toEqual(['goalsetting:READ', 'goalsetting:UPDATE']);

    const stale = await t.call('PUT', `/roles/${role.id}`, { token: admin, body: { ...body, privileges: [] } });
    expect(stale.statusCode).toBe(409);
    expect(keysOf((await t.call('GET', `/roles/${role.id}`, { token: admin })).json())).toEqual([
      'goalsetting:READ',
      'goalsetting:UPDATE',
    ]);

    // No privilege list keeps the stored set; an empty one clears it.
    const { privileges: _privileges, ...flagsOnly } = body;
    const kept = await t.call('PUT', `/roles/${role.id}`, { token: admin, body: { ...flagsOnly, version: 1 } });
    expect(keysOf(kept.json())).toHaveLength(2);
    const cleared = await t.call('PUT', `/roles/${role.id}`, {
      token: admin,
      body: { ...body, privileges: [], version: 2 },
    });
    expect(keysOf(cleared.json())).toEqual([]);

    const { version: _version, ...withoutVersion } = body;
    const missing = await t.call('PUT', `/roles/${role.id}`, { token: admin, body: withoutVersion });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.version).toBeDefined();
    const clash = await t.call('PUT', `/roles/${role.id}`, {
      token: admin,
      body: { ...body, name: 'COORDINATOR', version: 3 },
    });
    expect(clash.statusCode).toBe(409);
    expect((await t.call('PUT', '/roles/999999', { token: admin, body })).statusCode).toBe(404);
  });

  it('keeps the names of the built-in roles the product rules refer to', async () => {
    const administrator = await roleNamed(ROLE_NAMES.administrator);
    const renamed = await t.call('PUT', `/roles/${administrator.id}`, {
      token: admin,
      body: { ...administrator, name: 'Boss', version: administrator.version },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fieldErrors.name).toBeDefined();
  });
});

describe('role status and the effect of a save on the next call', () => {
  it('deactivating a role takes its privileges away on the holder next call', async () => {
    const role = await createRoleThroughApi({
      name: 'Policy Reader',
      privileges: [{ entityName: 'lov', privilegeType: 'READ' }],
    });
    const holder = await t.signIn({ roles: [role.name] });
    expect((await t.call('GET', '/lov', { token: holder })).statusCode).toBe(200);

    const off = await t.call('PATCH', `/roles/${role.id}?status=INACTIVE&version=0`, { token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'INACTIVE', version: 1 });
    expect((await t.call('GET', '/lov', { token: holder })).statusCode).toBe(403);
    expect((await t.call('PATCH', `/roles/${role.id}?status=ACTIVE&version=0`, { token: admin })).statusCode).toBe(409);
    expect((await t.call('PATCH', `/roles/${role.id}?status=MAYBE`, { token: admin })).statusCode).toBe(400);
    expect((await t.call('PATCH', '/roles/999999?status=ACTIVE', { token: admin })).statusCode).toBe(404);
  });

  it('adding lov READ to the Teacher role lets the same Teacher token read lists of values', async () => {
    expect((await t.call('GET', '/lov', { token: teacher })).statusCode).toBe(403);
    const teacherRole = await roleNamed(ROLE_NAMES.teacher);
    const privileges = teacherRole.rolePrivilegeXrefs.map(({ privilege }) => ({
      entityName: privilege.entityName,
      privilegeType: privilege.privilegeType,
    }));
    const saved = await t.call('PUT', `/roles/${teacherRole.id}`, {
      token: admin,
      body: { ...teacherRole, privileges: [...privileges, { entityName: 'lov', privilegeType: 'READ' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.call('GET', '/lov', { token: teacher })).statusCode).toBe(200);

    // Unticking it again, with the loaded role (and its old rolePrivilegeXrefs) spread into the body.
    const withLov = saved.json() as Role;
    const unticked = await t.call('PUT', `/roles/${teacherRole.id}`, {
      token: admin,
      body: { ...withLov, privileges },
    });
    expect(keysOf(unticked.json())).not.toContain('lov:READ');
    expect((await t.call('GET', '/lov', { token: teacher })).statusCode).toBe(403);
  });
});

describe('the System Administrator role', () => {
  it('stays active, global and holding every privilege, so the product can always be administered', async () => {
    const role = await roleNamed(ROLE_NAMES.systemAdministrator);
    const deactivate = await t.call('PATCH', `/roles/${role.id}?status=INACTIVE&version=${role.version}`, {
      token: admin,
    });
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json().fieldErrors.status).toEqual([ROLE_MESSAGES.systemAdministratorLocked]);

    const narrowed = await t.call('PUT', `/roles/${role.id}`, {
      token: admin,
      body: { ...role, privileges: [{ entityName: 'lov', privilegeType: 'READ' }] },
    });
    expect(narrowed.statusCode).toBe(400);
    const local = await t.call('PUT', `/roles/${role.id}`, { token: admin, body: { ...role, isGlobal: false } });
    expect(local.statusCode).toBe(400);

    const unchanged = await roleNamed(ROLE_NAMES.systemAdministrator);
    expect(unchanged).toMatchObject({ status: 'ACTIVE', isGlobal: true, version: role.version });
    expect(unchanged.rolePrivilegeXrefs).toHaveLength(role.rolePrivilegeXrefs.length);
  });
});
