import type { Screen } from '../../lib/routes';
import { PLAN_LIST_PATHS, type TierPlanItem } from './api/plan-lists';
import { tierCard } from './list-mappers';
import { PlanListScreen } from './plan-list-layout';

/** Tier plans (/tier-plans): filters, Change View, cards (at most 2 topics each). */
export default function TierPlansPage({ screen }: { screen: Screen }) {
  return <PlanListScreen<TierPlanItem> screen={screen} kind="tier" path={PLAN_LIST_PATHS.tier} toCard={tierCard} />;
}
