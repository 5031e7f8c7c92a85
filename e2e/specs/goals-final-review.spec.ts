import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { MESSAGES } from '@school/contract/constants';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import type { GoalScoreResponse } from '@school/contract/schemas/goals/goal-year';
import { type Account, ACCOUNTS, apiLogin, bearer, expect, expectAccessible, test } from '../fixtures';

/**
 * The year's score, final review, sign-off and close in the browser, with the demo accounts on the demo's goal settings
 * of the previous period (A.Y. 2025-2026): teacher2's set waits for the final review (PEER_REVIEW_COMPLETED); the
 * coordinator writes it with an adjusted rating and a reason, Inspire Us-Core (the goal approver) signs it off, the
 * Administrator (the review approver) closes the year, and teacher2 sees the score and the final review. Only this test
 * changes that set. At 360 px: teacher1's completed year (read only).
 */

const PERIOD = 'AY25_26';
const PERIOD_LABEL = 'A.Y. 2025-2026';
const TEACHER2_NAME = 'Karan Shah';

/** A page of its own signed in as a demo account (a context of its own, so several people work side by side). */
async function pageAs(browser: Browser, baseURL: string, request: APIRequestContext, account: Account) {
  const token = await apiLogin(request, account.email, account.password);
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  return { page, token };
}

/** The setter's goal setting of the period (GET /goal-setting-form as the setter). */
async function settingIdOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/goal-setting-form', {
    headers: bearer(token),
    params: { annualPeriod: PERIOD },
  });
  expect(response.status()).toBe(200);
  const { content } = (await response.json()) as { content: { id: number }[] };
  const [setting] = content;
  if (!setting) throw new Error(`no goal setting of ${PERIOD}`);
  return setting.id;
}

