import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_SORT_MESSAGE, ROLE_NAMES, STAFF_EXPORT_COLUMNS, staffExportFileName } from '@school/contract';
import { users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createStaffWorld } from '../../test/factories-users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let world: Awaited<ReturnType<typeof createStaffWorld>>;
const tag = `export${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  world = await createStaffWorld(t);
  const { schoolA, schoolB } = world;
  const person = (firstName: string, schoolId: number, values: Record<string, unknown> = {}) =>
    createUser(t.db, {
      schoolId,
      roles: [ROLE_NAMES.teacher],
      email: `${firstName.toLowerCase()}.${tag}@test.school`,
      values: { firstName, lastName: tag, ...values },
    });
  await person('Asha', schoolA.id, { mobile: '+91 90000 00001', applicationUserType: 'COORDINATOR' });
  await person('Bala', schoolA.id, { status: 'INACTIVE', designation: '=HYPERLINK("http://evil")' });
  await person('Chitra', schoolB.id);
});
afterAll(() => t.close());

async function exportCsv(query: string, token = world.admin) {
  const response = await t.call('GET', `/users/export.csv?${query}`, { token });
  return { response, rows: Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true }) };
}

describe('GET /users/export.csv', () => {
  it('downloads the filtered staff list as CSV, every page at once, with roles and user type', async () => {
    const { response, rows } = await exportCsv(`searchKey=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${staffExportFileName()}"`);
    expect(rows.meta.fields).toEqual([...STAFF_EXPORT_COLUMNS]);
    expect(rows.data.map((row) => row.firstName)).toEqual(['Asha', 'Bala', 'Chitra']);
    expect(rows.data[0]).toMatchObject({
      email: `asha.${tag}@test.school`,
      mobile: '+91 90000 00001',
      userType: 'Coordinator',
      schoolCode: world.schoolA.schoolCode,
      roles: ROLE_NAMES.teacher,
      status: 'ACTIVE',
    });
    // A cell a spreadsheet would run as a formula is written as text.
    expect(rows.data[1]?.designation).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('applies the same filters and order as the list', async () => {
    const active = await exportCsv(`searchKey=${tag}&status=ACTIVE&sort=newest`);
    expect(active.rows.data.map((row) => row.firstName)).toEqual(['Chitra', 'Asha']);
    const ofSchoolB = await exportCsv(`searchKey=${tag}&schoolCode=${world.schoolB.schoolCode}`);
    expect(ofSchoolB.rows.data.map((row) => row.firstName)).toEqual(['Chitra']);
  });

  it("keeps a school-limited user inside their school's staff", async () => {
    const { response, rows } = await exportCsv(`searchKey=${tag}`, world.managerA);
    expect(response.statusCode).toBe(200);
    expect(rows.data.map((row) => row.firstName)).toEqual(['Asha', 'Bala']);
  });

  it('answers 403 without READ on user, 401 without a session and 400 for a bad filter', async () => {
    expect((await exportCsv('', world.teacherA)).response.statusCode).toBe(403);
    expect((await t.call('GET', '/users/export.csv')).statusCode).toBe(401);
    const badSort = (await exportCsv('sort=age')).response;
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().fieldErrors.sort).toEqual([LIST_SORT_MESSAGE]);
    expect((await exportCsv('status=GONE')).response.statusCode).toBe(400);
  });

  it('streams more staff than one batch reads', async () => {
    const many = `bulk${Date.now()}`;
    await t.db.insert(users).values(
      Array.from({ length: 520 }, (_, index) => ({
        firstName: 'Bulk',
        lastName: `${many} ${index}`,
        email: `${many}.${index}@test.school`,
        passwordHash: 'unusable',
      })),
    );
    const { rows } = await exportCsv(`searchKey=${many}`);
    expect(rows.data).toHaveLength(520);
    expect(new Set(rows.data.map((row) => row.email)).size).toBe(520);
  });
});
