import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { ACCOUNTS, expect, expectAccessible, test } from '../fixtures';
import { uniqueToken } from '../master-data-api';
import { choose, plansApi } from '../annual-plans-setup';

// Long flows on a busy machine: more time than the default 30 s per test.
test.describe.configure({ timeout: 120_000 });

test.describe('annual plan wizard as a coordinator', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test('creates a plan with tiers, topics and sub topics; it shows in its detail; a unit is added to a tier', async ({
    page,
  }) => {
    const name = `Art plan ${uniqueToken()}`;
    await page.goto('/annual-plans/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Annual Plan' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Annual Plan' })).toBeVisible();
    // The period defaults to the current one; Back and Submit wait for the second step and a saved plan.
    await expect(page.getByRole('combobox', { name: 'Annual Period' })).toHaveText('A.Y. 2026-2027');
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectAccessible(page);

    // Next checks the step first.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This field is required');

    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByLabel('Start Date').fill('2026-04-01');
    await page.getByLabel('End Date').fill('2027-03-31');
    await choose(page, page, 'Class Name', 'IV');
    // Class IV follows the network-wide curriculum: no School selector.
    await expect(page.getByRole('combobox', { name: 'School' })).toHaveCount(0);
    await choose(page, page, 'Subject', 'Art');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Tier Plan' })).toBeVisible();
    await choose(page, page, 'Tier 1 name', 'Tier 1');
    await page.getByLabel('Tier 1 start date').fill('2026-04-01');
    await page.getByLabel('Tier 1 end date').fill('2026-09-30');
    // Sequences keep digits only.
    const sequence = page.getByRole('textbox', { name: 'Tier 1 topic 1 sequence' });
    await sequence.fill('');
    await sequence.pressSequentially('a1b');
    await expect(sequence).toHaveValue('1');
    await page.getByRole('textbox', { name: 'Tier 1 topic 1 name' }).fill('Colours');
    await page.getByRole('textbox', { name: 'Tier 1 topic 1 sub topic 1 name' }).fill('Primary colours');
    await page.getByRole('button', { name: 'Add Sub Topic to Tier 1 topic 1' }).click();
    await page.getByRole('textbox', { name: 'Tier 1 topic 1 sub topic 2 name' }).fill('Mixing colours');
    await page.getByRole('button', { name: 'Add Topic to Tier 1' }).click();
    await page.getByRole('textbox', { name: 'Tier 1 topic 2 name' }).fill('Lines');
    await page.getByRole('textbox', { name: 'Tier 1 topic 2 sub topic 1 name' }).fill('Straight lines');

    await page.getByRole('button', { name: 'Add Tier' }).click();
    await choose(page, page, 'Tier 2 name', 'Tier 2');
    await page.getByLabel('Tier 2 start date').fill('2026-10-01');
    // A tier outside the plan's dates is refused beside the field.
    await page.getByLabel('Tier 2 end date').fill('2027-05-31');
    await page.getByRole('textbox', { name: 'Tier 2 topic 1 name' }).fill('Clay');
    await page.getByRole('textbox', { name: 'Tier 2 topic 1 sub topic 1 name' }).fill('Pinch pots');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Tier 2 end date')).toHaveAccessibleDescription(/within the annual plan's dates/);
    await page.getByLabel('Tier 2 end date').fill('2027-03-31');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { level: 2, name: PLAN_MESSAGES.allStepsCompleted })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await page.getByRole('link', { name }).click();

    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Tier Plans (2)' })).toBeVisible();
    const tierOne = page.getByRole('article', { name: 'Tier 1' });
    await expect(tierOne).toContainText('Colours');
    await expect(tierOne).toContainText('Mixing colours');
    await expect(tierOne).toContainText('Lines');
    await expect(page.getByRole('region', { name })).toContainText('Ravi Kumar');
    await expect(page.getByRole('region', { name })).toContainText('01-04-2026');
    await expectAccessible(page);

    // The tier plan: add a unit with a sub unit and one of the tier's topics.
    await tierOne.getByRole('link', { name: 'Tier 1' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tier 1' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Unit Plans (0)' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add Unit Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Unit Plan' });
    await dialog.getByRole('textbox', { name: 'Unit Name' }).fill('Colour wheel');
    // Cancel with unsaved changes asks first; keeping on editing loses nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Keep editing' })
      .click();
    await expect(dialog.getByRole('textbox', { name: 'Unit Name' })).toHaveValue('Colour wheel');
    await dialog.getByLabel('Start Date').fill('2026-04-01');
    await dialog.getByLabel('End Date').fill('2026-05-15');
    await dialog.getByRole('textbox', { name: 'Sub unit 1 name' }).fill('Warm and cool');
    await dialog.getByRole('button', { name: 'Add Sub Unit' }).click();
    await dialog.getByRole('textbox', { name: 'Sub unit 2 name' }).fill('Complementary pairs');
    await dialog.getByRole('checkbox', { name: 'Colours' }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Unit Plans (1)' })).toBeVisible();
    const unit = page.getByRole('article', { name: 'Colour wheel' });
    await expect(unit).toContainText('Warm and cool');
    await expect(unit).toContainText('Colours');
    await expect(unit).toContainText('01-04-2026');

    // Editing it: a sub unit renamed, saved through the tier plan.
    await unit.getByRole('button', { name: 'Edit Colour wheel' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Unit Plan' });
    await edit.getByRole('textbox', { name: 'Sub unit 2 name' }).fill('Complementary colours');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(unit).toContainText('Complementary colours');

    // The tier's own modal: a topic renamed.
    await page.getByRole('button', { name: 'Edit Tier Plan' }).click();
    const tierDialog = page.getByRole('dialog', { name: 'Edit Tier Plan' });
    await tierDialog.getByRole('textbox', { name: 'Tier 1 topic 2 name' }).fill('Lines and shapes');
    await expectAccessible(page);
    await tierDialog.getByRole('button', { name: 'Save' }).click();
    await expect(tierDialog).toBeHidden();
    await page.getByRole('button', { name: 'Details and topics' }).click();
    await expect(page.getByRole('list', { name: 'Topics of Tier 1' })).toContainText('Lines and shapes');

    // A unit is deleted from its modal after a confirmation.
    await unit.getByRole('button', { name: 'Edit Colour wheel' }).click();
    await edit.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Ok' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Unit Plans (0)' })).toBeVisible();
  });

  test('a half-filled wizard survives a reload; a refused save keeps what was typed', async ({ page, request }) => {
    const api = await plansApi(request, ACCOUNTS.coordinator);
    const existing = await api.createAnnualPlan({
      name: `Hindi plan ${uniqueToken()}`,
      className: 'IV',
      subjectName: 'Hindi',
      annualPeriod: 'AY23_24',
      start: '2023-04-01',
      end: '2024-03-31',
    });

    await page.goto('/annual-plans/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Annual Plan' })).toBeVisible({ timeout: 20_000 });
    const name = `Second Hindi plan ${uniqueToken()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByLabel('Start Date').fill('2023-04-01');
    await page.getByLabel('End Date').fill('2024-03-31');
    await choose(page, page, 'Annual Period', 'A.Y. 2023-2024');
    await choose(page, page, 'Class Name', 'IV');
    await choose(page, page, 'Subject', 'Hindi');
    await page.getByRole('button', { name: 'Next' }).click();
    await choose(page, page, 'Tier 1 name', 'Tier 1');
    await page.getByLabel('Tier 1 start date').fill('2023-04-01');
    await page.getByLabel('Tier 1 end date').fill('2023-09-30');
    await page.getByRole('textbox', { name: 'Tier 1 topic 1 name' }).fill('Varnamala');
    await page.getByRole('textbox', { name: 'Tier 1 topic 1 sub topic 1 name' }).fill('Swar');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Tier Plan' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'Tier 1 topic 1 name' })).toHaveValue('Varnamala');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await page.getByRole('button', { name: 'Next' }).click();

    // A field error of the server on a nested field shows on that field (the answer stubbed: the client's checks
    // leave nothing the server alone refuses here).
    await page.route(
      '**/api/annual-plans',
      (route) =>
        route.fulfill({
          status: 400,
          json: { message: 'Check the fields', fieldErrors: { 'tierPlans.0.topics.0.name': ['Not this name'] } },
        }),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('textbox', { name: 'Tier 1 topic 1 name' })).toHaveAccessibleDescription(
      'Not this name',
    );
    await expect(page.getByRole('textbox', { name: 'Tier 1 topic 1 name' })).toHaveValue('Varnamala');

    // The same class, subject and period already have a plan: refused (409) on the first step, naming it; the
    // wizard keeps everything.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Annual Plan' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: existing.name })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: 'Tier 1 topic 1 sub topic 1 name' })).toHaveValue('Swar');
  });

  test('submits a saved plan from the wizard after confirmation', async ({ page, request }) => {
    const api = await plansApi(request, ACCOUNTS.coordinator);
    const plan = await api.createAnnualPlan({
      name: `Art plan ${uniqueToken()}`,
      className: 'IV',
      subjectName: 'Art',
      annualPeriod: 'AY24_25',
      start: '2024-04-01',
      end: '2025-03-31',
    });
    await page.goto(`/annual-plans/${plan.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Annual Plan' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText(PLAN_MESSAGES.submitConfirm);
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByRole('region', { name: plan.name })).toContainText('Completed');
  });
});
