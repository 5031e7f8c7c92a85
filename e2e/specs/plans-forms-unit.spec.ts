import { MESSAGES } from '@school/contract/constants';
import { FORM_MESSAGES, STUDENT_OBJECTIVES_PLACEHOLDER, UNIT_PLAN_FORM_STEPS } from '@school/contract/plan-forms/index';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { expect, expectAccessible, test } from '../fixtures';
import {
  createFormSetup,
  createLesson,
  expectStep,
  getLessonForm,
  getUnit,
  getUnitForm,
  openTab,
  saveAndNext,
  signInWithToken,
  stepForm,
  stepList,
  visitPlan,
} from '../plans-forms-fixtures';
import { callApi } from '../unit-lesson-setup';

test.describe.configure({ timeout: 180_000 });

const TITLES = UNIT_PLAN_FORM_STEPS.map((step) => step.title);
const OUTCOMES = ['Name the planets in order', 'Explain day and night'];

test('an administrator fills the unit plan form’s 8 steps and submits it; its learning outcomes are a lesson’s choices', async ({
  page,
  request,
}) => {
  const setup = await createFormSetup(request, { completed: false });
  const { unit } = setup;
  const [tara, omar] = setup.teachers;
  await signInWithToken(page, setup.adminToken);

  await visitPlan(page, `/unit-plan/${unit.id}`, unit.name);
  await openTab(page, 'Unit Plan Form');
  await expect(page.getByRole('tabpanel').getByText(FORM_MESSAGES.noData)).toBeVisible();
  await page.getByRole('tabpanel').getByRole('button', { name: FORM_MESSAGES.fillIn }).click();
  const form = stepForm(page, 'Unit plan form');
  const steps = stepList(page, 'Unit plan form').getByRole('listitem');
  await expect(steps).toHaveCount(8);
  await expect(steps).toContainText(TITLES);

  await expectStep(form, TITLES[0] as string);
  await form.getByRole('textbox', { name: 'Periods', exact: true }).fill('6');
  await expect(form.getByRole('textbox', { name: 'Student objectives', exact: true })).toHaveAttribute(
    'placeholder',
    STUDENT_OBJECTIVES_PLACEHOLDER,
  );
  await expectAccessible(page);
  await saveAndNext(form, TITLES[1] as string);
  await form.getByRole('textbox', { name: 'Concept', exact: true }).fill('The planets orbit the Sun');
  await expectAccessible(page);
  await saveAndNext(form, TITLES[2] as string);
  await expectAccessible(page);
  await saveAndNext(form, TITLES[3] as string);

  for (const [index, outcome] of OUTCOMES.entries()) {
    await form.getByRole('button', { name: 'Add learning outcome' }).click();
    await form.getByRole('textbox', { name: `Learning outcome ${index + 1}` }).fill(outcome);
  }
  await expectAccessible(page);
  await saveAndNext(form, TITLES[4] as string);
  await form.getByRole('textbox', { name: 'All learners will', exact: true }).fill('Name the eight planets');
  await expectAccessible(page);
  await saveAndNext(form, TITLES[5] as string);

  await form.getByRole('combobox', { name: 'Formative assessments' }).click();
  const option = page.getByRole('option').first();
  const assessment = (await option.innerText()).trim();
  await option.click();
  await page.keyboard.press('Escape');
  await expect(form.getByRole('combobox', { name: 'Formative assessments' })).toContainText(assessment);
  await expectAccessible(page);
  await saveAndNext(form, TITLES[6] as string);
  await form.getByRole('textbox', { name: 'Teacher reflection', exact: true }).fill('The orrery made orbits clear');
  await expectAccessible(page);
  await saveAndNext(form, TITLES[7] as string);

  // Consents complete, then Save and Submit.
  const submit = form.getByRole('button', { name: 'Save and Submit' });
  await expect(submit).toHaveAccessibleDescription(PLAN_MESSAGES.consentsIncomplete('unit'));
  await expectAccessible(page);
  for (const teacher of [tara, omar]) {
    // The box follows the server's answer: click, then wait for the tick (check() gives up at once).
    await form.getByRole('checkbox', { name: `Consent of ${teacher.fullName}` }).click();
    await expect(form.getByRole('checkbox', { name: `Consent of ${teacher.fullName}` })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: `Consent of ${teacher.fullName}` })).toBeChecked();
  }
  await expect(page.getByText(MESSAGES.updated).first()).toBeVisible();
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await submit.click();
  await expect(page.getByText(PLAN_MESSAGES.submitted)).toBeVisible();

  // Back on the first tab; the unit is completed; the read view lists the outcomes by name.
  await expect(page.getByRole('tab', { name: /Lesson Plans/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: unit.name })).toContainText('Completed');
  expect((await getUnit(request, setup.adminToken, unit.id)).status).toBe('COMPLETED');
  const savedForm = await getUnitForm(request, setup.adminToken, unit.id);
  expect(savedForm.learningOutcomes.map((outcome) => outcome.name)).toEqual(OUTCOMES);
  await openTab(page, 'Unit Plan Form');
  const read = page.getByRole('region', { name: 'Unit plan form' });
  await expect(read.getByRole('heading', { level: 3 })).toHaveText(TITLES);
  for (const outcome of OUTCOMES) await expect(read).toContainText(outcome);
  await expect(read).toContainText(assessment);
  await expectAccessible(page);
  await openTab(page, 'Teacher Reflections');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toContainText('The orrery made orbits clear');
  await expectAccessible(page);

  // A lesson of the unit chooses among these outcomes.
  const lesson = await createLesson(request, setup, 'Day and night');
  await visitPlan(page, `/lesson-plan/${lesson.id}`, lesson.name);
  await page.getByRole('tabpanel').getByRole('button', { name: FORM_MESSAGES.fillIn }).click();
  const lessonForm = stepForm(page, 'Lesson plan form');
  await lessonForm.getByRole('button', { name: 'Next step' }).click();
  await expectStep(lessonForm, 'Learning objectives for lesson');
  await lessonForm.getByRole('combobox', { name: 'Learning outcomes' }).click();
  await expect(page.getByRole('option')).toHaveText(OUTCOMES);
  await page.getByRole('option', { name: OUTCOMES[1] }).click();
  await page.keyboard.press('Escape');
  await lessonForm.getByRole('button', { name: 'Save Draft' }).click();
  await expect(lessonForm.getByRole('status')).toHaveText('Saved successfully');
  const chosen = savedForm.learningOutcomes.find((outcome) => outcome.name === OUTCOMES[1]);
  const savedLesson = await getLessonForm(request, setup.adminToken, lesson.id);
  expect(savedLesson.learningOutcomes).toEqual([{ learningOutcomeId: chosen?.id }]);

  // The unit's Teacher Reflections holds its lessons' too, newest first; a lesson's leads to its page.
  await callApi(request, setup.adminToken, 'put', `/lesson-plan/${lesson.id}/lesson-plan-form`, {
    learningOutcomes: savedLesson.learningOutcomes,
    teacherReflection: 'A globe and a lamp showed day and night',
    status: 'ACTIVE',
    version: savedLesson.version,
  });
  await visitPlan(page, `/unit-plan/${unit.id}`, unit.name);
  await openTab(page, 'Teacher Reflections');
  const reflections = page.getByRole('tabpanel').getByRole('listitem');
  await expect(reflections).toHaveCount(2);
  await expect(reflections.first()).toContainText('A globe and a lamp showed day and night');
  await expect(reflections.nth(1)).toContainText('The orrery made orbits clear');
  await reflections.first().getByRole('link', { name: lesson.name }).click();
  await expect(page.getByRole('heading', { level: 2, name: lesson.name })).toBeVisible();
});
