import { type PlanDashboardQuery, ROLE_NAMES, UPCOMING_PLAN_DAYS } from '@school/contract';
import type { AppDeps } from '../../deps';
import { toCappedPage } from '../../lib/crud';
import * as lessonRepo from './lesson-plans.repository';
import type { LessonPlanService } from './lesson-plans.service';
import { type DashboardKind, dashboardOrder, dashboardWhere } from './outstanding.repository';
import { lessonPlanVisible, planScopeOf, unitPlanVisible } from './plan-access';
import { addDays, todayText } from './unit-lesson-rows';
import * as unitRepo from './unit-plans.repository';
import type { UnitPlanService } from './unit-plans.service';
import type { AuthContext } from '../auth/auth-context';

/** The roles whose holders see, on the dashboard, every plan they may see rather than only the ones they sign. */
const PLANNING_ROLES: readonly string[] = [
  ROLE_NAMES.systemAdministrator,
  ROLE_NAMES.administrator,
  ROLE_NAMES.coordinator,
  ROLE_NAMES.inspireUsCore,
  ROLE_NAMES.inspireUsMentors,
];

/**
 * Whose plans the dashboard shows: `role=TEACHER` asks for a teacher's (the plans they are a consent teacher of),
 * any other role for everything the user sees; without `role`, a user holding the Teacher role and none of the
 * planning roles gets a teacher's.
 */
export function isTeacherView(query: Pick<PlanDashboardQuery, 'role'>, auth: Pick<AuthContext, 'roleNames'>) {
  const role = query.role?.trim().toUpperCase();
  if (role) return role === 'TEACHER';
  return auth.roleNames.includes(ROLE_NAMES.teacher) && !auth.roleNames.some((name) => PLANNING_ROLES.includes(name));
}

/**
 * 'My outstanding plans' and 'Upcoming plans': outstanding are the plans whose end date has
 * passed and that are not COMPLETED, upcoming those starting within UPCOMING_PLAN_DAYS days; for a teacher only the
 * plans they are a consent teacher of, for others what they see. Paged like the lists.
 */
export function createPlanDashboardService({ db }: AppDeps, units: UnitPlanService, lessons: LessonPlanService) {
  async function filterOf(level: 'unit' | 'lesson', kind: DashboardKind, query: PlanDashboardQuery, auth: AuthContext) {
    const scope = await planScopeOf(db, auth);
    const today = todayText();
    const where = dashboardWhere({
      level,
      kind,
      query,
      visible: level === 'unit' ? unitPlanVisible(scope) : lessonPlanVisible(scope),
      consentTeacherId: isTeacherView(query, auth) ? auth.userId : null,
      today,
      upcomingUntil: addDays(today, UPCOMING_PLAN_DAYS),
    });
    return { scope, where };
  }

  return {
    async unitPlans(kind: DashboardKind, query: PlanDashboardQuery, auth: AuthContext) {
      const { scope, where } = await filterOf('unit', kind, query, auth);
      const { rows, total } = await unitRepo.listUnitPlans(db, scope, where, query, dashboardOrder('unit', kind));
      return toCappedPage(query, total, await units.toListItems(rows, auth));
    },

    async lessonPlans(kind: DashboardKind, query: PlanDashboardQuery, auth: AuthContext) {
      const { where } = await filterOf('lesson', kind, query, auth);
      const { rows, total } = await lessonRepo.listLessonPlans(db, where, query, dashboardOrder('lesson', kind));
      return toCappedPage(query, total, await lessons.toListItems(rows, auth));
    },
  };
}
