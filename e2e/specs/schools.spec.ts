import { MESSAGES } from '@school/contract/constants';
import { SCHOOL_MESSAGES } from '@school/contract/schemas/school';
import type { Page } from '@playwright/test';
import { SLOW_SIS, startFakeSis, UNKNOWN_TO_SIS } from '../fake-sis';
import { ACCOUNTS, apiLogin, bearer, confirmDeactivate, expect, expectAccessible, test } from '../fixtures';
import { adminApi, uniqueToken } from '../master-data-api';

// Long flows on a busy machine: more time than the default 30 s per test.
test.describe.configure({ timeout: 90_000 });

/** Picks an option of a select (MUI) by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The card of a school in the list (found by a text only that card has, such as its code). */
const schoolCard = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** Opens a page of the app; the first visit of a run may take a while to load its code. */
async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

async function searchSchools(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search schools' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

async function openCardMenu(page: Page, text: string, title: string) {
  await schoolCard(page, text)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
}

test.describe('schools as an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('the list searches and pages, ten schools a page', async ({ page, request }) => {
    const api = await adminApi(request);
    const prefix = `Paged ${uniqueToken()}`;
    for (let index = 1; index <= 12; index += 1) {
      await api.createSchool({ schoolName: `${prefix} ${String(index).padStart(2, '0')}` });
    }
    await visit(page, '/master-data/schools', 'Schools');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(breadcrumb.getByText('Schools')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add School' })).toBeVisible();
    // One heading per card (the pager is a list too). Other tests add schools, so which come first varies.
    const cards = page.getByRole('region', { name: 'Schools list' }).getByRole('heading', { level: 3 });
    await expect(cards.first()).toBeVisible();
    await expectAccessible(page);

    await searchSchools(page, prefix);
    await expect(cards).toHaveCount(10);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(`${prefix} 11`);

    await searchSchools(page, `nothing-like-this-${uniqueToken()}`);
    await expect(page.getByText(MESSAGES.noData)).toBeVisible();
  });

  test('adds a school with a board and a year, then manages it with the locked fields', async ({ page, request }) => {
    const token = uniqueToken();
    const code = `ADD-${token}`;
    await visit(page, '/schools', 'Schools');
    await page.getByRole('button', { name: 'Add School' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add School' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('School Name').fill(`Hillview ${token}`);
    await dialog.getByLabel('Campus').fill('South');
    await dialog.getByLabel('School Code').fill(code);
    await choose(page, 'Affiliated Board', 'ICSE');
    await page.getByRole('combobox', { name: 'Established Year' }).click();
    const years = page.getByRole('listbox', { name: 'Established Year' }).getByRole('option');
    // Newest first: the current year, then back 50 years in all (plus the empty choice).
    await expect(years.nth(1)).toHaveText(String(new Date().getFullYear()));
    await expect(years).toHaveCount(51);
    await page.getByRole('option', { name: '2010', exact: true }).click();
    await dialog.getByLabel('Email').fill(`office-${token.toLowerCase()}@hillview.test`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.valueAdded)).toBeVisible();
    await expect(dialog).toBeHidden();

    await searchSchools(page, code);
    const card = schoolCard(page, code);
    await expect(card).toContainText(`Hillview ${token} - South`);
    await expect(card).toContainText('ICSE');
    await expect(card).toContainText('Active');

    const api = await adminApi(request);
    const stored = await api.schoolByCode(code);
    expect(stored).toMatchObject({ affiliatedBoard: 'ICSE', establishedYear: 2010, campus: 'South' });

    await openCardMenu(page, code, `Hillview ${token} - South`);
    await page.getByRole('menuitem', { name: 'Manage School' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage School' });
    for (const locked of ['School Name', 'Campus', 'School Code']) {
      await expect(manage.getByLabel(locked)).toBeDisabled();
    }
    await expect(manage.getByLabel('School Code')).toHaveValue(code);
    await expectAccessible(page);
    await manage.getByLabel('Point of Contact').fill('Nisha Verma');
    await manage.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(manage).toBeHidden();
    await expect.poll(async () => (await api.schoolByCode(code)).pointOfContact).toBe('Nisha Verma');
  });

  test('a duplicate school code is refused beside the field, keeping what was typed', async ({ page, request }) => {
    const api = await adminApi(request);
    const existing = await api.createSchool();
    await visit(page, '/schools', 'Schools');
    await page.getByRole('button', { name: 'Add School' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add School' });
    await dialog.getByLabel('School Name').fill('Copycat School');
    await dialog.getByLabel('Campus').fill('West');
    await dialog.getByLabel('School Code').fill(existing.schoolCode);
    await dialog.getByRole('button', { name: 'Save' }).click();

    const codeField = dialog.getByRole('textbox', { name: 'School Code' });
    await expect(codeField).toHaveAccessibleDescription(SCHOOL_MESSAGES.duplicateCode);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('School Name')).toHaveValue('Copycat School');
    await expect(dialog.getByLabel('Campus')).toHaveValue('West');
    await expect(codeField).toHaveValue(existing.schoolCode);
    await expectAccessible(page);
  });

  test('deactivates and activates a school', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    await visit(page, `/schools?q=${school.schoolCode}`, 'Schools');
    const card = schoolCard(page, school.schoolCode);
    await expect(card).toContainText('Active');

    await openCardMenu(page, school.schoolCode, school.schoolCampus);
    await page.getByRole('menuitem', { name: 'Manage School' }).click();
    await page.getByRole('dialog', { name: 'Manage School' }).getByRole('button', { name: 'Deactivate' }).click();
    await confirmDeactivate(page, school.schoolCampus);
    await expect(page.getByText(MESSAGES.statusUpdated)).toBeVisible();
    await expect(card).toContainText('Inactive');
    expect((await api.schoolByCode(school.schoolCode)).status).toBe('INACTIVE');

    await openCardMenu(page, school.schoolCode, school.schoolCampus);
    await page.getByRole('menuitem', { name: 'Manage School' }).click();
    await page.getByRole('dialog', { name: 'Manage School' }).getByRole('button', { name: 'Activate' }).click();
    await expect(card).not.toContainText('Inactive');
    expect((await api.schoolByCode(school.schoolCode)).status).toBe('ACTIVE');
  });

  test('the school detail lists its classes and a class card opens the class', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    const grade = await api.createClass(school.id, 'VII');
    await api.addSection(grade.id, 'A', 30);
    await api.addSubject(grade.id, 'Science', 'SCI');
    await api.createClass(school.id, 'VIII');

    await visit(page, `/schools?q=${school.schoolCode}`, 'Schools');
    await schoolCard(page, school.schoolCode).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/schools/${school.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    const summary = page.getByRole('region', { name: school.schoolCampus });
    await expect(summary).toContainText('CBSE');
    await expect(summary).toContainText(school.schoolCode);
    await expect(page.getByRole('tab', { name: 'Classes (2)' })).toBeVisible();
    await expectAccessible(page);

    const classCard = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'VII', exact: true }) });
    await expect(classCard).toContainText('Sections');
    await classCard.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/classes/${grade.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'VII' })).toBeVisible();
  });
});

