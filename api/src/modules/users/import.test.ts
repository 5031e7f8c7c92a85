import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ROLE_NAMES,
  STAFF_IMPORT_COLUMNS,
  STAFF_IMPORT_MESSAGES,
  STAFF_IMPORT_TEMPLATE_FILE,
  type Staff,
  type StaffImportResult,
} from '@school/contract';
import { verifyPassword } from '../../lib/passwords';
import { createRole, type createSchool, findUserByEmail } from '../../test/factories';
import { staffPayload, createStaffWorld } from '../../test/factories-users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let coordinatorA: string;
let teacherA: string;
let managerA: string;
let helperRoleName: string;
let schoolA: Awaited<ReturnType<typeof createSchool>>;
let schoolB: Awaited<ReturnType<typeof createSchool>>;

const HEADER = STAFF_IMPORT_COLUMNS.join(',');

beforeAll(async () => {
  t = await createTestApp();
  ({ schoolA, schoolB, admin, coordinatorA, teacherA, managerA } = await createStaffWorld(t));
  helperRoleName = (await createRole(t.db, { user: ['READ'] }, { isSchoolApplicable: true })).name;
});
afterAll(() => t.close());

const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\n');
const preview = (csv: string, token = admin, schoolId?: number, updateExisting?: boolean) =>
  t.call('POST', '/users/import/preview', { token, body: { csv, schoolId, updateExisting } });
const confirm = (csv: string, token = admin, schoolId?: number, updateExisting?: boolean) =>
  t.call('POST', '/users/import', { token, body: { csv, schoolId, updateExisting } });

async function staffWithSearch(searchKey: string): Promise<Staff[]> {
  const response = await t.call('GET', `/users?size=500&searchKey=${encodeURIComponent(searchKey)}`, { token: admin });
  return response.json().content;
}

