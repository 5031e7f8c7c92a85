import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@school/contract';
import { users } from '../../db/schema';
import { createSchool, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The staff search column (lower-cased names, email, mobile, designation) and its trigram index. */
let t: TestApp;
let admin: string;
let schoolCode: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ roles: [ROLE_NAMES.administrator] });
  const school = await createSchool(t.db);
  schoolCode = school.schoolCode;
  const people = [
    { firstName: 'Zoë', lastName: 'Q_x', designation: 'Head 100% Teacher', mobile: '+91 11111 22222' },
    { firstName: 'Ravi', lastName: 'Qax', designation: 'Teacher', mobile: '+91 33333 44444' },
    { firstName: 'Meera', lastName: 'Kapoor', designation: null, mobile: null },
  ];
  for (const [index, values] of people.entries()) {
    await createUser(t.db, { schoolId: school.id, email: `person${index}@search.test`, values });
  }
});
afterAll(() => t.close());

const found = async (searchKey: string) => {
  const response = await t.call('GET', `/users?schoolCode=${schoolCode}&searchKey=${encodeURIComponent(searchKey)}`, {
    token: admin,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().content as { firstName: string }[]).map((staff) => staff.firstName);
};

describe('staff search', () => {
  it('finds keys shorter than three characters, which no trigram serves', async () => {
    expect(await found('ZO')).toEqual(['Zoë']);
    expect(await found('q')).toEqual(['Ravi', 'Zoë']);
    expect(await found('11')).toEqual(['Zoë']);
  });

  it('takes _ and % literally', async () => {
    expect(await found('q_x')).toEqual(['Zoë']);
    expect(await found('100%')).toEqual(['Zoë']);
    expect(await found('q%x')).toEqual([]);
  });

  it('matches first and last name together, but never across other fields', async () => {
    expect(await found('meera kap')).toEqual(['Meera']);
    expect(await found('kapoor person')).toEqual([]);
    expect(await found('kapoorperson')).toEqual([]);
    expect(await found('teacher +91')).toEqual([]);
  });

  it('follows an edited name at once, as the column is computed from the row', async () => {
    await t.db.update(users).set({ firstName: 'Mira' }).where(eq(users.email, 'person2@search.test'));
    expect(await found('meera')).toEqual([]);
    expect(await found('MIRA KAPOOR')).toEqual(['Mira']);
  });

  it('serves the teacher pickers too', async () => {
    const response = await t.call('GET', `/users/list?schoolCode=${schoolCode}&name=RAV`, { token: admin });
    expect(response.json().content.map((staff: { fullName: string }) => staff.fullName)).toEqual(['Ravi Qax']);
  });
});
