import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, type Paged, ROLE_NAMES, SEARCH_COUNT_LIMIT } from '@school/contract';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createSchool, createUser, TEST_PASSWORD } from '../../test/factories';
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
  it('finds a key shorter than three characters at the start of a first name, last name or email', async () => {
    expect(await found('ZO')).toEqual(['Zoë']);
    expect(await found('q')).toEqual(['Ravi', 'Zoë']);
    expect(await found('ka')).toEqual(['Meera']);
    expect(await found('pe')).toEqual(['Meera', 'Ravi', 'Zoë']);
    expect(await found('q_')).toEqual(['Zoë']);
    // Inside a word, or in the mobile or designation: only from three characters on.
    expect(await found('ee')).toEqual([]);
    expect(await found('11')).toEqual([]);
    expect(await found('111')).toEqual(['Zoë']);
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

describe('a search matching more staff than SEARCH_COUNT_LIMIT', () => {
  let crowdSchool: string;
  /** Staff of a school of their own whose names all contain the key (one insert: no password hashing each). */
  async function crowd(schoolId: number, size: number, key: string) {
    const passwordHash = await hashPassword(TEST_PASSWORD);
    await t.db.insert(users).values(
      Array.from({ length: size }, (_, index) => ({
        firstName: `${key}${index}`,
        lastName: 'Crowd',
        email: `${key}${index}@crowd.test`,
        passwordHash,
        schoolId,
      })),
    );
  }
  beforeAll(async () => {
    const school = await createSchool(t.db);
    crowdSchool = school.schoolCode;
    await crowd(school.id, SEARCH_COUNT_LIMIT + 1, 'throng');
    await crowd(school.id, SEARCH_COUNT_LIMIT, 'flock');
  });
  const search = async (url: string) => {
    const response = await t.call('GET', url, { token: admin });
    expect(response.statusCode).toBe(200);
    return response.json() as Paged<{ firstName: string }>;
  };

  it('counts to the limit and says more match, on the list and the teacher pickers, still paging in order', async () => {
    for (const url of [
      `/users?schoolCode=${crowdSchool}&searchKey=thr`,
      `/users/list?schoolCode=${crowdSchool}&name=thr`,
    ]) {
      const page = await search(url);
      expect(page, url).toMatchObject({
        totalElements: SEARCH_COUNT_LIMIT,
        totalPages: Math.ceil(SEARCH_COUNT_LIMIT / (url.includes('/list') ? PAGE_SIZES.lookup : PAGE_SIZES.staff)),
        totalElementsIsLowerBound: true,
      });
    }
    const beyond = await search(`/users?schoolCode=${crowdSchool}&searchKey=throng&page=100&size=10`);
    expect(beyond.content.map((staff) => staff.firstName)).toHaveLength(1);
    // A one-character key takes the other path (no trigram): counted the same way.
    expect(await search(`/users?schoolCode=${crowdSchool}&searchKey=t`)).toMatchObject({
      totalElements: SEARCH_COUNT_LIMIT,
      totalElementsIsLowerBound: true,
    });
  });

  it('counts exactly up to the limit, and a list without a search always counts exactly', async () => {
    const exact = await search(`/users?schoolCode=${crowdSchool}&searchKey=flock`);
    expect(exact.totalElements).toBe(SEARCH_COUNT_LIMIT);
    expect(exact).not.toHaveProperty('totalElementsIsLowerBound');
    const all = await search(`/users?schoolCode=${crowdSchool}`);
    expect(all.totalElements).toBe(2 * SEARCH_COUNT_LIMIT + 1);
    expect(all).not.toHaveProperty('totalElementsIsLowerBound');
  });
});
