import { FIELD_MESSAGES, MESSAGES } from '@school/contract/constants';
import type { SectionTeacherAssignment } from '@school/contract/schemas/class-section';
import type { Subject } from '@school/contract/schemas/subject';
import { SUBJECT_MESSAGES } from '@school/contract/schemas/subject';
import type { Page } from '@playwright/test';
import { ACCOUNTS, cancelAndDiscard, confirmDeactivate, expect, expectAccessible, test } from '../fixtures';
import { adminApi, uniqueToken } from '../master-data-api';

// Long flows on a busy machine: more time than the default 30 s per test.
test.describe.configure({ timeout: 90_000 });

/** Opens a class detail; the first visit of a run may take a while to load its code. */
async function visitClass(page: Page, classId: number, className: string) {
  await page.goto(`/classes/${classId}`);
  await expect(page.getByRole('heading', { level: 2, name: className })).toBeVisible({ timeout: 20_000 });
}

const cardTitled = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('class detail as an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('adds a subject from the picker rules, refuses a duplicate, deactivates one', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    const grade = await api.createClass(school.id, 'IX');
    const english = await api.addSubject(grade.id, 'English', 'ENG');
    // A subject of another class, so the network's list offers something this class lacks.
    const other = await api.createClass(school.id, 'X');
    const rare = `Geology ${uniqueToken()}`;
    await api.addSubject(other.id, rare, 'GEO', 'OPTIONAL');

    await visitClass(page, grade.id, 'IX');
    await expect(page.getByRole('region', { name: 'IX' })).toContainText(`${school.schoolName} - ${school.campus}`);
    await expect(page.getByRole('tab', { name: 'Subject (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Class sections (0)' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Subject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Subject' });
    await dialog.getByRole('combobox', { name: 'Choose a subject' }).click();
    await expect(page.getByRole('option', { name: 'English', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible(page);
    await page.getByRole('option', { name: rare, exact: true }).click();
    await expect(dialog.getByLabel('Subject Name')).toHaveValue(rare);
    await expect(dialog.getByLabel('Subject Value')).toHaveValue('GEO');
    await expect(dialog.getByRole('combobox', { name: 'Subject Type' })).toHaveText('Optional');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.classSectionAdded)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Subject (2)' })).toBeVisible();
    await expect(cardTitled(page, rare)).toContainText('Optional');

    // Typed by hand, a subject the class has is refused by the server (409), beside the field.
    await page.getByRole('button', { name: 'Add Subject' }).click();
    await dialog.getByLabel('Subject Name').fill('english');
    await dialog.getByLabel('Subject Value').fill('ENG2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Subject Name' })).toHaveAccessibleDescription(
      SUBJECT_MESSAGES.duplicateName,
    );
    await expect(dialog.getByLabel('Subject Value')).toHaveValue('ENG2');
    await cancelAndDiscard(page, dialog);

    const englishCard = cardTitled(page, 'English');
    await englishCard.getByRole('button', { name: 'Deactivate English' }).click();
    await confirmDeactivate(page, 'English');
    await expect(page.getByText(MESSAGES.statusUpdated)).toBeVisible();
    await expect(englishCard).toContainText('Inactive');
    await expect(englishCard.getByRole('button', { name: 'Activate English' })).toBeVisible();
    const stored = await api.get<Subject>(`/subjects/${english.id}`);
    expect(stored.status).toBe('INACTIVE');
  });

  test('adds a section with a class teacher and capacity, then edits its capacity', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    const grade = await api.createClass(school.id, 'V');
    const teacher = await api.createStaff(school.id, 'Leela');

    await visitClass(page, grade.id, 'V');
    await page.getByRole('button', { name: 'Add Class Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Class Section' });
    await expect(dialog.getByLabel('School')).toHaveValue(`${school.schoolName} - ${school.campus}`);
    await expect(dialog.getByLabel('Class Name')).not.toBeEditable();
    await dialog.getByLabel('Section Name').fill('C');
    await dialog.getByLabel('Capacity').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(FIELD_MESSAGES.atLeast(1))).toBeVisible();
    await dialog.getByLabel('Capacity').fill('25');
    await dialog.getByRole('combobox', { name: 'Class Teacher' }).click();
    await page.getByRole('option', { name: `${teacher.fullName} (${teacher.email})` }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.classSectionAdded)).toBeVisible();

    await page.getByRole('tab', { name: 'Class sections (1)' }).click();
    const card = cardTitled(page, 'C');
    await expect(card).toContainText(teacher.fullName);
    await expect(card).toContainText('25');
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Actions for C' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Class Section' });
    await expect(edit.getByLabel('Section Name')).toHaveValue('C');
    await expect(edit.getByLabel('Section Name')).not.toBeEditable();
    await expect(edit.getByRole('combobox', { name: 'Class Teacher' })).toContainText(teacher.fullName);
    await edit.getByLabel('Capacity').fill('40');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.classSectionUpdated)).toBeVisible();
    await expect(card).toContainText('40');
  });

  test('Manage Teachers assigns a teacher to a subject of a section', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    const grade = await api.createClass(school.id, 'VI');
    const maths = await api.addSubject(grade.id, 'Mathematics', 'MATH');
    await api.addSubject(grade.id, 'History', 'HIS');
    const section = await api.addSection(grade.id, 'A', 30);
    const teacher = await api.createStaff(school.id, 'Farah');

    await visitClass(page, grade.id, 'VI');
    await page.getByRole('tab', { name: 'Class sections (1)' }).click();
    await cardTitled(page, 'A').getByRole('button', { name: 'Actions for A' }).click();
    await page.getByRole('menuitem', { name: 'Manage Teachers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Teachers' });
    await dialog.getByRole('combobox', { name: 'Mathematics' }).fill('Farah');
    await page.getByRole('option', { name: `${teacher.fullName} (${teacher.email})` }).click();
    await expect(dialog.getByRole('button', { name: teacher.fullName })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(dialog).toBeHidden();

    const stored = await api.get<SectionTeacherAssignment[]>(`/teacher/subjects?sectionId=${section.id}`);
    expect(stored.map((row) => [row.subject.id, row.applicationUser.id])).toEqual([[maths.id, teacher.id]]);

    await page.reload();
    await page.getByRole('tab', { name: 'Class sections (1)' }).click();
    await cardTitled(page, 'A').getByRole('button', { name: 'Actions for A' }).click();
    await page.getByRole('menuitem', { name: 'Manage Teachers' }).click();
    await expect(dialog.getByRole('button', { name: teacher.fullName })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'History' })).toHaveValue('');
  });
});

test.describe('class detail on a phone', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('the class card sits above the tabs at 360 px @mobile', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    const grade = await api.createClass(school.id, 'III');
    await api.addSubject(grade.id, 'Art', 'ART', 'OPTIONAL');
    await api.addSection(grade.id, 'A', 24);

    await visitClass(page, grade.id, 'III');
    const summary = page.getByRole('region', { name: 'III' });
    const tabs = page.getByRole('tablist', { name: 'Class records' });
    await expect(tabs).toBeVisible();
    const summaryBox = await summary.boundingBox();
    const tabsBox = await tabs.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    if (width < 900) expect(summaryBox?.y ?? 0).toBeLessThan(tabsBox?.y ?? 0);
    await expect(cardTitled(page, 'Art')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Class sections (1)' }).click();
    await expect(cardTitled(page, 'A')).toContainText('24');
    await page.getByRole('button', { name: 'Add Subject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Subject' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
