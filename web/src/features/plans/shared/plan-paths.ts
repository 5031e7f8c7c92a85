import { PLAN_VIEW_LABELS, type PlanLevel } from '@school/contract/plan-messages';

/**
 * The plan routes, as links. Details use the singular form (/annual-plan/{id}); the
 * plural forms are the same screens.
 */
export const PLAN_PATHS = {
  annualPlan: (id: number | string) => `/annual-plan/${id}`,
  tierPlan: (id: number | string) => `/tier-plan/${id}`,
  unitPlan: (id: number | string) => `/unit-plan/${id}`,
  lessonPlan: (id: number | string) => `/lesson-plan/${id}`,
  newAnnualPlan: '/annual-plans/new',
  annualPlans: '/annual-plans',
  tierPlans: '/tier-plans',
  unitPlans: '/unit-plans',
  lessonPlans: '/lesson-plans',
  academicAnnualPlans: '/academic-plans/annual-plans',
  academicUnitPlans: '/academic-plans/unit-plans',
  academicLessonPlans: '/academic-plans/lesson-plans',
} as const;

/** The levels of the planning hierarchy: annual, tier, unit, lesson. */
export type PlanKind = PlanLevel;

/** The Change View selector's choices, each to its list route. */
export const PLAN_VIEWS: readonly { kind: PlanKind; label: string; path: string }[] = [
  { kind: 'annual', label: PLAN_VIEW_LABELS.annual, path: PLAN_PATHS.annualPlans },
  { kind: 'tier', label: PLAN_VIEW_LABELS.tier, path: PLAN_PATHS.tierPlans },
  { kind: 'unit', label: PLAN_VIEW_LABELS.unit, path: PLAN_PATHS.unitPlans },
  { kind: 'lesson', label: PLAN_VIEW_LABELS.lesson, path: PLAN_PATHS.lessonPlans },
];
