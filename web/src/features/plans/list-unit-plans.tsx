import type { Screen } from '../../app/route-table';
import type { UnitPlanItem } from './api/plan-lists';
import { unitCard } from './list-mappers';
import { PlanListScreen } from './plan-list-layout';

/** Unit plans (/unit-plans and /academic-plans/unit-plans): filters, Change View, cards (first 3 sub units). */
export default function UnitPlansListPage({ screen }: { screen: Screen }) {
  return <PlanListScreen<UnitPlanItem> screen={screen} kind="unit" toCard={unitCard} />;
}
