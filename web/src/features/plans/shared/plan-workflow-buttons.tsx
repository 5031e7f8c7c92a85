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
  onSubmit: () => void;
  /** Runs once the user confirms the Resume. */
  onResume: () => Promise<unknown>;
  onDelete: () => void;
}

/**
 * Submit or Resume, and Delete, of a unit or lesson plan's page: shown by privilege and by the record's abilities
 * (Submit only to who may change the plan: its signers and the privileged roles, `abilities.editContent`),
 * explained (aria-disabled, with the reason each ability is answered with) when the abilities refuse them.
 * Resume asks first: it reopens a submitted plan to changes.
 */
export function PlanWorkflowButtons({ status, abilities, mayUpdate, mayDelete, onSubmit, onResume, onDelete }: Props) {
  const [confirmResume, setConfirmResume] = useState(false);
  return (
    <>
      {status === 'COMPLETED'
        ? (abilities.resume.allowed || mayUpdate) && (
            <ExplainedButton
              variant="outlined"
              disabledReason={abilities.resume.reason ?? undefined}
              onClick={() => setConfirmResume(true)}
            >
              Resume
            </ExplainedButton>
          )
        : mayUpdate &&
          abilities.editContent.allowed && (
            <ExplainedButton
              variant="outlined"
              disabledReason={abilities.submit.reason ?? undefined}
              onClick={onSubmit}
            >
              Submit
            </ExplainedButton>
          )}
      {mayDelete && (
        <ExplainedButton
          variant="outlined"
          color="error"
          disabledReason={abilities.delete.reason ?? undefined}
          onClick={onDelete}
        >
          Delete
        </ExplainedButton>
      )}
      {confirmResume && (
        <ConfirmDialog
          open
          title={PLAN_MESSAGES.submitConfirmTitle}
          message={PLAN_MESSAGES.resumeConfirm}
          onConfirm={onResume}
          onClose={() => setConfirmResume(false)}
        />
      )}
    </>
  );
}
