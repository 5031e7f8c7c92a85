import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import type { GoalFeedback } from '@school/contract/schemas/goals/goal-year';
import type { FeedbackDecision } from '@school/contract/workflows/goal-feedback';
import { useState } from 'react';
import { serverErrorsOf } from '../../../../lib/form-errors';
import { ApiError } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';
import { useFeedbackComment } from '../../api/goal-feedback';
import { CommentDialog } from '../../shared/comment-dialog';

/** The reviewer's decisions (contract FEEDBACK_DECISIONS): their button, prompt and toast. */
const DECISIONS: Record<FeedbackDecision, { label: string; prompt: string; done: string }> = {
  SELF_REASSESSMENT_REQUIRED: {
    label: 'Send Back',
    prompt: 'Say what the staff member should reconsider: they rate and submit again.',
    done: GOAL_YEAR_MESSAGES.selfSentBack,
  },
  SUBMIT_PEER_FEEDBACK: {
    label: 'Accept',
    prompt: 'Accepting the self feedback opens peer feedback: you can then ask colleagues for theirs.',
    done: GOAL_YEAR_MESSAGES.selfAccepted,
  },
  PEER_REASSESSMENT_REQUIRED: {
    label: 'Send Back',
    prompt: 'Say what the peer should reconsider: they rate and submit again.',
    done: GOAL_YEAR_MESSAGES.peerSentBack,
  },
  FEEDBACK_COMPLETED: {
    label: 'Accept',
    prompt: 'Accepting the peer feedback completes it.',
    done: GOAL_YEAR_MESSAGES.peerAccepted,
  },
};

interface Props {
  feedback: GoalFeedback & { id: number };
  /** Shows a refusal (409) where the feedback is, and reloads it. */
  onConflict: (message: string) => void;
}

/** Accept and Send Back, as the server's abilities allow them now, each with a comment dialog. */
export function ReviewerDecisions({ feedback, onConflict }: Props) {
  const [deciding, setDeciding] = useState<FeedbackDecision | null>(null);
  const decide = useFeedbackComment();
  if (feedback.abilities.decisions.length === 0) return null;

  async function handleDecide(decision: FeedbackDecision, comment: string): Promise<string | undefined> {
    try {
      await decide.mutateAsync({ id: feedback.id, body: { comment, state: decision, version: feedback.version } });
      notify.success(DECISIONS[decision].done);
      setDeciding(null);
      return undefined;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        failure.shownInline = true;
        setDeciding(null);
        onConflict(failure.message);
        return undefined;
      }
      if (failure instanceof ApiError && failure.status === 400) {
        const { fields, message } = serverErrorsOf(failure, ['comment']);
        return fields.comment ?? message;
      }
      return undefined;
    }
  }

  const who = feedback.feedbackType === 'SELF' ? 'self feedback' : `${feedback.createdByName ?? 'peer'}'s feedback`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {feedback.abilities.decisions.map((decision) => {
        const { label } = DECISIONS[decision];
        return (
          <Button
            key={decision}
            variant={label === 'Accept' ? 'contained' : 'outlined'}
            color={label === 'Accept' ? 'success' : 'primary'}
            aria-label={`${label} ${who} (${feedback.period})`}
            onClick={() => setDeciding(decision)}
          >
            {label}
          </Button>
        );
      })}
      {deciding && (
        <CommentDialog
          title={`${DECISIONS[deciding].label} ${who}`}
          action={DECISIONS[deciding].label}
          prompt={DECISIONS[deciding].prompt}
          onClose={() => setDeciding(null)}
          onSubmit={(comment) => handleDecide(deciding, comment)}
        />
      )}
    </Box>
  );
}
