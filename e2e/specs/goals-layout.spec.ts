import type { Locator, Page } from '@playwright/test';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import { ACCOUNTS, apiLogin, bearer, expect, test } from '../fixtures';
import { createGoalTeacher, SETTER_PERIOD, SETTER_PERIOD_LABEL } from '../goals-fixtures';

/*
 * Layout of the goal screens where a reader lost information: the year's score table cut off at 1280 px, and the
 * Goal Configuration cards breaking role names in the middle of a word, the running weights total out of sight while
 * a weight is typed on a phone.
 */

test.describe.configure({ timeout: 90_000 });

/** Words of the element's text (a hyphen ends one) that the browser split over two lines: a word with boxes on two lines. */
function wordsBrokenAcrossLines(element: Locator) {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function expectInside(inner: Locator, outer: Locator) {
  const box = await inner.boundingBox();
  const frame = await outer.boundingBox();
  if (!box || !frame) throw new Error('not laid out');
  expect(box.x).toBeGreaterThanOrEqual(frame.x - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
}

test("the year's score table shows every column at 1280 px, nothing cut off or scrolled away", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'at 360 px the score is a list (goals-final-review.spec.ts)');
  // The coordinator's review of a demo year of A.Y. 2025-2026 (the score sits in the review page's narrower column).
  const token = await apiLogin(request, ACCOUNTS.coordinator.email, ACCOUNTS.coordinator.password);
  const reviews = await request.get('/api/goal-setting-review', {
    headers: bearer(token),
    params: { annualPeriod: 'AY25_26' },
  });
  const [review] = ((await reviews.json()) as { content: { id: number }[] }).content;
  if (!review) throw new Error('no goal review of AY25_26');
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`/goals/set/review/${review.id}`);
  const score = page.getByRole('region', { name: "Year's score" });
  await score.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const container = score.getByRole('region', { name: 'The score goal by goal' });
  const table = score.getByRole('table', { name: 'The score goal by goal' });
  await expect(table).toBeVisible();
  const overflow = await container.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const column of ['Weightage', 'Self average', 'Peer average', 'Goal rating', 'Contribution']) {
    const header = table.getByRole('columnheader', { name: column });
    await expect(header).toBeVisible();
    await expectInside(header, container);
    await expectInside(header, page.locator('main'));
  }
  const proposed = table
    .getByRole('row', { name: /Proposed score/ })
    .getByRole('cell')
    .last();
  await expectInside(proposed, container);
});

async function configurationCards(page: Page) {
  await page.goto('/goals/reviewers/configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Goal Configurations' })).toBeVisible({ timeout: 30_000 });
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  return cards;
}

test.describe('Goal Configuration cards', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('break no role name in the middle of a word @mobile', async ({ page }) => {
    const cards = await configurationCards(page);
    const count = await cards.count();
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      expect(await wordsBrokenAcrossLines(card.getByRole('heading', { level: 3 }))).toEqual([]);
      const values = card.locator('dd');
      for (let value = 0; value < (await values.count()); value += 1) {
        expect(await wordsBrokenAcrossLines(values.nth(value))).toEqual([]);
      }
    }
  });
});

test('the running weights total stays in view while a weight is typed on a phone @mobile', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone at 360 px (at 1280 px the whole screen shows the head)');
  const teacher = await createGoalTeacher(request);
  const headers = bearer(teacher.token);
  const me = (await (await request.get('/api/auth/me', { headers })).json()) as {
    roles: { roleId: number; name: string }[];
  };
  const roleId = me.roles.find((role) => role.name === 'Teacher')?.roleId;
  const created = await request.post('/api/goal-setting-form', {
    headers,
    data: { role: roleId, annualPeriod: SETTER_PERIOD },
  });
  expect(created.status(), await created.text()).toBe(200);
  const setting = (await created.json()) as { id: number };
  for (const [goalDetails, weightage] of [
    ['Observe 4 lessons of colleagues and write one note after each', 50],
    ['Raise the class average in the Term 2 unit tests by 10%', 30],
    ['Attend 2 workshops on phonics in the early years', 20],
  ] as const) {
    const added = await request.post('/api/goal', {
      headers,
      data: { goalSettingFormId: setting.id, goalDetails, weightage, measurementUnit: '' },
    });
    expect(added.status(), await added.text()).toBe(200);
  }

  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), teacher.token);
  await page.goto(`/goals/set/${setting.id}`);
  await page.getByRole('button', { name: /^Goal 3\b/ }).click();
  const weight = page.getByRole('region', { name: /^Goal 3\b/ }).getByRole('textbox', { name: 'Weightage' });
  await weight.fill('25');
  await expect(weight).toBeFocused();
  // The page scrolled so the weight is at the top (as a phone's keyboard leaves little else in view): the head with
  // its total is out of sight, the running total stays under the app bar and counts the weight being typed.
  await weight.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -120));
  await expect(page.getByRole('region', { name: `${SETTER_PERIOD_LABEL} · Teacher` })).not.toBeInViewport();
  await expect(weight).toBeInViewport();
  const totals = page.getByText(GOAL_MESSAGES.weightsLine(105), { exact: true });
  // The head's copy, then the one that stays in view.
  await expect(totals).toHaveCount(2);
  await expect(totals.last()).toBeInViewport();
  const bar = await totals.last().boundingBox();
  const field = await weight.boundingBox();
  if (!bar || !field) throw new Error('not laid out');
  expect(bar.y + bar.height).toBeLessThanOrEqual(field.y);
});
