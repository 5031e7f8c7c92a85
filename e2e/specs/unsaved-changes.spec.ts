import { MESSAGES } from '@school/contract/constants';
import type { SectionTeacherAssignment } from '@school/contract/schemas/class-section';
import type { Lov } from '@school/contract/schemas/lov';
import type { School } from '@school/contract/schemas/school';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, confirmDeactivate, expect, expectAccessible, test } from '../fixtures';
import { adminApi } from '../master-data-api';

// Dialogs never lose work (docs/decisions/web-ux.md), and a deactivation asks first and can be undone.
test.describe.configure({ timeout: 90_000 });

/** Opens a page of the app; the first visit of a run may take a while to load its code. */
async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

const cardTitled = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openManageSchool(page: Page, school: School) {
  await visit(page, `/schools?q=${school.schoolCode}`, 'Schools');
  await cardTitled(page, school.schoolCampus)
    .getByRole('button', { name: `Actions for ${school.schoolCampus}` })
    .click();
  await page.getByRole('menuitem', { name: 'Manage School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage School' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const discardPrompt = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });

/** The prompt answered with Keep editing: the dialog stays, with what was typed. */
async function keepEditing(page: Page, dialog: Locator) {
  await discardPrompt(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardPrompt(page)).toBeHidden();
  await expect(dialog).toBeVisible();
}

test.describe('dialogs with unsaved changes', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('Escape, the backdrop and Cancel ask before the changes are dropped', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool({ pointOfContact: 'Asha' });
    let dialog = await openManageSchool(page, school);

    // Nothing changed: Escape closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(discardPrompt(page)).toHaveCount(0);

    dialog = await openManageSchool(page, school);
    const contact = dialog.getByRole('textbox', { name: 'Point of Contact' });
    await contact.fill('Ravi');

    await page.keyboard.press('Escape');
    await expect(discardPrompt(page)).toBeVisible();
    await expect(discardPrompt(page)).toContainText('Manage School');
    await expectAccessible(page);
    await keepEditing(page, dialog);
    await expect(contact).toHaveValue('Ravi');

    // The backdrop: a click beside the dialog.
    await page.mouse.click(5, 400);
    await expect(discardPrompt(page)).toBeVisible();
    // Escape on the prompt keeps editing.
    await page.keyboard.press('Escape');
    await expect(discardPrompt(page)).toBeHidden();
    await expect(contact).toHaveValue('Ravi');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discardPrompt(page).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    expect((await api.schoolByCode(school.schoolCode)).pointOfContact).toBe('Asha');
  });

  test('a dialog of its own (Manage Teachers) asks too @mobile', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    const grade = await api.createClass(school.id, 'V');
    await api.addSubject(grade.id, 'Mathematics', 'MATH');
    const section = await api.addSection(grade.id, 'A', 30);
    const teacher = await api.createStaff(school.id, 'Nila');

    await page.goto(`/classes/${grade.id}`);
    await page.getByRole('tab', { name: 'Class sections (1)' }).click({ timeout: 20_000 });
    await cardTitled(page, 'A').getByRole('button', { name: 'Actions for A' }).click();
    await page.getByRole('menuitem', { name: 'Manage Teachers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Teachers' });
    await dialog.getByRole('combobox', { name: 'Mathematics' }).fill('Nila');
    await page.getByRole('option', { name: `${teacher.fullName} (${teacher.email})` }).click();
    await expect(dialog.getByRole('button', { name: teacher.fullName })).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(discardPrompt(page)).toBeVisible();
    await keepEditing(page, dialog);
    await page.keyboard.press('Escape');
    await discardPrompt(page).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    const stored = await api.get<SectionTeacherAssignment[]>(`/teacher/subjects?sectionId=${section.id}`);
    expect(stored).toEqual([]);
  });

  test('Deactivate with unsaved changes saves them first, names the record, and Undo restores it', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const school = await api.createSchool({ pointOfContact: 'Asha' });
    const dialog = await openManageSchool(page, school);
    await dialog.getByRole('textbox', { name: 'Point of Contact' }).fill('Meera');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();

    const confirm = page.getByRole('dialog', { name: `Deactivate ${school.schoolCampus}?` });
    await expect(confirm).toContainText('Your unsaved changes are saved first.');
    await expectAccessible(page);
    await confirmDeactivate(page, school.schoolCampus);
    await expect(dialog).toBeHidden();
    await expect(cardTitled(page, school.schoolCampus)).toContainText('Inactive');
    const stored = await api.schoolByCode(school.schoolCode);
    expect(stored).toMatchObject({ status: 'INACTIVE', pointOfContact: 'Meera' });

    // The toast offers Undo for a few seconds: the school is active again, the saved change stays.
    await page.getByRole('button', { name: `Undo: activate ${school.schoolCampus} again` }).click();
    await expect(page.getByText(MESSAGES.statusRestored)).toBeVisible();
    await expect.poll(async () => (await api.schoolByCode(school.schoolCode)).status).toBe('ACTIVE');
    expect((await api.schoolByCode(school.schoolCode)).pointOfContact).toBe('Meera');
    await expect(cardTitled(page, school.schoolCampus)).not.toContainText('Inactive');
  });

  test('Cancel on the confirmation leaves the record active', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    const dialog = await openManageSchool(page, school);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${school.schoolCampus}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    expect((await api.schoolByCode(school.schoolCode)).status).toBe('ACTIVE');
  });

  test("a list's Deactivate keeps an item toggled in the form", async ({ page, request }) => {
    const api = await adminApi(request);
    const name = `Moods ${Date.now().toString(36)}`;
    await api.post<Lov>('/lov', {
      name,
      items: [
        { name: 'Calm', value: 'CALM' },
        { name: 'Bright', value: 'BRIGHT' },
      ],
    });
    await visit(page, '/system-configurations/lov', 'List of Values');
    await page.getByRole('searchbox', { name: 'Search lists of values' }).fill(name);
    await cardTitled(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit List of Values' });
    await dialog.getByRole('button', { name: 'Deactivate item Calm' }).click();
    await expect(dialog.getByText('Not saved yet')).toBeVisible();

    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await confirmDeactivate(page, name);
    await expect(page.getByText(MESSAGES.statusUpdated)).toBeVisible();
    await expect(cardTitled(page, name)).toContainText('Inactive');
    const lists = await api.get<{ content: Lov[] }>(`/lov?name=${encodeURIComponent(name)}`);
    const stored = lists.content.find((lov) => lov.name === name);
    expect(stored?.status).toBe('INACTIVE');
    expect(stored?.items.map((item) => [item.value, item.status])).toEqual([
      ['CALM', 'INACTIVE'],
      ['BRIGHT', 'ACTIVE'],
    ]);
  });
});
