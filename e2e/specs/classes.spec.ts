import { MESSAGES } from '@school/contract/constants';
import type { Paged } from '@school/contract/schemas/common';
import type { ClassSummary } from '@school/contract/schemas/grade';
import type { Page } from '@playwright/test';
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
import { adminApi, uniqueToken } from '../master-data-api';

// Long flows on a busy machine: more time than the default 30 s per test.
test.describe.configure({ timeout: 90_000 });

/** Opens a page of the app; the first visit of a run may take a while to load its code. */
async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** Picks an option of a select (MUI) by the select's label, inside `scope` (a dialog or the filters). */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const cardTitled = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('classes as an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('filters by school, adds a class and renames it', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    await api.createClass(school.id, 'Existing');
    await visit(page, '/master-data/classes', 'Classes');
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await choose(page, filters, 'School', school.schoolCampus);
    await expect.poll(() => new URL(page.url()).searchParams.get('schoolCode')).toBe(school.schoolCode);
    const list = page.getByRole('region', { name: 'Classes list' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(cardTitled(page, 'Existing')).toContainText(school.schoolCampus);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Class' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await choose(page, dialog, 'School', school.schoolCampus);
    await dialog.getByLabel('Class Name').fill('Foundation');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.valueAdded)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const card = cardTitled(page, 'Foundation');
    await expect(card).toContainText('Sections');

    // The same name again in the same school is refused beside the field.
    await page.getByRole('button', { name: 'Add Class' }).click();
    await choose(page, dialog, 'School', school.schoolCampus);
    await dialog.getByLabel('Class Name').fill('foundation');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Class Name' })).toHaveAccessibleDescription(
      'This school already has a class with this name.',
    );
    await cancelAndDiscard(page, dialog);

    await card.getByRole('button', { name: 'Actions for Foundation' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Class' });
    await expect(edit.getByRole('combobox', { name: 'School' })).toHaveAttribute('aria-disabled', 'true');
    await edit.getByLabel('Class Name').fill('Foundation Stage');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(cardTitled(page, 'Foundation Stage')).toBeVisible();
  });

  test('imports classes from a CSV file with an error row, and a second import adds nothing', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    const csv = [
      'gradeName,sectionName,capacity,classTeacherEmail,subjectName,subjectValue,subjectType',
      'Imported One,A,30,,,,',
      'Imported One,,,,Physics,PHY,COMPULSARY',
      'Imported Two,B,25,,,,',
      'Imported Two,,,,Chemistry,CHE,SOMETIMES',
      '',
    ].join('\n');
    const file = { name: 'classes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

    await visit(page, `/master-data/classes?schoolCode=${school.schoolCode}`, 'Classes');
    await expect(page.getByText(MESSAGES.noData)).toBeVisible();

    async function importFile() {
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import Classes' });
      await expect(dialog.getByRole('button', { name: 'Choose CSV file' })).toBeDisabled();
      await choose(page, dialog, 'School', school.schoolCampus);
      await dialog.locator('input[type="file"]').setInputFiles(file);
      await expect(dialog.getByRole('table', { name: 'Import preview' })).toBeVisible();
      return dialog;
    }

    const dialog = await importFile();
    await expect(dialog.getByText('3 row(s) ready to import, 1 row(s) with errors.')).toBeVisible();
    await expect(dialog.getByRole('row').filter({ hasText: 'SOMETIMES' })).toContainText('subjectType');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Import 3 row(s)' }).click();
    await expect(page.getByText('Import finished: 3 row(s) written.')).toBeVisible();
    // The result stays on screen until closed.
    await expect(dialog.getByRole('status')).toContainText('Import finished: 2 classes created');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(cardTitled(page, 'Imported One')).toContainText('Sections');
    await expect(cardTitled(page, 'Imported Two')).toBeVisible();

    const again = await importFile();
    await again.getByRole('button', { name: 'Import 3 row(s)' }).click();
    await expect(again.getByRole('table', { name: 'Import result' })).toBeVisible();
    await again.getByRole('button', { name: 'Close' }).click();
    await expect(again).toBeHidden();
    const classes = await api.get<Paged<ClassSummary>>(`/classes?schoolCode=${school.schoolCode}`);
    expect(classes.content.map((grade) => grade.gradeName).sort()).toEqual(['Imported One', 'Imported Two']);
    expect(classes.content.find((grade) => grade.gradeName === 'Imported One')).toMatchObject({
      sectionCount: 1,
      subjectCount: 1,
    });
    expect(classes.content.find((grade) => grade.gradeName === 'Imported Two')).toMatchObject({
      sectionCount: 1,
      subjectCount: 0,
    });
  });

  test('the class section and subject lists filter by school and class', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    const alpha = await api.createClass(school.id, 'Alpha');
    const beta = await api.createClass(school.id, 'Beta');
    await api.addSection(alpha.id, 'A', 20);
    await api.addSection(beta.id, 'B', 22);
    await api.addSubject(alpha.id, 'Astronomy', 'AST');
    await api.addSubject(beta.id, 'Botany', 'BOT');

    await visit(page, '/master-data/class-sections', 'Class Sections');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await choose(page, filters, 'School', school.schoolCampus);
    const sections = page.getByRole('region', { name: 'Class Sections list' }).getByRole('listitem');
    await expect(sections).toHaveCount(2);
    await choose(page, filters, 'Class', 'Beta');
    await expect(sections).toHaveCount(1);
    await expect(cardTitled(page, 'Beta - B')).toContainText('22');
    await expectAccessible(page);
    await cardTitled(page, 'Beta - B').getByRole('button', { name: 'Actions for Beta - B' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const sectionDialog = page.getByRole('dialog', { name: 'Edit Class Section' });
    await expect(sectionDialog.getByLabel('Class Name')).toHaveValue('Beta');
    await expectAccessible(page);
    await sectionDialog.getByRole('button', { name: 'Deactivate' }).click();
    await confirmDeactivate(page, 'Beta - B');
    await expect(page.getByText(MESSAGES.statusUpdated)).toBeVisible();
    await expect(cardTitled(page, 'Beta - B')).toContainText('Inactive');
    await filters.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('className')).toBeNull();

    await visit(page, `/master-data/subjects?schoolCode=${school.schoolCode}`, 'Subjects');
    const subjects = page.getByRole('region', { name: 'Subjects list' }).getByRole('listitem');
    await expect(subjects).toHaveCount(2);
    await choose(page, filters, 'Class', 'Alpha');
    await expect(subjects).toHaveCount(1);
    const astronomy = cardTitled(page, 'Astronomy');
    await expect(astronomy).toContainText('Class Alpha');
    await expectAccessible(page);
    await astronomy.getByRole('button', { name: 'Actions for Astronomy' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const subjectDialog = page.getByRole('dialog', { name: 'Edit Subject' });
    await subjectDialog.getByLabel('Subject Value').fill('ASTRO');
    await subjectDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(astronomy).toContainText('ASTRO');
    await astronomy.getByRole('button', { name: 'Deactivate Astronomy' }).click();
    await confirmDeactivate(page, 'Astronomy');
    await expect(astronomy).toContainText('Inactive');
  });
});

test.describe('classes for a teacher', () => {
  test.use({ account: ACCOUNTS.teacher1 });

  test('sees the classes of their school without Add, Import, Edit or Deactivate', async ({ page, request }) => {
    const api = await adminApi(request);
    const lakeside = await api.schoolByCode('LWS');
    const name = `Teacher View ${uniqueToken()}`;
    const grade = await api.createClass(lakeside.id, name);
    await api.addSubject(grade.id, 'Music', 'MUS');
    await api.addSection(grade.id, 'A', 28);

    await visit(page, `/master-data/classes?q=${encodeURIComponent(name)}`, 'Classes');
    const card = cardTitled(page, name);
    await expect(card).toContainText('Lakeside World School - North');
    await expect(page.getByRole('button', { name: 'Add Class' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /Actions for/ })).toHaveCount(0);
    // The School filter offers only the teacher's own school.
    await page.getByRole('combobox', { name: 'School' }).click();
    await expect(page.getByRole('option')).toHaveText(['All', 'Lakeside World School - North']);
    await page.keyboard.press('Escape');
    await expectAccessible(page);

    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Subject' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Class Section' })).toHaveCount(0);
    await expect(cardTitled(page, 'Music')).toBeVisible();
    await expect(page.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Class sections (1)' }).click();
    await expect(cardTitled(page, 'A')).toContainText('28');
    await expect(page.getByRole('button', { name: /Actions for/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('classes for a coordinator limited to one school', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test("another school's class is not found", async ({ page, request }) => {
    const api = await adminApi(request);
    const other = await api.createSchool();
    const grade = await api.createClass(other.id, 'Elsewhere');
    const token = await apiLogin(request, ACCOUNTS.coordinator.email, ACCOUNTS.coordinator.password);
    const response = await request.get(`/api/classes/${grade.id}`, { headers: bearer(token) });
    expect(response.status()).toBe(404);

    await visit(page, `/classes/${grade.id}`, 'Class Detail');
    await expect(page.getByRole('main').getByText(MESSAGES.notFoundRecord)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Elsewhere' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
