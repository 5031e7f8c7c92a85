import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { PLAN_LIST_PATHS, type UnitPlanItem } from './api/plan-lists';
import { ListUnitEditDialog } from './list-unit-edit-dialog';
import { unitCard } from './list-mappers';
import { PlanListScreen } from './plan-list-layout';

/**
 * Unit plans (/unit-plans and /academic-plans/unit-plans): filters, Change View, cards (first 3 sub units). A card
 * the user may change (its abilities) has an edit icon opening the Edit Unit Plan dialog.
 */
export default function UnitPlansPage({ screen }: { screen: Screen }) {
  const [editing, setEditing] = useState<UnitPlanItem | null>(null);
  return (
    <PlanListScreen<UnitPlanItem>
      screen={screen}
      kind="unit"
      path={PLAN_LIST_PATHS.unit}
      toCard={unitCard}
      onEdit={(unit) => (unit.abilities.update.allowed ? () => setEditing(unit) : undefined)}
      editLabel={(unit) => `Edit Unit Plan ${unit.name}`}
    >
      {editing && <ListUnitEditDialog unit={editing} onClose={() => setEditing(null)} />}
    </PlanListScreen>
  );
}
