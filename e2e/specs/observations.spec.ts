import { MESSAGES } from '@school/contract/constants';
import type { ObservationRegister } from '@school/contract/schemas/observation-register';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, bearer, confirmDeactivate, expect, expectAccessible, test } from '../fixtures';

const OBSERVATIONS_PAGE = '/master-data/observations';
const SEEDED = 'Classroom observation (primary)';
/** The first screen of a test waits for the app's code to load, which takes longer on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function registerNamed(request: APIRequestContext, name: string): Promise<ObservationRegister> {
  const token = await apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
  const response = await request.get('/api/observation-register', { params: { name }, headers: bearer(token) });
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { content: ObservationRegister[] }).content.find(
    (register) => register.name === name,
  );
  expect(found, `observation registry entry ${name}`).toBeDefined();
  return found as ObservationRegister;
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openEdit(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search observations' }).fill(name, FIRST_LOAD);
  await cardOf(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Observation Registry' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('adds an entry with two observations, reorders them and keeps the order', async ({ page, request }) => {
    test.slow();
    await page.goto(OBSERVATIONS_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Observations' })).toBeVisible();
    await expect(cardOf(page, SEEDED)).toBeVisible(FIRST_LOAD);
    await expectAccessible(page);

    const name = uniqueName('Secondary walkthrough');
    await page.getByRole('button', { name: 'Add Observation Registry' }).click();
    const add = page.getByRole('dialog', { name: 'Add Observation Registry' });
    await expect(add).toBeVisible();
    await expectAccessible(page);
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await add.getByRole('combobox', { name: 'Grades' }).click();
    await page.getByRole('option', { name: 'VI', exact: true }).click();
    await page.getByRole('option', { name: 'VII', exact: true }).click();
    // Escape closes the list of grades, not the dialog.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(add).toBeVisible();
    await expect(add.getByRole('button', { name: 'VII' })).toBeVisible();

    await add.getByRole('textbox', { name: 'Observation 1 name' }).fill('Greets learners');
    await add.getByRole('textbox', { name: 'Observation 1 tags' }).fill('routine, welcome');
    await add.getByRole('button', { name: 'Add learning outcome to observation 1' }).click();
    await add.getByRole('textbox', { name: 'Observation 1 outcome 1', exact: true }).fill('Learners feel welcome');
    await add.getByRole('textbox', { name: 'Observation 1 outcome 1 tag' }).fill('SEL');
    await add.getByRole('button', { name: 'Add observation' }).click();
    await add.getByRole('textbox', { name: 'Observation 2 name' }).fill('Checks understanding');
    await expect(add.getByRole('button', { name: 'Move observation 2 down' })).toBeDisabled();
    await add.getByRole('button', { name: 'Move observation 2 up' }).click();
    await expect(add.getByRole('textbox', { name: 'Observation 1 name' })).toHaveValue('Checks understanding');
    await expect(add.getByRole('textbox', { name: 'Observation 2 tags' })).toHaveValue('routine, welcome');
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.valueAdded)).toBeVisible();
    await expect(add).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search observations' }).fill(name);
    const card = cardOf(page, name);
    await expect(card.getByText('VI, VII', { exact: true })).toBeVisible();
    await expect(card.getByText('2', { exact: true })).toBeVisible();

    const edit = await openEdit(page, name);
    await expect(edit.getByRole('textbox', { name: 'Observation 1 name' })).toHaveValue('Checks understanding');
    await expectAccessible(page);
    await expect(edit.getByRole('textbox', { name: 'Observation 2 name' })).toHaveValue('Greets learners');
    await expect(edit.getByRole('textbox', { name: 'Observation 2 tags' })).toHaveValue('routine, welcome');
    await expect(edit.getByRole('textbox', { name: 'Observation 2 outcome 1', exact: true })).toHaveValue(
      'Learners feel welcome',
    );
    // Back to the first order, saved as an edit this time.
    await edit.getByRole('button', { name: 'Move observation 1 down' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(edit).toBeHidden();

    const reopened = await openEdit(page, name);
    await expect(reopened.getByRole('textbox', { name: 'Observation 1 name' })).toHaveValue('Greets learners');
    await expect(reopened.getByRole('textbox', { name: 'Observation 2 name' })).toHaveValue('Checks understanding');
    await reopened.getByRole('button', { name: 'Cancel' }).click();

    const stored = await registerNamed(request, name);
    expect(stored.grades.map((grade) => grade.className)).toEqual(['VI', 'VII']);
    expect(stored.observations.map(({ name: observation, sortOrder }) => [observation, sortOrder])).toEqual([
      ['Greets learners', 0],
      ['Checks understanding', 1],
    ]);
    expect(stored.observations[0]).toMatchObject({
      tagList: ['routine', 'welcome'],
      learningOutcomes: [{ name: 'Learners feel welcome', tag: 'SEL' }],
    });
  });

  test('deactivates an entry from its dialog', async ({ page, request }) => {
    const name = uniqueName('Short lived');
    const token = await apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
    const created = await request.post('/api/observation-register', {
      headers: bearer(token),
      data: { name, grades: [{ className: 'I' }], observations: [{ name: 'Smiles', learningOutcomes: [] }] },
    });
    expect(created.status()).toBe(200);
    await page.goto(OBSERVATIONS_PAGE);
    const dialog = await openEdit(page, name);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await confirmDeactivate(page, name);
    await expect(page.getByText(MESSAGES.statusUpdated)).toBeVisible();
    await expect(cardOf(page, name).getByText('Inactive')).toBeVisible();
  });
});

test.describe('a teacher', () => {
  test.use({ account: ACCOUNTS.teacher1 });

  test('reads the registry without Add, edit or Deactivate', async ({ page }) => {
    await page.goto(OBSERVATIONS_PAGE);
    await expect(cardOf(page, SEEDED)).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Add Observation Registry' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
    await expectAccessible(page);
  });
});
