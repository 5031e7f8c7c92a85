import { MESSAGES } from '@school/contract/constants';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { ACCOUNTS, expect, expectAccessible, test } from '../fixtures';
import { uniqueToken } from '../master-data-api';
import { choose, plansApi, signedInState, visitPlan } from '../annual-plans-setup';

// Long flows on a busy machine: more time than the default 30 s per test.
test.describe.configure({ timeout: 90_000 });

test.describe('annual plan detail as a coordinator', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test('duplicates a plan to a new year', async ({ page, request }) => {
    const api = await plansApi(request, ACCOUNTS.coordinator);
    const plan = await api.createAnnualPlan({
      name: `Maths plan ${uniqueToken()}`,
      className: 'IV',
      subjectName: 'Mathematics',
      annualPeriod: 'AY22_23',
      start: '2022-04-01',
      end: '2023-03-31',
    });
    await visitPlan(page, `/annual-plan/${plan.id}`, plan.name);
    await expect(page.getByRole('tab', { name: 'Tier Plans (2)' })).toBeVisible();
    // The download itself is tested in plans-forms-pdf.spec.ts.
    await expect(page.getByRole('button', { name: 'Download Annual Plan' })).toBeEnabled();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Duplicate' }).click();
    const dialog = page.getByRole('dialog', { name: PLAN_MESSAGES.duplicateTitle });
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Annual Period' })).toHaveAccessibleDescription(
      PLAN_MESSAGES.duplicatePeriodRequired,
    );
    await expectAccessible(page);
    await choose(page, dialog, 'Annual Period', 'A.Y. 2023-2024');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect(dialog).toBeHidden();

    // The copy opens: the new period, the dates a year later, its tiers and topics.
    await expect(page).not.toHaveURL(new RegExp(`/annual-plan/${plan.id}$`));
    const summary = page.getByRole('region', { name: plan.name });
    await expect(summary).toContainText('A.Y. 2023-2024');
    await expect(summary).toContainText('01-04-2023');
    await expect(page.getByRole('tab', { name: 'Tier Plans (2)' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Tier 1' })).toContainText('Place value');

    // The source is untouched.
    const source = await api.get<{ curriculumContext: { annualPeriod: string } }>(`/annual-plans/${plan.id}`);
    expect(source.curriculumContext.annualPeriod).toBe('AY22_23');
  });

  test('submits a plan after confirmation', async ({ page, request }) => {
    const api = await plansApi(request, ACCOUNTS.coordinator);
    const plan = await api.createAnnualPlan({
      name: `EVS plan ${uniqueToken()}`,
      className: 'IV',
      subjectName: 'Environmental Studies',
      annualPeriod: 'AY22_23',
      start: '2022-04-01',
      end: '2023-03-31',
    });
    await visitPlan(page, `/annual-plan/${plan.id}`, plan.name);
    const summary = page.getByRole('region', { name: plan.name });
    await expect(summary).toContainText('Active');

    await page.getByRole('button', { name: 'Submit Annual Plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText(PLAN_MESSAGES.submitConfirm);
    await expectAccessible(page);
    // Cancel leaves the plan as it is.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(summary).toContainText('Active');

    await page.getByRole('button', { name: 'Submit Annual Plan' }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(confirm).toBeHidden();
    await expect(summary).toContainText('Completed');
    // Its tiers are completed with it; a coordinator cannot change a completed plan.
    await expect(page.getByRole('article', { name: 'Tier 1' })).toContainText('Completed');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Annual Plan' })).toHaveCount(0);
  });
});

test.describe('a COMPLETED annual plan', () => {
  test('is read-only for a teacher and editable for an Administrator', async ({ browser, request, baseURL }) => {
    const api = await plansApi(request, ACCOUNTS.coordinator);
    // Class V English: within teacher1's grades and subjects, so the teacher sees it.
    const created = await api.createAnnualPlan({
      name: `English plan ${uniqueToken()}`,
      className: 'V',
      subjectName: 'English',
      annualPeriod: 'AY21_22',
      start: '2021-04-01',
      end: '2022-03-31',
    });
    const plan = await api.setStatus(created, 'COMPLETED');
    const tierId = plan.tierPlans[0]?.id;

    const teacher = await browser.newContext({
      storageState: await signedInState(request, ACCOUNTS.teacher1, baseURL ?? ''),
    });
    const teacherPage = await teacher.newPage();
    await visitPlan(teacherPage, `/annual-plan/${plan.id}`, plan.name);
    await expect(teacherPage.getByRole('region', { name: plan.name })).toContainText('Completed');
    for (const label of ['Edit', 'Submit Annual Plan', 'Duplicate', 'Deactivate']) {
      await expect(teacherPage.getByRole('button', { name: label, exact: true })).toHaveCount(0);
    }
    await expectAccessible(teacherPage);
    await visitPlan(teacherPage, `/tier-plan/${tierId}`, 'Tier 1');
    await expect(teacherPage.getByRole('button', { name: 'Add Unit Plan' })).toHaveCount(0);
    await teacherPage.getByRole('button', { name: 'Details and topics' }).click();
    await expect(teacherPage.getByRole('list', { name: 'Topics of Tier 1' })).toContainText('Counting');
    await teacherPage.getByRole('button', { name: 'View Tier Plan' }).click();
    const view = teacherPage.getByRole('dialog', { name: 'Tier Plan' });
    await expect(view).toContainText(PLAN_MESSAGES.completedReadOnly('tier'));
    await expect(view.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expectAccessible(teacherPage);
    // The wizard says why it does not open, rather than a form the server would refuse.
    await teacherPage.goto(`/annual-plans/${plan.id}/edit`);
    await expect(teacherPage.getByText(PLAN_MESSAGES.completedReadOnly('annual'))).toBeVisible({ timeout: 20_000 });
    await teacherPage.goto('/annual-plans/new');
    await expect(teacherPage.getByText(MESSAGES.forbidden)).toBeVisible({ timeout: 20_000 });
    await teacher.close();

    const admin = await browser.newContext({
      storageState: await signedInState(request, ACCOUNTS.administrator, baseURL ?? ''),
    });
    const adminPage = await admin.newPage();
    await visitPlan(adminPage, `/annual-plan/${plan.id}`, plan.name);
    await adminPage.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Edit Annual Plan' })).toBeVisible();
    // Period, class and subject stay as they are.
    await expect(adminPage.getByRole('combobox', { name: 'Class Name' })).toHaveAttribute('aria-disabled', 'true');
    await adminPage.getByRole('textbox', { name: 'Name' }).fill(`${plan.name} revised`);
    await adminPage.getByRole('button', { name: 'Next' }).click();
    await adminPage.getByRole('textbox', { name: 'Tier 1 topic 1 name' }).fill('Reading');
    // A saved sub topic removed (deleted on save).
    await adminPage.getByRole('button', { name: 'Remove Tier 1 topic 1 sub topic 2' }).click();
    await expect(adminPage.getByRole('textbox', { name: 'Tier 1 topic 1 sub topic 2 name' })).toHaveCount(0);
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByRole('heading', { level: 2, name: PLAN_MESSAGES.allStepsCompleted })).toBeVisible();
    await adminPage
      .getByRole('form')
      .getByRole('link', { name: `${plan.name} revised` })
      .click();
    await expect(adminPage.getByRole('article', { name: 'Tier 1' })).toContainText('Reading');
    await expect(adminPage.getByRole('article', { name: 'Tier 1' })).not.toContainText('Place value');
    // Deactivate (with a confirmation) and Activate again.
    await adminPage.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await adminPage.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Ok' }).click();
    await expect(adminPage.getByRole('region', { name: `${plan.name} revised` })).toContainText('Inactive');
    await adminPage.getByRole('button', { name: 'Activate', exact: true }).click();
    await adminPage.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Ok' }).click();
    await expect(adminPage.getByRole('region', { name: `${plan.name} revised` })).toContainText('Active');
    await admin.close();
  });
});

test.describe('tier plan as an Administrator', () => {
  test.use({ account: ACCOUNTS.administrator });

  // Refresh Unit Plan Consents calls GET /tier-plan/refresh-consents/{id}, which the plan consents' routes serve.
  test('refreshes the unit plan consents of a tier', async ({ page, request }) => {
    const api = await plansApi(request, ACCOUNTS.coordinator);
    const plan = await api.createAnnualPlan({
      name: `Maths V plan ${uniqueToken()}`,
      className: 'V',
      subjectName: 'Mathematics',
      annualPeriod: 'AY23_24',
      start: '2023-04-01',
      end: '2024-03-31',
    });
    await visitPlan(page, `/tier-plan/${plan.tierPlans[0]?.id}`, 'Tier 1');
    await page.getByRole('button', { name: 'Refresh Unit Plan Consents' }).click();
    await expect(page.getByText(PLAN_MESSAGES.tierConsentsRefreshed)).toBeVisible();
  });
});

test.describe('annual and tier plan at 360 px @mobile', () => {
  // 360 px in both projects (the phone project adds touch).
  test.use({ account: ACCOUNTS.coordinator, viewport: { width: 360, height: 740 } });

  test('the plan card sits above its tiers; the tier card above its units', async ({ page, request }, testInfo) => {
    const api = await plansApi(request, ACCOUNTS.coordinator);
    // Both projects run this test: each its own period (one plan per class, subject and period).
    const year = testInfo.project.name === 'mobile' ? 2024 : 2021;
    const plan = await api.createAnnualPlan({
      name: `Science plan ${uniqueToken()}`,
      className: 'VI',
      subjectName: 'Science',
      annualPeriod: `AY${year % 100}_${(year + 1) % 100}`,
      start: `${year}-04-01`,
      end: `${year + 1}-03-31`,
      schoolCode: 'LWS',
    });
    await visitPlan(page, `/annual-plan/${plan.id}`, plan.name);
    const card = await page.getByRole('region', { name: plan.name }).boundingBox();
    const tab = await page.getByRole('tab', { name: 'Tier Plans (2)' }).boundingBox();
    expect(card && tab && card.y + card.height <= tab.y).toBe(true);
    // On a phone the button reads 'Download'; its accessible name keeps the whole label.
    await expect(page.getByRole('button', { name: 'Download Annual Plan' })).toHaveText('Download');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Tier 1' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tier 1' })).toBeVisible();
    const tierCard = await page.getByRole('heading', { level: 2, name: 'Tier 1' }).boundingBox();
    const unitsTab = await page.getByRole('tab', { name: 'Unit Plans (0)' }).boundingBox();
    expect(tierCard && unitsTab && tierCard.y < unitsTab.y).toBe(true);
    await page.getByRole('button', { name: 'Add Unit Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Unit Plan' });
    await dialog.getByRole('textbox', { name: 'Unit Name' }).fill('Living things');
    await dialog.getByLabel('Start Date').fill(`${year}-04-05`);
    await dialog.getByLabel('End Date').fill(`${year}-05-05`);
    await dialog.getByRole('textbox', { name: 'Sub unit 1 name' }).fill('Cells');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: 'Living things' })).toContainText('Cells');

    // The wizard at 360 px.
    await page.goto('/annual-plans/new');
    await expect(page.getByRole('heading', { level: 2, name: 'Annual Plan' })).toBeVisible({ timeout: 20_000 });
    await choose(page, page, 'Class Name', 'VII');
    await expect(page.getByRole('combobox', { name: 'School' })).toBeVisible();
    await expectAccessible(page);
  });
});
