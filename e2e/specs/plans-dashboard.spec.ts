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

  test('starts each plan call once, as the page is parsed, and shows its answer', async ({ page }) => {
    // The first visit stores the profile and the calls the page makes (web/src/lib/early-calls.ts); the next start
    // sends them from index.html.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: /^My outstanding plans/ })).toBeVisible();

    const calls: string[] = [];
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(unit|lesson)-plan\/(outstanding|upcoming)$/.test(pathname)) calls.push(pathname);
    });
    // The main script is held back until the four calls have been sent (or five seconds have passed): they must not
    // wait for it, as on a phone's network they would otherwise wait a second or two.
    let callsBeforeMainScript = -1;
    await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
      for (let waited = 0; calls.length < 4 && waited < 5_000; waited += 50) await page.waitForTimeout(50);
      callsBeforeMainScript = calls.length;
      await route.continue();
    });
    await page.reload();
    for (const card of CARDS) {
      await expect(page.getByRole('region', { name: new RegExp(`^${card.title}`) })).toBeVisible();
    }
    const started = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = (pattern: RegExp) => entries.find((candidate) => pattern.test(candidate.name));
      const call = entry(/\/api\/unit-plan\/outstanding/);
      // What was asked for while the first screen loaded: later work (the toaster) waits for the screen.
      const scripts = entries.filter(
        (candidate) => /\/assets\/.*\.js$/.test(candidate.name) && candidate.startTime <= (call?.responseEnd ?? 0),
      );
      return {
        call: call?.startTime,
        scripts: scripts.map((candidate) => new URL(candidate.name).pathname.replace(/-[\w-]{8}\.js$/, '')),
      };
    });
    expect(started.call).toBeDefined();
    // The session, the layout and the page come in one file besides the sign-in page's: over HTTP/1.1 each of the
    // two dozen files they used to be cost a round trip (web/bundling/first-screen-chunk.ts).
    expect(started.scripts.sort()).toEqual([
      '/assets/first-screen',
      '/assets/index',
      '/assets/rolldown-runtime',
      '/assets/shared',
    ]);
    // index.html's inline script asked for that file as the page was parsed, rather than once the main script had
    // loaded and run, and the page's policy let it run.
    await expect(page.locator('head link[rel="modulepreload"][href*="/assets/first-screen-"]')).toHaveCount(1);
    expect(refused).toEqual([]);
    expect(callsBeforeMainScript, 'the plan calls were sent before the main script had loaded').toBe(4);
    // The page's queries took the calls the start had made, rather than calling a second time.
    expect(calls.sort()).toEqual([
      '/api/lesson-plan/outstanding',
      '/api/lesson-plan/upcoming',
      '/api/unit-plan/outstanding',
      '/api/unit-plan/upcoming',
    ]);
  });
});

test.describe('calls started with the page', () => {
  test.use({ account: ACCOUNTS.coordinator });

  // What index.html's start script leaves for the HTTP client (web/src/lib/early-calls.ts), planted before the app
  // starts: an answer the client takes shows on the page, one it refuses is called again.
  for (const [planted, taken] of [
    ['this session', true],
    ['another session', false],
  ] as const) {
    test(`${taken ? 'are' : 'are not'} taken over when sent with ${planted}`, async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: /^My outstanding plans/ })).toBeVisible();
      const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
      await page.addInitScript(
        ([sessionToken]) => {
          // Without a stored list the start script sends nothing, and leaves the planted calls alone.
          window.localStorage.removeItem('earlyCalls');
          const plan = {
            id: 987654,
            name: 'Planted plan',
            status: 'ACTIVE',
            start: '2026-01-05',
            end: '2026-01-09',
            curriculumContext: { gradeName: 'IX', subjectName: 'English' },
          };
          const answer = { content: [plan], totalElements: 1, totalPages: 1, number: 0, size: 5 };
          Object.assign(window, {
            __earlyCalls: {
              at: Date.now(),
              token: sessionToken,
              responses: {
                '/api/unit-plan/outstanding?page=0&size=5': Promise.resolve(
                  new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
                ),
              },
            },
          });
        },
        [taken ? token : 'a-token-of-another-session'],
      );
      const calls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/api/unit-plan/outstanding') calls.push(pathname);
      });
      await page.reload();
      const outstanding = page.getByRole('region', { name: /^My outstanding plans/ });
      await expect(outstanding).toBeVisible();
      if (taken) {
        await expect(outstanding.getByRole('link', { name: 'Planted plan' })).toBeVisible();
        expect(calls).toEqual([]);
      } else {
        await expect(outstanding.getByRole('listitem').first()).toBeVisible();
        await expect(outstanding.getByRole('link', { name: 'Planted plan' })).toHaveCount(0);
        expect(calls).toEqual(['/api/unit-plan/outstanding']);
      }
    });
  }
});

test.describe('the sign-in page', () => {
  test('does not ask for the signed-in first screen’s code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.locator('head link[rel="modulepreload"][href*="/assets/first-screen-"]')).toHaveCount(0);
    expect(scripts.filter((script) => script.includes('/assets/first-screen-'))).toEqual([]);
  });
});
