import type { PlanAbilities } from '@school/contract/plan-abilities';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import {
  applyPlanTransition,
  type PlanActor,
  type PlanStatus,
  type PlanTransitionContext,
} from '@school/contract/workflows/plan-status';
import { ExplainedButton } from '../../../components/explained-button';

type ConsentLevel = 'unit' | 'lesson';

/** Why Submit cannot run on a unit or lesson plan (the state machine's message), or nothing when it can. */
export function submitRefusalOf(
  level: ConsentLevel,
  status: PlanStatus,
  abilities: PlanAbilities,
  actor: PlanActor,
  context: PlanTransitionContext,
): string | undefined {
  if (abilities.submit) return undefined;
  const result = applyPlanTransition(level, status, 'submit', actor, context);
  return result.ok ? PLAN_MESSAGES.forbidden : result.message;
}

interface Props {
  level: ConsentLevel;
  status: PlanStatus;
  abilities: PlanAbilities;
  /** The user holds UPDATE on the level: Submit (or Resume, explained) shows. */
  mayUpdate: boolean;
  /** The user holds DELETE on the level: Delete shows (explained while the plan is COMPLETED). */
  mayDelete: boolean;
  submitReason: string | undefined;
  onSubmit: () => void;
  onResume: () => void;
  onDelete: () => void;
}

/**
 * Submit or Resume, and Delete, of a unit or lesson plan's page: shown by privilege, explained (aria-disabled, with
 * the reason) when the plan's abilities refuse them.
 */
export function PlanWorkflowButtons({
  level,
  status,
  abilities,
  mayUpdate,
  mayDelete,
  submitReason,
  onSubmit,
  onResume,
  onDelete,
}: Props) {
  return (
    <>
      {status === 'COMPLETED'
        ? (abilities.resume || mayUpdate) && (
            <ExplainedButton
              variant="outlined"
              disabledReason={abilities.resume ? undefined : PLAN_MESSAGES.resumeNeedsRole(level)}
              onClick={onResume}
            >
              Resume
            </ExplainedButton>
          )
        : mayUpdate && (
            <ExplainedButton variant="outlined" disabledReason={submitReason} onClick={onSubmit}>
              Submit
            </ExplainedButton>
          )}
      {mayDelete && (
        <ExplainedButton
          variant="outlined"
          color="error"
          disabledReason={abilities.delete ? undefined : PLAN_MESSAGES.deleteCompleted(level)}
          onClick={onDelete}
        >
          Delete
        </ExplainedButton>
      )}
    </>
  );
}