describe('staff import template', () => {
  it('downloads the header and two example rows as a CSV attachment', async () => {
    const response = await t.call('GET', '/users/import/template', { token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${STAFF_IMPORT_TEMPLATE_FILE}"`);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(3);
    expect((await t.call('GET', '/users/import/template', { token: teacherA })).statusCode).toBe(403);
  });
});

describe('staff import preview and confirm', () => {
  const file = () =>
    csvOf(
      `Imran,Sheikh,imran.import@test.school,+91 90000 11111,Teacher,${schoolA.schoolCode},Teacher,Import#Pass26`,
      `Lata,Menon,LATA.import@test.school,,Librarian,${schoolA.schoolCode.toLowerCase()},,`,
      `Joseph,Dsouza,joseph.import@test.school,,,${schoolB.schoolCode},Coordinator,`,
      'Broken,Row,not-an-email,,,,,',
    );

  it('previews each row with its errors and writes nothing', async () => {
    const response = await preview(file());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ validCount: 3, errorCount: 1 });
    expect(body.rows.map((row: { line: number; action: string }) => [row.line, row.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
      [5, 'skip'],
    ]);
    expect(body.rows[0]).toMatchObject({ changes: [], note: null });
    expect(body.rows[0].values).toMatchObject({ email: 'imran.import@test.school', password: '********' });
    expect(body.rows[1].values.password).toBe('');
    expect(body.rows[3].errors.join(' ')).toContain('email');
    expect(await staffWithSearch('.import@test.school')).toEqual([]);
  });

  it('writes every valid row, and a second run creates no duplicates', async () => {
    const first = await confirm(file());
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as StaffImportResult).written).toEqual({ created: 3, updated: 0, unchanged: 0, skipped: 1 });
    const imported = await staffWithSearch('.import@test.school');
    expect(imported).toHaveLength(3);
    const imran = imported.find((staff) => staff.firstName === 'Imran');
    expect(imran).toMatchObject({ designation: 'Teacher', school: { id: schoolA.id } });
    expect(imran?.roles.map((role) => role.name)).toEqual([ROLE_NAMES.teacher]);
    expect(imported.find((staff) => staff.firstName === 'Joseph')?.school?.id).toBe(schoolB.id);

    // A given password works, and must be replaced at sign-in; a blank one leaves no usable password.
    const login = await t.call('POST', '/auth/login', {
      body: { email: 'imran.import@test.school', password: 'Import#Pass26' },
    });
    expect(login.json().passwordChangeRequired).toBe(true);
    const lata = await findUserByEmail(t.db, 'LATA.import@test.school');
    expect(lata?.passwordChangeRequired).toBe(true);
    expect(await verifyPassword(lata?.passwordHash ?? null, lata?.passwordHash ?? '')).toBe(false);

    const second = await confirm(file());
    expect((second.json() as StaffImportResult).written).toEqual({ created: 0, updated: 0, unchanged: 3, skipped: 1 });
    expect((second.json() as StaffImportResult).rows[0]?.note).toBe(STAFF_IMPORT_MESSAGES.upToDate);
    expect(await staffWithSearch('.import@test.school')).toHaveLength(3);
  });

  it('skips an existing person unless Update existing staff is ticked, showing each change before and after', async () => {
    const changed = csvOf(
      `Imran,Sheikh-Khan,IMRAN.IMPORT@test.school,,Senior Teacher,${schoolA.schoolCode},Coordinator,Other#Pass99,principal`,
    );
    const expectedChanges = [
      { field: 'lastName', before: 'Sheikh', after: 'Sheikh-Khan' },
      { field: 'designation', before: 'Teacher', after: 'Senior Teacher' },
      { field: 'userType', before: 'TEACHER', after: 'PRINCIPAL' },
      { field: 'roles', before: ROLE_NAMES.teacher, after: `${ROLE_NAMES.teacher}, ${ROLE_NAMES.coordinator}` },
    ];
    const previewed = (await preview(changed)).json();
    expect(previewed.rows[0]).toMatchObject({
      action: 'skip',
      changes: expectedChanges,
      note: STAFF_IMPORT_MESSAGES.existingSkipped,
    });
    expect(previewed).toMatchObject({ validCount: 0, errorCount: 0 });
    const skipped = (await confirm(changed)).json() as StaffImportResult;
    expect(skipped.written).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: 1 });
    expect((await staffWithSearch('imran.import'))[0]).toMatchObject({ lastName: 'Sheikh', version: 0 });

    const optedIn = (await preview(changed, admin, undefined, true)).json();
    expect(optedIn.rows[0]).toMatchObject({ action: 'update', changes: expectedChanges, note: null });
    const result = (await confirm(changed, admin, undefined, true)).json() as StaffImportResult;
    expect(result.written).toEqual({ created: 0, updated: 1, unchanged: 0, skipped: 0 });
    const [imran] = await staffWithSearch('imran.import');
    expect(imran).toMatchObject({
      lastName: 'Sheikh-Khan',
      designation: 'Senior Teacher',
      mobile: '+91 90000 11111',
      applicationUserType: 'PRINCIPAL',
    });
    expect(imran?.roles.map((role) => role.name).sort()).toEqual([ROLE_NAMES.coordinator, ROLE_NAMES.teacher]);
    expect(imran?.version).toBe(1);
    await t.login('imran.import@test.school', 'Import#Pass26');
  });

  it('marks duplicate emails, unknown schools and roles, and weak passwords as error rows', async () => {
    const response = await preview(
      csvOf(
        `Asha,One,twice@test.school,,,${schoolA.schoolCode},,`,
        `Asha,Two,TWICE@test.school,,,${schoolA.schoolCode},,`,
        'Nikhil,Nowhere,nowhere@test.school,,,NOSUCHCODE,,',
        `Rohan,Norole,norole@test.school,,,${schoolA.schoolCode},Wizard,`,
        `Sara,Weak,weak@test.school,,,${schoolA.schoolCode},,weak`,
        'Vik,Noschool,noschool@test.school,,,,,',
        `Too,Many,many@test.school,,,${schoolA.schoolCode},,,,extra`,
        `Wrong,Type,wrongtype@test.school,,,${schoolA.schoolCode},,,Janitor`,
      ),
    );
    const rows = response.json().rows as { errors: string[]; action: string }[];
    expect(response.json()).toMatchObject({ validCount: 0, errorCount: 8 });
    expect(rows.map((row) => row.action)).toEqual(Array(8).fill('skip'));
    expect(rows[0]?.errors[0]).toContain('lines 2, 3');
    expect(rows[1]?.errors[0]).toContain('lines 2, 3');
    expect(rows[2]?.errors.join()).toContain('NOSUCHCODE');
    expect(rows[3]?.errors.join()).toContain('Wizard');
    expect(rows[4]?.errors.join()).toContain('password');
    expect(rows[5]?.errors.join()).toContain('schoolCode');
    expect(rows[6]?.errors.join()).toContain('values');
    expect(rows[7]?.errors).toEqual([STAFF_IMPORT_MESSAGES.userType]);
  });

  it('reads headers ignoring case, spaces and punctuation, and user types ignoring case', async () => {
    const csv = [
      'First Name,LAST_NAME,E-mail,School Code,User Type,Role name',
      `Meera,Header,meera.header@test.school,${schoolA.schoolCode},support staff,Teacher`,
      `Kiran,Header,kiran.header@test.school,${schoolA.schoolCode},,`,
    ].join('\n');
    const result = (await confirm(csv)).json() as StaffImportResult;
    expect(result.rows.map((row) => row.errors)).toEqual([[], []]);
    expect(result.written.created).toBe(2);
    const imported = await staffWithSearch('.header@test.school');
    expect(imported.find((staff) => staff.firstName === 'Meera')?.applicationUserType).toBe('SUPPORT_STAFF');
    expect(imported.find((staff) => staff.firstName === 'Kiran')?.applicationUserType).toBe('TEACHER');
  });

  it('refuses an updateExisting that is not true or false', async () => {
    const response = await t.call('POST', '/users/import', {
      token: admin,
      body: { csv: csvOf('A,B,ab@test.school,,,,,,'), updateExisting: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.updateExisting).toEqual(expect.any(Array));
  });

  it('writes nothing when a write fails midway (one transaction)', async () => {
    // A trigger refuses the third person, after the first two were inserted in the same transaction.
    await t.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.email = 'boom.import@test.school' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_boom before insert on users for each row execute function refuse_boom()`,
    );
    try {
      const csv = csvOf(
        `One,Atomic,one.atomic@test.school,,,${schoolA.schoolCode},,`,
        `Two,Atomic,two.atomic@test.school,,,${schoolA.schoolCode},,`,
        `Boom,Atomic,boom.import@test.school,,,${schoolA.schoolCode},,`,
      );
      expect((await preview(csv)).json().validCount).toBe(3);
      expect((await confirm(csv)).statusCode).toBe(500);
      expect(await staffWithSearch('.atomic@test.school')).toEqual([]);
      expect(await findUserByEmail(t.db, 'boom.import@test.school')).toBeUndefined();
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on users`);
      await t.db.execute(sql`drop function refuse_boom()`);
    }
  });
});

