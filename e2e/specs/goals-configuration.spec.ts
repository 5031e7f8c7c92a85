import type { Locator, Page } from '@playwright/test';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import { ACCOUNTS, expect, expectAccessible, test } from '../fixtures';
import {
  addFreeAnnualPeriod,
  createRole,
  goalConfigurations,
  goalTimelines,
  isoDay,
  shownDate,
  timelineDatesWithin,
} from '../goals-fixtures';

/**
 * The Goal Configurations screen. An administrator adds a configuration for a role of the test's own and a timeline for
 * a period of its own, sees both cards and extends the review window; the contract's date rules show beside their
 * fields; axe scans of the page, both tabs and both dialogs; at 360 px too.
 */

const PAGE = '/goals/reviewers/configuration';
const TITLE = 'Goal Configurations';

test.describe.configure({ timeout: 90_000 });

/** Chooses an option of a select of a dialog. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The card (list item) whose heading is `name`, in the shown tab. */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test.describe('Goal Configurations', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('an administrator adds a configuration and a timeline and extends the review window @mobile', async ({
    page,
    request,
  }) => {
    const setter = await createRole(request);
    const period = await addFreeAnnualPeriod(request);
    const dates = timelineDatesWithin(period.value);

    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Goal Configuration', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Goal Timeline' })).toBeVisible();
    await expect(cardOf(page, setter.name)).toHaveCount(0);
    await expectAccessible(page);

    // Add Configuration: the new role sets goals, reviewed by Coordinator.
    await page.getByRole('button', { name: 'Add Configuration' }).click();
    const configurationDialog = page.getByRole('dialog', { name: 'Add Goal Configuration' });
    await expect(configurationDialog).toBeVisible();
    await expectAccessible(page);
    await choose(page, configurationDialog, 'Role', setter.name);
    await configurationDialog.getByRole('combobox', { name: 'Reviewer roles' }).click();
    // The setter role is not offered as one of its own reviewers.
    await expect(page.getByRole('option', { name: setter.name, exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'Coordinator', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await choose(page, configurationDialog, 'Goal approver role', 'Inspire Us-Core');
    await choose(page, configurationDialog, 'Review approver role', 'Administrator');
    await configurationDialog.getByRole('button', { name: 'Save' }).click();
    await expect(configurationDialog).toBeHidden();

    const configurationCard = cardOf(page, setter.name);
    await expect(configurationCard).toContainText('Coordinator');
    await expect(configurationCard).toContainText('Inspire Us-Core');
    await expect(configurationCard).toContainText('Administrator');
    await expect(
      configurationCard.getByRole('button', { name: `Edit the goal configuration of ${setter.name}` }),
    ).toBeVisible();

    // Edit: a second reviewer role.
    await configurationCard.getByRole('button', { name: `Edit the goal configuration of ${setter.name}` }).click();
    const editConfiguration = page.getByRole('dialog', { name: 'Edit Goal Configuration' });
    await editConfiguration.getByRole('combobox', { name: 'Reviewer roles', exact: true }).click();
    await page.getByRole('option', { name: 'Inspire Us-Mentors', exact: true }).click();
    await page.keyboard.press('Escape');
    await editConfiguration.getByRole('button', { name: 'Save' }).click();
    await expect(editConfiguration).toBeHidden();
    await expect(configurationCard).toContainText('Inspire Us-Mentors');
    const saved = (await goalConfigurations(request)).find((entry) => entry.applicableRole.id === setter.id);
    expect(saved?.reviewerRoles.map((reviewer) => reviewer.goalReviewerRole.name).sort()).toEqual([
      'Coordinator',
      'Inspire Us-Mentors',
    ]);
    expect(saved?.goalApproverRole.name).toBe('Inspire Us-Core');
    expect(saved?.reviewApproverRole.name).toBe('Administrator');

    // Add Timeline: the page turns to the Goal Timeline tab.
    await page.getByRole('button', { name: 'Add Timeline' }).click();
    const timelineDialog = page.getByRole('dialog', { name: 'Add Goal Timeline' });
    await expect(timelineDialog).toBeVisible();
    await choose(page, timelineDialog, 'Annual Period', period.name);
    await timelineDialog.getByLabel('Goal setup start date').fill(dates.goalSetupStartDate);
    await timelineDialog.getByLabel('Goal setup end date').fill(dates.goalSetupEndDate);
    await timelineDialog.getByLabel('Goal review start date').fill(dates.goalReviewStartDate);
    await timelineDialog.getByLabel('Goal review end date').fill(dates.goalReviewEndDate);
    const frequency = dates.feedbackFrequencies[0];
    if (!frequency) throw new Error('timelineDatesWithin gives one feedback frequency');
    await timelineDialog.getByRole('button', { name: 'Add feedback frequency' }).click();
    await timelineDialog.getByLabel('Frequency label').fill(frequency.frequencyLabel);
    await timelineDialog.getByLabel('Self feedback start date').fill(frequency.selfFeedbackStartDate);
    await timelineDialog.getByLabel('Self feedback end date').fill(frequency.selfFeedbackEndDate);
    await timelineDialog.getByLabel('Peer feedback start date').fill(frequency.peerFeedbackStartDate);
    await timelineDialog.getByLabel('Peer feedback end date').fill(frequency.peerFeedbackEndDate);
    await expectAccessible(page);
    await timelineDialog.getByRole('button', { name: 'Save' }).click();
    await expect(timelineDialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Goal Timeline', selected: true })).toBeVisible();

    const timelineCard = cardOf(page, period.name);
    await expect(timelineCard).toContainText(
      `${shownDate(dates.goalSetupStartDate)} to ${shownDate(dates.goalSetupEndDate)}`,
    );
    await expect(timelineCard).toContainText(
      `${shownDate(dates.goalReviewStartDate)} to ${shownDate(dates.goalReviewEndDate)}`,
    );
    await expect(timelineCard).toContainText(frequency.frequencyLabel);
    await expect(timelineCard).toContainText(
      `${shownDate(frequency.peerFeedbackStartDate)} to ${shownDate(frequency.peerFeedbackEndDate)}`,
    );
    // A far-future period: none of its windows is open today.
    await expect(timelineCard.getByText('Not open yet')).toHaveCount(4);
    await expectAccessible(page);

    // Extend the review window by a month.
    const extended = dates.goalReviewEndDate.replace(/-08-31$/, '-09-30');
    await timelineCard.getByRole('button', { name: `Edit the goal timeline of ${period.name}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Goal Timeline' });
    await expect(editDialog.getByLabel('Goal review end date')).toHaveValue(dates.goalReviewEndDate);
    await editDialog.getByLabel('Goal review end date').fill(extended);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(editDialog).toBeHidden();
    await expect(timelineCard).toContainText(`${shownDate(dates.goalReviewStartDate)} to ${shownDate(extended)}`);
    const stored = (await goalTimelines(request)).find((timeline) => timeline.academicCalendar === period.value);
    expect(stored?.goalReviewEndDate).toBe(extended);
    expect(stored?.feedbackFrequencies).toHaveLength(1);

    // Back on the first tab, the configuration is still there.
    await page.getByRole('tab', { name: 'Goal Configuration' }).click();
    await expect(cardOf(page, setter.name)).toBeVisible();
  });

  test('a window ending before it starts is refused beside its field, and what was typed stays', async ({
    page,
    request,
  }) => {
    const period = await addFreeAnnualPeriod(request);
    const dates = timelineDatesWithin(period.value);
    await page.goto(`${PAGE}?tab=timeline`);
    await expect(page.getByRole('tab', { name: 'Goal Timeline', selected: true })).toBeVisible();
    // A timeline whose setup window is open today (the demo's current period) says so on its card.
    const today = isoDay();
    const open = (await goalTimelines(request)).find(
      (timeline) => timeline.goalSetupStartDate <= today && today <= timeline.goalSetupEndDate,
    );
    if (open) await expect(cardOf(page, open.academicCalendarName).getByText('Open today').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Timeline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Goal Timeline' });
    await choose(page, dialog, 'Annual Period', period.name);
    await dialog.getByLabel('Goal setup start date').fill(dates.goalSetupEndDate);
    await dialog.getByLabel('Goal setup end date').fill(dates.goalSetupStartDate);
    await dialog.getByLabel('Goal review start date').fill(dates.goalReviewStartDate);
    await dialog.getByLabel('Goal review end date').fill(dates.goalReviewEndDate);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(dialog.getByLabel('Goal setup end date')).toHaveAccessibleDescription(GOAL_MESSAGES.endBeforeStart);
    await expect(dialog.getByLabel('Goal setup end date')).toBeFocused();
    await expect(dialog.getByLabel('Goal review start date')).toHaveValue(dates.goalReviewStartDate);
    await expectAccessible(page);

    // Corrected, it saves.
    await dialog.getByLabel('Goal setup start date').fill(dates.goalSetupStartDate);
    await dialog.getByLabel('Goal setup end date').fill(dates.goalSetupEndDate);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(cardOf(page, period.name)).toBeVisible();

    // Its period is no longer offered for a second timeline.
    await page.getByRole('button', { name: 'Add Timeline' }).click();
    const second = page.getByRole('dialog', { name: 'Add Goal Timeline' });
    await second.getByRole('combobox', { name: 'Annual Period' }).click();
    await expect(page.getByRole('option', { name: `${period.name} (has a timeline)` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

test.describe('Goal Configurations for Inspire Us-Core', () => {
  test.use({ account: ACCOUNTS.core });

  test('who manages configurations but may not read roles is offered the roles configurations name', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Timeline' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Goal Configuration' });
    await expect(dialog.getByText('Only the roles named by goal configurations are offered')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Goal approver role', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Coordinator', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
