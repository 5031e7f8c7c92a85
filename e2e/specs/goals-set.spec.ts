import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import type { GoalSetting } from '@school/contract/schemas/goals/goal-setting';
import type { Locator, Page } from '@playwright/test';
import { apiLogin, bearer, DEMO_PASSWORD, expect, expectAccessible, test } from '../fixtures';
import { createGoalTeacher, SETTER_PERIOD, SETTER_PERIOD_LABEL } from '../goals-fixtures';

// The set-up makes a teacher and makes sure of the Teacher configuration and an open timeline through the API.
test.describe.configure({ timeout: 90_000 });

/** The panel (region) of a goal, once expanded: 'Goal 1', 'Goal 2'… */
const goalPanel = (page: Page, number: number) => page.getByRole('region', { name: new RegExp(`^Goal ${number}\\b`) });
/** The head of the goal screen (period · role, state, window, weights, actions). */
const head = (page: Page) => page.getByRole('region', { name: `${SETTER_PERIOD_LABEL} · Teacher` });
const weightsLine = (page: Page) => head(page).getByRole('status');

async function chooseFromLibrary(page: Page, category: string): Promise<string> {
  await page.getByRole('button', { name: 'Add from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose goal' });
  const section = dialog.getByRole('region', { name: category });
  const first = section.getByRole('button').first();
  await expect(first).toBeVisible();
  const text = (await first.innerText()).split('\n')[0] ?? '';
  await first.click();
  await expect(dialog).toBeHidden();
  return text;
}

async function setWeight(panel: Locator, weight: string) {
  await panel.getByRole('textbox', { name: 'Weightage' }).fill(weight);
}