async function scoreOf(request: APIRequestContext, token: string, settingId: number) {
  const response = await request.get(`/api/goal-setting-form/${settingId}/score`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as GoalScoreResponse;
}

/** The review list of the period, then the setter's review from it. */
async function openReviewFromList(page: Page, setterName: string) {
  await page.goto(`/goals/set/review?annualPeriod=${PERIOD}`);
  // A first visit loads the whole app: give a busy machine time.
  await expect(page.getByRole('heading', { level: 1, name: 'Review Goal Setting' })).toBeVisible({ timeout: 30_000 });
  const region = page.getByRole('region', { name: 'Review Goal Setting list' });
  await region.getByRole('link', { name: setterName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goal Review' })).toBeVisible();
  const score = page.getByRole('region', { name: "Year's score" });
  await expect(score).toBeVisible();
  return score;
}

/** Sign off or Close year, through its confirmation dialog. */
async function takeStep(page: Page, label: 'Sign off' | 'Close year', comment: string, done: string) {
  const score = page.getByRole('region', { name: "Year's score" });
  await score.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(done)).toBeVisible();
}

test.describe("the final review and the year's score", () => {
  test('written with an adjusted rating, signed off by the goal approver, closed by the review approver, seen by the teacher', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const origin = baseURL ?? '';
    const teacher = await pageAs(browser, origin, request, ACCOUNTS.teacher2);
    const settingId = await settingIdOf(request, teacher.token);
    const coordinator = await pageAs(browser, origin, request, ACCOUNTS.coordinator);
    const before = await scoreOf(request, coordinator.token, settingId);
    expect(before.goalSettingState).toBe('PEER_REVIEW_COMPLETED');
    const proposed = before.proposed ?? 0;
    expect(proposed).toBeGreaterThanOrEqual(1);
    const adjusted = proposed >= 3.5 ? 3 : 3.5;

    // The coordinator: the score goal by goal, then the final review with another rating and its reason.
    const score = await openReviewFromList(coordinator.page, TEACHER2_NAME);
    await expect(score.getByText(`Proposed score: ${proposed.toFixed(2)}`)).toBeVisible();
    await expect(score.getByRole('columnheader', { name: 'Peer average' })).toBeVisible();
    await expect(score.getByRole('button', { name: 'Sign off' })).toHaveAttribute('aria-disabled', 'true');
    await score.getByRole('button', { name: 'Write final review' }).click();
    const dialog = coordinator.page.getByRole('dialog', { name: 'Write final review' });
    await expect(dialog.getByRole('spinbutton', { name: 'Overall rating' })).toHaveValue(proposed.toFixed(2));
    await expect(dialog.getByRole('textbox', { name: 'Reason for the adjustment' })).toBeHidden();
    await dialog.getByRole('spinbutton', { name: 'Overall rating' }).fill(String(adjusted));
    await dialog
      .getByRole('textbox', { name: 'Comment' })
      .fill('A year of steady reading support; the register is now kept up to date.');
    await dialog.getByRole('button', { name: 'Save final review' }).click();
    await expect(dialog.getByText(GOAL_YEAR_MESSAGES.reasonRequired)).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Reason for the adjustment' })
      .fill('Led the reading club for the whole school, beyond the goals.');
    await expectAccessible(coordinator.page);

    // Meanwhile a draft is saved from another tab: the save answers 409, says why in the dialog, keeps what was
    // typed and reloads the score, so the next save goes through.
    const REASON = 'Led the reading club for the whole school, beyond the goals.';
    const draft = await request.put(`/api/goal-setting-review/${before.goalReviewId}/final-review`, {
      headers: bearer(coordinator.token),
      data: { comment: 'Draft from another tab', overallRating: proposed, version: before.version },
    });
    expect(draft.status()).toBe(200);
    const reloaded = coordinator.page.waitForResponse(
      (response) => response.url().endsWith(`/goal-setting-form/${settingId}/score`) && response.status() === 200,
    );
    await dialog.getByRole('button', { name: 'Save final review' }).click();
    await expect(dialog.getByRole('alert')).toContainText(MESSAGES.staleVersion);
    await expect(dialog.getByRole('textbox', { name: 'Reason for the adjustment' })).toHaveValue(REASON);
    await reloaded;
    await dialog.getByRole('button', { name: 'Save final review' }).click();
    await expect(dialog).toBeHidden();
    await expect(coordinator.page.getByText(GOAL_YEAR_MESSAGES.finalReviewSaved)).toBeVisible();
    const finalReview = score.getByRole('region', { name: 'Final review' });
    await expect(finalReview.getByText(adjusted.toFixed(2), { exact: true })).toBeVisible();
    await expect(finalReview.getByText('Led the reading club for the whole school, beyond the goals.')).toBeVisible();
    await expect(finalReview.getByText(new RegExp(`^${ACCOUNTS.coordinator.fullName}, `))).toBeVisible();
    await expectAccessible(coordinator.page);

    // The teacher does not see the final review before it is signed off.
    await teacher.page.goto(`/goals/set/${settingId}`);
    const teacherScore = teacher.page.getByRole('region', { name: "Year's score" });
    await expect(teacherScore.getByText(`Proposed score: ${proposed.toFixed(2)}`)).toBeVisible({ timeout: 30_000 });
    await expect(teacherScore.getByRole('region', { name: 'Final review' })).toBeHidden();

    // Inspire Us-Core signs it off; the coordinator may not close the year.
    const core = await pageAs(browser, origin, request, ACCOUNTS.core);
    await openReviewFromList(core.page, TEACHER2_NAME);
    await expect(
      core.page
        .getByRole('button', { name: 'Write final review' })
        .or(core.page.getByRole('button', { name: 'Edit final review' })),
    ).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible(core.page);
    await takeStep(core.page, 'Sign off', 'Agreed with the adjustment.', GOAL_YEAR_MESSAGES.signedOff);
    await expect(core.page.getByText(new RegExp(`^${ACCOUNTS.core.fullName}, `))).toBeVisible();

    // The Administrator closes the year.
    const administrator = await pageAs(browser, origin, request, ACCOUNTS.administrator);
    await openReviewFromList(administrator.page, TEACHER2_NAME);
    await expectAccessible(administrator.page);
    await takeStep(administrator.page, 'Close year', 'Closed for the year.', GOAL_YEAR_MESSAGES.closed);
    await expect(administrator.page.getByText(new RegExp(`^${ACCOUNTS.administrator.fullName}, `))).toBeVisible();
    await expect(administrator.page.getByRole('button', { name: 'Close year' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // The teacher sees the score and the final review on their goal screen.
    await teacher.page.reload();
    const finalForTeacher = teacherScore.getByRole('region', { name: 'Final review' });
    await expect(finalForTeacher.getByText('Led the reading club for the whole school, beyond the goals.')).toBeVisible(
      { timeout: 30_000 },
    );
    await expect(finalForTeacher.getByText(adjusted.toFixed(2), { exact: true })).toBeVisible();
    await expect(teacherScore.getByRole('button', { name: 'Sign off' })).toBeHidden();
    await expectAccessible(teacher.page);
    for (const opened of [teacher, coordinator, core, administrator]) await opened.page.context().close();
  });

  test('a completed year at 360 px: the score goal by goal and the final review @mobile', async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const token = await apiLogin(request, ACCOUNTS.teacher1.email, ACCOUNTS.teacher1.password);
    const settingId = await settingIdOf(request, token);
    await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
    await page.goto(`/goals/set/${settingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Goal Setting' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(PERIOD_LABEL).first()).toBeVisible({ timeout: 20_000 });
    const score = page.getByRole('region', { name: "Year's score" });
    await score.scrollIntoViewIfNeeded();
    await expect(score.getByText(/^Proposed score: \d\.\d\d/)).toBeVisible();
    // At 360 px the goals are a list, each with its weightage, averages, rating and contribution; wider, a table.
    const goals = score.getByRole(isMobile ? 'list' : 'table', { name: 'The score goal by goal' });
    await expect(goals.getByText('Goal rating').first()).toBeVisible();
    const finalReview = score.getByRole('region', { name: 'Final review' });
    await expect(finalReview.getByText(new RegExp(`^${ACCOUNTS.administrator.fullName}, `))).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
