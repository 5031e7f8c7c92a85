import {
  type AnnualPlanItem,
  type LessonPlanItem,
  planSchoolLabel,
  type TierPlanItem,
  type UnitPlanItem,
} from './api/plan-lists';
import type { PlanCardData } from './plan-card';

/** The fields every list answer shares. */
type Common = Pick<AnnualPlanItem, 'id' | 'name' | 'status' | 'start' | 'end' | 'createdByName' | 'curriculumContext'>;

function commonOf(plan: Common): PlanCardData {
  const context = plan.curriculumContext;
  return {
    id: plan.id,
    name: plan.name,
    status: plan.status,
    start: plan.start,
    end: plan.end,
    createdBy: plan.createdByName,
    className: context.gradeName,
    subjectName: context.subjectName,
    annualPeriod: context.annualPeriodName || context.annualPeriod,
    school: planSchoolLabel(context.school),
  };
}

/** The list answers read as cards. */
export const annualCard = (plan: AnnualPlanItem): PlanCardData => commonOf(plan);
export const tierCard = (plan: TierPlanItem): PlanCardData => ({
  ...commonOf(plan),
  parent: `Annual plan: ${plan.annualPlan.name}`,
  topics: plan.topics.map((topic) => topic.name),
});
export const unitCard = (plan: UnitPlanItem): PlanCardData => ({
  ...commonOf(plan),
  parent: `Tier plan: ${plan.tierPlan.name} of ${plan.annualPlan.name}`,
  subUnits: plan.subUnits.map((subUnit) => subUnit.name),
});
export const lessonCard = (plan: LessonPlanItem): PlanCardData => ({
  ...commonOf(plan),
  parent: `Unit plan: ${plan.unitPlan.name}`,
  school: planSchoolLabel(plan.school),
});
