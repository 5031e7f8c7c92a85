import { MESSAGES } from '@school/contract/constants';
import { FORM_MESSAGES } from '@school/contract/plan-forms/index';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { LessonPlanDetail } from '@school/contract/schemas/plans/index';
import type { Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, bearer, expect, expectAccessible, test } from '../fixtures';
import {
  addLesson,
  callApi,
  createTeacher,
  createUnitSetup,
  fillPlanForm,
  type PlanTeacher,
} from '../unit-lesson-setup';

// The set-up builds a subject, teachers and a plan hierarchy through the API: more time than the default.
test.describe.configure({ timeout: 90_000 });

/** Signs the page in as a teacher made by the set-up (its token in local storage, as the app keeps it). */
async function signInAs(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
}

async function visitLesson(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 20_000 });
}

const ownConsent = (page: Page, teacher: PlanTeacher) =>
  page.getByRole('checkbox', { name: `My consent (${teacher.fullName})` });
const consentOf = (page: Page, teacher: PlanTeacher) =>
  page.getByRole('checkbox', { name: `Consent of ${teacher.fullName}` });

test('a teacher ticks only their own consent, then submits the lesson plan once every consent is given', async ({
  page,
  request,
}) => {
  const setup = await createUnitSetup(request);
  const lesson = await addLesson(request, setup, 'Comets');
  const [tara, omar] = setup.teachers;
  expect(lesson.consents.map((consent) => consent.subjectTeacher.email).sort()).toEqual(
    [tara.email, omar.email].sort(),
  );
  const taraToken = await apiLogin(request, tara.email, tara.password);
  await signInAs(page, taraToken);

  await visitLesson(page, `/lesson-plan/${lesson.id}`, 'Comets');
  const summary = page.getByRole('region', { name: 'Comets' });
  await expect(summary).toContainText('Lakeside World School');
  await expect(summary).toContainText(setup.subjectName);
  await expect(ownConsent(page, tara)).toBeEnabled();
  await expect(ownConsent(page, tara)).not.toBeChecked();
  await expect(consentOf(page, omar)).toBeDisabled();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await submit.hover();
  await expect(page.getByRole('tooltip')).toHaveText(PLAN_MESSAGES.consentsIncomplete('lesson'));
  // A teacher has no DELETE on lesson plans: no Delete button at all.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAccessible(page);

  // The box follows the server's answer: click, then wait for the tick (check() gives up at once).
  await ownConsent(page, tara).click();
  await expect(ownConsent(page, tara)).toBeChecked();
  await expect(page.getByText(MESSAGES.updated)).toBeVisible();
  await expect(ownConsent(page, tara)).toBeChecked();
  await expect(page.getByRole('region', { name: /Consents/ })).toContainText(`Given by ${tara.fullName}`);

  // The server refuses another teacher's consent, whatever the screen offers.
  const refused = await request.put(`/api/lesson-plan/${lesson.id}/consents`, {
    headers: bearer(taraToken),
    data: [{ subjectTeacher: { email: omar.email }, consent: true }],
  });
  expect(refused.status()).toBe(403);

  // Omar gives his own; then Tara submits.
  const omarToken = await apiLogin(request, omar.email, omar.password);
  await callApi<LessonPlanDetail>(request, omarToken, 'put', `/lesson-plan/${lesson.id}/consents`, [
    { subjectTeacher: { email: omar.email }, consent: true },
  ]);
  // The second address of the page (the spec's breadcrumb form) shows the same lesson.
  await visitLesson(page, `/lesson-plans/${lesson.id}`, 'Comets');
  await expect(page.getByRole('region', { name: /Consents/ })).toContainText('Consents (2/2)');
  // Every consent given, but the form is empty: Submit says which steps are left, as the server would refuse it.
  const waiting = page.getByRole('button', { name: 'Submit' });
  await expect(waiting).toHaveAttribute('aria-disabled', 'true');
  await waiting.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    PLAN_MESSAGES.formIncomplete('lesson', [
      'Lesson plan summary',
      'Learning objectives for lesson',
      'Main Content / Core / Introducing New Knowledge',
      'Summarization / Consolidation / Check for Understanding',
    ]),
  );
  await fillPlanForm(request, taraToken, 'lesson', lesson.id);
  await visitLesson(page, `/lesson-plans/${lesson.id}`, 'Comets');
  await page.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: PLAN_MESSAGES.submitConfirmTitle });
  await expect(confirm).toContainText(PLAN_MESSAGES.submitConfirm);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText(PLAN_MESSAGES.submitted)).toBeVisible();
  await expect(summary).toContainText('Completed');
  // Completed: the consents are final, and only the roles allowed to change a completed plan may resume it.
  await expect(ownConsent(page, tara)).toBeDisabled();
  const resume = page.getByRole('button', { name: 'Resume' });
  await expect(resume).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Manage' })).toHaveAttribute('aria-disabled', 'true');

  // A completed lesson plan cannot be deleted, even by an Administrator.
  const deleted = await request.delete(`/api/lesson-plan/${lesson.id}`, { headers: bearer(setup.adminToken) });
  expect(deleted.status()).toBe(409);
  expect(((await deleted.json()) as { message: string }).message).toBe(PLAN_MESSAGES.deleteCompleted('lesson'));
});

