import { MESSAGES } from '@school/contract/constants';
import { expect, expectAccessible, test } from '../fixtures';

test.use({ serviceWorkers: 'allow' });

test('the app shell opens offline, with a notice', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  // The service worker has installed and precached the shell once it is ready and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByText(MESSAGES.offline)).toBeVisible();
    await expectAccessible(page);
  } finally {
    await context.setOffline(false);
  }
});
