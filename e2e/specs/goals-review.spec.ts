import type { Page } from '@playwright/test';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import { expect, expectAccessible, test } from '../fixtures';
import {
  type GoalLoop,
  LOOP_PERIOD_LABEL,
  callStatus,
  pageOf,
  signInAs,
  reviewsOf,
  sentForReview,
  setUpGoalLoop,
  setterApi,
} from '../goals-review-setup';

/**
 * The review loop: a setter's goals sent for review, sent back with a comment, changed and sent again, approved and
 * then locked; the Goal setting review list and the reviewer's view with their dialogs, at 360 px too; a decision made
 * meanwhile by another reviewer.
 */

const REVIEW_LIST = '/goals/set/review';

const FIRST_GOAL = 'Observe 6 lessons of colleagues and share one written feedback note after each';
const SECOND_GOAL = 'Raise the class average in unit tests by 10%';
const SECOND_GOAL_CHANGED = 'Raise the class average in the Term 2 unit tests of class VI by 10%';

/** The API of a page's own context (the teacher's). */
const apiOf = (page: Page) => page.request;

/** The teacher's Goal Set list: Add, period and role, Save; opens the new setting and answers its id. */
async function createGoalSet(teacher: Page, roleName: string): Promise<number> {
  await teacher.goto('/goals/set');
  await expect(teacher.getByRole('heading', { level: 1, name: 'Set Goals' })).toBeVisible();
  await teacher.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Add/Edit Goal Set Form' });
  await dialog.getByRole('combobox', { name: 'Annual Period' }).click();
  await teacher.getByRole('option', { name: LOOP_PERIOD_LABEL, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await teacher.getByRole('option', { name: roleName, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await teacher.getByRole('link', { name: LOOP_PERIOD_LABEL, exact: true }).click();
  await expect(teacher).toHaveURL(/\/goals\/set\/\d+$/);
  return Number(new URL(teacher.url()).pathname.split('/').pop());
}

/** Add from library: the nth Learning Goal, its blanks filled with the teacher's own words, and its weight. */
async function addLibraryGoal(teacher: Page, index: number, details: string, weightage: number) {
  await teacher.getByRole('button', { name: 'Add from library' }).click();
  const library = teacher.getByRole('dialog', { name: 'Choose goal' });
  await library.getByRole('region', { name: 'Learning Goals' }).getByRole('button').nth(index).click();
  await expect(library).toBeHidden();
  const goal = teacher.getByRole('region', { name: /^Goal \d+/ }).last();
  await goal.getByRole('textbox', { name: 'Goal Details' }).fill(details);
  await goal.getByRole('textbox', { name: 'Weightage' }).fill(String(weightage));
  await goal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(goal.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
}

/** Submit For Review and its confirmation. */
async function submitForReview(teacher: Page) {
  await teacher.getByRole('button', { name: 'Submit For Review' }).click();
  await teacher.getByRole('dialog', { name: 'Submit For Review' }).getByRole('button', { name: 'Submit' }).click();
  await expect(teacher.getByText(GOAL_MESSAGES.sentForReview)).toBeVisible();
}

/** The reviewer's list: waits for the cards or 'No Data available'. */
async function openReviewList(page: Page) {
  await page.goto(REVIEW_LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Goal Setting' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Review Goal Setting list' });
  await expect(
    region.getByRole('heading', { level: 3 }).first().or(region.getByText('No Data available')),
  ).toBeVisible();
  return region;
}

/** Opens the review of this setter from the list. */
async function openReviewOf(page: Page, setterName: string) {
  const region = await openReviewList(page);
  await region.getByRole('link', { name: setterName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goal Review' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: setterName })).toBeVisible();
}

/** The summary card of the reviewer's view. */
const summaryOf = (page: Page, setterName: string) => page.getByRole('region', { name: setterName });

/** Send For Reassessment or Approve, with a comment, through its dialog. */
async function decide(page: Page, action: 'Send For Reassessment' | 'Approve', comment: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('goal review', () => {
  let loop: GoalLoop;

  test.beforeEach(async ({ request }) => {
    loop = await setUpGoalLoop(request);
  });

  test('the whole loop: sent back with a comment, changed and sent again, approved, then locked', async ({
    page: reviewer,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const { setter } = loop;
    const teacher = await pageOf(browser, baseURL ?? '', setter);

    // The teacher sets two goals from the library, weighs them to 100 and sends them for review.
    const settingId = await createGoalSet(teacher, loop.setterRole.name);
    await addLibraryGoal(teacher, 0, FIRST_GOAL, 60);
    await expect(teacher.getByRole('status').getByText(GOAL_MESSAGES.weightsLine(60))).toBeVisible();
    await addLibraryGoal(teacher, 1, SECOND_GOAL, 40);
    await expect(teacher.getByRole('status').getByText(GOAL_MESSAGES.weightsLine(100))).toBeVisible();
    await submitForReview(teacher);

    // The reviewer's list: the setter's card with role, period, state, goals and weights.
    await signInAs(reviewer, loop.reviewer);
    const region = await openReviewList(reviewer);
    const card = region.getByRole('listitem').filter({ has: reviewer.getByRole('heading', { name: setter.fullName }) });
    await expect(card.getByText(loop.setterRole.name)).toBeVisible();
    await expect(card.getByText(LOOP_PERIOD_LABEL)).toBeVisible();
    await expect(card.getByText('Review Pending')).toBeVisible();
    await expect(card.getByText('100 of 100')).toBeVisible();
    await expectAccessible(reviewer);

    // The State filter narrows the list (and lives in the URL).
    await reviewer.getByRole('combobox', { name: 'State' }).click();
    await reviewer.getByRole('option', { name: 'Approved', exact: true }).click();
    await expect(reviewer).toHaveURL(/reviewState=APPROVED/);
    await expect(region.getByText('No Data available')).toBeVisible();
    await reviewer.getByRole('button', { name: 'Clear all' }).click();

    // The reviewer's view: the goals read-only, Goal Feedback closed until approved.
    await openReviewOf(reviewer, setter.fullName);
    const summary = summaryOf(reviewer, setter.fullName);
    await expect(summary.getByText('Review Pending', { exact: true })).toBeVisible();
    await expect(summary.getByText(/Goal review for A\.Y\. 2026-2027 is open until/)).toBeVisible();
    await reviewer.getByRole('button', { name: /^Goal 1 .*Weightage 60/ }).click();
    await expect(reviewer.getByRole('tab', { name: 'Goal Review' })).toHaveAttribute('aria-selected', 'true');
    await expect(reviewer.getByRole('tab', { name: 'Goal Feedback' })).toBeDisabled();
    await expect(reviewer.getByText(GOAL_MESSAGES.reviewFeedbackClosed)).toBeVisible();
    await expect(reviewer.getByRole('definition').filter({ hasText: FIRST_GOAL })).toBeVisible();
    await expect(reviewer.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(reviewer);

    // Send For Reassessment: a comment is required.
    await reviewer.getByRole('button', { name: 'Send For Reassessment', exact: true }).click();
    const sendBack = reviewer.getByRole('dialog', { name: 'Send For Reassessment' });
    await expectAccessible(reviewer);
    await sendBack.getByRole('button', { name: 'Send For Reassessment', exact: true }).click();
    await expect(sendBack.getByText(GOAL_MESSAGES.commentRequired)).toBeVisible();
    const sendBackComment = 'Make the second goal measurable: name the unit tests.';
    await sendBack.getByRole('textbox', { name: 'Comment' }).fill(sendBackComment);
    await sendBack.getByRole('button', { name: 'Send For Reassessment', exact: true }).click();
    await expect(sendBack).toBeHidden();
    await expect(reviewer.getByText(GOAL_MESSAGES.reviewSentBack)).toBeVisible();
    await expect(summary.getByText('Sent For Reassessment', { exact: true })).toBeVisible();
    await expect(reviewer.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
    await expect(summary.getByText(GOAL_MESSAGES.awaitingResubmission)).toBeVisible();

    // Review Comments: the timeline with author, text and age.
    await reviewer.getByRole('button', { name: /Review Comments \(1\)/ }).click();
    const comments = reviewer.getByRole('dialog', { name: 'Review Comments' });
    const timeline = comments.getByRole('list', { name: 'Comments' });
    await expect(timeline.getByRole('listitem')).toHaveCount(1);
    await expect(timeline.getByText(sendBackComment)).toBeVisible();
    await expect(timeline.getByText(loop.reviewer.fullName)).toBeVisible();
    await expect(timeline.locator('time')).toHaveText(/^\d+(s|m)$/);
    await expectAccessible(reviewer);
    await comments.getByRole('button', { name: 'Close' }).click();
    await expect(comments).toBeHidden();

    // The teacher sees the comment on their goal screen, changes the second goal and sends the goals again.
    await teacher.reload();
    await teacher.getByRole('button', { name: 'Comments (1)' }).click();
    const teacherComments = teacher.getByRole('dialog', { name: 'Comments' });
    await expect(teacherComments.getByText(sendBackComment)).toBeVisible();
    await teacherComments.getByRole('button', { name: 'Close' }).click();
    const second = teacher.getByRole('region', { name: /^Goal 2/ });
    if (!(await second.isVisible())) await teacher.getByRole('button', { name: /^Goal 2/ }).click();
    await second.getByRole('textbox', { name: 'Goal Details' }).fill(SECOND_GOAL_CHANGED);
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
    await submitForReview(teacher);

    // The reviewer sees it pending again, with the change, and approves it.
    await reviewer.reload();
    await expect(summary.getByText('Review Pending', { exact: true })).toBeVisible();
    await reviewer.getByRole('button', { name: /^Goal 2 .*Weightage 40/ }).click();
    await expect(reviewer.getByRole('definition').filter({ hasText: SECOND_GOAL_CHANGED })).toBeVisible();
    await decide(reviewer, 'Approve', 'Clear and measurable: approved.');
    await expect(reviewer.getByText(GOAL_MESSAGES.reviewApproved)).toBeVisible();
    await expect(summary.getByText('Approved', { exact: true })).toBeVisible();
    await expect(reviewer.getByRole('button', { name: 'Send For Reassessment', exact: true })).toBeDisabled();
    await expect(summary.getByText(GOAL_MESSAGES.reviewApprovedAlready)).toBeVisible();
    await expect(reviewer.getByRole('tab', { name: 'Goal Feedback' })).toBeEnabled();
    await expect(reviewer.getByRole('heading', { level: 2, name: 'Goal Learnings' })).toBeVisible();
    await expect(reviewer.getByRole('button', { name: /Review Comments \(2\)/ })).toBeVisible();

    // The teacher's goals are locked: no add, no edit, and the server refuses a change too.
    await teacher.reload();
    await expect(teacher.getByText(GOAL_MESSAGES.goalsLocked)).toBeVisible();
    await expect(teacher.getByRole('button', { name: 'Add from library' })).toBeDisabled();
    await expect(teacher.getByRole('button', { name: 'Add blank goal' })).toBeDisabled();
    if (!(await second.isVisible())) await teacher.getByRole('button', { name: /^Goal 2/ }).click();
    await expect(second.getByRole('textbox', { name: 'Goal Details' })).toBeDisabled();
    await expect(second.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const approved = await setterApi(apiOf(teacher), setter).getSetting(settingId);
    expect(approved.goalSettingState).toBe('REVIEWED');
    expect(approved.abilities.editGoals.allowed).toBe(false);
    const [goal] = approved.goals;
    if (!goal) throw new Error('the approved setting has no goals');
    const refused = await callStatus(apiOf(teacher), setter.token, 'put', `/goal/${goal.id}`, {
      goalDetails: 'A late change',
      weightage: goal.weightage,
      version: goal.version,
    });
    expect([403, 409]).toContain(refused.status);
    await teacher.context().close();
  });

  test('adds a review comment from the Review Comments dialog', async ({ page: reviewer, request }) => {
    await sentForReview(request, loop);
    await signInAs(reviewer, loop.reviewer);
    await openReviewOf(reviewer, loop.setter.fullName);
    await reviewer.getByRole('button', { name: /Review Comments \(0\)/ }).click();
    const dialog = reviewer.getByRole('dialog', { name: 'Review Comments' });
    await expect(dialog.getByText(GOAL_MESSAGES.noComments)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add comment' }).click();
    await expect(dialog.getByText(GOAL_MESSAGES.commentRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Add comment' }).fill('Looking at these this week.');
    await dialog.getByRole('button', { name: 'Add comment' }).click();
    await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('Looking at these this week.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Add comment' })).toHaveValue('');
  });

  test('a review decided meanwhile by another reviewer: the server says so and the view shows the new state', async ({
    page: reviewer,
    request,
  }) => {
    await sentForReview(request, loop);
    await signInAs(reviewer, loop.reviewer);
    await openReviewOf(reviewer, loop.setter.fullName);
    const [review] = await reviewsOf(request, loop.otherReviewer);
    if (!review) throw new Error('the other reviewer does not see the review');
    const first = await callStatus(request, loop.otherReviewer.token, 'patch', `/goal-setting-review/${review.id}`, {
      reviewState: 'APPROVED',
      comment: 'Approved by the other reviewer.',
    });
    expect(first.status).toBe(200);

    await reviewer.getByRole('button', { name: 'Send For Reassessment', exact: true }).click();
    const dialog = reviewer.getByRole('dialog', { name: 'Send For Reassessment' });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Please revisit the weights.');
    await dialog.getByRole('button', { name: 'Send For Reassessment', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(reviewer.getByRole('alert').filter({ hasText: GOAL_MESSAGES.reviewDecided })).toBeVisible();
    await expect(summaryOf(reviewer, loop.setter.fullName).getByText('Approved', { exact: true })).toBeVisible();
    await expect(reviewer.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  });

  test('the review list and the reviewer view on a phone: full-screen dialogs, nothing wider than the screen @mobile', async ({
    page: reviewer,
    request,
    isMobile,
  }) => {
    await sentForReview(request, loop);
    await signInAs(reviewer, loop.reviewer);
    // Measured against the screen's width: a phone's layout viewport grows with content wider than the screen.
    const screenWidth = reviewer.viewportSize()?.width ?? 0;
    const noSideways = async () =>
      expect(await reviewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
    await openReviewList(reviewer);
    await noSideways();
    await expectAccessible(reviewer);
    await openReviewOf(reviewer, loop.setter.fullName);
    await noSideways();
    await expectAccessible(reviewer);
    await reviewer.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = reviewer.getByRole('dialog', { name: 'Approve' });
    if (isMobile) expect((await dialog.boundingBox())?.width).toBe(screenWidth);
    await expectAccessible(reviewer);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await reviewer.getByRole('button', { name: /Review Comments/ }).click();
    await expect(reviewer.getByRole('dialog', { name: 'Review Comments' })).toBeVisible();
    await noSideways();
  });
});
