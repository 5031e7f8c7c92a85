import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '@school/contract/constants';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import { expect, expectAccessible, test } from '../fixtures';
import {
  acceptSelfFeedback,
  createNamesakes,
  type FeedbackLoop,
  saveSelfRatings,
  setUpFeedbackLoop,
} from '../goals-feedback-setup';
import { pageOf, signInAs } from '../goals-review-setup';

/**
 * Self and peer feedback, the feedback panel: the teacher rates and saves (the ratings survive a reload), submits with
 * a comment; the reviewer sends it back, the teacher reassesses and submits again; the reviewer accepts and asks a
 * peer; the peer finds the request under Peer Feedback, rates and submits; the reviewer accepts it; the teacher sees
 * the anonymity notice. At 360 px too, with an axe scan of each screen.
 */

const settingPath = (loop: FeedbackLoop) => `/goals/set/${loop.settingId}`;
const reviewPath = (loop: FeedbackLoop) => `/goals/set/review/${loop.reviewId}`;
/** A page's first content after a navigation or reload: it loads slowly on a busy machine. */
const LOADED = { timeout: 20_000 };
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A feedback's accordion region ('Term 1 Self feedback by …'), expanded. */
async function feedbackRegion(page: Page, period: string, type: 'Self' | 'Peer'): Promise<Locator> {
  const name = new RegExp(`^${literal(period)} ${type} feedback`);
  const summary = page.getByRole('button', { name });
  // The page and its feedback load after a navigation or reload (slow on a busy machine).
  await expect(summary).toBeVisible(LOADED);
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  const region = page.getByRole('region', { name });
  await expect(region).toBeVisible();
  return region;
}

const rating = (region: Locator, goal: number) => region.getByRole('combobox', { name: `Rating for Goal ${goal}` });

/** Submit, then the 'Feedback Comments' dialog: a comment is required. */
async function submitWithComment(page: Page, region: Locator, comment: string, toast: string) {
  await region.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback Comments' });
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog.getByText(GOAL_YEAR_MESSAGES.commentRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(toast)).toBeVisible(LOADED);
}