test.describe('Sync With Valai', () => {
  test.use({ account: ACCOUNTS.administrator });
  let fakeSis: Awaited<ReturnType<typeof startFakeSis>>;
  test.beforeAll(async () => {
    fakeSis = await startFakeSis();
  });
  test.afterAll(async () => {
    await fakeSis.close();
  });

  test('syncs a school from the external system; its classes appear, and a failure says why', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    // The fake system takes a few seconds to answer this code, so the running sync can be seen.
    const school = await api.createSchool({ schoolCode: `${SLOW_SIS}-${uniqueToken()}` });
    const code = school.schoolCode;
    await visit(page, `/schools?q=${code}`, 'Schools');
    await openCardMenu(page, code, school.schoolCampus);
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Sync With Valai' }).click();
    await openCardMenu(page, code, school.schoolCampus);
    await expect(page.getByRole('menuitem', { name: 'Syncing With Valai…' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByText(MESSAGES.synced(code))).toBeVisible({ timeout: 15_000 });
    expect(fakeSis.requests).toContain(`GET /schools/${code}`);
    // The list refreshed with what the external system holds.
    const card = schoolCard(page, code);
    await expect(card).toContainText(`Valai ${code} - Central`);

    await card.getByRole('link').click();
    await expect(page.getByRole('tab', { name: 'Classes (2)' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Grade 1' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Grade 2' })).toBeVisible();

    const unknown = await api.createSchool({ schoolCode: `${UNKNOWN_TO_SIS}-${uniqueToken()}` });
    await visit(page, `/schools?q=${unknown.schoolCode}`, 'Schools');
    await openCardMenu(page, unknown.schoolCode, unknown.schoolCampus);
    await page.getByRole('menuitem', { name: 'Sync With Valai' }).click();
    await expect(page.getByText(`does not know the school code ${unknown.schoolCode}`)).toBeVisible();
    await expect(schoolCard(page, unknown.schoolCode)).toContainText(unknown.schoolCampus);
  });
});

test.describe('schools for a teacher', () => {
  test('the API refuses the school list to a teacher', async ({ request }) => {
    const token = await apiLogin(request, ACCOUNTS.teacher1.email, ACCOUNTS.teacher1.password);
    const response = await request.get('/api/schools', { headers: bearer(token) });
    expect(response.status()).toBe(403);
  });
});

test.describe('schools on a phone', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('the list and the Add School dialog fit 360 px @mobile', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    await visit(page, '/schools', 'Schools');
    await searchSchools(page, school.schoolCode);
    const card = schoolCard(page, school.schoolCode);
    await expect(card).toContainText(school.schoolCampus);
    const box = await card.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add School' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add School' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
