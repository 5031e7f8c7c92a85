import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, GOAL_MESSAGES, MESSAGES, ROLE_NAMES } from '@school/contract';
import { createRole } from '../../test/factories';
import { roleIdByName } from '../../test/factories-users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let core: string;
let teacher: string;
let updateOnly: string;
let createOnly: string;
let ids: { teacher: number; coordinator: number; core: number; administrator: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  core = await t.signIn({ roles: [ROLE_NAMES.inspireUsCore] });
  teacher = await t.signIn({ roles: [ROLE_NAMES.teacher] });
  updateOnly = await t.signIn({ roles: [(await createRole(t.db, { goalconfiguration: ['READ', 'UPDATE'] })).name] });
  createOnly = await t.signIn({ roles: [(await createRole(t.db, { goalconfiguration: ['READ', 'CREATE'] })).name] });
  ids = {
    teacher: await roleIdByName(t.db, ROLE_NAMES.teacher),
    coordinator: await roleIdByName(t.db, ROLE_NAMES.coordinator),
    core: await roleIdByName(t.db, ROLE_NAMES.inspireUsCore),
    administrator: await roleIdByName(t.db, ROLE_NAMES.administrator),
  };
});
afterAll(() => t.close());

interface Configuration {
  id: number;
  version: number;
  applicableRole: { id: number; name: string };
  reviewerRoles: { goalReviewerRole: { id: number; name: string } }[];
  goalApproverRole: { id: number; name: string };
  reviewApproverRole: { id: number; name: string };
}

/** A setter role of its own, so each test may create its configuration. */
const newSetterRole = async () => (await createRole(t.db, {})).id;

/** The id form of the spec: roleId, goalApproverRoleId, reviewApproverRoleId, reviewerRoles[{goalReviewerRoleId}]. */
const idForm = (roleId: number, reviewerIds: number[]) => ({
  roleId,
  goalApproverRoleId: ids.core,
  reviewApproverRoleId: ids.administrator,
  reviewerRoles: reviewerIds.map((goalReviewerRoleId) => ({ goalReviewerRoleId })),
});

async function post(body: unknown, token = admin) {
  return t.call('POST', '/goal-configurations/', { token, body });
}

describe('POST /goal-configurations/', () => {
  it('creates from the id form and answers the role objects', async () => {
    const roleId = await newSetterRole();
    const response = await post(idForm(roleId, [ids.coordinator, ids.core]));
    expect(response.statusCode, response.body).toBe(200);
    const created: Configuration = response.json();
    expect(created).toMatchObject({
      applicableRole: { id: roleId },
      goalApproverRole: { id: ids.core, name: ROLE_NAMES.inspireUsCore },
      reviewApproverRole: { id: ids.administrator, name: ROLE_NAMES.administrator },
      version: 0,
    });
    expect(created.reviewerRoles.map((reviewer) => reviewer.goalReviewerRole.id).sort()).toEqual(
      [ids.coordinator, ids.core].sort(),
    );
    const read = await t.call('GET', `/goal-configurations/${created.id}`, { token: core });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('creates from the object form (a holder of CREATE that is not an administrator)', async () => {
    const roleId = await newSetterRole();
    const response = await post(
      {
        applicableRole: { id: roleId, name: 'ignored' },
        reviewerRoles: [{ goalReviewerRole: { id: ids.coordinator } }],
        goalApproverRole: { id: ids.core },
        reviewApproverRole: { id: ids.administrator },
      },
      core,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().reviewerRoles).toEqual([
      { goalReviewerRole: { id: ids.coordinator, name: ROLE_NAMES.coordinator } },
    ]);
  });

  it('refuses with 409 a second configuration for the same setter role', async () => {
    const roleId = await newSetterRole();
    expect((await post(idForm(roleId, [ids.coordinator]))).statusCode).toBe(200);
    const second = await post(idForm(roleId, [ids.core]));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: ERROR_CODES.duplicate,
      message: GOAL_MESSAGES.duplicateConfiguration,
      fieldErrors: { applicableRole: [GOAL_MESSAGES.duplicateConfiguration] },
    });
  });

  it('refuses with 400 an unknown or inactive role on its field, and a setter role reviewing itself', async () => {
    const roleId = await newSetterRole();
    const inactive = (await createRole(t.db, {}, { status: 'INACTIVE' })).id;
    const unknown = await post({ ...idForm(roleId, [ids.coordinator, 999999]), goalApproverRoleId: inactive });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({
      'reviewerRoles.1': [GOAL_MESSAGES.roleNotActive],
      goalApproverRole: [GOAL_MESSAGES.roleNotActive],
    });
    const noSetter = await post(idForm(999999, [ids.coordinator]));
    expect(noSetter.statusCode).toBe(400);
    expect(noSetter.json().fieldErrors).toEqual({ applicableRole: [GOAL_MESSAGES.roleNotActive] });
    const itself = await post(idForm(roleId, [ids.coordinator, roleId]));
    expect(itself.statusCode).toBe(400);
    expect(itself.json().fieldErrors['reviewerRoles.1']).toEqual([GOAL_MESSAGES.reviewerIsSetter]);
    const none = await post(idForm(roleId, []));
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.reviewerRoles).toEqual([GOAL_MESSAGES.reviewerRequired]);
    // Nothing was saved by the refusals: the role may still be configured.
    expect((await post(idForm(roleId, [ids.coordinator]))).statusCode).toBe(200);
  });

  it('refuses with 400 bad shapes: text ids, NUL characters, huge lists, no body', async () => {
    const roleId = await newSetterRole();
    for (const body of [
      { ...idForm(roleId, [ids.coordinator]), roleId: 'x' },
      { ...idForm(roleId, [ids.coordinator]), roleId: '1\u0000' },
      idForm(
        roleId,
        Array.from({ length: 5000 }, (_, index) => index + 1),
      ),
      { ...idForm(roleId, [ids.coordinator]), reviewerRoles: 'Coordinator' },
      {},
      null,
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)?.slice(0, 80)).toBe(400);
    }
  });

  it('answers 401 without a session and 403 without CREATE on goalconfiguration', async () => {
    const body = idForm(await newSetterRole(), [ids.coordinator]);
    expect((await t.call('POST', '/goal-configurations/', { body })).statusCode).toBe(401);
    for (const token of [teacher, updateOnly]) {
      const refused = await post(body, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.forbidden);
    }
    expect((await post(body, createOnly)).statusCode).toBe(200);
  });

  it('accepts the path without its trailing slash too', async () => {
    const body = idForm(await newSetterRole(), [ids.coordinator]);
    expect((await t.call('POST', '/goal-configurations', { token: admin, body })).statusCode).toBe(200);
    expect((await t.call('GET', '/goal-configurations', { token: admin })).statusCode).toBe(200);
  });
});

