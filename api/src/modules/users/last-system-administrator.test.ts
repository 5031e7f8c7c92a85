import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, STAFF_MESSAGES } from '@school/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema';
import { createUser, TEST_PASSWORD } from '../../test/factories';
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

describe('two System Administrators removing each other at the same moment', () => {
  let raced: TestApp;
  beforeAll(async () => {
    raced = await createTestApp();
  });
  afterAll(() => raced.close());

  async function activeHolders(ids: number[]) {
    const rows = await raced.db
      .select({ id: users.id })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(roles.name, ROLE_NAMES.systemAdministrator), eq(users.status, 'ACTIVE'), inArray(users.id, ids)));
    return rows.map((row) => row.id);
  }

  it('always leave one, whether they deactivate each other or take the role away', async () => {
    const [role] = await raced.db.select().from(roles).where(eq(roles.name, ROLE_NAMES.systemAdministrator));
    if (!role) throw new Error('no System Administrator role');
    const deactivate = (token: string, id: number) => raced.call('PATCH', `/users/${id}?status=INACTIVE`, { token });
    const takeRole = (token: string, id: number) => raced.call('DELETE', `/users/${id}/roles/${role.id}`, { token });
    const ways = [
      [deactivate, deactivate],
      [takeRole, takeRole],
      [deactivate, takeRole],
    ] as const;

    for (let round = 0; round < 30; round++) {
      const [a, b] = [
        await createUser(raced.db, { roles: [ROLE_NAMES.systemAdministrator] }),
        await createUser(raced.db, { roles: [ROLE_NAMES.systemAdministrator] }),
      ];
      const [tokenA, tokenB] = [await raced.login(a.email, TEST_PASSWORD), await raced.login(b.email, TEST_PASSWORD)];
      const [first, second] = ways[round % ways.length] ?? ways[0];
      const answers = await Promise.all([first(tokenA, b.id), second(tokenB, a.id)]);

      const left = await activeHolders([a.id, b.id]);
      expect(left, `round ${round}: ${answers.map((answer) => answer.statusCode)}`).toHaveLength(1);
      // The other is refused: 400 when it was checked under the lock, 401 or 403 when the first change had
      // already ended its session or taken its privileges.
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      // The survivor retires, so that the next round starts with two holders again.
      await raced.db.update(users).set({ status: 'INACTIVE' }).where(inArray(users.id, left));
    }
  }, 180_000);
});
