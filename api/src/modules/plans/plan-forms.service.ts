import {
  type ConsentState,
  consentsComplete,
  FORM_LOVS,
  hasPrivilege,
  type LessonPlanFormResponse,
  type lessonPlanFormInput,
  ALL_LESSON_PLAN_FORM_STEPS,
  type PlanFormOptions,
  type TeacherReflection,
  UNIT_PLAN_FORM_STEPS,
  type UnitPlanFormResponse,
  type unitPlanFormInput,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { updatePlanVersioned } from './plan-levels.repository';
import { notFound } from '../../lib/http-errors';
import { consentsOf } from './consents.repository';
import { type PlanScope, planScopeOf } from './plan-access';
import { unitConsentView } from './unit-shown-school';
import { namesOfEmails } from './plan-shared';
import * as repo from './plan-forms.repository';
import { assertMayView, formAbilitiesOf } from './plan-forms-rules';
import { saveLessonForm, saveUnitForm } from './plan-forms-save';
import { formValuesOf } from './plan-forms-values';
import { toConsentResponse } from './unit-lesson-rows';
import type { AuthContext } from '../auth/auth-context';

type UnitFormInput = z.output<typeof unitPlanFormInput>;
type LessonFormInput = z.output<typeof lessonPlanFormInput>;

/**
 * The status and version of a PUT body (the route's schema checked both; the steps' generic schema types them as
 * unknown). A version that is not a number cannot pass the schema; were it to, it would read as stale (409).
 */
const statusAndVersion = (body: Record<string, unknown>) => ({
  status: body.status === 'COMPLETED' ? ('COMPLETED' as const) : ('ACTIVE' as const),
  version: typeof body.version === 'number' ? body.version : -1,
});

const byNameIgnoringCase = (a: { name: string }, b: { name: string }) => {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  return left < right ? -1 : left > right ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
};

type ReflectionRow = Awaited<ReturnType<typeof repo.unitReflection>>[number];
const toReflection = (level: 'unit' | 'lesson', row: ReflectionRow): TeacherReflection => ({
  level,
  planId: row.planId,
  planName: row.planName,
  reflection: row.reflection,
  author: row.author,
  authorName: row.authorName ?? row.author,
  date: row.date.toISOString(),
});
const newestFirst = (a: TeacherReflection, b: TeacherReflection) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : b.planId - a.planId;

/**
 * The plan forms: GET and PUT of the unit and lesson plan forms, the teacher reflections, the choices the
 * forms offer. A plan the user may not see answers 404 (plan-access.ts), a form without READ 403. unitPlanForm and
 * lessonPlanForm answer exactly what the PDFs print.
 */
export function createPlanFormService({ db }: AppDeps) {
  async function visibleUnit(auth: AuthContext, id: number) {
    assertMayView(auth, 'unit');
    const scope = await planScopeOf(db, auth);
    const row = await repo.findUnitForm(db, id, scope);
    if (!row) throw notFound();
    return { row, scope };
  }

  async function visibleLesson(auth: AuthContext, id: number) {
    assertMayView(auth, 'lesson');
    const scope = await planScopeOf(db, auth);
    const row = await repo.findLessonForm(db, id, scope);
    if (!row) throw notFound();
    return { row, scope };
  }

  /**
   * The plan's part of a form answer: its consents (a unit plan's of one school when it spans several, as its
   * detail), then people's names.
   */
  async function planOfForm(
    auth: AuthContext,
    row: repo.UnitFormRow | repo.LessonFormRow,
    plan: { level: 'lesson' } | { level: 'unit'; scope: PlanScope },
  ) {
    const { level } = plan;
    const view = plan.level === 'unit' ? await unitConsentView(db, row.id, auth, plan.scope) : null;
    const consents = await consentsOf(db, level, [row.id], view?.shownSchoolId ?? null);
    const judged: readonly ConsentState[] = view?.states ?? consents;
    const nameOf = await namesOfEmails(db, [row.formUpdatedBy, ...consents.map((consent) => consent.givenBy)]);
    return {
      name: row.name,
      status: row.status,
      start: row.start,
      end: row.end,
      version: row.version,
      consents: consents.map((consent) => toConsentResponse(consent, nameOf)),
      consentsComplete: consentsComplete(judged),
      abilities: formAbilitiesOf(auth, { level, status: row.status, annualStatus: row.annualStatus, consents: judged }),
      formUpdatedBy: row.formUpdatedBy,
      formUpdatedByName: nameOf(row.formUpdatedBy),
      formUpdatedOn: row.formUpdatedOn?.toISOString() ?? null,
    };
  }

  async function unitPlanForm(auth: AuthContext, id: number): Promise<UnitPlanFormResponse> {
    const { row, scope } = await visibleUnit(auth, id);
    const [outcomes, plan] = await Promise.all([
      repo.outcomesOfUnit(db, id),
      planOfForm(auth, row, { level: 'unit', scope }),
    ]);
    // formValuesOf gives each field of the steps in the shape of responseSchemaOf (the contract's answer).
    const values = formValuesOf(UNIT_PLAN_FORM_STEPS, row.form) as Omit<UnitPlanFormResponse, 'unitPlanId'>;
    return { ...values, learningOutcomes: outcomes, unitPlanId: row.id, ...plan };
  }

  async function lessonPlanForm(auth: AuthContext, id: number): Promise<LessonPlanFormResponse> {
    const { row } = await visibleLesson(auth, id);
    const [chosen, unitOutcomes, plan] = await Promise.all([
      repo.outcomesOfLesson(db, id),
      repo.outcomesOfUnit(db, row.unitPlanId),
      planOfForm(auth, row, { level: 'lesson' }),
    ]);
    const values = formValuesOf(ALL_LESSON_PLAN_FORM_STEPS, row.form) as Omit<LessonPlanFormResponse, 'lessonPlanId'>;
    const unitTlm = formValuesOf(UNIT_PLAN_FORM_STEPS, { tlmList: row.unitTlmList }).tlmList as {
      name: string | null;
      reference: string | null;
    }[];
    return {
      ...values,
      learningOutcomes: chosen,
      lessonPlanId: row.id,
      unitPlanId: row.unitPlanId,
      type: row.type === 'PRECLASS' ? 'PRECLASS' : null,
      unitLearningOutcomes: unitOutcomes,
      unitTlmList: unitTlm.map(({ name, reference }) => ({ name, reference })),
      ...plan,
    };
  }

  return {
    unitPlanForm,
    lessonPlanForm,

    /** PUT /unit-plan/{id}/unit-plan-form: the whole form, saved with its status (plan-forms-rules.ts), one transaction. */
    async saveUnitPlanForm(auth: AuthContext, id: number, body: UnitFormInput) {
      await visibleUnit(auth, id);
      await db.transaction(async (tx) => {
        const { status, version } = statusAndVersion(body);
        const columns = await saveUnitForm(tx, auth, id, body, status, version);
        await updatePlanVersioned(tx, 'unit', id, version, columns, auth.email);
      });
      return unitPlanForm(auth, id);
    },

    /** PUT /lesson-plan/{id}/lesson-plan-form: the same for a lesson plan, by the steps of its type. */
    async saveLessonPlanForm(auth: AuthContext, id: number, body: LessonFormInput) {
      const { row } = await visibleLesson(auth, id);
      await db.transaction(async (tx) => {
        const context = { type: row.type === 'PRECLASS' ? ('PRECLASS' as const) : null, unitPlanId: row.unitPlanId };
        const { status, version } = statusAndVersion(body);
        const columns = await saveLessonForm(tx, auth, id, body, status, version, context);
        await updatePlanVersioned(tx, 'lesson', id, version, columns, auth.email);
      });
      return lessonPlanForm(auth, id);
    },

    /** GET /unit-plan/{id}/teacher-reflections: the unit's and its lessons' the user sees, newest first. */
    async reflectionsOfUnit(auth: AuthContext, id: number) {
      const { scope } = await visibleUnit(auth, id);
      const withLessons = hasPrivilege(auth.privileges, 'lessonplanform', 'READ');
      const [unit, lessons] = await Promise.all([
        repo.unitReflection(db, id),
        withLessons ? repo.lessonReflections(db, scope, { unitPlanId: id }) : Promise.resolve([]),
      ]);
      const content = [
        ...unit.map((row) => toReflection('unit', row)),
        ...lessons.map((row) => toReflection('lesson', row)),
      ].sort(newestFirst);
      return { content };
    },

    /** GET /lesson-plan/{id}/teacher-reflections: the lesson's own. */
    async reflectionsOfLesson(auth: AuthContext, id: number) {
      const { scope } = await visibleLesson(auth, id);
      const rows = await repo.lessonReflections(db, scope, { lessonPlanId: id });
      return { content: rows.map((row) => toReflection('lesson', row)).sort(newestFirst) };
    },

    /** GET /plan-form-options: each list of values a form offers, its ACTIVE items sorted by name ignoring case. */
    /** The route admits whoever reads a unit or a lesson plan form. */
    async formOptions(): Promise<PlanFormOptions> {
      const items = await repo.formLovItems(db);
      const options = Object.fromEntries(FORM_LOVS.map((lov) => [lov, [] as { name: string; value: string }[]]));
      for (const item of items) {
        const lov = FORM_LOVS.find((name) => name.toLowerCase() === item.lov.toLowerCase());
        if (lov) options[lov]?.push({ name: item.name, value: item.value });
      }
      for (const list of Object.values(options)) list.sort(byNameIgnoringCase);
      return options as PlanFormOptions;
    },
  };
}
export type PlanFormService = ReturnType<typeof createPlanFormService>;
