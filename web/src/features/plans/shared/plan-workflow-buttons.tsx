import type { PlanAbilities } from '@school/contract/plan-abilities';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { PlanStatus } from '@school/contract/workflows/plan-status';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExplainedButton } from '../../../components/explained-button';

interface Props {
  status: PlanStatus;
  abilities: PlanAbilities;
  /** The user holds UPDATE on the level: Submit (or Resume, explained) shows. */
  mayUpdate: boolean;
  /** The user holds DELETE on the level: Delete shows (explained while the plan is COMPLETED). */
  mayDelete: boolean;
  /** Sends the confirmed status change: COMPLETED for Submit, ACTIVE for Resume. */
  onStatusChange: (status: 'COMPLETED' | 'ACTIVE') => Promise<unknown>;
  /** The Delete confirmation's title and message, and the removal once confirmed. */
  deletion: { title: string; message: string; onConfirm: () => Promise<unknown> };
}

type Confirming = 'submit' | 'resume' | 'delete';

/**
 * Submit or Resume, and Delete, of a unit or lesson plan's page: shown by privilege and by the record's abilities
 * (Submit only to who may change the plan: its signers and the privileged roles, `abilities.editContent`),
 * explained (aria-disabled, with the reason each ability is answered with) when the abilities refuse them.
 * Each asks first: Submit closes the plan to changes, Resume reopens it, Delete removes it.
 */
export function PlanWorkflowButtons({ status, abilities, mayUpdate, mayDelete, onStatusChange, deletion }: Props) {
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const step =
    status === 'COMPLETED'
      ? { confirm: 'resume' as const, label: 'Resume', shown: abilities.resume.allowed || mayUpdate }
      : { confirm: 'submit' as const, label: 'Submit', shown: mayUpdate && abilities.editContent.allowed };
  const confirmations = {
    submit: {
      title: PLAN_MESSAGES.submitConfirmTitle,
      message: PLAN_MESSAGES.submitConfirm,
      onConfirm: () => onStatusChange('COMPLETED'),
    },
    resume: {
      title: PLAN_MESSAGES.submitConfirmTitle,
      message: PLAN_MESSAGES.resumeConfirm,
      onConfirm: () => onStatusChange('ACTIVE'),
    },
    delete: { ...deletion, confirmLabel: 'Delete' },
  };
  const open = confirming && confirmations[confirming];
  return (
    <>
      {step.shown && (
        <ExplainedButton
          variant="outlined"
          disabledReason={abilities[step.confirm].reason ?? undefined}
          onClick={() => setConfirming(step.confirm)}
        >
          {step.label}
        </ExplainedButton>
      )}
      {mayDelete && (
        <ExplainedButton
          variant="outlined"
          color="error"
          disabledReason={abilities.delete.reason ?? undefined}
          onClick={() => setConfirming('delete')}
        >
          Delete
        </ExplainedButton>
      )}
      {open && <ConfirmDialog open {...open} onClose={() => setConfirming(null)} />}
    </>
  );
}