test('a teacher creates a goal set, picks two goals from the library, weighs them 60 and 40 and submits them @mobile', async ({
  page,
  request,
}) => {
  const teacher = await createGoalTeacher(request);
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), teacher.token);

  await page.goto('/goals/set');
  await expect(page.getByRole('heading', { level: 1, name: 'Set Goals' })).toBeVisible();
  await expect(page.getByText('No Data available')).toBeVisible();
  await expectAccessible(page);

  // Add/Edit Goal Set Form: the current period, the teacher's own role.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add/Edit Goal Set Form' });
  await expect(form.getByRole('combobox', { name: 'Annual Period' })).toHaveText(SETTER_PERIOD_LABEL);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Teacher', exact: true }).click();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // A second one for the same role and period: the server's 409 in the dialog.
  // The teacher's only role is chosen already.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Role' })).toHaveText('Teacher');
  await form.getByRole('button', { name: 'Save' }).click();
  // The server names the period: its message shows beside that field.
  await expect(form.getByText(GOAL_MESSAGES.duplicateSetting('Teacher', SETTER_PERIOD))).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  const list = page.getByRole('region', { name: 'Set Goals list' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(list).toContainText('Goal Setup');
  await list.getByRole('link', { name: SETTER_PERIOD_LABEL }).click();
  await expect(page).toHaveURL(/\/goals\/set\/\d+$/);
  const id = Number(page.url().split('/').pop());

  await expect(page.getByRole('heading', { level: 1, name: 'Goal Setting' })).toBeVisible();
  await expect(page.getByText(GOAL_MESSAGES.noGoals)).toBeVisible();
  await expect(head(page)).toContainText(`Goal setup for ${SETTER_PERIOD_LABEL} is open until`);
  await expect(weightsLine(page)).toContainText(GOAL_MESSAGES.weightsLine(0));
  const submit = page.getByRole('button', { name: 'Submit For Review' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(GOAL_MESSAGES.noGoalsToSubmit)).toBeVisible();
  await expectAccessible(page);

  // The first goal, from the Learning Goals: its template, unit and read-only evidence are filled in.
  await page.getByRole('button', { name: 'Add from library' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose goal' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog', { name: 'Choose goal' }).getByRole('button', { name: 'Cancel' }).click();
  const firstTemplate = await chooseFromLibrary(page, 'Learning Goals');
  const first = goalPanel(page, 1);
  await expect(first.getByRole('textbox', { name: 'Goal Details' })).toHaveValue(firstTemplate);
  await expect(first.getByRole('textbox', { name: 'Evidence' })).toHaveAttribute('readonly', '');
  await expect(first.getByRole('textbox', { name: 'Evidence' })).not.toHaveValue('-');
  await expect(first.getByRole('tab', { name: 'Goal Feedback' })).toBeDisabled();
  await expect(first).toContainText(GOAL_MESSAGES.goalFeedbackClosed);
  // Weightage takes a whole number from 1 to 100; anything else is ignored.
  await setWeight(first, '60');
  await setWeight(first, '160');
  await setWeight(first, 'ab');
  await expect(first.getByRole('textbox', { name: 'Weightage' })).toHaveValue('60');
  await expect(weightsLine(page)).toContainText(GOAL_MESSAGES.weightsLine(60));
  await expect(weightsLine(page)).toContainText('add 40');
  await expect(page.getByText(GOAL_MESSAGES.unsavedGoals)).toBeVisible();
  await first.getByRole('textbox', { name: 'Goal Details' }).fill(firstTemplate.replaceAll('____', '6'));
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /^Goal 1\b.*Not saved/ })).toHaveCount(0);

  // A blank goal half typed survives a reload; then it is discarded.
  await page.getByRole('button', { name: 'Add blank goal' }).click();
  const blank = goalPanel(page, 2);
  await expect(blank.getByRole('textbox', { name: 'Evidence' })).toHaveValue('-');
  await expect(blank.getByRole('textbox', { name: 'Weightage' })).toHaveValue('0');
  await blank.getByRole('textbox', { name: 'Goal Details' }).fill('Mentor two new teachers');
  // Saving a weight of 0 is refused beside the field; what was typed stays.
  await blank.getByRole('button', { name: 'Save' }).click();
  await expect(blank.getByText(GOAL_MESSAGES.weightRange)).toBeVisible();
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByText(GOAL_MESSAGES.draftRestored)).toBeVisible();
  await expect(goalPanel(page, 2).getByRole('textbox', { name: 'Goal Details' })).toHaveValue(
    'Mentor two new teachers',
  );
  await goalPanel(page, 2).getByRole('button', { name: 'Discard' }).click();
  await expect(goalPanel(page, 2)).toHaveCount(0);

  // The second goal, from the Teaching goals, weighs 40: the total is 100, but its blanks are still to fill.
  await chooseFromLibrary(page, 'Teaching goals');
  const second = goalPanel(page, 2);
  const secondDetails = second.getByRole('textbox', { name: 'Goal Details' });
  const secondTemplate = await secondDetails.inputValue();
  expect(secondTemplate).toContain('____');
  await setWeight(second, '40');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /^Goal 2\b.*Not saved/ })).toHaveCount(0);
  await expect(weightsLine(page)).toHaveText(GOAL_MESSAGES.weightsLine(100));
  // Submit For Review refuses a goal still reading '____' and names it.
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(GOAL_MESSAGES.goalHasBlank(2, secondTemplate))).toBeVisible();
  await secondDetails.fill(secondTemplate.replaceAll('____', '5'));
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /^Goal 2\b.*Not saved/ })).toHaveCount(0);
  await expect(submit).not.toHaveAttribute('aria-disabled');

  await submit.click();
  const confirm = page.getByRole('dialog', { name: 'Submit For Review' });
  await expect(confirm).toContainText(GOAL_MESSAGES.submitConfirm);
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(GOAL_MESSAGES.sentForReview)).toBeVisible();

  // Sent For Review: locked, on screen and on the server.
  await expect(head(page)).toContainText('Sent For Review');
  await expect(page.getByText(GOAL_MESSAGES.goalsLocked)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add from library' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add blank goal' })).toBeDisabled();
  // The first goal has been closed since the reload: open it.
  await page.getByRole('button', { name: /^Goal 1\b/ }).click();
  await expect(goalPanel(page, 1).getByRole('textbox', { name: 'Weightage' })).toBeDisabled();
  await expect(goalPanel(page, 1).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);

  const answer = await request.get(`/api/goal-setting-form/${id}`, { headers: bearer(teacher.token) });
  const setting = (await answer.json()) as GoalSetting;
  expect(setting.goalSettingState).toBe('SENT_FOR_REVIEW');
  expect(setting.goals.map((goal) => goal.weightage).sort()).toEqual([40, 60]);
  const refused = await request.post('/api/goal', {
    headers: bearer(teacher.token),
    data: { goalSettingFormId: id, goalDetails: 'One more', weightage: 10, measurementUnit: '', evidence: '-' },
  });
  expect([403, 409]).toContain(refused.status());

  // The list says the same.
  await page.goto('/goals/set');
  await expect(list).toContainText('Sent For Review');
  await expect(list).toContainText(GOAL_MESSAGES.weightsSum(100));
});

