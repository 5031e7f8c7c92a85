import { FORM_MESSAGES, LESSON_PLAN_FORM_STEPS } from '@school/contract/plan-forms/index';
import { FORM_SCREEN_MESSAGES } from '@school/contract/plan-forms/form-screen-messages';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { expect, expectAccessible, test } from '../fixtures';
import {
  arrowTo,
  createFormSetup,
  createLesson,
  expectStep,
  giveConsent,
  signInWithToken,
  stepForm,
  stepList,
  visitPlan,
} from '../plans-forms-fixtures';
import { COMPLETE_FORMS, callApi } from '../unit-lesson-setup';

test.describe.configure({ timeout: 150_000 });

const TITLES = LESSON_PLAN_FORM_STEPS.map((step) => step.title);
const ASSESSMENT = TITLES.indexOf('Assessment (AFL / Self / Peer)');

test('the server’s errors are shown beside their fields, on their steps, and the steps are marked @mobile', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  const setup = await createFormSetup(request);
  // A unit is submitted with learning outcomes (Submit requires them); the administrator, who may still change a
  // completed unit's form, takes them away again, for the lesson's selector to have none.
  const unitForm = `/unit-plan/${setup.unit.id}/unit-plan-form`;
  const { version } = await callApi<{ version: number }>(request, setup.adminToken, 'get', unitForm);
  await callApi(request, setup.adminToken, 'put', unitForm, {
    ...COMPLETE_FORMS.unit,
    learningOutcomes: [],
    status: 'COMPLETED',
    version,
  });
  const lesson = await createLesson(request, setup, 'Tides');
  await signInWithToken(page, setup.adminToken);
  await visitPlan(page, `/lesson-plan/${lesson.id}`, lesson.name);
  await page.getByRole('tabpanel').getByRole('button', { name: FORM_MESSAGES.fillIn }).click();
  const form = stepForm(page, 'Lesson plan form');
  await expectStep(form, TITLES[0] as string);

  /** The step is marked: in the side list, or on phones in words under the heading. */
  async function expectMarked(stepNumbers: number[]) {
    if (phone) {
      await expect(form.getByText(FORM_SCREEN_MESSAGES.stepsNeedingChanges(stepNumbers))).toBeVisible();
      return;
    }
    const items = stepList(page, 'Lesson plan form').getByRole('listitem');
    for (const number of stepNumbers) {
      await expect(items.nth(number - 1)).toContainText(FORM_SCREEN_MESSAGES.stepNeedsChanges);
    }
  }

  // The unit has no learning outcomes: the selector is disabled and says why.
  await arrowTo(form, TITLES, 0, 1);
  const outcomes = form.getByRole('combobox', { name: 'Learning outcomes' });
  await expect(outcomes).toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByText(FORM_MESSAGES.noOutcomes)).toBeVisible();
  await expectAccessible(page);

  // A submission date outside the lesson's dates: refused by the server, shown beside the date.
  await arrowTo(form, TITLES, 1, ASSESSMENT);
  const date = form.getByRole('textbox', { name: 'Submission date', exact: true });
  await date.fill('2001-01-15');
  await form.getByRole('button', { name: 'Save Draft' }).click();
  const { start, end } = setup.lessonDates;
  await expect(date).toHaveAccessibleDescription(PLAN_MESSAGES.dateWithin('lesson', start, end));
  await expectMarked([ASSESSMENT + 1]);
  await expectAccessible(page);

  // Corrected, it saves.
  await date.fill('');
  await form.getByRole('button', { name: 'Save Draft' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved successfully');

  // Every consent given, Submit with the required fields empty: each is marked on its step.
  await giveConsent(request, setup, 'lesson', lesson.id, setup.teachers[0]);
  await giveConsent(request, setup, 'lesson', lesson.id, setup.teachers[1]);
  await visitPlan(page, `/lesson-plan/${lesson.id}`, lesson.name);
  await page.getByRole('tabpanel').getByRole('button', { name: FORM_MESSAGES.fillIn }).click();
  await arrowTo(form, TITLES, 0, TITLES.length - 1);
  await form.getByRole('button', { name: 'Save and Submit' }).click();
  // The form goes to the first step with an error: the periods.
  await expectStep(form, TITLES[0] as string);
  await expect(form.getByRole('textbox', { name: 'Periods', exact: true })).toHaveAccessibleDescription(
    FORM_MESSAGES.required,
  );
  await expectMarked([1, 2, 4, 6]);
  await expectAccessible(page);
  await arrowTo(form, TITLES, 0, 1);
  await expect(form.getByRole('textbox', { name: 'Concept', exact: true })).toHaveAccessibleDescription(
    FORM_MESSAGES.required,
  );
});
