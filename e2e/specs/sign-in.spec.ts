import { AUTH_LIMITS, MESSAGES } from '@school/contract/constants';
import { ACCOUNTS, expect, expectAccessible, signInThroughUi, test, uniqueEmail } from '../fixtures';

test.describe('sign in', () => {
  test('signs in and out @mobile', async ({ page }) => {
    const { email, password, fullName } = ACCOUNTS.teacher1;
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expectAccessible(page);

    await signInThroughUi(page, `  ${email} `, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(MESSAGES.loggedIn)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: new RegExp(fullName) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText(MESSAGES.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // Signing out leaves nothing of the session in the browser.
    const kept = await page.evaluate(() => Object.keys(window.localStorage));
    expect(kept.filter((key) => ['authToken', 'userProfile'].includes(key))).toEqual([]);

    // The session is gone: a signed-in screen sends the visitor back to sign in.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the server message for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await signInThroughUi(page, ACCOUNTS.coordinator.email, 'Not-the-password-1!');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.badCredentials);
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });

  test('says how long to wait after too many failed sign-ins', async ({ page }) => {
    const email = uniqueEmail('throttled');
    for (let attempt = 0; attempt < AUTH_LIMITS.maxFailedLogins; attempt++) {
      const response = await page.request.post('/api/auth/login', {
        data: { email, password: `Wrong-pass-${attempt}!` },
      });
      expect(response.status()).toBe(401);
    }
    await page.goto('/login');
    await signInThroughUi(page, email, 'Wrong-pass-again!');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      MESSAGES.tooManyAttemptsWait(AUTH_LIMITS.failedLoginWindowMinutes * 60),
    );
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });

  test('marks the fields required and asks for them', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(email).toHaveAttribute('required', '');
    await expect(password).toHaveAttribute('required', '');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(MESSAGES.required);
    await expect(password).toHaveAccessibleDescription(MESSAGES.required);
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);

    // The password can be shown and hidden again.
    await password.fill('Secret-1');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('opens the page asked for after signing in', async ({ page }) => {
    await page.goto('/master-data/classes');
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughUi(page, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
    await expect(page).toHaveURL(/\/master-data\/classes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    await expectAccessible(page);
  });

  test('fits a 360 px screen @mobile', async ({ page }) => {
    // The desktop project runs it too, at the same phone width.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeInViewport();
    await expectAccessible(page);

    // Dialogs fill the screen on small screens.
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(359);
    await expectAccessible(page);
  });
});
