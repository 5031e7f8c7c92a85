import {
  FORM_MESSAGES,
  LESSON_PLAN_FORM_STEPS,
  PRECLASS_LESSON_PLAN_FORM_STEPS,
} from '@school/contract/plan-forms/index';
import { expect, expectAccessible, test } from '../fixtures';
import {
  createFormSetup,
  createLesson,
  expectStep,
  getLessonForm,
  signInWithToken,
  stepForm,
  stepList,
  visitPlan,
} from '../plans-forms-fixtures';

test.describe.configure({ timeout: 120_000 });

const TITLES = PRECLASS_LESSON_PLAN_FORM_STEPS.map((step) => step.title);

test('a pre-primary lesson (class UKG) has the 9 steps of its own form, and its read view follows them', async ({
  page,
  request,
}) => {
  const setup = await createFormSetup(request, { gradeName: 'UKG' });
  const lesson = await createLesson(request, setup, 'Colours around us');
  // The server makes lessons of the pre-primary classes PRECLASS.
  expect((await getLessonForm(request, setup.adminToken, lesson.id)).type).toBe('PRECLASS');
  await signInWithToken(page, setup.adminToken);

  await visitPlan(page, `/lesson-plan/${lesson.id}`, lesson.name);
  await page.getByRole('tabpanel').getByRole('button', { name: FORM_MESSAGES.fillIn }).click();
  const form = stepForm(page, 'Lesson plan form');
  const steps = stepList(page, 'Lesson plan form').getByRole('listitem');
  await expect(steps).toHaveCount(9);
  await expect(steps).toContainText(TITLES);
  await expectStep(form, TITLES[0] as string);
  await expect(form.getByRole('group', { name: 'Teaching learning material' })).toBeVisible();
  await expectAccessible(page);

  // The step list leads to any step: introducing new knowledge.
  await stepList(page, 'Lesson plan form')
    .getByRole('button', { name: /Introducing new knowledge/ })
    .click();
  await expectStep(form, 'Introducing new knowledge');
  await form
    .getByRole('textbox', { name: 'Introducing new knowledge', exact: true })
    .fill('Sort the crayons by colour');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save Draft' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved successfully');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The read view walks the same 9 steps: no main-content table, the pre-primary titles.
  const read = page.getByRole('region', { name: 'Lesson plan form' });
  await expect(read.getByRole('heading', { level: 3 })).toHaveText(TITLES);
  await expect(read).toContainText('Sort the crayons by colour');
  await expect(read.getByRole('heading', { name: LESSON_PLAN_FORM_STEPS[3]?.title ?? '' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: FORM_MESSAGES.edit })).toBeVisible();
  await expectAccessible(page);
});