/** A reviewer's Accept or Send Back with its comment. */
async function decide(page: Page, region: Locator, action: 'Accept' | 'Send Back', comment: string, toast: string) {
  await region.getByRole('button', { name: new RegExp(`^${action} `) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action} `) });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(toast)).toBeVisible(LOADED);
}

test.describe('goal feedback', () => {
  let loop: FeedbackLoop;

  test.beforeEach(async ({ request }) => {
    loop = await setUpFeedbackLoop(request);
  });

  test('self feedback sent back and accepted, a peer asked, rating and submitting, accepted; the anonymity notice', async ({
    page: reviewer,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const period = loop.frequencyLabel;
    const teacher = await pageOf(browser, baseURL ?? '', loop.setter);

    // The teacher's self feedback: only 1 to 4 can be chosen; Save keeps the ratings through a reload.
    await teacher.goto(settingPath(loop));
    await expect(teacher.getByRole('heading', { level: 2, name: 'Self Feedback' })).toBeVisible(LOADED);
    let self = await feedbackRegion(teacher, period, 'Self');
    await expect(self.getByText('Self Feedback Pending').first()).toBeVisible();
    await expect(self.getByText(/Self feedback .* is open until/)).toBeVisible();
    await expect(self.getByRole('button', { name: GOAL_YEAR_MESSAGES.noComments })).toBeDisabled();
    const choices = await rating(self, 1).locator('option').allTextContents();
    expect(choices).toEqual(['Not rated', '1', '2', '3', '4']);
    await expectAccessible(teacher);
    await rating(self, 1).selectOption('3');
    await rating(self, 2).selectOption('2');
    await self.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(teacher.getByText(GOAL_YEAR_MESSAGES.selfUpdated)).toBeVisible();
    await teacher.reload();
    self = await feedbackRegion(teacher, period, 'Self');
    await expect(rating(self, 1)).toHaveValue('3');
    await expect(rating(self, 2)).toHaveValue('2');

    // A rating changed and not saved survives a reload too (kept in this browser); Submit sends it.
    await rating(self, 2).selectOption('1');
    await teacher.reload();
    self = await feedbackRegion(teacher, period, 'Self');
    await expect(rating(self, 2)).toHaveValue('1');
    await expect(self.getByText(/Ratings not saved yet/)).toBeVisible();
    await rating(self, 2).selectOption('2');
    await submitWithComment(teacher, self, 'Six sessions held, notes shared.', GOAL_YEAR_MESSAGES.selfSubmitted);
    await expect(self.getByText('Self Feedback Submitted').first()).toBeVisible();
    await expect(rating(self, 1)).toHaveCount(0);
    await expect(self.getByText(GOAL_YEAR_MESSAGES.feedbackLocked)).toBeVisible();

    // The reviewer sends it back with a comment.
    await signInAs(reviewer, loop.reviewer);
    await reviewer.goto(reviewPath(loop));
    await expect(reviewer.getByRole('heading', { level: 2, name: 'Self Feedback' })).toBeVisible(LOADED);
    let reviewed = await feedbackRegion(reviewer, period, 'Self');
    await expect(reviewed.getByText('Rating: 3 of 4')).toBeVisible();
    await expect(reviewed.getByText(GOAL_YEAR_MESSAGES.peersNotOpen)).toBeVisible();
    await expectAccessible(reviewer);
    const sendBack = 'Goal 2: say which unit tests you counted.';
    await decide(reviewer, reviewed, 'Send Back', sendBack, GOAL_YEAR_MESSAGES.selfSentBack);

    // The teacher reads why, changes a rating and submits again.
    await teacher.reload();
    self = await feedbackRegion(teacher, period, 'Self');
    await expect(self.getByText('Reassess Self Feedback').first()).toBeVisible();
    await self.getByRole('button', { name: GOAL_YEAR_MESSAGES.viewComments(2) }).click();
    const comments = teacher.getByRole('dialog', { name: 'Comments' });
    await expect(comments.getByRole('list', { name: 'Comments' }).getByText(sendBack)).toBeVisible();
    await expect(comments.getByText(loop.reviewer.fullName)).toBeVisible();
    await expectAccessible(teacher);
    await comments.getByRole('button', { name: 'Close' }).click();
    await rating(self, 2).selectOption('3');
    await submitWithComment(teacher, self, 'Term tests 1 and 2 of class VI.', GOAL_YEAR_MESSAGES.selfSubmitted);

    // The reviewer accepts and asks the peer.
    await reviewer.reload();
    reviewed = await feedbackRegion(reviewer, period, 'Self');
    await expect(reviewed.getByText('Rating: 3 of 4')).toHaveCount(2);
    await decide(reviewer, reviewed, 'Accept', 'Accepted: thank you.', GOAL_YEAR_MESSAGES.selfAccepted);
    await reviewed.getByRole('button', { name: 'Ask peers' }).click();
    const ask = reviewer.getByRole('dialog', { name: `Ask peers (${period})` });
    await expect(ask.getByRole('checkbox', { name: new RegExp(literal(loop.peer.fullName)) })).toBeVisible();
    await expect(ask.getByRole('checkbox', { name: new RegExp(literal(loop.setter.fullName)) })).toHaveCount(0);
    await expectAccessible(reviewer);
    await ask.getByRole('checkbox', { name: new RegExp(literal(loop.peer.fullName)) }).check();
    await ask.getByRole('button', { name: 'Ask 1 peer' }).click();
    await expect(ask).toBeHidden();
    await expect(reviewer.getByText(GOAL_YEAR_MESSAGES.peerRequested)).toBeVisible();
    const peers = reviewed.getByRole('list', { name: `Peers of ${period}` });
    await expect(peers.getByText(loop.peer.fullName)).toBeVisible();
    await expect(peers.getByText('Peer Feedback Pending')).toBeVisible();

    // The peer opens Peer Feedback from the menu, rates and submits.
    const peer = await pageOf(browser, baseURL ?? '', loop.peer);
    await peer.goto('/dashboard');
    await peer.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Peer Feedback' }).click();
    await expect(peer.getByRole('heading', { level: 1, name: 'Peer Feedback' })).toBeVisible(LOADED);
    await expect(peer.getByText(loop.setterRole.name)).toBeVisible();
    await expectAccessible(peer);
    await peer.getByRole('link', { name: loop.setter.fullName }).click();
    await expect(peer).toHaveURL(/\/goals\/feedback\/peer\/\d+$/);
    await expect(peer.getByRole('heading', { level: 2, name: loop.setter.fullName })).toBeVisible(LOADED);
    const own = await feedbackRegion(peer, period, 'Peer');
    await expect(own.getByText(/Peer feedback .* is open until/)).toBeVisible();
    await expectAccessible(peer);
    await rating(own, 1).selectOption('4');
    await own.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(peer.getByText(GOAL_YEAR_MESSAGES.peerUpdated)).toBeVisible();
    await rating(own, 2).selectOption('3');
    await submitWithComment(peer, own, 'Her observation notes helped our team.', GOAL_YEAR_MESSAGES.peerSubmitted);
    await expect(own.getByText('Peer Feedback Submitted').first()).toBeVisible();

    // The reviewer reads the peer's ratings and accepts them.
    await reviewer.reload();
    const peerFeedback = await feedbackRegion(reviewer, period, 'Peer');
    await expect(peerFeedback.getByText('Rating: 4 of 4')).toBeVisible();
    await decide(reviewer, peerFeedback, 'Accept', 'Thank you for the detail.', GOAL_YEAR_MESSAGES.peerAccepted);
    await expect(peerFeedback.getByText('Completed').first()).toBeVisible();

    // The teacher sees no peer's rating or name: one peer is fewer than the anonymity needs.
    await teacher.reload();
    await expect(teacher.getByRole('heading', { level: 2, name: 'Peer Feedback' })).toBeVisible(LOADED);
    const anonymous = await feedbackRegion(teacher, period, 'Peer');
    await expect(anonymous.getByText(GOAL_YEAR_MESSAGES.peersAnonymous(1))).toBeVisible();
    await expect(teacher.getByText(loop.peer.fullName)).toHaveCount(0);
    await expectAccessible(teacher);
    await teacher.context().close();
    await peer.context().close();
  });

  test('two colleagues of the same name are told apart in the peer picker by their email', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [first, second] = await createNamesakes(request, loop);
    if (!first || !second) throw new Error('two namesakes expected');
    await acceptSelfFeedback(request, loop);
    await signInAs(page, loop.reviewer);
    await page.goto(reviewPath(loop));
    const reviewed = await feedbackRegion(page, loop.frequencyLabel, 'Self');
    await reviewed.getByRole('button', { name: 'Ask peers' }).click();
    const ask = page.getByRole('dialog', { name: `Ask peers (${loop.frequencyLabel})` });
    // Same name, same designation: the email tells them apart.
    await expect(ask.getByRole('checkbox', { name: `${first.fullName} (${first.email})`, exact: true })).toBeVisible();
    await expect(
      ask.getByRole('checkbox', { name: `${second.fullName} (${second.email})`, exact: true }),
    ).toBeVisible();
    // A name nobody else has keeps its designation.
    await expect(ask.getByRole('checkbox', { name: `${loop.peer.fullName} (Teacher)`, exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('a save refused because the feedback changed meanwhile: the reason shown, the typed ratings kept', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, loop.setter);
    await page.goto(settingPath(loop));
    const self = await feedbackRegion(page, loop.frequencyLabel, 'Self');
    await rating(self, 1).selectOption('2');
    await rating(self, 2).selectOption('3');
    // Meanwhile the same feedback is saved elsewhere (another tab): this page's version is stale.
    await saveSelfRatings(request, loop, 1);
    // The feedback read again after the refusal is held back: until it arrives, Save would send the stale version.
    let releaseReload = () => {};
    const reloadHeld = new Promise<void>((resolve) => {
      releaseReload = resolve;
    });
    await page.route(/\/api\/goal-feedback\/\d+\/self$/, async (route) => {
      await reloadHeld;
      await route.continue();
    });
    const save = self.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expect(self.getByRole('alert').filter({ hasText: MESSAGES.staleVersion })).toBeVisible(LOADED);
    await expect(rating(self, 1)).toHaveValue('2');
    await expect(rating(self, 2)).toHaveValue('3');
    await expect(self.getByText(/Ratings not saved yet/)).toBeVisible();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    releaseReload();
    await expect(save).not.toHaveAttribute('aria-disabled', 'true', LOADED);
    await save.click();
    await expect(page.getByText(GOAL_YEAR_MESSAGES.selfUpdated)).toBeVisible(LOADED);
    await page.reload();
    const reloaded = await feedbackRegion(page, loop.frequencyLabel, 'Self');
    await expect(rating(reloaded, 1)).toHaveValue('2');
    await expect(rating(reloaded, 2)).toHaveValue('3');
    await expect(reloaded.getByText(/Ratings not saved yet/)).toHaveCount(0);
  });

  test("the teacher's self feedback on a phone: nothing wider than the screen, a full-screen dialog @mobile", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, loop.setter);
    const screenWidth = page.viewportSize()?.width ?? 0;
    const noSideways = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
    await page.goto(settingPath(loop));
    const self = await feedbackRegion(page, loop.frequencyLabel, 'Self');
    await noSideways();
    await expectAccessible(page);
    await rating(self, 1).selectOption('2');
    await rating(self, 2).selectOption('4');
    await self.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(GOAL_YEAR_MESSAGES.selfUpdated)).toBeVisible();
    await self.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback Comments' });
    if (isMobile) expect((await dialog.boundingBox())?.width).toBe(screenWidth);
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Done on a phone.');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText(GOAL_YEAR_MESSAGES.selfSubmitted)).toBeVisible(LOADED);
    await noSideways();

    // No colleague asked the teacher for peer feedback: the list says so.
    await page.goto('/goals/feedback/peer');
    await expect(page.getByText(GOAL_YEAR_MESSAGES.noPeerRequests)).toBeVisible(LOADED);
    await noSideways();
    await expectAccessible(page);
  });
});
