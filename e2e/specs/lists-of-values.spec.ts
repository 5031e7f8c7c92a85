import { MESSAGES } from '@school/contract/constants';
import { LOV_MESSAGES, type Lov } from '@school/contract/schemas/lov';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  bearer,
  cancelAndDiscard,
  confirmDeactivate,
  expect,
  expectAccessible,
  test,
} from '../fixtures';

const LOV_PAGE = '/system-configurations/lov';
/** The first screen of a test waits for the app's code to load, which takes longer on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

/** A name no other test uses. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminToken(request: APIRequestContext) {
  return apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
}

/** The stored list of that name, through the API. */
async function lovNamed(request: APIRequestContext, token: string, name: string): Promise<Lov> {
  const response = await request.get('/api/lov', { params: { name }, headers: bearer(token) });
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { content: Lov[] }).content.find((lov) => lov.name === name);
  expect(found, `list of values ${name}`).toBeDefined();
  return found as Lov;
}

async function createLov(request: APIRequestContext, token: string, name: string, items: [string, string][]) {
  const response = await request.post('/api/lov', {
    headers: bearer(token),
    data: { name, description: 'Made by a test', items: items.map(([itemName, value]) => ({ name: itemName, value })) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Lov;
}

/** Narrows the list to one name and opens its edit dialog. */
async function openEdit(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search lists of values' }).fill(name);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit List of Values' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('searches the lists, adds one with two items and edits its items', async ({ page, request }) => {
    test.slow();
    await page.goto(LOV_PAGE);
    await expect(page.getByRole('heading', { name: 'Affiliated Board', exact: true })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('heading', { level: 1, name: 'List of Values' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Search lists of values' }).fill('Affiliated Board');
    await expect(page).toHaveURL(/q=Affiliated\+Board/);
    await expect(page.getByRole('heading', { name: 'Tier Plan', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Affiliated Board', exact: true })).toBeVisible();

    const name = uniqueName('Colours');
    await page.getByRole('button', { name: 'Add List of Values' }).click();
    const add = page.getByRole('dialog', { name: 'Add List of Values' });
    await expect(add).toBeVisible();
    await expectAccessible(page);
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await add.getByRole('textbox', { name: 'Description' }).fill('Colours of the house teams');
    await add.getByRole('textbox', { name: 'Item 1 name' }).fill('One');
    await add.getByRole('textbox', { name: 'Item 1 value' }).fill('ONE');
    await add.getByRole('button', { name: 'Add item' }).click();
    await add.getByRole('textbox', { name: 'Item 2 name' }).fill('Two');
    await add.getByRole('textbox', { name: 'Item 2 value' }).fill('TWO');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.valueAdded)).toBeVisible();
    await expect(add).toBeHidden();

    const edit = await openEdit(page, name);
    await expectAccessible(page);
    await expect(edit.getByRole('textbox', { name: 'Item 1 name' })).toBeDisabled();
    await expect(edit.getByRole('textbox', { name: 'Item 1 value' })).toBeDisabled();
    await expect(edit.getByRole('textbox', { name: 'Item 1 name' })).toHaveValue('One');
    await edit.getByRole('button', { name: 'Deactivate item One' }).click();
    await expect(edit.getByRole('button', { name: 'Activate item One' })).toBeVisible();
    await edit.getByRole('button', { name: 'Add item' }).click();
    await edit.getByRole('textbox', { name: 'Item 3 name' }).fill('Three');
    await edit.getByRole('textbox', { name: 'Item 3 value' }).fill('THREE');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(edit).toBeHidden();

    const reopened = await openEdit(page, name);
    await expect(reopened.getByRole('textbox', { name: 'Item 3 name' })).toHaveValue('Three');
    await expect(reopened.getByRole('textbox', { name: 'Item 3 name' })).toBeDisabled();
    await expect(reopened.getByRole('button', { name: 'Activate item One' })).toBeVisible();
    await expect(reopened.getByRole('button', { name: 'Deactivate item Two' })).toBeVisible();
    await reopened.getByRole('button', { name: 'Cancel' }).click();

    const stored = await lovNamed(request, await adminToken(request), name);
    expect(stored.items.map((item) => [item.value, item.status])).toEqual([
      ['ONE', 'INACTIVE'],
      ['TWO', 'ACTIVE'],
      ['THREE', 'ACTIVE'],
    ]);
  });

  test("shows the server's errors beside the fields", async ({ page, request }) => {
    const token = await adminToken(request);
    const name = uniqueName('Houses');
    await createLov(request, token, name, [['Red', 'RED']]);
    await page.goto(LOV_PAGE);
    await expect(page.getByRole('heading', { name: 'Affiliated Board', exact: true })).toBeVisible(FIRST_LOAD);
    const dialog = await openEdit(page, name);

    // Someone else adds FOUR while the dialog is open: only the server knows the value is taken now.
    const current = await lovNamed(request, token, name);
    const other = await request.put(`/api/lov/${current.id}`, {
      headers: bearer(token),
      data: {
        name,
        status: 'ACTIVE',
        version: current.version,
        items: [
          ...current.items.map(({ id, name: itemName, value, status }) => ({ id, name: itemName, value, status })),
          { name: 'Four', value: 'FOUR' },
        ],
      },
    });
    expect(other.status()).toBe(200);

    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.getByRole('textbox', { name: 'Item 2 name' }).fill('Four again');
    const value = dialog.getByRole('textbox', { name: 'Item 2 value' });
    await value.fill('four');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toHaveAccessibleDescription('This value is already in the list');
    // Shown once, beside the field: no 'Some fields are not valid.' toast as well.
    await expect(page.getByText(MESSAGES.validationFailed)).toHaveCount(0);
    // What the user typed stays.
    await expect(value).toHaveValue('four');
    await expect(dialog).toBeVisible();
    await cancelAndDiscard(page, dialog);

    // A list name already in use: the server's message beside the name.
    await page.getByRole('button', { name: 'Add List of Values' }).click();
    const add = page.getByRole('dialog', { name: 'Add List of Values' });
    const listName = add.getByRole('textbox', { name: 'Name', exact: true });
    await listName.fill('Affiliated Board');
    await add.getByRole('textbox', { name: 'Item 1 name' }).fill('X');
    await add.getByRole('textbox', { name: 'Item 1 value' }).fill('X');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(listName).toHaveAccessibleDescription(LOV_MESSAGES.duplicateName);
    await expect(add).toBeVisible();
  });

  test('edits and adds a list in a full-screen dialog on a phone @mobile', async ({ page, isMobile }) => {
    await page.goto(LOV_PAGE);
    await page.getByRole('button', { name: 'Add List of Values' }).click(FIRST_LOAD);
    const dialog = page.getByRole('dialog', { name: 'Add List of Values' });
    await expect(dialog).toBeVisible();
    if (isMobile) {
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(page.viewportSize()?.width);
    }
    await expectAccessible(page);
    const name = uniqueName('Phone list');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Item 1 name' }).fill('Alpha');
    await dialog.getByRole('textbox', { name: 'Item 1 value' }).fill('ALPHA');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.getByRole('textbox', { name: 'Item 2 name' }).fill('Beta');
    await dialog.getByRole('textbox', { name: 'Item 2 value' }).fill('BETA');
    await dialog.getByRole('button', { name: 'Remove item 2' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Item 2 name' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.valueAdded)).toBeVisible();

    const edit = await openEdit(page, name);
    await expect(edit.getByRole('textbox', { name: 'Item 1 value' })).toBeDisabled();
    await expect(edit.getByRole('button', { name: 'Deactivate item Alpha' })).toBeVisible();
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await confirmDeactivate(page, name);
    await expect(page.getByText(MESSAGES.statusUpdated)).toBeVisible();
    await expect(edit).toBeHidden();
  });
});

test.describe('a teacher', () => {
  test.use({ account: ACCOUNTS.teacher1 });

  test('cannot open the lists of values, on screen or through the API', async ({ page, request }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible(FIRST_LOAD);
    await expect(menu.getByRole('link', { name: 'List of Values' })).toHaveCount(0);

    await page.goto(LOV_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'List of Values' })).toBeVisible();
    await expect(page.getByText(MESSAGES.forbidden)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add List of Values' })).toHaveCount(0);
    await expectAccessible(page);

    const token = await apiLogin(request, ACCOUNTS.teacher1.email, ACCOUNTS.teacher1.password);
    expect((await request.get('/api/lov', { headers: bearer(token) })).status()).toBe(403);
  });
});
