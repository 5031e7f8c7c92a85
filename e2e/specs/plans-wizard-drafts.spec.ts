import { FORM_SCREEN_MESSAGES } from '@school/contract/plan-forms/form-screen-messages';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { Page } from '@playwright/test';
import type { AnnualPlanDetail } from '@school/contract/schemas/plans/annual-plan';
import { ACCOUNTS, expect, expectAccessible, test } from '../fixtures';
import { uniqueToken } from '../master-data-api';
import { choose, plansApi } from '../annual-plans-setup';

// The annual plan wizard's draft, its leave question and its server errors. Each test uses a class, subject and
// period of its own (one plan per class, subject and period); the phone run takes another subject than the desktop's.
test.describe.configure({ timeout: 120_000 });

interface NewPlan {
  name: string;
  period: string;
  year: number;
  subject: string;
}

/** Fills both steps of a new plan: one tier with one topic and one sub topic. */
async function fillNewPlan(page: Page, plan: NewPlan) {
  await page.getByRole('textbox', { name: 'Name' }).fill(plan.name);
  await page.getByLabel('Start Date').fill(`${plan.year}-04-01`);
  await page.getByLabel('End Date').fill(`${plan.year + 1}-03-31`);
  await choose(page, page, 'Annual Period', plan.period);
  await choose(page, page, 'Class Name', 'IV');
  await choose(page, page, 'Subject', plan.subject);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tier Plan' })).toBeVisible();
  await choose(page, page, 'Tier 1 name', 'Tier 1');
  await page.getByLabel('Tier 1 start date').fill(`${plan.year}-04-01`);
  await page.getByLabel('Tier 1 end date').fill(`${plan.year}-09-30`);
  await page.getByRole('textbox', { name: 'Tier 1 topic 1 name' }).fill('Colours');
  await page.getByRole('textbox', { name: 'Tier 1 topic 1 sub topic 1 name' }).fill('Primary colours');
}

async function expectSaved(page: Page, name: string) {
  const form = page.getByRole('form', { name: PLAN_MESSAGES.allStepsCompleted });
  await expect(form).toBeVisible();
  // In the form: in edit mode the breadcrumb names the plan too.
  await expect(form.getByRole('link', { name })).toBeVisible();
}

test.describe('annual plan wizard drafts as a coordinator', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test('after a save, Add New Plan in the same tab opens an empty wizard that saves a second plan @mobile', async ({
    page,
  }, testInfo) => {
    const subject = testInfo.project.name === 'mobile' ? 'Hindi' : 'Art';
    const first = `${subject} plan ${uniqueToken()}`;
    await page.goto('/annual-plans/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Annual Plan' })).toBeVisible({ timeout: 20_000 });
    await fillNewPlan(page, { name: first, period: 'A.Y. 2021-2022', year: 2021, subject });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSaved(page, first);
    await expectAccessible(page);

    // Within the app, in the same tab: the list, then Add New Plan.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Annual Plans' }).click();
    await page
      .getByRole('button', { name: 'Add New Plan' })
      .or(page.getByRole('link', { name: 'Add New Plan' }))
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Annual Plan' })).toBeVisible({ timeout: 20_000 });
    // An empty wizard: nothing of the saved plan comes back as unsaved changes.
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByText(FORM_SCREEN_MESSAGES.draftRestored)).toHaveCount(0);
    await expectAccessible(page);

    const second = `${subject} plan ${uniqueToken()}`;
    await fillNewPlan(page, { name: second, period: 'A.Y. 2022-2023', year: 2022, subject });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSaved(page, second);
    await page.getByRole('link', { name: second }).click();
    await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Tier 1' })).toContainText('Colours');
  });

  test('edit mode keeps a draft through a reload and asks before a drawer link leaves', async ({ page, request }) => {
    const api = await plansApi(request, ACCOUNTS.coordinator);
    const plan = await api.createAnnualPlan({
      name: `Art plan ${uniqueToken()}`,
      className: 'IV',
      subjectName: 'Art',
      annualPeriod: 'AY25_26',
      start: '2025-04-01',
      end: '2026-03-31',
    });
    const revised = `${plan.name} revised`;
    await page.goto(`/annual-plans/${plan.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Annual Plan' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Name' }).fill(revised);

    // A reload (the browser's own question accepted) keeps the change.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(revised, { timeout: 20_000 });
    await expect(page.getByText(FORM_SCREEN_MESSAGES.draftRestored)).toBeVisible();

    // A link of the drawer asks first; staying keeps everything.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Annual Plans' }).click();
    const leave = page.getByRole('dialog', { name: FORM_SCREEN_MESSAGES.leaveTitle });
    await expect(leave).toContainText(FORM_SCREEN_MESSAGES.leaveUnsaved);
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/annual-plans/${plan.id}/edit$`));
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(revised);

    // Saved: no draft is left, and a link leaves without asking.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSaved(page, revised);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Annual Plans' }).click();
    await expect(page).toHaveURL(/annual-plans$/);
    await expect(leave).toHaveCount(0);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('wizard')));
    expect(stored).toEqual([]);
    expect((await api.get<{ name: string }>(`/annual-plans/${plan.id}`)).name).toBe(revised);
  });

  test('a refused save names the tier, topic or sub topic of a field the user cannot see, beside it', async ({
    page,
    request,
  }) => {
    const api = await plansApi(request, ACCOUNTS.coordinator);
    const plan = await api.createAnnualPlan({
      name: `Hindi plan ${uniqueToken()}`,
      className: 'IV',
      subjectName: 'Hindi',
      annualPeriod: 'AY25_26',
      start: '2025-04-01',
      end: '2026-03-31',
    });
    await page.goto(`/annual-plans/${plan.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Annual Plan' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Tier 1 topic 1 name' }).fill('Renamed topic');

    // The server's answer stubbed: an id (no field shows it) and a nested field the client's checks let through.
    await page.route(
      `**/api/annual-plans/${plan.id}`,
      (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              json: {
                message: 'Some fields are not valid',
                fieldErrors: {
                  'tierPlans.0.topics.0.id': ['This topic is not in the plan'],
                  'tierPlans.0.topics.0.subTopics.0.name': ['Not this name'],
                },
              },
            })
          : route.fallback(),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Save' }).click();
    // Beside the topic, and in the form's message with the topic's name; never an unnamed 'Some fields are not valid'.
    await expect(page.getByRole('region', { name: 'Tier 1 topics' })).toContainText('This topic is not in the plan');
    await expect(page.getByRole('alert')).toHaveText('Tier 1 topic 1: This topic is not in the plan');
    await expect(page.getByRole('textbox', { name: 'Tier 1 topic 1 sub topic 1 name' })).toHaveAccessibleDescription(
      'Not this name',
    );
    await expect(page.getByText('Some fields are not valid')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Tier 1 topic 1 name' })).toHaveValue('Renamed topic');
    await expectAccessible(page);

    // The next save goes through.
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSaved(page, plan.name);
    expect((await api.get<AnnualPlanDetail>(`/annual-plans/${plan.id}`)).tierPlans[0]?.topics[0]?.name).toBe(
      'Renamed topic',
    );
  });
});
