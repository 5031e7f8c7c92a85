import type { UnitPlanDetail, UnitPlanSchoolShare } from '@school/contract/schemas/plans/index';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, expect, expectAccessible, test } from '../fixtures';
import { callApi } from '../unit-lesson-setup';

type SchoolShare = UnitPlanSchoolShare;

/** A demo unit plan of both demo schools (a network-wide annual plan with teachers in each), as the administrator reads it. */
async function networkWideUnit(request: APIRequestContext): Promise<{ unit: UnitPlanDetail; shares: SchoolShare[] }> {
  const token = await apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
  const page = await callApi<{ content: { id: number }[] }>(request, token, 'get', '/unit-plans?page=0&size=50');
  for (const { id } of page.content) {
    const unit = await callApi<UnitPlanDetail>(request, token, 'get', `/unit-plan/${id}`);
    if (unit.shownSchool === null) continue;
    const schools = await callApi<{ content: SchoolShare[] }>(request, token, 'get', `/unit-plan/${id}/schools`);
    if (schools.content.every((share) => share.consentCount > 0)) return { unit, shares: schools.content };
  }
  throw new Error('the demo data holds no unit plan with consents in two schools');
}

async function chooseOtherSchool(page: Page, { unit, shares }: { unit: UnitPlanDetail; shares: SchoolShare[] }) {
  const other = shares.find((share) => share.school.id !== unit.shownSchoolId);
  if (!other) throw new Error('the unit plan lists one school');
  const picker = page.getByRole('combobox', { name: 'School' });
  await expect(picker).toHaveValue(String(unit.shownSchoolId));
  await picker.selectOption(String(other.school.id));
  await expect(page).toHaveURL(new RegExp(`school=${other.school.id}`));
  await expect(page.getByText(`The lesson plans of ${other.school.schoolName}`)).toBeVisible();
  return other;
}

test.describe('a network-wide unit plan, one school at a time', () => {
  test.use({ account: ACCOUNTS.administrator });

  test('lists one school’s consents and lessons, counts every school’s, and keeps the chosen school in the URL', async ({
    page,
    request,
  }) => {
    const spanned = await networkWideUnit(request);
    const { unit } = spanned;
    await page.goto(`/unit-plan/${unit.id}`);
    await expect(page.getByRole('heading', { level: 2, name: unit.name })).toBeVisible({ timeout: 20_000 });
    // The heading counts the whole plan's consents; the picker says what each school holds.
    const consents = page.getByRole('region', { name: /^Consents/ });
    await expect(
      consents.getByRole('heading', { name: `Consents (${unit.consentsGiven}/${unit.consentCount})` }),
    ).toBeVisible();
    await expect(
      consents.getByText(
        `${unit.schoolCount} schools; consents given in all: ${unit.consentsGiven} of ${unit.consentCount}`,
      ),
    ).toBeVisible();
    await expectAccessible(page);

    // Each school's option says what it holds; a plan of fewer than 50 schools needs no search.
    for (const share of spanned.shares) {
      await expect(page.locator(`option[value="${share.school.id}"]`)).toHaveText(
        new RegExp(`consents ${share.consentsGiven}/${share.consentCount} · ${share.lessonPlanCount} lesson plan`),
      );
    }
    await expect(page.getByRole('searchbox', { name: 'Find a school' })).toHaveCount(0);
    const other = await chooseOtherSchool(page, spanned);
    await expect(page.getByRole('tab', { name: `Lesson Plans (${other.lessonPlanCount})` })).toBeVisible();
    // A reload keeps the school.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue(String(other.school.id));
  });

  test('fits 360 px with the school picker @mobile', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const spanned = await networkWideUnit(request);
    await page.goto(`/unit-plan/${spanned.unit.id}`);
    await expect(page.getByRole('heading', { level: 2, name: spanned.unit.name })).toBeVisible({ timeout: 20_000 });
    await chooseOtherSchool(page, spanned);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
