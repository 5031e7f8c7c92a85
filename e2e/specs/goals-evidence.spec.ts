import type { APIRequestContext, Page } from '@playwright/test';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import { bearer, expect, expectAccessible, test } from '../fixtures';
import { type FeedbackLoop, setUpFeedbackLoop } from '../goals-feedback-setup';
import { type Person, pageOf, signInAs } from '../goals-review-setup';

/**
 * Evidence and learnings in the browser: a teacher uploads a PDF evidence for a goal, opens it and removes it; a file
 * that is not a PDF is refused before anything is sent; learnings are saved and survive a reload (a half-typed form
 * too); the reviewer reads both, without any way to change them; the same at 360 px. Each test owns its records
 * (goals-feedback-setup: a setter's goals REVIEWED, a reviewer who reads them).
 */

/** A small valid PDF (one empty page), written by hand. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 144]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);
/** The same PDF, opening with a script: a PDF by its first bytes, refused by the server. */
const SCRIPTED_PDF = Buffer.from(
  PDF.toString().replace('/Pages 2 0 R>>', '/Pages 2 0 R /OpenAction <</S /JavaScript /JS (app.alert(1))>>>>'),
);
/** A PNG's signature and some bytes: what a renamed picture starts with. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const settingPath = (loop: FeedbackLoop) => `/goals/set/${loop.settingId}`;
const reviewPath = (loop: FeedbackLoop) => `/goals/set/review/${loop.reviewId}`;

/** The first goal's panel, expanded, on its Goal Feedback tab. */
async function openFirstGoalFeedback(page: Page) {
  await expect(page.getByRole('button', { name: /^Goal 1 / })).toBeVisible({ timeout: 30_000 });
  const goal = page.getByRole('region', { name: /^Goal 1/ });
  if (!(await goal.isVisible())) await page.getByRole('button', { name: /^Goal 1 / }).click();
  await goal.getByRole('tab', { name: 'Goal Feedback' }).click();
  return goal;
}