test.describe('lesson plan detail as the coordinator', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test('may tick any consent, manage the lesson and resume it once submitted', async ({ page, request }) => {
    const setup = await createUnitSetup(request);
    const lesson = await addLesson(request, setup, 'Eclipses');
    const [tara, omar] = setup.teachers;
    await visitLesson(page, `/lesson-plan/${lesson.id}`, 'Eclipses');
    // The box follows the server's answer: click, then wait for the tick (check() gives up at once).
    await consentOf(page, tara).click();
    await expect(consentOf(page, tara)).toBeChecked();
    await expect(consentOf(page, tara)).toBeChecked();
    // The box follows the server's answer: click, then wait for the tick (check() gives up at once).
    await consentOf(page, omar).click();
    await expect(consentOf(page, omar)).toBeChecked();
    await expect(page.getByRole('region', { name: /Consents/ })).toContainText('Consents (2/2)');
    await expect(page.getByRole('region', { name: /Consents/ })).toContainText(
      `Given by ${ACCOUNTS.coordinator.fullName}`,
    );

    await page.getByRole('button', { name: 'Manage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lesson Plan' });
    await expect(dialog.getByRole('combobox', { name: 'School' })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('textbox', { name: 'Lesson Name' }).fill('Solar and lunar eclipses');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Solar and lunar eclipses' })).toBeVisible();

    await fillPlanForm(request, setup.adminToken, 'lesson', lesson.id);
    await page.reload();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('dialog', { name: PLAN_MESSAGES.submitConfirmTitle })
      .getByRole('button', { name: 'Ok' })
      .click();
    await expect(page.getByText(PLAN_MESSAGES.submitted)).toBeVisible();
    const deleteButton = page.getByRole('button', { name: 'Delete' });
    await expect(deleteButton).toHaveAttribute('aria-disabled', 'true');
    // A Coordinator may still change a completed lesson plan, unlike its teachers.
    await expect(page.getByRole('button', { name: 'Manage' })).not.toHaveAttribute('aria-disabled', 'true');
    // Resume asks first: Cancel keeps the plan completed, Ok reopens it.
    await page.getByRole('button', { name: 'Resume' }).click();
    const resume = page.getByRole('dialog', { name: PLAN_MESSAGES.submitConfirmTitle });
    await expect(resume).toContainText(PLAN_MESSAGES.resumeConfirm);
    await expectAccessible(page);
    await resume.getByRole('button', { name: 'Cancel' }).click();
    await expect(resume).toBeHidden();
    await expect(page.getByRole('region', { name: 'Solar and lunar eclipses' })).toContainText('Completed');
    await page.getByRole('button', { name: 'Resume' }).click();
    await resume.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText(PLAN_MESSAGES.resumed)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Solar and lunar eclipses' })).toContainText('Active');
  });
});

test('a teacher who does not sign a lesson plan sees no edit controls on it @mobile', async ({ page, request }) => {
  const setup = await createUnitSetup(request);
  const lesson = await addLesson(request, setup, 'Meteors');
  const outsider = await createTeacher(request, setup.adminToken, setup.schoolId, 'Nisha');
  const outsiderToken = await apiLogin(request, outsider.email, outsider.password);
  await signInAs(page, outsiderToken);

  await visitLesson(page, `/lesson-plan/${lesson.id}`, 'Meteors');
  await expect(page.getByRole('region', { name: /Consents/ })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Download Lesson Plan' }).or(page.getByRole('button', { name: 'Download' })),
  ).toBeVisible();
  for (const name of ['Manage', 'Submit', 'Resume', FORM_MESSAGES.fillIn, FORM_MESSAGES.edit]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeDisabled();
  await expectAccessible(page);

  // The server refuses what the screen does not offer.
  const rename = await request.put(`/api/lesson-plan/${lesson.id}`, {
    headers: bearer(outsiderToken),
    data: { name: 'Renamed', start: lesson.start, end: lesson.end, subUnits: [], version: lesson.version },
  });
  expect(rename.status()).toBe(403);
});

test('a teacher ticks their own consent on an active unit plan, not another teacher’s', async ({ page, request }) => {
  const setup = await createUnitSetup(request, { completed: false });
  const [tara, omar] = setup.teachers;
  await signInAs(page, await apiLogin(request, tara.email, tara.password));
  await page.goto(`/unit-plan/${setup.unit.id}`);
  await expect(page.getByRole('heading', { level: 2, name: setup.unit.name })).toBeVisible({ timeout: 20_000 });
  // The unit is not completed: lessons wait for it, and the teacher is told why.
  const add = page.getByRole('button', { name: 'Add Lesson Plan' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await add.hover();
  await expect(page.getByRole('tooltip')).toHaveText(PLAN_MESSAGES.addLessonNeedsCompletedUnit);
  await expect(consentOf(page, omar)).toBeDisabled();
  // The box follows the server's answer: click, then wait for the tick (check() gives up at once).
  await ownConsent(page, tara).click();
  await expect(ownConsent(page, tara)).toBeChecked();
  await expect(page.getByText(MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole('region', { name: /Consents/ })).toContainText('Consents (1/2)');
  await expectAccessible(page);
});
