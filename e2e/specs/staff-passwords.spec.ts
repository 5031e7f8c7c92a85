import { MESSAGES } from '@school/contract/constants';
import { ACCOUNTS, apiLogin, expect, expectAccessible, newPassword, signInThroughUi, test } from '../fixtures';
import { adminToken, createStaff, LWS, schoolIdOf, searchStaff, staffCard, uniqueTag } from './staff-setup';

// These flows sign in, seed through the API (password hashing) and scan with axe several times each.
test.describe.configure({ timeout: 120_000 });

test.describe('an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('assigns a temporary password, and the user must change it at sign-in', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = uniqueTag();
    const { record } = await createStaff(request, token, {
      firstName: 'Temporary',
      lastName: tag,
      schoolId: await schoolIdOf(request, token, LWS),
    });
    const fullName = `Temporary ${tag}`;

    await page.goto('/users');
    await searchStaff(page, tag);
    await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
    // Change Password of a teacher is for the System Administrator only.
    await expect(page.getByRole('menuitem', { name: 'Change Password' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Assign Temporary Password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Assign Temporary Password' });
    await expect(dialog).toContainText(record.email);
    await expect(dialog.getByText('No spaces')).toBeVisible();
    await expectAccessible(page);
    const field = dialog.getByRole('textbox', { name: 'Temporary Password' });
    await field.fill('short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(field).toHaveAccessibleDescription(/Use at least 8 characters/);

    const temporary = newPassword();
    await field.fill(temporary);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Sign out here, then sign in as that user through the form.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login');
    await signInThroughUi(page, record.email, temporary);
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordChangeRequired)).toBeVisible();
  });
});

test.describe('a System Administrator', () => {
  test.use({ account: ACCOUNTS.systemAdministrator });

  test("changes a teacher's password from the card menu", async ({ page, request }) => {
    const token = await apiLogin(request, ACCOUNTS.systemAdministrator.email, ACCOUNTS.systemAdministrator.password);
    const tag = uniqueTag();
    const { record } = await createStaff(request, token, {
      firstName: 'Changed',
      lastName: tag,
      schoolId: await schoolIdOf(request, token, LWS),
    });
    const fullName = `Changed ${tag}`;

    await page.goto('/users');
    await searchStaff(page, tag);
    await expect(staffCard(page, fullName)).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
    // Assign Temporary Password is for the role Administrator only.
    await expect(page.getByRole('menuitem', { name: 'Assign Temporary Password' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Change Password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog.getByText('At least one digit')).toBeVisible();
    await expectAccessible(page);
    const next = dialog.getByRole('textbox', { name: 'New Password' });
    const confirm = dialog.getByRole('textbox', { name: 'Confirm Password' });
    const chosen = newPassword();
    await next.fill(chosen);
    await confirm.fill(`${chosen}x`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(confirm).toHaveAccessibleDescription(MESSAGES.passwordsDiffer);

    await confirm.fill(chosen);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
    await expect(dialog).toBeHidden();
    await apiLogin(request, record.email, chosen);
  });
});

test('the Change Password item belongs to the System Administrator only', async ({ browser, baseURL }) => {
  // Both accounts look at the same card: admin@school.test sees the item, administrator@school.test does not.
  for (const [account, visible] of [
    [ACCOUNTS.systemAdministrator, true],
    [ACCOUNTS.administrator, false],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughUi(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/users');
    await searchStaff(page, ACCOUNTS.teacher2.email);
    await page.getByRole('button', { name: `Actions for ${ACCOUNTS.teacher2.fullName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Manage Staff' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Change Password' })).toHaveCount(visible ? 1 : 0);
    await context.close();
  }
});