describe('GET /goal-configurations/', () => {
  it('lists every configuration with its role objects, 403 for a teacher', async () => {
    const roleId = await newSetterRole();
    await post(idForm(roleId, [ids.coordinator, ids.core]));
    // The screens send page and size along: ignored, the list is answered whole.
    const response = await t.call('GET', '/goal-configurations/?page=0&size=100', { token: core });
    expect(response.statusCode).toBe(200);
    const list: Configuration[] = response.json();
    const mine = list.find((configuration) => configuration.applicableRole.id === roleId);
    expect(mine?.reviewerRoles).toHaveLength(2);
    expect((await t.call('GET', '/goal-configurations/', { token: teacher })).statusCode).toBe(403);
    expect((await t.call('GET', `/goal-configurations/${mine?.id}`, { token: teacher })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.call('GET', '/goal-configurations/999999', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.notFoundRecord);
    expect((await t.call('GET', '/goal-configurations/abc', { token: admin })).statusCode).toBe(400);
  });
});

describe('PUT /goal-configurations/{id}', () => {
  async function created() {
    const response = await post(idForm(await newSetterRole(), [ids.coordinator, ids.core]));
    return response.json() as Configuration;
  }
  const put = (id: number, body: unknown, token = admin) =>
    t.call('PUT', `/goal-configurations/${id}`, { token, body });

  it('replaces the reviewer roles as a set and bumps the version; a holder of UPDATE only may do it', async () => {
    const configuration = await created();
    const response = await put(
      configuration.id,
      { ...idForm(configuration.applicableRole.id, [ids.teacher]), reviewApproverRoleId: ids.core, version: 0 },
      updateOnly,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      reviewerRoles: [{ goalReviewerRole: { id: ids.teacher, name: ROLE_NAMES.teacher } }],
      reviewApproverRole: { id: ids.core },
      version: 1,
    });
  });

  it('answers 409 on a stale version and leaves the configuration as it was', async () => {
    const configuration = await created();
    const body = { ...idForm(configuration.applicableRole.id, [ids.teacher]), version: 0 };
    expect((await put(configuration.id, body)).statusCode).toBe(200);
    const stale = await put(configuration.id, { ...body, reviewerRoles: [{ goalReviewerRoleId: ids.core }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ERROR_CODES.staleVersion);
    const read = await t.call('GET', `/goal-configurations/${configuration.id}`, { token: admin });
    expect(read.json().reviewerRoles).toEqual([{ goalReviewerRole: { id: ids.teacher, name: ROLE_NAMES.teacher } }]);
  });

  it('answers 409 when moved onto a role that has a configuration, 400 for a bad role, 404 unknown, 403 without UPDATE', async () => {
    const first = await created();
    const second = await created();
    const moved = await put(second.id, { ...idForm(first.applicableRole.id, [ids.coordinator]), version: 0 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(GOAL_MESSAGES.duplicateConfiguration);
    const bad = await put(second.id, {
      ...idForm(second.applicableRole.id, [ids.coordinator]),
      version: 0,
      reviewApproverRoleId: 999999,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ reviewApproverRole: [GOAL_MESSAGES.roleNotActive] });
    const itself = await put(second.id, {
      ...idForm(second.applicableRole.id, [second.applicableRole.id]),
      version: 0,
    });
    expect(itself.statusCode).toBe(400);
    const body = { ...idForm(second.applicableRole.id, [ids.coordinator]), version: 0 };
    expect((await put(999999, body)).statusCode).toBe(404);
    expect((await put(second.id, body, createOnly)).statusCode).toBe(403);
    expect((await put(second.id, body, teacher)).statusCode).toBe(403);
    const noVersion = await put(second.id, idForm(second.applicableRole.id, [ids.coordinator]));
    expect(noVersion.statusCode).toBe(400);
    expect((await put(second.id, body)).statusCode).toBe(200);
  });
});
