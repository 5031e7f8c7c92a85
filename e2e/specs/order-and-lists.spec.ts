import fs from 'node:fs';
import { MESSAGES } from '@school/contract/constants';
import { SCHOOL_MESSAGES } from '@school/contract/schemas/school';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { ACCOUNTS, expect, expectAccessible, test } from '../fixtures';
import { adminApi, uniqueToken } from '../master-data-api';
import { adminToken, createSchool, createStaff } from './staff-setup';

// Long flows on a busy machine: more time than the default 30 s per test.
test.describe.configure({ timeout: 90_000 });
test.use({ account: ACCOUNTS.administrator });

/** Created in this (text) order, which sorted as text would put IX before V and XII before III. */
const CREATED = ['XII', 'Zeta', 'IX', 'V', 'UKG', 'I', 'X', 'III', 'Alpha', 'LKG', 'II', 'Nursery', 'IV'];
const GRADE_ORDER = ['Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'IX', 'X', 'XII', 'Alpha', 'Zeta'];

async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

const cardTitles = (page: Page, list: string) =>
  page.getByRole('region', { name: `${list} list` }).getByRole('heading', { level: 3 });

async function schoolWithGrades(request: Parameters<typeof adminApi>[0]) {
  const api = await adminApi(request);
  const school = await api.createSchool();
  for (const name of CREATED) await api.createClass(school.id, name);
  return { api, school };
}

test.describe('classes in grade order', () => {
  test('the class list and the class picker show I, II, III, IV, V … not I, II, III, IV, IX @mobile', async ({
    page,
    request,
  }) => {
    const { school } = await schoolWithGrades(request);
    await visit(page, `/master-data/classes?schoolCode=${school.schoolCode}`, 'Classes');
    await expect(cardTitles(page, 'Classes')).toHaveText(GRADE_ORDER);
    await expectAccessible(page);

    // The Class filter of the class sections list offers the school's classes in the same order.
    await visit(page, `/master-data/class-sections?schoolCode=${school.schoolCode}`, 'Class Sections');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Class' }).click();
    await expect(page.getByRole('option')).toHaveText(['All', ...GRADE_ORDER]);
    await expectAccessible(page);
  });

  test("the school detail lists the school's classes in grade order", async ({ page, request }) => {
    const { school } = await schoolWithGrades(request);
    await visit(page, `/schools/${school.id}`, 'Classes');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(GRADE_ORDER);
  });
});

test.describe('sorting lists', () => {
  test('the Sort by control orders the list and stays in the address', async ({ page, request }) => {
    const { school } = await schoolWithGrades(request);
    await visit(page, `/master-data/classes?schoolCode=${school.schoolCode}`, 'Classes');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveText('Name');
    await sort.click();
    await expect(page.getByRole('option')).toHaveText(['Name', 'Newest first', 'Status']);
    await expectAccessible(page);
    await page.getByRole('option', { name: 'Newest first' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('newest');
    await expect(cardTitles(page, 'Classes')).toHaveText([...CREATED].reverse());

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Newest first');
    await expect(cardTitles(page, 'Classes')).toHaveText([...CREATED].reverse());
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeNull();
    await expect(cardTitles(page, 'Classes')).toHaveText(GRADE_ORDER);
  });

  test('the staff list downloads as CSV with its current search and filters', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = uniqueToken();
    const school = await createSchool(request, token, tag);
    const { record: active } = await createStaff(request, token, {
      firstName: 'Csv',
      lastName: tag,
      schoolId: school.id,
    });
    const { record: inactive } = await createStaff(request, token, {
      firstName: 'Gone',
      lastName: tag,
      schoolId: school.id,
    });
    const api = await adminApi(request);
    const deactivated = await request.patch(`/api/users/${inactive.id}?status=INACTIVE`, { headers: api.headers });
    expect(deactivated.status()).toBe(200);

    await visit(page, `/users?q=${tag}&status=ACTIVE`, 'Staff');
    await expect(page.getByRole('heading', { level: 3, name: `Csv ${tag}` })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = Papa.parse<Record<string, string>>(fs.readFileSync(await saved.path(), 'utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(csv.data.map((row) => row.email)).toEqual([active.email]);
    expect(csv.data[0]).toMatchObject({ firstName: 'Csv', status: 'ACTIVE', schoolCode: school.schoolCode });
  });
});

test('Sync With Valai is disabled with a tooltip when the school system is not connected', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const school = await api.createSchool();
  // This run's server is connected to a fake school system; the screen is shown what an unconnected one says.
  await page.route('**/api/schools/sync/status', (route) =>
    route.fulfill({ json: { configured: false, message: SCHOOL_MESSAGES.syncNotConfigured } }),
  );
  let syncCalls = 0;
  await page.route('**/api/schools/sync', (route) => {
    syncCalls += 1;
    return route.continue();
  });
  await visit(page, `/schools?q=${school.schoolCode}`, 'Schools');
  await page
    .getByRole('listitem')
    .filter({ hasText: school.schoolCode })
    .getByRole('button', { name: `Actions for ${school.schoolCampus}` })
    .click();
  const item = page.getByRole('menuitem', { name: 'Sync With Valai' });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await item.hover();
  await expect(page.getByRole('tooltip')).toHaveText(SCHOOL_MESSAGES.syncNotConfigured);
  await expect(item).toHaveAccessibleDescription(SCHOOL_MESSAGES.syncNotConfigured);
  await expect(page.getByText('SIS_SYNC_URL')).toHaveCount(0);
  await expectAccessible(page);
  // Clicked anyway (as a determined user might), it does nothing.
  await item.click({ force: true });
  await item.press('Enter');
  await page.waitForTimeout(500);
  expect(syncCalls).toBe(0);
});

test.describe('malformed ids', () => {
  for (const path of [
    '/classes/abc',
    '/users/0x10',
    '/schools/1e3',
    '/classes/-1',
    '/users/+1',
    '/classes/99999999999',
  ]) {
    test(`${path} shows the 404 page, not Oops`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: MESSAGES.notFoundPage })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText(MESSAGES.oops)).toHaveCount(0);
    });
  }

  test('the 404 page of a malformed id is accessible, and a well-formed id still opens its page', async ({
    page,
    request,
  }) => {
    await page.goto('/classes/abc');
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.notFoundPage })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    const api = await adminApi(request);
    const school = await api.createSchool();
    const grade = await api.createClass(school.id, 'VII');
    await visit(page, `/classes/${grade.id}`, 'Class Detail');
  });
});

test('the class list and the class page count the same active subjects', async ({ page, request }) => {
  const api = await adminApi(request);
  const school = await api.createSchool();
  const grade = await api.createClass(school.id, 'VIII');
  await api.addSubject(grade.id, 'Physics', 'PHY');
  const chemistry = await api.addSubject(grade.id, 'Chemistry', 'CHE');
  await request.patch(`/api/subjects/${chemistry.id}?status=INACTIVE&version=${chemistry.version}`, {
    headers: api.headers,
  });

  await visit(page, `/master-data/classes?schoolCode=${school.schoolCode}`, 'Classes');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'VIII', exact: true }) });
  await expect(card.getByRole('definition').nth(1)).toHaveText('1');
  await card.getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'Subject (1)' })).toBeVisible();
  await expect(page.getByText('The count is of active subjects; 1 inactive subject is listed too.')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(['Chemistry', 'Physics']);
  await expectAccessible(page);
});
