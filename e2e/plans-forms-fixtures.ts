import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { LessonPlanFormResponse, UnitPlanFormResponse } from '@school/contract/plan-forms/index';
import type { Paged } from '@school/contract/schemas/common';
import type { ClassSummary } from '@school/contract/schemas/grade';
import type { LessonPlanDetail, UnitPlanDetail } from '@school/contract/schemas/plans/index';
import { ACCOUNTS, apiLogin, expect } from './fixtures';
import {
  addLesson,
  callApi,
  createUnitSetup,
  fillPlanForm,
  type PlanTeacher,
  type UnitSetup,
} from './unit-lesson-setup';

/**
 * Set-up of the plan form specs (plans-forms-*.spec.ts) through the API, on top of the unit and lesson set-up's: each
 * test gets a subject, a class section and two teachers of its own, so the specs run in parallel without sharing a
 * plan.
 */

export type { PlanTeacher, UnitSetup };

/** A class of the demo school LWS by name, created when the demo data has none (the pre-primary UKG, LKG). */
export async function ensureLwsClass(request: APIRequestContext, adminToken: string, gradeName: string) {
  const find = async () => {
    const classes = await callApi<Paged<ClassSummary>>(request, adminToken, 'get', '/classes?schoolCode=LWS&size=100');
    return classes.content.find((entry) => entry.gradeName === gradeName);
  };
  if (await find()) return;
  const schools = await callApi<Paged<{ id: number; schoolCode: string }>>(
    request,
    adminToken,
    'get',
    '/schools?name=LWS&size=50',
  );
  const school = schools.content.find((entry) => entry.schoolCode === 'LWS');
  if (!school) throw new Error('no demo school LWS');
  const response = await request.post('/api/classes', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { school: school.id, gradeName },
  });
  // Another worker may have made it in the meantime: then it is there now.
  if (response.status() !== 200) expect(await find(), `class ${gradeName} at LWS`).toBeTruthy();
}

/**
 * A unit plan of its own (ACTIVE unless `completed`), of class V or of `gradeName` (made at LWS when missing);
 * `outcomes` are saved in its form (as a draft) before it is completed, for its lessons to choose from.
 */
export async function createFormSetup(
  request: APIRequestContext,
  {
    completed = true,
    gradeName = 'V',
    outcomes = [],
  }: { completed?: boolean; gradeName?: string; outcomes?: string[] } = {},
): Promise<UnitSetup> {
  if (gradeName !== 'V') {
    const adminToken = await apiLogin(request, ACCOUNTS.administrator.email, ACCOUNTS.administrator.password);
    await ensureLwsClass(request, adminToken, gradeName);
  }
  if (outcomes.length === 0) return createUnitSetup(request, { completed, gradeName });
  const setup = await createUnitSetup(request, { completed: false, gradeName });
  const { adminToken, unit } = setup;
  const learningOutcomes = outcomes.map((name) => ({ name }));
  if (completed) {
    // A unit to submit gets its whole form (Submit checks it), with these outcomes.
    await fillPlanForm(request, adminToken, 'unit', unit.id, { learningOutcomes });
  } else {
    await callApi(request, adminToken, 'put', `/unit-plan/${unit.id}/unit-plan-form`, {
      learningOutcomes,
      status: 'ACTIVE',
      version: unit.version,
    });
  }
  if (!completed) return { ...setup, unit: await getUnit(request, adminToken, unit.id) };
  for (const teacher of setup.teachers) await giveConsent(request, setup, 'unit', unit.id, teacher);
  const current = await getUnit(request, adminToken, unit.id);
  const done = await callApi<UnitPlanDetail>(
    request,
    adminToken,
    'patch',
    `/unit-plan/${unit.id}?status=COMPLETED&version=${current.version}`,
  );
  return { ...setup, unit: done };
}

/** A lesson plan of the (COMPLETED) unit. */
export const createLesson = (request: APIRequestContext, setup: UnitSetup, name: string): Promise<LessonPlanDetail> =>
  addLesson(request, setup, name);

/** Gives a teacher's consent on a unit or lesson plan, as the administrator (who may tick every consent). */
export async function giveConsent(
  request: APIRequestContext,
  setup: UnitSetup,
  level: 'unit' | 'lesson',
  planId: number,
  teacher: PlanTeacher,
) {
  await callApi(request, setup.adminToken, 'put', `/${level}-plan/${planId}/consents`, [
    { subjectTeacher: { email: teacher.email }, consent: true },
  ]);
}

export const getUnitForm = (request: APIRequestContext, token: string, id: number) =>
  callApi<UnitPlanFormResponse>(request, token, 'get', `/unit-plan/${id}/unit-plan-form`);
export const getLessonForm = (request: APIRequestContext, token: string, id: number) =>
  callApi<LessonPlanFormResponse>(request, token, 'get', `/lesson-plan/${id}/lesson-plan-form`);
export const getUnit = (request: APIRequestContext, token: string, id: number) =>
  callApi<UnitPlanDetail>(request, token, 'get', `/unit-plan/${id}`);

/** Signs the page in with a token of an account made by the set-up (the app keeps it in local storage). */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
}

/** Opens a plan's page and waits for its summary (the plan's name as the level 2 heading). */
export async function visitPlan(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 20_000 });
}

/** Opens one of the plan page's tabs. */
export async function openTab(page: Page, name: string | RegExp) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The open tab's panel. */
export const openPanel = (page: Page): Locator => page.getByRole('tabpanel');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The step form of a plan ('Unit plan form', 'Lesson plan form'). */
export const stepForm = (page: Page, label: string): Locator => page.getByRole('form', { name: label });

/** The side list of the steps (shown from 900 px). */
export const stepList = (page: Page, label: string): Locator =>
  page.getByRole('navigation', { name: `${label}: steps` });

/** Waits until the form shows this step (its heading ends with the step's title; phones put 'Step n of m' first). */
export async function expectStep(form: Locator, title: string) {
  await expect(form.getByRole('heading', { level: 2, name: new RegExp(`${escapeRegExp(title)}$`) })).toBeVisible();
}

/** Save & Next, then waits for the next step. */
export async function saveAndNext(form: Locator, nextTitle: string) {
  await form.getByRole('button', { name: 'Save & Next' }).click();
  await expectStep(form, nextTitle);
}

/** Moves with the 'Next step' arrow (no save) until the step is shown. */
export async function arrowTo(form: Locator, titles: readonly string[], from: number, to: number) {
  for (let index = from; index < to; index += 1) {
    await form.getByRole('button', { name: 'Next step' }).click();
    await expectStep(form, titles[index + 1] ?? '');
  }
}
