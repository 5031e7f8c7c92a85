import { MESSAGES } from '@school/contract/constants';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  bearer,
  expect,
  expectAccessible,
  latestResetLink,
  newPassword,
  signInThroughUi,
  test,
  uniqueEmail,
} from '../fixtures';

/** A new account through the API (sign up), so a test can change its password freely. */
async function signUp(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const password = newPassword();
  const response = await request.post('/api/auth/signup', {
    data: { firstName: 'Test', lastName: prefix, email, password },
  });
  expect(response.status()).toBe(200);
  return { email, password };
}

// Each of these tests hashes passwords several times on the server (argon2): give them room.
test.slow();

function passwordFields(page: Page) {
  return {
    current: page.getByRole('textbox', { name: 'Current Password' }),
    next: page.getByRole('textbox', { name: 'New Password' }),
    confirm: page.getByRole('textbox', { name: 'Confirm Password' }),
  };
}

test('resets a forgotten password through the mailed link', async ({ page, request }) => {
  const { email } = await signUp(request, 'reset');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(MESSAGES.resetEmailSent)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(await latestResetLink(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Set Password' })).toBeVisible();
  const fields = passwordFields(page);
  await expect(fields.current).toHaveCount(0);
  await expectAccessible(page);

  const chosen = newPassword();
  await fields.next.fill(chosen);
  await fields.confirm.fill(chosen);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(MESSAGES.passwordSet)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughUi(page, email, chosen);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('changes the password after mismatch and policy errors', async ({ page, request }) => {
  const account = await signUp(request, 'change');
  await page.goto('/login');
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /Test change/ }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expectAccessible(page);

  const fields = passwordFields(page);
  const submit = page.getByRole('button', { name: 'Change Password' });
  await submit.click();
  for (const field of [fields.current, fields.next, fields.confirm]) {
    await expect(field).toHaveAccessibleDescription(new RegExp(MESSAGES.required));
  }

  await fields.current.fill(account.password);
  await fields.next.fill('short');
  await fields.confirm.fill('different');
  // Validation runs on submit only: nothing is said while typing.
  await expect(page.getByText(MESSAGES.passwordsDiffer)).toHaveCount(0);
  await submit.click();
  await expect(fields.next).toHaveAccessibleDescription(/Use at least 8 characters/);
  await expect(fields.confirm).toHaveAccessibleDescription(new RegExp(MESSAGES.passwordsDiffer));
  await expectAccessible(page);

  // The server's own field error shows beside its field.
  const chosen = newPassword();
  await fields.current.fill('Not-the-current-1!');
  await fields.next.fill(chosen);
  await fields.confirm.fill(chosen);
  await submit.click();
  await expect(fields.current).toHaveAccessibleDescription(new RegExp(MESSAGES.currentPasswordWrong));

  await fields.current.fill(account.password);
  await submit.click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await apiLogin(request, account.email, chosen);
});

test('a temporary password leads straight to the change screen', async ({ page, request }) => {
  // Changes this account's password for good: no other test signs in as teacher2.
  const teacher = ACCOUNTS.teacher2;
  // GET /api/users does not exist yet: the teacher's id comes from their own profile.
  const teacherToken = await apiLogin(request, teacher.email, teacher.password);
  const me = (await (await request.get('/api/auth/me', { headers: bearer(teacherToken) })).json()) as { id: number };
  const adminToken = await apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
  const temporary = newPassword();
  const assigned = await request.patch(`/api/admin-controls/update-password/${me.id}`, {
    headers: bearer(adminToken),
    data: { password: temporary },
  });
  expect(assigned.status()).toBe(200);

  await page.goto('/login');
  await signInThroughUi(page, teacher.email, temporary);
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByText(MESSAGES.passwordChangeRequired)).toBeVisible();
  await expectAccessible(page);

  // Nothing else is reachable until the password changes.
  for (const path of ['/dashboard', '/master-data/classes', '/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/change-password$/);
  }

  const chosen = newPassword();
  const fields = passwordFields(page);
  await fields.current.fill(temporary);
  await fields.next.fill(chosen);
  await fields.confirm.fill(chosen);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
