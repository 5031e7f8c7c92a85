import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Paged } from '@school/contract/schemas/common';
import { type Account, apiLogin, bearer, expect } from './fixtures';

/**
 * Helpers of the plan specs: the plan calls through the API, and the plan list screens' parts. Other plan specs may add
 * their own e2e/plans-<name>.ts beside this one.
 */

/** The plan list calls (docs/planning-api.md), by list route of the screens. */
export const PLAN_LIST_CALLS = {
  annual: '/api/annual-plans',
  tier: '/api/tier-plans',
  unit: '/api/unit-plan/list',
  lesson: '/api/lesson-plans',
} as const;
export type PlanListKind = keyof typeof PLAN_LIST_CALLS;

/** The fields of a list item the specs read. */
export interface PlanItem {
  id: number;
  name: string;
  status: string;
  start: string;
  end: string;
  curriculumContext: {
    gradeName: string;
    subjectName: string;
    annualPeriod: string;
    annualPeriodName: string;
    school: { schoolCode: string; schoolName: string; campus: string } | null;
  };
  school?: { schoolCode: string; schoolName: string; campus: string };
  abilities?: { update: { allowed: boolean } };
}

const tokens = new Map<string, string>();

/** A bearer token of the account (one sign-in per account and worker). */
export async function tokenOf(request: APIRequestContext, account: Account): Promise<string> {
  const known = tokens.get(account.email);
  if (known) return known;
  const token = await apiLogin(request, account.email, account.password);
  tokens.set(account.email, token);
  return token;
}

/** GET of a plan list (or outstanding / upcoming) as this account. */
export async function planList(
  request: APIRequestContext,
  account: Account,
  path: string,
  params: Record<string, string | number> = {},
): Promise<Paged<PlanItem>> {
  const response = await request.get(path, { headers: bearer(await tokenOf(request, account)), params });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Paged<PlanItem>;
}

/** 'DD-MM-YYYY' of an API date. */
export const displayDate = (date: string) => date.split('-').reverse().join('-');

/** The list part of a plan list screen (its cards, 'No Data available', pager). */
export const planListRegion = (page: Page, title: string) => page.getByRole('region', { name: `${title} list` });

/** The filter panel. */
export const filterPanel = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** The cards of a list: one h3 heading each. */
export const planCards = (page: Page, title: string) => planListRegion(page, title).getByRole('heading', { level: 3 });

/** The card (list item) of a plan. */
export const planCard = (page: Page, title: string, name: string): Locator =>
  planListRegion(page, title)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Chooses an option of a select of the filter panel (or the Change View selector). */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until a list screen has loaded: cards or 'No Data available' (a first load takes longer on a busy machine). */
export async function waitForList(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  const region = planListRegion(page, title);
  await expect(
    region.getByRole('heading', { level: 3 }).first().or(region.getByText('No Data available')),
  ).toBeVisible();
}
