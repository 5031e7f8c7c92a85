import { MESSAGES } from '@school/contract/constants';
import { ACCOUNTS, expect, expectAccessible, test } from '../fixtures';
import {
  adminToken,
  classWithSubjects,
  createStaff,
  getStaff,
  LWS,
  schoolIdOf,
  searchStaff,
  staffCard,
  uniqueTag,
} from './staff-setup';

// These flows sign in, seed through the API (password hashing) and scan with axe several times each.
test.describe.configure({ timeout: 120_000 });

test.describe('staff detail of an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('adds a role with a grade and subjects, shows, edits and removes it', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = uniqueTag();
    const schoolId = await schoolIdOf(request, token, LWS);
    const grade = await classWithSubjects(request, token, schoolId, tag);
    const [firstSubject = '', secondSubject = ''] = grade.subjects;
    const { record } = await createStaff(request, token, { firstName: 'Roled', lastName: tag, schoolId });
    const fullName = `Roled ${tag}`;

    // The card opens the staff page.
    await page.goto('/users');
    await searchStaff(page, tag);
    await staffCard(page, fullName).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/users/${record.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Detail' })).toBeVisible();
    const summary = page.getByRole('region', { name: fullName });
    await expect(summary).toContainText(record.email);
    await expect(summary).toContainText('Lakeside World School - North');
    await expect(summary).toContainText('Active');
    await expect(page.getByRole('tab', { name: 'Roles (0)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'NA (0)' })).toBeDisabled();
    await expect(page.getByRole('tabpanel')).toContainText(MESSAGES.noData);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Role' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription('Choose a role');

    // A role without grade scope says so; the Teacher role asks for grades and subjects.
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Inspire Us-Mentors' }).click();
    await expect(dialog.getByText(MESSAGES.noGrades)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Teacher', exact: true }).click();
    await expect(dialog.getByText(MESSAGES.noGrades)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add Grade' }).click();
    const row = dialog.getByRole('group', { name: 'Grade 1' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('combobox', { name: 'Grade' })).toHaveAccessibleDescription(MESSAGES.required);

    await row.getByRole('combobox', { name: 'Grade' }).click();
    await page.getByRole('option', { name: grade.gradeName, exact: true }).click();
    await row.getByRole('combobox', { name: 'Subjects' }).click();
    await page.getByRole('option', { name: firstSubject, exact: true }).click();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.roleAdded)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Roles (1)' })).toBeVisible();

    const roleCard = page.getByRole('button', { name: 'Teacher', exact: true });
    await expect(roleCard).toHaveAccessibleDescription(`${grade.gradeName}: ${firstSubject}`);
    await roleCard.click();
    const scope = page.getByRole('dialog', { name: 'Roles: Grades & Subjects' });
    const table = scope.getByRole('table', { name: 'Grades and subjects of the role Teacher' });
    await expect(table.getByRole('columnheader')).toHaveText(['Grade', 'Subjects']);
    await expect(table.getByRole('row').nth(1)).toHaveText(`${grade.gradeName}${firstSubject}`);
    await expectAccessible(page);

    await scope.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Role' });
    await expect(edit.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-disabled', 'true');
    const editRow = edit.getByRole('group', { name: 'Grade 1' });
    await editRow.getByRole('combobox', { name: 'Subjects' }).click();
    await page.getByRole('option', { name: secondSubject, exact: true }).click();
    await page.keyboard.press('Escape');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(edit).toBeHidden();

    const stored = await getStaff(request, token, record.id);
    expect(stored.roles).toHaveLength(1);
    expect(stored.roles[0]?.roleClassXrefs.map((xref) => xref.className.className)).toEqual([grade.gradeName]);
    expect(stored.roles[0]?.roleClassXrefs[0]?.subjects.map((subject) => subject.subjectName).sort()).toEqual(
      [firstSubject, secondSubject].sort(),
    );

    await page.getByRole('button', { name: 'Remove role Teacher' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Role' });
    await expect(confirm).toContainText(fullName);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(MESSAGES.roleRemoved)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Roles (0)' })).toBeVisible();
    expect((await getStaff(request, token, record.id)).roles).toHaveLength(0);
  });
});

test.describe('staff detail of a coordinator', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test('reads the roles without Add Role or remove', async ({ page, request }) => {
    const token = await adminToken(request);
    const { record } = await createStaff(request, token, {
      firstName: 'Viewed',
      lastName: uniqueTag(),
      schoolId: await schoolIdOf(request, token, LWS),
    });
    await page.goto(`/users/${record.id}`);
    await expect(page.getByRole('heading', { level: 2, name: record.fullName })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Roles (0)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Role' })).toHaveCount(0);

    await page.goto('/users');
    await expect(page.getByRole('button', { name: 'Add Staff' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  });
});
