import { FIELD_MESSAGES } from '@school/contract/constants';
import { STAFF_LIMITS } from '@school/contract/schemas/user';
import { ACCOUNTS, expect, expectAccessible, test } from '../fixtures';

// Dialogs on a busy machine: more time than the default 30 s per test.
test.describe.configure({ timeout: 90_000 });

test.describe('a field error names its rule', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('Add Staff: a name too long says so, and experience says what is allowed', async ({ page }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add Staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff' });
    await expect(dialog).toBeVisible();

    const firstName = dialog.getByRole('textbox', { name: 'First Name' });
    const experience = dialog.getByRole('spinbutton', { name: 'Experience (months)' });
    await firstName.fill('x'.repeat(201));
    await experience.fill('-5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(firstName).toHaveAccessibleDescription(FIELD_MESSAGES.tooLong(STAFF_LIMITS.name));
    await expect(experience).toHaveAccessibleDescription(FIELD_MESSAGES.atLeast(0));
    // Given but wrong is never 'required'; missing is.
    await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
      FIELD_MESSAGES.required,
    );
    await expectAccessible(page);

    await experience.fill('2.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(experience).toHaveAccessibleDescription(FIELD_MESSAGES.wholeNumber);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('Add Class: a missing school says it is required', async ({ page }) => {
    await page.goto('/master-data/classes');
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add Class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Class' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Class Name' }).fill('Foundation');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('combobox', { name: 'School' })).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    await expectAccessible(page);
  });
});
