import DialogContent from '@mui/material/DialogContent';
import { useQuery } from '@tanstack/react-query';
import { DetailLayout } from '../../components/detail-layout';
import { ResponsiveDialog } from '../../components/responsive-dialog';
import type { UnitPlanItem } from './api/plan-lists';
import { tierPlanDetailQuery } from './api/tier-plans';
import { TierUnitDialog } from './tier-unit-dialog';

interface Props {
  unit: UnitPlanItem;
  onClose: () => void;
}

/**
 * The unit plan list's edit dialog: the tier plan's Add/Edit Unit Plan modal (name, dates,
 * sub units, topics), saved through PUT /tier-plan/{id} with the one unit, as on the tier plan's page. The tier is
 * read first: the unit's dates must lie within it and its topics are the choices.
 */
export function ListUnitEditDialog({ unit, onClose }: Props) {
  const tier = useQuery(tierPlanDetailQuery(unit.tierPlanId));
  const found = tier.data?.unitPlans.find((candidate) => candidate.id === unit.id);
  if (tier.data && found) {
    return <TierUnitDialog tier={tier.data} unit={found} readOnly={false} mayDelete={false} onClose={onClose} />;
  }
  return (
    <ResponsiveDialog open title="Edit Unit Plan" onClose={onClose} maxWidth="md">
      <DialogContent>
        <DetailLayout loading={tier.isPending} error={tier.error} loadingLabel="Loading the unit plan" summary={null}>
          {null}
        </DetailLayout>
      </DialogContent>
    </ResponsiveDialog>
  );
}
