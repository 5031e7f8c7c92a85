import { MESSAGES } from '@school/contract/constants';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, expectAccessible, test } from '../fixtures';

/** The side menu; on small screens it opens from the header's menu button. */
async function openMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('a teacher', () => {
  test.use({ account: ACCOUNTS.teacher1 });

  test('sees only the menu and dashboard of their roles @mobile', async ({ page, isMobile }) => {
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Academic Plans/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Goals Setup/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Goals Review/ })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'School Wide Configuration' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /School Setup/ })).toHaveCount(0);
    await expectAccessible(page);

    const menu = await openMenu(page, isMobile);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByText('System Configuration')).toHaveCount(0);
    await expect(menu.getByText('Users', { exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Teachers' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Schools' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Classes' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Set Goals' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Lesson Plans' })).toBeVisible();
    await expectAccessible(page);

    await menu.getByRole('link', { name: 'Classes' }).click();
    await expect(page).toHaveURL(/\/master-data\/classes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  });

  test('is told when a screen is outside their roles', async ({ page }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(page.getByText(MESSAGES.forbidden)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('sees every menu group and dashboard card', async ({ page }) => {
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    for (const card of ['Academic Plans', 'Goals Setup', 'Goals Review', 'School Setup', 'Staff']) {
      await expect(main.getByRole('link', { name: new RegExp(card) })).toBeVisible();
    }
    await expect(main.getByRole('heading', { level: 2, name: 'School Wide Configuration' })).toBeVisible();

    const menu = await openMenu(page, false);
    for (const group of ['System Configuration', 'Users', 'Master', 'Goal', 'Academic Plan']) {
      await expect(menu.getByText(group, { exact: true })).toBeVisible();
    }
    for (const entry of ['List of Values', 'Roles', 'Teachers', 'Schools', 'Policies', 'Goal Configurations']) {
      await expect(menu.getByRole('link', { name: entry })).toBeVisible();
    }
    await expectAccessible(page);

    await main.getByRole('link', { name: /School Setup/ }).click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();

    await menu.getByRole('link', { name: 'Roles' }).click();
    await expect(page).toHaveURL(/\/system-configurations\/roles$/);
    await expect(menu.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.notFoundPage })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