describe('a bad file', () => {
  it('answers 400 with a clear message and writes nothing', async () => {
    const cases = [
      'Amit,Shah,amit.bad@test.school,,,,,',
      '\u0000\u0001PK\u0003\u0004binary',
      '',
      HEADER,
      `firstName,lastName,mail\nAmit,Shah,amit.bad@test.school`,
      `${HEADER},shoeSize\nAmit,Shah,amit.bad@test.school,,,,,,42`,
      `${HEADER}\n"Amit,Shah,amit.bad@test.school`,
      `${HEADER}\n${'Amit,Shah,amit.bad@test.school,,,,,\n'.repeat(5001)}`,
    ];
    for (const csv of cases) {
      for (const send of [preview, confirm]) {
        const response = await send(csv);
        expect(response.statusCode, `${csv.slice(0, 40)}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.json().fieldErrors.csv?.[0]).toEqual(expect.any(String));
      }
    }
    const tooLarge = await confirm(`${HEADER}\n${'x'.repeat(1_100_000)}`);
    expect(tooLarge.json().fieldErrors.csv).toEqual(['The file is larger than 1 MB.']);
    expect(await staffWithSearch('amit.bad')).toEqual([]);
    expect((await t.call('POST', '/users/import', { token: admin, body: {} })).statusCode).toBe(400);
  });
});

describe('who may import', () => {
  it('answers 403 to a Teacher and to a Coordinator (no CREATE on user)', async () => {
    const csv = csvOf(`Deny,Me,deny@test.school,,,${schoolA.schoolCode},,`);
    expect((await preview(csv, teacherA)).statusCode).toBe(403);
    expect((await confirm(csv, coordinatorA)).statusCode).toBe(403);
  });

  it('keeps a school-limited importer inside their school', async () => {
    const inB = (await t.call('POST', '/users', { token: admin, body: staffPayload({ school: schoolB.id }) })).json();
    const csv = csvOf(
      `Own,School,own.scope@test.school,,,,${helperRoleName},`,
      `Other,School,other.scope@test.school,,,${schoolB.schoolCode},,`,
      `Taken,Email,${inB.email},,,,,`,
      `Global,Role,global.scope@test.school,,,,${ROLE_NAMES.administrator},`,
    );
    const body = (await confirm(csv, managerA)).json() as StaffImportResult;
    expect(body.rows.map((row) => row.errors.length > 0)).toEqual([false, true, true, true]);
    expect(body.written.created).toBe(1);
    const [own] = await staffWithSearch('own.scope');
    expect(own?.school?.id).toBe(schoolA.id);
    expect(own?.roles.map((role) => role.name)).toEqual([helperRoleName]);
    expect((await preview(csv, managerA, schoolB.id)).statusCode).toBe(400);
  });

  it("answers a school-limited user's preview the same for an email of another school as for a new one", async () => {
    const inB = (await t.call('POST', '/users', { token: admin, body: staffPayload({ school: schoolB.id }) })).json();
    const rowOf = async (email: string) => {
      const response = await preview(csvOf(`Same,Answer,${email},,,,,`), managerA);
      expect(response.statusCode, response.body).toBe(200);
      const { rows, ...counts } = response.json();
      const [{ values, ...row }] = rows;
      expect(values.email).toBe(email);
      return { ...row, counts };
    };
    const elsewhere = await rowOf(inB.email);
    const fresh = await rowOf('nobody.yet@test.school');
    expect(elsewhere).toEqual(fresh);
    expect(fresh).toMatchObject({ action: 'create', errors: [], note: null, counts: { validCount: 1, errorCount: 0 } });
    // Also when the row names a school the user may not see, or a role: only the file's own faults differ.
    const withRole = async (email: string) =>
      (await preview(csvOf(`Same,Answer,${email},,,${schoolB.schoolCode},${helperRoleName},`), managerA)).json().rows[0]
        .errors;
    expect(await withRole(inB.email)).toEqual(await withRole('nobody.yet@test.school'));
    // An administrator of every school sees the person on file.
    const seen = (await preview(csvOf(`Same,Answer,${inB.email},,,,,`), admin)).json().rows[0];
    expect(seen.action).not.toBe('create');
  });
});
