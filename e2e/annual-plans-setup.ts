import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Paged } from '@school/contract/schemas/common';
import type { AnnualPlanCreateInput, AnnualPlanDetail } from '@school/contract/schemas/plans/annual-plan';
import type { Subject } from '@school/contract/schemas/subject';
import { type Account, apiLogin, bearer, expect } from './fixtures';

/**
 * Set-up of annual plans through the API for the browser tests of the wizard and the annual and tier plan screens. Each
 * test uses a class, subject and period of its own: one plan per class, subject and period.
 */

export async function plansApi(request: APIRequestContext, account: Account) {
  const token = await apiLogin(request, account.email, account.password);
  const headers = bearer(token);

  async function call<T>(method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown): Promise<T> {
    const response = await request[method](`/api${path}`, { headers, data });
    expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  }

  /** A subject of the class name (any school's, or the given school's), for a plan. */
  async function subjectOf(className: string, subjectName: string, schoolCode?: string): Promise<Subject> {
    const page = await call<Paged<Subject>>(
      'get',
      `/subjects?className=${encodeURIComponent(className)}&page=0&size=500`,
    );
    const subject = page.content.find(
      (entry) =>
        entry.className === className &&
        entry.subjectName === subjectName &&
        (schoolCode === undefined || entry.school.schoolCode === schoolCode),
    );
    if (!subject) throw new Error(`no subject ${subjectName} in class ${className}`);
    return subject;
  }

  return {
    headers,
    get: <T>(path: string) => call<T>('get', path),
    subjectOf,

    /** An annual plan with two tiers, each with a topic and two sub topics. */
    async createAnnualPlan(options: {
      name: string;
      className: string;
      subjectName: string;
      annualPeriod: string;
      start: string;
      end: string;
      /** For a school-specific class (VI, VII, VIII). */
      schoolCode?: string;
    }): Promise<AnnualPlanDetail> {
      const subject = await subjectOf(options.className, options.subjectName, options.schoolCode);
      const middle = `${options.start.slice(0, 4)}-09-30`;
      const next = `${options.start.slice(0, 4)}-10-01`;
      const body: AnnualPlanCreateInput = {
        name: options.name,
        start: options.start,
        end: options.end,
        curriculumContext: {
          school: options.schoolCode ? { id: subject.school.id, schoolCode: options.schoolCode } : null,
          gradeName: options.className,
          annualPeriod: options.annualPeriod,
          subject: { id: subject.id, subject: subject.subjectName },
          subjectName: subject.subjectName,
          subjectValue: subject.subjectValue,
        },
        tierPlans: [
          {
            name: 'Tier 1',
            value: 'TIER_1',
            start: options.start,
            end: middle,
            topics: [
              {
                name: 'Numbers',
                sortOrder: 1,
                subTopics: [
                  { name: 'Counting', sortOrder: 1 },
                  { name: 'Place value', sortOrder: 2 },
                ],
              },
            ],
          },
          {
            name: 'Tier 2',
            value: 'TIER_2',
            start: next,
            end: options.end,
            topics: [{ name: 'Shapes', sortOrder: 1, subTopics: [{ name: 'Triangles', sortOrder: 1 }] }],
          },
        ],
      };
      return call<AnnualPlanDetail>('post', '/annual-plans', body);
    },

    setStatus: (plan: { id: number; version: number }, status: 'ACTIVE' | 'COMPLETED' | 'INACTIVE') =>
      call<AnnualPlanDetail>('patch', `/annual-plans/${plan.id}?status=${status}&version=${plan.version}`),
  };
}

/** Opens a plan page; the first visit of a run may take a while to load its code. */
export async function visitPlan(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** Chooses an option of a MUI select by the select's accessible name. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The storage state of a signed-in account, for a second browser context in the same test. */
export async function signedInState(request: APIRequestContext, account: Account, baseURL: string) {
  const token = await apiLogin(request, account.email, account.password);
  return {
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'authToken', value: token }] }],
  };
}