/** An evidence uploaded through the API (where the test is about someone else's view). */
async function uploadThroughApi(request: APIRequestContext, setter: Person, goalId: number, fileName: string) {
  const response = await request.post('/api/goal/evidence', {
    headers: bearer(setter.token),
    multipart: {
      evidenceMetadata: JSON.stringify({ comment: 'Observation notes', goalId }),
      file: { name: fileName, mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function firstGoalId(request: APIRequestContext, loop: FeedbackLoop) {
  const response = await request.get(`/api/goal-setting-form/${loop.settingId}`, {
    headers: bearer(loop.setter.token),
  });
  const setting = (await response.json()) as { goals: { id: number }[] };
  const id = setting.goals[0]?.id;
  if (!id) throw new Error('the reviewed setting has no goal');
  return id;
}

test.describe('goal evidence and learnings', () => {
  let loop: FeedbackLoop;

  test.beforeEach(async ({ request }) => {
    loop = await setUpFeedbackLoop(request);
  });

  test('a teacher refuses a renamed picture before sending, uploads a PDF, opens it and removes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, loop.setter);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/goal/evidence')) uploads.push(request.url());
    });
    await page.goto(settingPath(loop));
    const goal = await openFirstGoalFeedback(page);
    await expect(goal.getByText(GOAL_YEAR_MESSAGES.evidenceEmpty)).toBeVisible();
    await expectAccessible(page);

    await goal.getByRole('button', { name: 'Upload Evidences' }).click();
    const dialog = page.getByRole('dialog', { name: /^Upload Evidences/ });
    const fileInput = dialog.locator('input[type="file"]');
    await expect(fileInput).toHaveAttribute('accept', '.pdf,application/pdf');
    await fileInput.setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: PNG });
    await expect(dialog.getByRole('alert')).toHaveText(GOAL_YEAR_MESSAGES.evidenceInvalidType);
    await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
    expect(uploads).toEqual([]);
    await expectAccessible(page);

    // A PDF that runs a script when opened passes the screen's check; the server refuses it, the dialog says why.
    await fileInput.setInputFiles({ name: 'scripted.pdf', mimeType: 'application/pdf', buffer: SCRIPTED_PDF });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(GOAL_YEAR_MESSAGES.evidenceInvalidType);
    expect(uploads).toHaveLength(1);

    await fileInput.setInputFiles({ name: 'observation.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByRole('alert')).toBeHidden();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Notes of the first observation');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(GOAL_YEAR_MESSAGES.evidenceUploaded)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(uploads).toHaveLength(2);
    await expect(goal.getByText('Notes of the first observation')).toBeVisible();

    // Opening it: a new tab with the PDF, fetched with the session's token.
    const [tab, file] = await Promise.all([
      page.context().waitForEvent('page'),
      page.waitForResponse((response) => /\/api\/goal\/evidence\/\d+\/file$/.test(response.url())),
      goal.getByRole('button', { name: 'observation.pdf', exact: true }).click(),
    ]);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    await goal.getByRole('button', { name: 'Remove observation.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(GOAL_YEAR_MESSAGES.evidenceRemoved)).toBeVisible();
    await expect(goal.getByText(GOAL_YEAR_MESSAGES.evidenceEmpty)).toBeVisible();
  });

  test('a teacher saves learnings (a half-typed form survives a reload); the reviewer reads them and the evidence', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, loop.setter);
    await page.goto(settingPath(loop));
    const learnings = page.getByRole('region', { name: 'Goal Learnings' });
    // The first screen of a page (and of a reload) may take a while on a busy machine.
    const loaded = () => expect(learnings.getByRole('textbox', { name: 'Strength' })).toBeVisible({ timeout: 30_000 });
    await loaded();
    await learnings.getByRole('textbox', { name: 'Strength' }).fill('Clear questioning in class');
    await learnings.getByRole('textbox', { name: 'Area of Development' }).fill('Pacing of lessons');
    await page.reload();
    await loaded();
    await expect(learnings.getByRole('textbox', { name: 'Strength' })).toHaveValue('Clear questioning in class');
    await learnings.getByRole('textbox', { name: 'Training Required' }).fill('Formative assessment');
    await learnings.getByRole('button', { name: 'Save Learnings' }).click();
    await expect(page.getByText(GOAL_YEAR_MESSAGES.learningsSaved)).toBeVisible();
    await expect(learnings.getByText('Not saved')).toBeHidden();
    await page.evaluate(() => window.localStorage.clear());
    await signInAs(page, loop.setter);
    await page.reload();
    await loaded();
    await expect(learnings.getByRole('textbox', { name: 'Area of Development' })).toHaveValue('Pacing of lessons');
    await expect(learnings.getByRole('textbox', { name: 'Training Required' })).toHaveValue('Formative assessment');
    await expectAccessible(page);

    await uploadThroughApi(request, loop.setter, await firstGoalId(request, loop), 'lesson-plan.pdf');
    const reviewer = await pageOf(browser, baseURL ?? '', loop.reviewer);
    await reviewer.goto(reviewPath(loop));
    // The first screen of a new page may take a while on a busy machine.
    await expect(reviewer.getByRole('heading', { level: 2, name: loop.setter.fullName })).toBeVisible({
      timeout: 30_000,
    });
    const read = reviewer.getByRole('region', { name: 'Goal Learnings' });
    await expect(read.getByText('Clear questioning in class')).toBeVisible();
    await expect(read.getByText('Formative assessment')).toBeVisible();
    await expect(read.getByRole('textbox')).toHaveCount(0);
    await expect(read.getByRole('button', { name: 'Save Learnings' })).toHaveCount(0);
    const goal = await openFirstGoalFeedback(reviewer);
    await expect(goal.getByRole('button', { name: 'lesson-plan.pdf', exact: true })).toBeVisible();
    await expect(goal.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(goal.getByRole('button', { name: 'Upload Evidences' })).toHaveCount(0);
    await expectAccessible(reviewer);
    const [file] = await Promise.all([
      reviewer.waitForResponse((response) => /\/api\/goal\/evidence\/\d+\/file$/.test(response.url())),
      goal.getByRole('button', { name: 'lesson-plan.pdf', exact: true }).click(),
    ]);
    expect(file.headers()['content-type']).toBe('application/pdf');
    await reviewer.context().close();
  });

  test('evidence and learnings on a phone: nothing wider than the screen, a full-screen upload dialog @mobile', async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    await uploadThroughApi(request, loop.setter, await firstGoalId(request, loop), 'a-rather-long-evidence-name.pdf');
    await signInAs(page, loop.setter);
    await page.goto(settingPath(loop));
    const screenWidth = page.viewportSize()?.width ?? 0;
    const noSideways = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
    const goal = await openFirstGoalFeedback(page);
    await expect(goal.getByRole('button', { name: 'a-rather-long-evidence-name.pdf', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Goal Learnings' })).toBeVisible();
    await noSideways();
    await expectAccessible(page);
    await goal.getByRole('button', { name: 'Upload Evidences' }).click();
    const dialog = page.getByRole('dialog', { name: /^Upload Evidences/ });
    await expect(dialog).toBeVisible();
    if (isMobile) expect((await dialog.boundingBox())?.width).toBe(screenWidth);
    await expectAccessible(page);
  });
});
