import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import type { GoalFeedback } from '@school/contract/schemas/goals/goal-year';
import type { GoalFeedbackState } from '@school/contract/workflows/goal-feedback';
import { useState } from 'react';
import { ExplainedButton } from '../../../../components/explained-button';
import { serverErrorsOf } from '../../../../lib/form-errors';
import { ApiError } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';
import { type FeedbackKind, useRefreshFeedback, useSaveFeedback } from '../../api/goal-feedback';
import { CommentDialog } from '../../shared/comment-dialog';
import { FeedbackGoals } from './feedback-goals';
import { useRatingDrafts } from './use-rating-drafts';

/** What Save and Submit say and send, by the author's kind of feedback. */
const AUTHOR: Record<
  FeedbackKind,
  { submitState: GoalFeedbackState; saved: string; submitted: string; prompt: string }
> = {
  self: {
    submitState: 'SELF_FEEDBACK_SUBMITTED',
    saved: GOAL_YEAR_MESSAGES.selfUpdated,
    submitted: GOAL_YEAR_MESSAGES.selfSubmitted,
    prompt: 'Say how the year went on these goals. Your reviewer reads it with your ratings.',
  },
  peer: {
    submitState: 'PEER_FEEDBACK_SUBMITTED',
    saved: GOAL_YEAR_MESSAGES.peerUpdated,
    submitted: GOAL_YEAR_MESSAGES.peerSubmitted,
    prompt: "Say what you saw of your colleague's work on these goals. Their reviewer reads it with your ratings.",
  },
};

interface Props {
  feedback: GoalFeedback & { id: number };
  kind: FeedbackKind;
}

/**
 * A feedback its author rates: every goal with its rating input, Save (keeps the state) and Submit (the 'Feedback
 * Comments' dialog, then the submitted state). Ratings typed and not saved are kept in this browser until saved;
 * a refused save keeps them. A 409 (the window closed, someone moved the feedback) says the server's reason here
 * and reloads the feedback; Save and Submit wait for it.
 */
export function FeedbackEditor({ feedback, kind }: Props) {
  const { draft, rate, clear } = useRatingDrafts(feedback.id, feedback.version);
  const save = useSaveFeedback(kind);
  const refresh = useRefreshFeedback();
  const [submitting, setSubmitting] = useState(false);
  // After a 409, Save waits for the feedback's latest version: sent sooner, it would be refused again.
  const [reloading, setReloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { editRatings } = feedback.abilities;
  const editable = editRatings.allowed;
  const texts = AUTHOR[kind];

  // A draft counts only while the ratings may change (a submitted feedback shows what was submitted).
  const drafted = (goalId: number) => editable && goalId in draft;
  const ratings: Record<number, number | null> = {};
  for (const { goal, rating } of feedback.goalRatings)
    ratings[goal.id] = drafted(goal.id) ? (draft[goal.id] ?? null) : rating;
  const busy = save.isPending ? 'Saving…' : reloading ? 'Loading the latest version…' : null;
  const unsaved = feedback.goalRatings.some(({ goal, rating }) => drafted(goal.id) && draft[goal.id] !== rating);

  /** Sends the ratings; answers a message for the comment dialog, or undefined. */
  async function send(comment: string | null): Promise<string | undefined> {
    try {
      await save.mutateAsync({
        goalFeedback: {
          id: feedback.id,
          goalRatings: feedback.goalRatings.map(({ goal }) => ({
            goal: { id: goal.id },
            rating: ratings[goal.id] ?? null,
          })),
          state: comment === null ? undefined : texts.submitState,
          version: feedback.version,
        },
        comment: comment === null ? null : { comment, state: texts.submitState },
      });
      // Resolved once the feedback is read again: the saved ratings now show what the draft held.
      clear();
      notify.success(comment === null ? texts.saved : texts.submitted);
      setProblem(null);
      setSubmitting(false);
      return undefined;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        failure.shownInline = true;
        setProblem(failure.message);
        setSubmitting(false);
        setReloading(true);
        void refresh().finally(() => setReloading(false));
        return undefined;
      }
      if (failure instanceof ApiError && failure.status === 400) {
        const { fields, message } = serverErrorsOf(failure, ['comment.comment']);
        if (comment !== null && fields['comment.comment']) return fields['comment.comment'];
        setProblem(message ?? failure.message);
        setSubmitting(false);
        return undefined;
      }
      // The HTTP client told the user why (403, network); the ratings stay as typed.
      return undefined;
    }
  }

  function startSubmit() {
    if (feedback.goalRatings.some(({ goal }) => ratings[goal.id] === null)) {
      setProblem(GOAL_YEAR_MESSAGES.rateEveryGoal);
      return;
    }
    setProblem(null);
    setSubmitting(true);
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {problem && (
        <Alert severity="warning" role="alert" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <FeedbackGoals feedback={feedback} ratings={ratings} editable={editable} onRate={rate} />
      {editable && unsaved && (
        <Typography variant="body2" color="text.secondary">
          Ratings not saved yet: they are kept in this browser until you save.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <ExplainedButton variant="outlined" disabledReason={editRatings.reason ?? busy} onClick={() => void send(null)}>
          Save
        </ExplainedButton>
        <ExplainedButton
          variant="contained"
          disabledReason={editRatings.reason ?? busy}
          reasonShown="beside"
          onClick={startSubmit}
        >
          Submit
        </ExplainedButton>
      </Box>
      {submitting && (
        <CommentDialog
          title="Feedback Comments"
          action="Submit"
          prompt={texts.prompt}
          onClose={() => setSubmitting(false)}
          onSubmit={send}
        />
      )}
    </Box>
  );
}
