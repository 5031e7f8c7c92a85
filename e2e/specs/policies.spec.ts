import { MESSAGES } from '@school/contract/constants';
import type { Policy } from '@school/contract/schemas/policy';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, bearer, confirmDeactivate, expect, expectAccessible, test } from '../fixtures';

const POLICIES_PAGE = '/master-data/policies';
/** The first screen of a test waits for the app's code to load, which takes longer on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function policyNamed(request: APIRequestContext, name: string): Promise<Policy> {
  const token = await apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
  const response = await request.get('/api/policies', { params: { name }, headers: bearer(token) });
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { content: Policy[] }).content.find((policy) => policy.policyName === name);
  expect(found, `policy ${name}`).toBeDefined();
  return found as Policy;
}

/** Picks an option of a select (MUI renders a combobox and a listbox). */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('adds, finds, filters, edits and deactivates a policy', async ({ page, request }) => {
    test.slow();
    await page.goto(POLICIES_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admissions policy', exact: true }).first()).toBeVisible(FIRST_LOAD);
    await expectAccessible(page);

    const name = uniqueName('Device policy');
    await page.getByRole('button', { name: 'Add Policy' }).click();
    const add = page.getByRole('dialog', { name: 'Add Policy' });
    await expect(add).toBeVisible();
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByRole('textbox', { name: 'Policy name' })).toHaveAccessibleDescription(MESSAGES.required);
    await add.getByRole('textbox', { name: 'Policy name' }).fill(name);
    await choose(page, add, 'Category', 'IT');
    await choose(page, add, 'Academic year', '2025-2026');
    await choose(page, add, 'School', 'Lakeside World School - North');
    await choose(page, add, 'Class', 'IV');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.valueAdded)).toBeVisible();
    await expect(add).toBeHidden();

    // Search
    await page.getByRole('searchbox', { name: 'Search policies' }).fill(name);
    const card = cardOf(page, name);
    await expect(card).toHaveCount(1);
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(1);
    for (const text of ['IT', '2025-2026', 'Lakeside World School - North', 'IV']) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }

    // Filter by category (with the search still on)
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await choose(page, filters, 'Category', 'HR');
    await expect(page).toHaveURL(/category=hr/);
    await expect(page.getByText(MESSAGES.noData)).toBeVisible();
    await choose(page, filters, 'Category', 'IT');
    await expect(card).toHaveCount(1);
    await choose(page, filters, 'School', 'Lakeside World School - North');
    await expect(card).toHaveCount(1);
    await filters.getByRole('button', { name: 'Clear all' }).click();
    await expect(filters.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    // Clear all clears the search text too; Enter searches again at once.
    const search = page.getByRole('searchbox', { name: 'Search policies' });
    await expect(search).toHaveValue('');
    await search.fill(name);
    await search.press('Enter');
    await expect(card).toHaveCount(1);

    // Edit
    const renamed = `${name} v2`;
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Policy' });
    await expect(edit.getByRole('textbox', { name: 'Policy name' })).toHaveValue(name);
    await expect(edit.getByRole('combobox', { name: 'Class' })).toHaveText('IV');
    await expectAccessible(page);
    await edit.getByRole('textbox', { name: 'Policy name' }).fill(renamed);
    await choose(page, edit, 'Category', 'Academic');
    await choose(page, edit, 'Class', 'None');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(edit).toBeHidden();
    const stored = await policyNamed(request, renamed);
    expect(stored).toMatchObject({ category: 'academic', academicYear: '2025-2026', class: null, status: 'ACTIVE' });

    // Deactivate
    await page.getByRole('searchbox', { name: 'Search policies' }).fill(renamed);
    const renamedCard = cardOf(page, renamed);
    await expect(renamedCard.getByText('Academic', { exact: true })).toBeVisible();
    await renamedCard.getByRole('button', { name: `Edit ${renamed}` }).click();
    await page.getByRole('dialog', { name: 'Edit Policy' }).getByRole('button', { name: 'Deactivate' }).click();
    await confirmDeactivate(page, renamed);
    await expect(page.getByText(MESSAGES.statusUpdated)).toBeVisible();
    await expect(renamedCard.getByText('Inactive')).toBeVisible();
    expect((await policyNamed(request, renamed)).status).toBe('INACTIVE');
  });
});

test.describe('a coordinator', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test("reads their school's policies without Add, edit or Deactivate", async ({ page }) => {
    await page.goto(POLICIES_PAGE);
    await expect(page.getByRole('heading', { name: 'Admissions policy', exact: true }).first()).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Add Policy' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
    await expectAccessible(page);
  });
});
