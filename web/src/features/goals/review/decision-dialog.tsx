import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import type { GoalReviewDecision } from '@school/contract/workflows/goal-review';
import { CommentDialog } from '../shared/comment-dialog';

/** The two decisions, as their buttons and dialogs name them. */
export const DECISION_LABELS: Record<GoalReviewDecision, string> = {
  SENT_FOR_REASSESSMENT: 'Send For Reassessment',
  APPROVED: 'Approve',
};

const PROMPTS: Record<GoalReviewDecision, string> = {
  SENT_FOR_REASSESSMENT: GOAL_MESSAGES.sendBackPrompt,
  APPROVED: GOAL_MESSAGES.approvePrompt,
};

interface Props {
  decision: GoalReviewDecision;
  onClose: () => void;
  /** Sends the decision; a rejection with a message for the comment answers it, anything else answers undefined. */
  onDecide: (comment: string) => Promise<string | undefined>;
}

/** Send For Reassessment or Approve: asks for the comment (required) and confirms. */
export function DecisionDialog({ decision, onClose, onDecide }: Props) {
  const label = DECISION_LABELS[decision];
  return (
    <CommentDialog
      title={label}
      action={label}
      prompt={PROMPTS[decision]}
      actionColor={decision === 'APPROVED' ? 'success' : 'primary'}
      requiredMessage={GOAL_MESSAGES.commentRequired}
      onClose={onClose}
      onSubmit={onDecide}
    />
  );
}
