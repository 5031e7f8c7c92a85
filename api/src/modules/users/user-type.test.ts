import fs from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE_MESSAGE } from '@school/contract';
import { users } from '../../db/schema';
import { staffPayload, createStaffWorld } from '../../test/factories-users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createStaffWorld(t);
});
afterAll(() => t.close());

const create = (applicationUserType: unknown) =>
  t.call('POST', '/users', {
    token: world.admin,
    body: { ...staffPayload({ school: world.schoolA.id }), applicationUserType },
  });

describe('User Type', () => {
  it('is TEACHER by default and accepts the choices in any case', async () => {
    expect((await create(undefined)).json().applicationUserType).toBe('TEACHER');
    expect((await create('')).json().applicationUserType).toBe('TEACHER');
    expect((await create('support staff')).json().applicationUserType).toBe('SUPPORT_STAFF');
    expect((await create('Principal')).json().applicationUserType).toBe('PRINCIPAL');
  });

  it('refuses anything else with a field error, on create and on edit', async () => {
    for (const value of ['JANITOR', 'ADMIN', 42]) {
      const response = await create(value);
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json().fieldErrors.applicationUserType).toEqual([USER_TYPE_MESSAGE]);
    }
    const staff = (await create('TEACHER')).json();
    const edit = await t.call('PUT', `/users/${staff.id}`, {
      token: world.admin,
      body: { ...staffPayload({ school: world.schoolA.id }), applicationUserType: 'Janitor', version: staff.version },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors.applicationUserType).toEqual([USER_TYPE_MESSAGE]);
  });

  it('is guarded by the database as well', async () => {
    const insert = t.db.insert(users).values({
      firstName: 'Raw',
      lastName: 'Insert',
      email: 'raw.insert@test.school',
      passwordHash: 'x',
      // The column's type allows only the choices; the cast stands for a value written around the app.
      applicationUserType: 'JANITOR' as 'TEACHER',
    });
    await expect(insert).rejects.toThrow();
  });
});

describe('the User Type migration', () => {
  it('maps the spellings of a type (and ADMIN) to the type, anything else to TEACHER', async () => {
    const migration = fs.readFileSync(
      new URL('../../db/migrations/0002_defects_grade_order_user_types.sql', import.meta.url),
      'utf8',
    );
    const [mapping] = migration.split('--> statement-breakpoint');
    if (!mapping?.includes('UPDATE "users"')) throw new Error('the migration no longer starts with the mapping');
    const before = {
      ADMIN: 'ADMINISTRATOR',
      'support staff': 'SUPPORT_STAFF',
      Coordinator: 'COORDINATOR',
      Janitor: 'TEACHER',
    };
    // The data of a database from before the check: the check is lifted for the test and put back after it.
    await t.db.execute(sql`alter table users drop constraint users_application_user_type_check`);
    try {
      const emails = Object.keys(before).map((_type, index) => `legacy-${index}@test.school`);
      await t.db.insert(users).values(
        Object.keys(before).map((type, index) => ({
          firstName: 'Legacy',
          lastName: type,
          email: emails[index] ?? '',
          passwordHash: 'x',
          // Old free-text values, which the column's type no longer allows.
          applicationUserType: type as 'TEACHER',
        })),
      );
      await t.db.execute(sql.raw(mapping));
      const rows = await t.db.select().from(users).where(inArray(users.email, emails));
      expect(Object.fromEntries(rows.map((row) => [row.lastName, row.applicationUserType]))).toEqual(before);
    } finally {
      await t.db.execute(
        sql`alter table users add constraint users_application_user_type_check check (application_user_type in ('TEACHER', 'COORDINATOR', 'PRINCIPAL', 'ADMINISTRATOR', 'SUPPORT_STAFF'))`,
      );
    }
  });
});
