import { useQuery } from '@tanstack/react-query';
import { annualPeriodItems } from '@school/contract/academic-years';
import { PAGE_SIZES } from '@school/contract/constants';
import { PLAN_PAGE_SIZE_MAX } from '@school/contract/schemas/plans/plan-list-query';
import type { AnnualPlanListItem } from '@school/contract/schemas/plans/annual-plan';
import type { LessonPlanListItem } from '@school/contract/schemas/plans/lesson-plan';
import type { TierPlanListItem } from '@school/contract/schemas/plans/tier-plan';
import type { UnitPlanListItem } from '@school/contract/schemas/plans/unit-plan';
import type { School } from '@school/contract/schemas/school';
import { useClassNames } from '../../../lib/class-names';
import { listQuery } from '../../../lib/crud';
import { usePrivileges } from '../../../lib/privileges';
import { staffLabels } from '../../../lib/staff-label';
import { useProfile } from '../../../lib/profile-context';
import type { ListPath } from '../../../lib/api-types';
import type { PlanKind } from '../shared/plan-paths';

/** The plan list calls, by plan kind; each is also its query key's base. */
export const PLAN_LIST_PATHS = {
  annual: '/api/annual-plans',
  tier: '/api/tier-plans',
  unit: '/api/unit-plan/list',
  lesson: '/api/lesson-plans',
} as const satisfies Record<PlanKind, ListPath>;

/** Lookups load one large page: the largest of the other lists, and of the plan lists (100). */
const LOOKUP_SIZE = PAGE_SIZES.max;
const PLAN_LOOKUP_SIZE = PLAN_PAGE_SIZE_MAX;

export interface Choice {
  value: string;
  label: string;
}

/**
 * The schools the user may choose from. A user without READ on school (a teacher) has their own school as
 * the only choice; asking the server would only answer 403.
 */
export function useSchoolChoices(): Choice[] {
  const { can } = usePrivileges();
  const profile = useProfile();
  const mayReadSchools = can('school', 'READ');
  const { data } = useQuery({
    ...listQuery('/api/schools', { page: 0, size: LOOKUP_SIZE, status: 'ACTIVE' }),
    enabled: mayReadSchools,
  });
  if (!mayReadSchools) {
    const own = profile.school;
    return own ? [{ value: own.schoolCode, label: `${own.schoolName} - ${own.campus}` }] : [];
  }
  return (data?.content ?? []).map((school) => ({ value: school.schoolCode, label: school.schoolCampus }));
}

/** Class names (grade order): the chosen school's classes, or every class name the user can see. */
export function useClassChoices(schoolCode: string): Choice[] {
  return useClassNames(schoolCode).map((name) => ({ value: name, label: name }));
}

/** Subject names of the chosen class (in the chosen school), or of every class when none is chosen. */
export function useSubjectChoices(className: string, schoolCode: string): Choice[] {
  const { can } = usePrivileges();
  const { data } = useQuery({
    ...listQuery('/api/subjects', {
      page: 0,
      size: LOOKUP_SIZE,
      className: className || undefined,
      schoolCode: schoolCode || undefined,
    }),
    enabled: can('subject', 'READ'),
  });
  const names = new Map<string, string>();
  for (const subject of data?.content ?? []) names.set(subject.subjectName.toLowerCase(), subject.subjectName);
  return [...names.values()].sort((a, b) => a.localeCompare(b)).map((name) => ({ value: name, label: name }));
}

/**
 * The teachers of a school (GET /users/list?teaching=true, READ on teacher): staff who teach a subject, the only
 * people a plan's consents name. Two of the same name carry their designation or email. None until a school is known.
 */
export function useTeacherChoices(schoolCode: string, shown: boolean): { enabled: boolean; choices: Choice[] } {
  const { can } = usePrivileges();
  const enabled = can('teacher', 'READ');
  const { data } = useQuery({
    ...listQuery('/api/users/list', { schoolCode, teaching: 'true', page: 0, size: LOOKUP_SIZE }),
    enabled: shown && enabled && schoolCode !== '',
  });
  const staff = data?.content ?? [];
  const labels = staffLabels(staff);
  return {
    enabled,
    choices: staff.map((person, index) => ({ value: String(person.id), label: labels[index] ?? person.fullName })),
  };
}

/** Annual periods, newest first ('A.Y. 2026-2027', AY26_27). */
export function useAnnualPeriodChoices(): Choice[] {
  return annualPeriodItems()
    .map(([label, value]) => ({ value, label }))
    .reverse();
}

/**
 * The Tier Plan filter's choices: the tiers (their 'Tier Plan' list values, e.g. Term 1) of the tier plans
 * matching the chosen period, class, subject and school. The filter matches a tier's value or name.
 */
export function useTierPlanChoices(params: Record<string, string | undefined>, enabled: boolean): Choice[] {
  const { data } = useQuery({
    ...listQuery(PLAN_LIST_PATHS.tier, {
      page: 0,
      size: PLAN_LOOKUP_SIZE,
      ...params,
    }),
    enabled,
  });
  if (!enabled) return [];
  const tiers = new Map<string, string>();
  for (const tier of data?.content ?? []) tiers.set(tier.value, tier.valueName || tier.value);
  return [...tiers].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The Unit Plan filter's choices: the unit plans of the chosen tier (and period, class, subject, school). */
export function useUnitPlanChoices(params: Record<string, string | undefined>, shown: boolean): Choice[] {
  const enabled = shown && Boolean(params.tierPlan);
  const { data } = useQuery({
    ...listQuery(PLAN_LIST_PATHS.unit, { page: 0, size: PLAN_LOOKUP_SIZE, ...params }),
    enabled,
  });
  return enabled ? (data?.content ?? []).map((plan) => ({ value: String(plan.id), label: plan.name })) : [];
}

/** The list answers (contract/src/schemas/plans). */
export type AnnualPlanItem = AnnualPlanListItem;
export type TierPlanItem = TierPlanListItem;
export type UnitPlanItem = UnitPlanListItem;
export type LessonPlanItem = LessonPlanListItem;

/** 'Lakeside World School - North'. */
export const planSchoolLabel = (school: Pick<School, 'schoolName' | 'campus'> | null | undefined) =>
  school ? `${school.schoolName} - ${school.campus}` : null;
