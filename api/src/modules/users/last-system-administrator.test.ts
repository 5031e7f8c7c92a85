import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, STAFF_MESSAGES } from '@school/contract';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let administrator: string;

beforeAll(async () => {
  t = await createTestApp();
  administrator = await t.signIn({ roles: [ROLE_NAMES.administrator] });
});
afterAll(() => t.close());

async function roleId(name: string) {
  const page = (await t.call('GET', `/roles?searchKey=${encodeURIComponent(name)}`, { token: administrator })).json();
  return (page.content as { id: number; name: string }[]).find((role) => role.name === name)?.id;
}

describe('the last active System Administrator', () => {
  it('can be neither deactivated nor stripped of the role, until someone else holds it', async () => {
    const only = await createUser(t.db, { roles: [ROLE_NAMES.systemAdministrator] });
    const systemAdministratorRole = await roleId(ROLE_NAMES.systemAdministrator);

    const deactivate = await t.call('PATCH', `/users/${only.id}?status=INACTIVE`, { token: administrator });
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json().fieldErrors.status).toEqual([STAFF_MESSAGES.lastSystemAdministrator]);
    const remove = await t.call('DELETE', `/users/${only.id}/roles/${systemAdministratorRole}`, {
      token: administrator,
    });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().fieldErrors.roleId).toEqual([STAFF_MESSAGES.lastSystemAdministrator]);

    await createUser(t.db, { roles: [ROLE_NAMES.systemAdministrator] });
    expect((await t.call('PATCH', `/users/${only.id}?status=INACTIVE`, { token: administrator })).statusCode).toBe(200);
  });
});
