import fs from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { planPdfFileName } from '@school/contract/plan-forms/index';
import { apiLogin, bearer, expect, expectAccessible, test } from '../fixtures';
import { createFormSetup, createLesson, signInWithToken, visitPlan } from '../plans-forms-fixtures';
import { planListRegion, waitForList } from '../plans-fixtures';
import { callApi } from '../unit-lesson-setup';

// The set-up builds a subject, teachers and a plan hierarchy through the API: more time than the default.
test.describe.configure({ timeout: 90_000 });

/** Presses a download button and answers the file the browser received. */
async function downloadFrom(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

/** The file is a PDF (its first bytes) with the spec's name. */
async function expectPdf(download: Download, fileName: string) {
  expect(download.suggestedFilename()).toBe(fileName);
  const path = await download.path();
  expect(fs.readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('the annual, unit and lesson plan PDFs download with the spec’s file names @mobile', async ({
  page,
  request,
}, testInfo) => {
  const setup = await createFormSetup(request);
  const lesson = await createLesson(request, setup, 'Eclipses');
  const { unit } = setup;
  const mobile = testInfo.project.name === 'mobile';
  await signInWithToken(page, setup.adminToken);

  // Class V follows the network-wide curriculum: its annual and unit plans have no school (LWS is used).
  await visitPlan(page, `/annual-plan/${unit.annualPlan.id}`, unit.annualPlan.name);
  const annualButton = page.getByRole('button', { name: 'Download Annual Plan' });
  // On small screens the button reads 'Download'; its name stays the full label.
  await expect(annualButton).toHaveText(mobile ? 'Download' : 'Download Annual Plan');
  await expectPdf(
    await downloadFrom(page, annualButton),
    planPdfFileName('annual', { schoolCode: null, className: 'V' }),
  );
  expect(planPdfFileName('annual', { schoolCode: null, className: 'V' })).toBe('LWS_V_annual.pdf');

  await visitPlan(page, `/unit-plan/${unit.id}`, unit.name);
  await expectPdf(await downloadFrom(page, page.getByRole('button', { name: 'Download Unit Plan' })), 'LWS_V_unit.pdf');

  await visitPlan(page, `/lesson-plan/${lesson.id}`, lesson.name);
  const lessonButton = page.getByRole('button', { name: 'Download Lesson Plan' });
  await expect(lessonButton).toHaveText(mobile ? 'Download' : 'Download Lesson Plan');
  await expectPdf(await downloadFrom(page, lessonButton), 'LWS_V_lesson.pdf');
  await expectAccessible(page);
});

test('the Edit Lesson Plan dialog of the lesson list downloads the lesson’s PDF', async ({ page, request }) => {
  const setup = await createFormSetup(request);
  const lesson = await createLesson(request, setup, 'Meteors');
  const [tara] = setup.teachers;
  await signInWithToken(page, await apiLogin(request, tara.email, tara.password));
  // The set-up's own subject: the first page of the list holds this lesson.
  await page.goto(`/academic-plans/lesson-plans?${new URLSearchParams({ subject: setup.subjectName })}`);
  await waitForList(page, 'Lesson Plans');
  const card = planListRegion(page, 'Lesson Plans')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/lesson-plan/${lesson.id}"]`) });
  await card.getByRole('button', { name: `Edit Lesson Plan ${lesson.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lesson Plan' });
  await expectPdf(
    await downloadFrom(page, dialog.getByRole('button', { name: 'Download as PDF' })),
    'LWS_V_lesson.pdf',
  );
});

test('a refused download says why in a toast', async ({ page, request }) => {
  const setup = await createFormSetup(request, { completed: false });
  await signInWithToken(page, setup.adminToken);
  await visitPlan(page, `/unit-plan/${setup.unit.id}`, setup.unit.name);
  // The plan is removed after the page read it: the download is refused with the server's message.
  await callApi(request, setup.adminToken, 'delete', `/unit-plan/${setup.unit.id}`);
  const refused = await request.get(`/api/unit-plan/${setup.unit.id}/pdf`, { headers: bearer(setup.adminToken) });
  expect(refused.status()).toBe(404);
  const { message } = (await refused.json()) as { message: string };
  await page.getByRole('button', { name: 'Download Unit Plan' }).click();
  await expect(page.getByText(message)).toBeVisible();
});
