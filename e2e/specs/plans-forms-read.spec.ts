import { FORM_MESSAGES, LESSON_PLAN_FORM_STEPS, MAIN_CONTENT_COLUMNS } from '@school/contract/plan-forms/index';
import type { LessonPlanFormResponse } from '@school/contract/plan-forms/index';
import { expect, expectAccessible, test } from '../fixtures';
import { createFormSetup, createLesson, getLessonForm, signInWithToken, visitPlan } from '../plans-forms-fixtures';
import { callApi } from '../unit-lesson-setup';

test.describe.configure({ timeout: 120_000 });

const OUTCOME = 'Describe the phases of the Moon';

test('the read view of a lesson plan form: its steps, the main-content table (stacked on phones), outcomes by name, strategy links @mobile', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  const setup = await createFormSetup(request, { outcomes: [OUTCOME] });
  const lesson = await createLesson(request, setup, 'Phases of the Moon');
  const form = await getLessonForm(request, setup.adminToken, lesson.id);
  const outcome = form.unitLearningOutcomes.find((entry) => entry.name === OUTCOME);
  await callApi<LessonPlanFormResponse>(
    request,
    setup.adminToken,
    'put',
    `/lesson-plan/${lesson.id}/lesson-plan-form`,
    {
      periods: 1,
      learningObjectiveForm: { conceptObjective: 'The Moon reflects sunlight' },
      learningOutcomes: [{ learningOutcomeId: outcome?.id }],
      mainContents: [
        {
          sequenceOfTla: 1,
          time: '15 min',
          introductionActivity: 'Show a month of Moon photographs',
          tlmName: 'Moon photographs',
          tlmList: [],
          tlmReference: 'https://example.org/moon',
          studentActivity: 'Order the photographs',
        },
      ],
      differentiatedTeachingStrategy: [
        { name: 'Think-pair-share', value: 'THINK_PAIR_SHARE', reference: 'https://example.org/think-pair-share' },
      ],
      status: 'ACTIVE',
      version: form.version,
    },
  );
  await signInWithToken(page, setup.adminToken);
  await visitPlan(page, `/lesson-plan/${lesson.id}`, lesson.name);

  const read = page.getByRole('region', { name: 'Lesson plan form' });
  await expect(read.getByRole('heading', { level: 3 })).toHaveText(LESSON_PLAN_FORM_STEPS.map((step) => step.title));
  await expect(read).toContainText('The Moon reflects sunlight');
  await expect(read).toContainText(OUTCOME);
  await expect(read.getByRole('link', { name: 'https://example.org/think-pair-share' })).toBeVisible();
  await expect(read).toContainText('Think-pair-share');
  if (phone) {
    // On a phone each row is a card of label and answer; nothing scrolls sideways.
    const rows = read.getByRole('list', { name: 'Main content' });
    await expect(rows.getByRole('listitem')).toHaveCount(1);
    await expect(rows).toContainText('Order the photographs');
    await expect(read.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } else {
    const table = read.getByRole('table', { name: 'Main content' });
    await expect(table.getByRole('columnheader')).toHaveText(MAIN_CONTENT_COLUMNS.map((column) => column.label));
    await expect(table.getByRole('row').nth(1)).toContainText('Order the photographs');
    await expect(table.getByRole('link', { name: 'https://example.org/moon' })).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Teacher Reflections' }).click();
  await expect(page.getByRole('tabpanel').getByText(FORM_MESSAGES.noData)).toBeVisible();
  await expectAccessible(page);
});
