import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Screen } from '../../lib/routes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { CardAction } from '../../components/record-card';
import { useStatusChange } from '../../lib/crud';
import { type AnnualPlanItem, PLAN_LIST_PATHS } from './api/plan-lists';
import { AnnualDuplicateDialog } from './annual-duplicate-dialog';
import { annualCard } from './list-mappers';
import { PlanListScreen } from './plan-list-layout';

/** The annual plans' status calls: PATCH /annual-plans/{id}?status=&version=; the tier list shows their status. */
function useAnnualStatusChange() {
  return useStatusChange('/api/annual-plans/{id}', ['/tier-plans']);
}

/**
 * Annual plans (/annual-plans and /academic-plans/annual-plans): filters, Change View, Add New Plan, cards. A
 * card's edit icon opens the wizard (UPDATE, or the roles that edit a COMPLETED plan); its menu deactivates or
 * activates the plan (DELETE), its copy icon opens 'Create duplicate annual plan' (CREATE), as the plan's abilities
 * say.
 */
export default function AnnualPlansPage({ screen }: { screen: Screen }) {
  const navigate = useNavigate();
  const statusChange = useAnnualStatusChange();
  const [confirming, setConfirming] = useState<{ plan: AnnualPlanItem; status: 'ACTIVE' | 'INACTIVE' } | null>(null);
  const [duplicating, setDuplicating] = useState<AnnualPlanItem | null>(null);

  function actionsOf(plan: AnnualPlanItem): CardAction[] {
    const actions: CardAction[] = [];
    if (plan.abilities.deactivate.allowed) {
      actions.push({ label: 'Deactivate', onClick: () => setConfirming({ plan, status: 'INACTIVE' }) });
    }
    if (plan.abilities.activate.allowed) {
      actions.push({ label: 'Activate', onClick: () => setConfirming({ plan, status: 'ACTIVE' }) });
    }
    return actions;
  }

  return (
    <PlanListScreen<AnnualPlanItem>
      screen={screen}
      kind="annual"
      path={PLAN_LIST_PATHS.annual}
      toCard={annualCard}
      actionsOf={actionsOf}
      onEdit={(plan) => (plan.abilities.update.allowed ? () => navigate(`/annual-plans/${plan.id}/edit`) : undefined)}
      editLabel={(plan) => `Edit ${plan.name}`}
      iconActionsOf={(plan) =>
        plan.abilities.duplicate.allowed
          ? [{ label: `Duplicate ${plan.name}`, icon: <ContentCopyIcon />, onClick: () => setDuplicating(plan) }]
          : []
      }
    >
      {duplicating && <AnnualDuplicateDialog open plan={duplicating} onClose={() => setDuplicating(null)} />}
      {confirming && (
        <ConfirmDialog
          open
          onClose={() => setConfirming(null)}
          title={`${confirming.status === 'INACTIVE' ? 'Deactivate' : 'Activate'} ${confirming.plan.name}?`}
          message={
            confirming.status === 'INACTIVE'
              ? PLAN_MESSAGES.deactivateConfirm
              : 'Are you sure you want to activate this plan?'
          }
          confirmLabel={confirming.status === 'INACTIVE' ? 'Deactivate' : 'Activate'}
          onConfirm={() =>
            statusChange.mutateAsync({
              id: confirming.plan.id,
              status: confirming.status,
              version: confirming.plan.version,
              name: confirming.plan.name,
            })
          }
        />
      )}
    </PlanListScreen>
  );
}
