import { MESSAGES } from '@school/contract/constants';
import { FORM_MESSAGES, LESSON_PLAN_FORM_STEPS } from '@school/contract/plan-forms/index';
import { FORM_SCREEN_MESSAGES } from '@school/contract/plan-forms/form-screen-messages';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { apiLogin, expect, expectAccessible, test } from '../fixtures';
import {
  createFormSetup,
  createLesson,
  expectStep,
  getLessonForm,
  giveConsent,
  openTab,
  saveAndNext,
  signInWithToken,
  stepForm,
  stepList,
  visitPlan,
} from '../plans-forms-fixtures';

// A set-up through the API and eleven steps, each scanned: more time than the default.
test.describe.configure({ timeout: 180_000 });

const TITLES = LESSON_PLAN_FORM_STEPS.map((step) => step.title);
const OUTCOME = 'Explain why eclipses are rare';
const typed = {
  starter: 'Who has seen an eclipse?',
  concept: 'The Moon’s shadow on the Earth makes a solar eclipse',
  time: '10 min',
  activity: 'Model the eclipse with a torch and a ball',
  summarization: 'Each pair draws the Sun, the Moon and the Earth in line',
  reflection: 'The torch model worked; next time use a bigger ball',
};

test('a teacher fills a lesson plan form step by step, finds the draft after leaving, and submits it', async ({
  page,
  request,
}) => {
  const setup = await createFormSetup(request, { outcomes: [OUTCOME, 'Tell a solar from a lunar eclipse'] });
  const lesson = await createLesson(request, setup, 'Eclipses');
  const [tara, omar] = setup.teachers;
  // Omar has given his consent; Tara gives hers on the form's last step.
  await giveConsent(request, setup, 'lesson', lesson.id, omar);
  const taraToken = await apiLogin(request, tara.email, tara.password);
  await signInWithToken(page, taraToken);

  await visitPlan(page, `/lesson-plan/${lesson.id}`, lesson.name);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(FORM_MESSAGES.noData)).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('button', { name: FORM_MESSAGES.fillIn }).click();

  const form = stepForm(page, 'Lesson plan form');
  // The side list names the 11 steps in the spec's order.
  await expect(stepList(page, 'Lesson plan form').getByRole('listitem')).toContainText(TITLES);
  await expectStep(form, TITLES[0] as string);
  await form.getByRole('textbox', { name: 'Periods', exact: true }).fill('2');
  await form.getByRole('textbox', { name: 'Starter', exact: true }).fill(typed.starter);
  await expectAccessible(page);
  await saveAndNext(form, TITLES[1] as string);

  await form.getByRole('textbox', { name: 'Concept', exact: true }).fill(typed.concept);
  // The lesson's learning outcomes are chosen from its unit's.
  await form.getByRole('combobox', { name: 'Learning outcomes' }).click();
  await page.getByRole('option', { name: OUTCOME }).click();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await saveAndNext(form, TITLES[2] as string);
  await expectAccessible(page);
  await saveAndNext(form, TITLES[3] as string);

  await form.getByRole('group', { name: 'Main content' }).getByRole('button', { name: /^Add/ }).click();
  await form.getByRole('textbox', { name: 'Row 1: Time', exact: true }).fill(typed.time);
  await form.getByRole('textbox', { name: 'Row 1: Student Activity', exact: true }).fill(typed.activity);
  await expectAccessible(page);
  await saveAndNext(form, TITLES[4] as string);
  await expectAccessible(page);
  await saveAndNext(form, TITLES[5] as string);

  // Typed, not saved: leaving the page asks first, and the draft stays in the browser.
  await form.getByRole('textbox', { name: 'Summarization', exact: true }).fill(typed.summarization);
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Lesson Plans' }).click();
  const leave = page.getByRole('dialog', { name: FORM_SCREEN_MESSAGES.leaveTitle });
  await expect(leave).toContainText(FORM_SCREEN_MESSAGES.leaveUnsaved);
  await leave.getByRole('button', { name: FORM_SCREEN_MESSAGES.leave }).click();
  await expect(page).toHaveURL(/\/lesson-plans$/);
  expect((await getLessonForm(request, taraToken, lesson.id)).summarization).toBeNull();

  // Back on the lesson: the form opens on the step left, with what was typed.
  await visitPlan(page, `/lesson-plan/${lesson.id}`, lesson.name);
  await expect(form.getByText(FORM_SCREEN_MESSAGES.draftRestored)).toBeVisible();
  await expectStep(form, TITLES[5] as string);
  await expect(form.getByRole('textbox', { name: 'Summarization', exact: true })).toHaveValue(typed.summarization);
  await saveAndNext(form, TITLES[6] as string);
  await expectAccessible(page);
  await saveAndNext(form, TITLES[7] as string);
  await expectAccessible(page);
  await saveAndNext(form, TITLES[8] as string);
  await expectAccessible(page);
  await saveAndNext(form, TITLES[9] as string);
  await form.getByRole('textbox', { name: 'Teacher reflection', exact: true }).fill(typed.reflection);
  await expectAccessible(page);
  await saveAndNext(form, TITLES[10] as string);

  // The last step: Save and Submit waits for every consent.
  const submit = form.getByRole('button', { name: 'Save and Submit' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription(PLAN_MESSAGES.consentsIncomplete('lesson'));
  await expectAccessible(page);
  // The box follows the server's answer: click, then wait for the tick (check() gives up at once).
  await form.getByRole('checkbox', { name: `My consent (${tara.fullName})` }).click();
  await expect(form.getByRole('checkbox', { name: `My consent (${tara.fullName})` })).toBeChecked();
  await expect(page.getByText(MESSAGES.updated)).toBeVisible();
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await submit.click();
  await expect(page.getByText(PLAN_MESSAGES.submitted)).toBeVisible();

  // The read view shows what was typed; a teacher cannot change a completed lesson plan's form.
  await expect(form).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Lesson Plan Form' })).toHaveAttribute('aria-selected', 'true');
  const read = page.getByRole('region', { name: 'Lesson plan form' });
  for (const text of [
    OUTCOME,
    typed.starter,
    typed.concept,
    typed.time,
    typed.activity,
    typed.summarization,
    typed.reflection,
  ]) {
    await expect(read).toContainText(text);
  }
  await expect(read.getByRole('table', { name: 'Main content' })).toBeVisible();
  await expect(page.getByRole('region', { name: lesson.name })).toContainText('Completed');
  await expect(page.getByRole('button', { name: FORM_MESSAGES.edit })).toHaveCount(0);
  await expectAccessible(page);
  const saved = await getLessonForm(request, taraToken, lesson.id);
  expect(saved.status).toBe('COMPLETED');
  expect(saved.summarization).toBe(typed.summarization);
  expect(saved.periods).toBe(2);

  // The reflection, with its author and its date.
  await openTab(page, 'Teacher Reflections');
  const reflection = page.getByRole('tabpanel').getByRole('listitem');
  await expect(reflection).toHaveCount(1);
  await expect(reflection).toContainText(lesson.name);
  await expect(reflection).toContainText(tara.fullName);
  await expect(reflection).toContainText(typed.reflection);
  await expect(reflection).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expectAccessible(page);
});
