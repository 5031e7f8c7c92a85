import type { Screen } from '../../app/route-table';
import type { AnnualPlanItem } from './api/plan-lists';
import { annualCard } from './list-mappers';
import { PlanListScreen } from './plan-list-layout';

/** Annual plans (/annual-plans and /academic-plans/annual-plans): filters, Change View, Add New Plan, cards. */
export default function AnnualPlansListPage({ screen }: { screen: Screen }) {
  return <PlanListScreen<AnnualPlanItem> screen={screen} kind="annual" toCard={annualCard} />;
}
