import { MESSAGES, SEARCH_COUNT_LIMIT } from '@school/contract/constants';
import { COMMON_PASSWORD_RULE } from '@school/contract/schemas/password-policy';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, expectAccessible, signInThroughUi, test } from '../fixtures';
import { adminApi } from '../master-data-api';

// Small-screen and list comfort (docs/decisions/web-ux.md).
test.describe.configure({ timeout: 90_000 });

async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? '');

/** Longer than the wait before a card opens (a double click's window), so an opening would have happened. */
const AFTER_OPENING_WOULD_HAPPEN = 700;

test.describe('lists of an administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('the text on a card can be selected without opening it; a plain click opens it', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    const listUrl = `/schools?q=${school.schoolCode}`;
    await visit(page, listUrl, 'Schools');
    const card = page.getByRole('listitem').filter({ hasText: school.schoolCode });
    const code = card.getByText(school.schoolCode, { exact: true });
    await expect(code).toBeVisible();

    // A triple click selects the line.
    await code.click({ clickCount: 3 });
    await page.waitForTimeout(AFTER_OPENING_WOULD_HAPPEN);
    expect(await selectedText(page)).toContain(school.schoolCode);
    await expect(page).toHaveURL(listUrl);

    // A double click selects a word.
    await code.dblclick();
    await page.waitForTimeout(AFTER_OPENING_WOULD_HAPPEN);
    expect(await selectedText(page)).not.toBe('');
    await expect(page).toHaveURL(listUrl);

    // A drag across the title selects it, link though it is.
    const title = card.getByRole('link', { name: school.schoolCampus });
    const box = await title.boundingBox();
    if (!box) throw new Error('the card title has no box');
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(AFTER_OPENING_WOULD_HAPPEN);
    const dragged = await selectedText(page);
    expect(dragged).not.toBe('');
    expect(school.schoolCampus).toContain(dragged);
    await expect(page).toHaveURL(listUrl);

    // A plain click, with nothing selected, opens the school.
    await page.mouse.click(1, 1);
    await code.click();
    await expect(page).toHaveURL(new RegExp(`/schools/${school.id}$`));

    // From the keyboard, the card's link opens it at once.
    await page.goBack();
    await card.getByRole('link', { name: school.schoolCampus }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/schools/${school.id}$`));
  });

  test('Enter searches at once; the 1 s wait is only for typing', async ({ page, request }) => {
    const api = await adminApi(request);
    const school = await api.createSchool();
    await page.clock.install();
    await visit(page, '/schools', 'Schools');
    const search = page.getByRole('searchbox', { name: 'Search schools' });
    await expect(page.getByRole('region', { name: 'Schools list' }).getByRole('heading').first()).toBeVisible();
    // The page's clock stands still: the debounce's timer cannot fire, only Enter can search.
    await page.clock.pauseAt(Date.now() + 60_000);
    await search.fill(school.schoolCode);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(school.schoolCode);
    await page.clock.resume();
    const list = page.getByRole('region', { name: 'Schools list' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText([school.schoolCampus]);
  });

  test('a search matching more staff than the server counts says so under the pages @mobile', async ({ page }) => {
    // The demo network is far below SEARCH_COUNT_LIMIT: the server's answer (proven by the API tests) is stood in
    // for by the real answer with the count stopped at the limit.
    await page.route(/\/api\/users\?/, async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      await route.fulfill({
        response,
        json: { ...answer, totalElements: SEARCH_COUNT_LIMIT, totalPages: 100, totalElementsIsLowerBound: true },
      });
    });
    await visit(page, '/users?q=a', 'Staff');
    const more = page.getByText(MESSAGES.moreMatchesThanCounted(SEARCH_COUNT_LIMIT));
    await expect(more).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 100' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('signed out', () => {
  test('a failed sign-in says so once, beside the form, not in a toast too @mobile', async ({ page }) => {
    await page.goto('/login');
    await signInThroughUi(page, ACCOUNTS.coordinator.email, 'Not-the-password-1!');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.badCredentials);
    // Time for a toast to arrive, had there been one.
    await page.waitForTimeout(800);
    await expect(page.getByText(MESSAGES.badCredentials)).toHaveCount(1);
    await expectAccessible(page);
  });

  test('at 360 px a toast sits below the header @mobile', async ({ page }) => {
    await page.goto('/login');
    await signInThroughUi(page, ACCOUNTS.mentor.email, ACCOUNTS.mentor.password);
    const toast = page.getByText(MESSAGES.loggedIn);
    await expect(toast).toBeVisible({ timeout: 20_000 });
    const header = await page.getByRole('banner').boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  });

  test('the password rules tick as the user types', async ({ page }) => {
    await page.goto('/signup');
    const rules = page.getByRole('list', { name: 'Password rules' });
    const rule = (text: string) => rules.getByRole('listitem').filter({ hasText: text });
    await expect(rules.getByRole('listitem')).toHaveCount(7);
    for (const item of await rules.getByRole('listitem').all()) await expect(item).toContainText('(not met)');

    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('a');
    await expect(rule('lower-case')).toContainText('(met)');
    await expect(rule('upper-case')).toContainText('(not met)');
    await expect(rule('digit')).toContainText('(not met)');

    await password.fill('aB1#efgh');
    for (const item of await rules.getByRole('listitem').all()) await expect(item).toContainText('(met)');
    await expect(rules.getByRole('listitem').filter({ hasText: '(not met)' })).toHaveCount(0);

    await password.fill('aB1# efgh');
    await expect(rule('No spaces')).toContainText('(not met)');
    await expectAccessible(page);
  });

  test("'too common' is one of the rules, checked by the server as the user types", async ({ page }) => {
    await page.goto('/signup');
    const rules = page.getByRole('list', { name: 'Password rules' });
    const common = rules.getByRole('listitem').filter({ hasText: COMMON_PASSWORD_RULE });
    await expect(common).toContainText('(not met)');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });

    // Every rule of the policy is met, but the server's list knows it (a common word dressed up).
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/password-check'));
    await password.fill('Welcome@2026');
    expect((await (await checked).json()).common).toBe(true);
    await expect(rules.getByRole('listitem').filter({ hasText: '(not met)' })).toHaveText([
      `${COMMON_PASSWORD_RULE} (not met)`,
    ]);

    await password.fill('Qz7#vLm2pX');
    await expect(common).toContainText('(met)');
    await expect(rules.getByRole('listitem').filter({ hasText: '(not met)' })).toHaveCount(0);

    // Another value unticks the rule until it is checked in turn.
    await password.fill('P@ssw0rd1!');
    await expect(common).toContainText('(not met)');
    await expectAccessible(page);
  });
});
