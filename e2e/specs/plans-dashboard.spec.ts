import { type Account, ACCOUNTS, expect, expectAccessible, test } from '../fixtures';
import { planList } from '../plans-fixtures';

// The dashboard: for a teacher and a coordinator, 'My outstanding plans' and 'Upcoming plans' cards from
// GET /unit-plan/outstanding, /lesson-plan/outstanding, /unit-plan/upcoming, /lesson-plan/upcoming.
test.describe.configure({ timeout: 60_000 });

const CARDS = [
  { list: 'outstanding', title: 'My outstanding plans' },
  { list: 'upcoming', title: 'Upcoming plans' },
] as const;

for (const [role, account] of [
  ['teacher', ACCOUNTS.teacher1],
  ['coordinator', ACCOUNTS.coordinator],
] as [string, Account][]) {
  test.describe(`the dashboard of a ${role}`, () => {
    test.use({ account });

    test('shows their outstanding and upcoming plans, each linking to its plan', async ({ page, request }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 2, name: 'My plans' })).toBeVisible();
      let opened = false;
      for (const card of CARDS) {
        const units = await planList(request, account, `/api/unit-plan/${card.list}`, { size: 5 });
        const lessons = await planList(request, account, `/api/lesson-plan/${card.list}`, { size: 5 });
        const total = units.totalElements + lessons.totalElements;
        const region = page.getByRole('region', { name: new RegExp(`^${card.title}`) });
        await expect(region.getByRole('heading', { level: 3 })).toHaveText(`${card.title} (${total})`);
        // Plans of different classes or schools may share a name: each is found by its link.
        for (const plan of units.content) {
          await expect(region.locator(`a[href="/unit-plan/${plan.id}"]`)).toHaveText(plan.name);
        }
        for (const plan of lessons.content) {
          await expect(region.locator(`a[href="/lesson-plan/${plan.id}"]`)).toHaveText(plan.name);
        }
        if (total === 0) await expect(region.getByRole('listitem')).toHaveCount(0);
        if (card.list === 'outstanding') {
          expect(total, `the demo data gives the ${role} outstanding plans`).toBeGreaterThan(0);
        }
      }
      await expectAccessible(page);

      const outstanding = page.getByRole('region', { name: /^My outstanding plans/ });
      const link = outstanding.getByRole('link').first();
      if ((await link.count()) > 0) {
        const href = await link.getAttribute('href');
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        opened = true;
      }
      expect(opened, 'an outstanding plan opens from the dashboard').toBe(true);
    });
  });
}

test.describe('the dashboard on a phone', () => {
  test.use({ account: ACCOUNTS.teacher1 });

  test('stacks the plan cards at 360 px @mobile', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: /^My outstanding plans/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Upcoming plans/ })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });
});

test.describe('the dashboard of a returning user', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test('calls each plan list once as it starts, and shows its answer', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: /^My outstanding plans/ })).toBeVisible();
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(unit|lesson)-plan\/(outstanding|upcoming)$/.test(pathname)) calls.push(pathname);
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.reload();
    for (const card of CARDS) {
      await expect(page.getByRole('region', { name: new RegExp(`^${card.title}`) })).toBeVisible();
    }
    // The session, the layout and the page come in one file besides the sign-in page's (web/bundling/
    // first-screen-chunk.ts), which index.html's inline script asked for as the page was parsed, under the policy.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/assets\/.*\.js$/.test(path))
        .map((path) => path.replace(/-[\w-]{8}\.js$/, '')),
    );
    expect(scripts).toEqual(expect.arrayContaining(['/assets/first-screen', '/assets/index', '/assets/shared']));
    expect(scripts.filter((script) => /session-boundary|app-layout|dashboard-page/.test(script))).toEqual([]);
    await expect(page.locator('head link[rel="modulepreload"][href*="/assets/first-screen-"]')).toHaveCount(1);
    expect(refused).toEqual([]);
    expect(calls.sort()).toEqual([
      '/api/lesson-plan/outstanding',
      '/api/lesson-plan/upcoming',
      '/api/unit-plan/outstanding',
      '/api/unit-plan/upcoming',
    ]);
  });
});

test.describe('the sign-in page', () => {
  test('does not ask for the signed-in first screen’s code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(scripts.filter((script) => /\/assets\/(session-boundary|app-layout|dashboard-page)-/.test(script))).toEqual(
      [],
    );
  });
});
