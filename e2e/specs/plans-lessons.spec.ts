import { MESSAGES } from '@school/contract/constants';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, bearer, expect, expectAccessible, test } from '../fixtures';
import { addLesson, createUnitSetup } from '../unit-lesson-setup';

// The set-up builds a subject, teachers and a plan hierarchy through the API: more time than the default.
test.describe.configure({ timeout: 90_000 });

async function visitUnit(page: Page, unitId: number, unitName: string) {
  await page.goto(`/unit-plan/${unitId}`);
  await expect(page.getByRole('heading', { level: 2, name: unitName })).toBeVisible({ timeout: 20_000 });
}

const lessonCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test.describe('unit plan detail as the coordinator', () => {
  test.use({ account: ACCOUNTS.coordinator });

  test('adds lessons to a completed unit plan, edits one, refreshes the consents; delete is refused', async ({
    page,
    request,
  }) => {
    const setup = await createUnitSetup(request);
    const { unit, lessonDates } = setup;
    await visitUnit(page, unit.id, unit.name);
    const summary = page.getByRole('region', { name: unit.name });
    await expect(summary).toContainText('Completed');
    await expect(summary).toContainText('Stars');
    await expect(page.getByRole('tab', { name: 'Lesson Plans (0)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(PLAN_MESSAGES.noLessonPlans)).toBeVisible();
    await expectAccessible(page);

    // A COMPLETED unit plan cannot be deleted: the button says why, and the server refuses it too.
    const deleteButton = page.getByRole('button', { name: 'Delete' });
    await expect(deleteButton).toHaveAttribute('aria-disabled', 'true');
    await deleteButton.hover();
    await expect(page.getByRole('tooltip')).toHaveText(PLAN_MESSAGES.deleteCompleted('unit'));
    const coordinatorToken = await apiLogin(request, ACCOUNTS.coordinator.email, ACCOUNTS.coordinator.password);
    const refused = await request.delete(`/api/unit-plan/${unit.id}`, { headers: bearer(coordinatorToken) });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(PLAN_MESSAGES.deleteCompleted('unit'));

    // Add Lesson Plan: required fields first, then a lesson in the unit's dates.
    await page.getByRole('button', { name: 'Add Lesson Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Lesson Plan' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Lesson Name' })).toHaveAccessibleDescription(
      /This field is required/,
    );
    await dialog.getByRole('combobox', { name: 'School' }).click();
    await page.getByRole('option', { name: /Lakeside World School/ }).click();
    await dialog.getByLabel('Start Date').fill(lessonDates.end);
    await dialog.getByLabel('End Date').fill(lessonDates.start);
    await dialog.getByRole('combobox', { name: 'Sub Units' }).click();
    await page.getByRole('option', { name: 'Stars' }).click();
    await page.getByRole('option', { name: 'Planets' }).click();
    await dialog.getByRole('textbox', { name: 'Lesson Name' }).fill('Our sun');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Refused: what was typed stays.
    await expect(dialog.getByText(PLAN_MESSAGES.endBeforeStart)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Lesson Name' })).toHaveValue('Our sun');
    await expectAccessible(page);
    await dialog.getByLabel('Start Date').fill(lessonDates.start);
    await dialog.getByLabel('End Date').fill(lessonDates.end);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Lesson Plans (1)' })).toBeVisible();
    const card = lessonCard(page, 'Our sun');
    await expect(card).toContainText('Stars, Planets');
    await expect(card).toContainText('Active');

    // Edit: the school of a saved lesson is locked.
    await card.getByRole('button', { name: 'Edit Our sun (LWS)' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lesson Plan' });
    await expect(edit.getByRole('combobox', { name: 'School' })).toHaveAttribute('aria-disabled', 'true');
    await edit.getByRole('textbox', { name: 'Lesson Name' }).fill('Our sun and its light');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(lessonCard(page, 'Our sun and its light')).toBeVisible();

    await page.getByRole('button', { name: 'Refresh Lesson Plan Consents' }).click();
    await expect(page.getByText(PLAN_MESSAGES.unitConsentsRefreshed)).toBeVisible();

    // The lesson's consents: the two teachers of the subject in the lesson's school, not given yet.
    await lessonCard(page, 'Our sun and its light')
      .getByRole('link', { name: 'View Our sun and its light (LWS)' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Our sun and its light' })).toBeVisible();
    const consents = page.getByRole('region', { name: /Consents/ });
    for (const teacher of setup.teachers) {
      await expect(consents).toContainText(teacher.fullName);
      await expect(consents).toContainText(teacher.email);
    }
    await expect(consents).toContainText('Consents (0/2)');
    await expect(page.getByRole('tab', { name: 'Lesson Plan Form' })).toBeVisible();
    await expectAccessible(page);
  });

  test('deletes a lesson from its Edit Lesson Plan modal, after asking', async ({ page, request }) => {
    const setup = await createUnitSetup(request);
    await addLesson(request, setup, 'Black holes');
    await visitUnit(page, setup.unit.id, setup.unit.name);
    await lessonCard(page, 'Black holes').getByRole('button', { name: 'Edit Black holes (LWS)' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lesson Plan' });
    await edit.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Lesson Plan' });
    await expect(confirm).toContainText(PLAN_MESSAGES.deleteConfirm);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(MESSAGES.deleted)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Lesson Plans (0)' })).toBeVisible();
    await expect(page.getByText(PLAN_MESSAGES.noLessonPlans)).toBeVisible();
  });
});

test.describe('unit plan detail at 360 px @mobile', () => {
  // 360 px in both projects (the phone project adds touch), as the annual plan's pass.
  test.use({ account: ACCOUNTS.coordinator, viewport: { width: 360, height: 740 } });

  test('the unit plan fits 360 px, its card above the lessons', async ({ page, request }) => {
    const setup = await createUnitSetup(request);
    await addLesson(request, setup, 'Phases of the moon');
    await visitUnit(page, setup.unit.id, setup.unit.name);
    const summary = await page.getByRole('region', { name: setup.unit.name }).boundingBox();
    const tab = await page.getByRole('tab', { name: 'Lesson Plans (1)' }).boundingBox();
    expect(summary && tab && summary.y + summary.height <= tab.y).toBe(true);
    await expect(lessonCard(page, 'Phases of the moon')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Lesson Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Lesson Plan' });
    await expect(dialog.getByRole('textbox', { name: 'Lesson Name' })).toBeVisible();
    await expectAccessible(page);
  });
});