test('a save refused by the server keeps what was typed and says why', async ({ page, request }) => {
  const teacher = await createGoalTeacher(request);
  const headers = bearer(teacher.token);
  const teacherRole = (await (await request.get('/api/auth/me', { headers })).json()) as {
    roles: { roleId: number; name: string }[];
  };
  const roleId = teacherRole.roles.find((role) => role.name === 'Teacher')?.roleId;
  const created = await request.post('/api/goal-setting-form', {
    headers,
    data: { role: roleId, annualPeriod: SETTER_PERIOD },
  });
  expect(created.status(), await created.text()).toBe(200);
  const setting = (await created.json()) as GoalSetting;
  const added = await request.post('/api/goal', {
    headers,
    data: {
      goalSettingFormId: setting.id,
      goalDetails: 'Observe 4 lessons',
      weightage: 50,
      measurementUnit: 'lessons',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const goal = (await added.json()) as GoalSetting['goals'][number];

  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), teacher.token);
  await page.goto(`/goals/set/${setting.id}`);
  await page.getByRole('button', { name: /^Goal 1\b/ }).click();
  const panel = goalPanel(page, 1);
  await setWeight(panel, '70');
  // Meanwhile the goal changes elsewhere (another tab): this screen's version is stale.
  const other = await request.put(`/api/goal/${goal.id}`, {
    headers,
    data: { ...goal, goalDetails: 'Observe 5 lessons', version: goal.version },
  });
  expect(other.status(), await other.text()).toBe(200);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('alert')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Weightage' })).toHaveValue('70');
  await expect(page.getByRole('button', { name: /^Goal 1\b.*Not saved/ })).toBeVisible();
});

test('a teacher whose goals were sent back reads the latest review comment on the goal setting page @mobile', async ({
  page,
  request,
}) => {
  // Demo teacher3: the coordinator sent the goals back with a comment, then added another.
  const token = await apiLogin(request, 'teacher3@school.test', DEMO_PASSWORD);
  const own = await request.get(`/api/goal-setting-form?annualPeriod=${SETTER_PERIOD}`, { headers: bearer(token) });
  expect(own.status(), await own.text()).toBe(200);
  const listed = ((await own.json()) as { content: { id: number }[] }).content[0];
  if (!listed) throw new Error('demo teacher3 has no goal setting this year');
  const setting = (await (
    await request.get(`/api/goal-setting-form/${listed.id}`, { headers: bearer(token) })
  ).json()) as GoalSetting;
  expect(setting.goalSettingState).toBe('REASSESSMENT_REQUIRED');
  const latest = setting.reviewComments
    .filter((comment) => comment.createdBy !== setting.user.email)
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id)[0];
  if (!latest) throw new Error('no review comment');

  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`/goals/set/${setting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Goal Setting' })).toBeVisible();
  // Without opening Comments: the comment that says what to change is on the page.
  const shown = page.getByRole('region', { name: GOAL_MESSAGES.latestReviewComment });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(latest.reviewComment);
  await expect(shown).toContainText(latest.createdByName ?? '');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});
