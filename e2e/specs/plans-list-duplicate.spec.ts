import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { ACCOUNTS, expect, expectAccessible, test } from '../fixtures';
import { uniqueToken } from '../master-data-api';
import { filterPanel, planCard, waitForList } from '../plans-fixtures';
import { choose, plansApi } from '../annual-plans-setup';

// Duplicate from an annual plan's card (copy icon, CREATE), the same dialog as the plan's page.
test.describe.configure({ timeout: 90_000 });

test.describe('duplicate from the annual plan list', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test('the copy icon of a card duplicates the plan into another period', async ({ page, request }) => {
    const api = await plansApi(request, ACCOUNTS.coordinator);
    // A class, subject and period of this test's own (one plan per class, subject and period).
    const plan = await api.createAnnualPlan({
      name: `Hindi plan ${uniqueToken()}`,
      className: 'V',
      subjectName: 'Hindi',
      annualPeriod: 'AY21_22',
      start: '2021-04-01',
      end: '2022-03-31',
    });
    await page.goto('/annual-plans?annualPeriod=AY21_22&gradeName=V&subject=Hindi');
    await waitForList(page, 'Annual Plans');
    await expect(filterPanel(page)).toBeVisible();
    const card = planCard(page, 'Annual Plans', plan.name);
    await card.getByRole('button', { name: `Duplicate ${plan.name}` }).click();

    const dialog = page.getByRole('dialog', { name: PLAN_MESSAGES.duplicateTitle });
    await expect(dialog).toContainText(plan.name);
    await expectAccessible(page);
    await choose(page, dialog, 'Annual Period', 'A.Y. 2022-2023');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(PLAN_MESSAGES.duplicated)).toBeVisible();
    // The copy opens.
    await expect(page).toHaveURL(/\/annual-plan\/\d+$/);
    await expect(page).not.toHaveURL(new RegExp(`/annual-plan/${plan.id}$`));
    await expect(page.getByRole('region', { name: plan.name })).toContainText('A.Y. 2022-2023');
  });
});
