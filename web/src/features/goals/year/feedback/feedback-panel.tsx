import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import type { GoalFeedback } from '@school/contract/schemas/goals/goal-year';
import { GOAL_FEEDBACK_TYPE_LABELS } from '@school/contract/workflows/goal-feedback';
import { useId, useState } from 'react';
import { Facts } from '../../shared/facts';
import { WindowNotice } from '../../shared/window-notice';
import { type FeedbackKind, useRefreshFeedback } from '../../api/goal-feedback';
import { FeedbackCommentsDialog } from './feedback-comments-dialog';
import { FeedbackEditor } from './feedback-editor';
import { FeedbackGoals } from './feedback-goals';
import { FeedbackPeers } from './feedback-peers';
import { FeedbackStateChip } from './feedback-state-chip';
import { ReviewerDecisions } from './reviewer-decisions';

const savedRatings = (feedback: GoalFeedback) =>
  Object.fromEntries(feedback.goalRatings.map(({ goal, rating }) => [goal.id, rating]));

const hasId = (feedback: GoalFeedback): feedback is GoalFeedback & { id: number } => feedback.id !== null;

/** The author rates here: the setter's self feedback, a peer's own (the server says who is the author). */
const authorSees = (feedback: GoalFeedback) =>
  feedback.abilities.editRatings.reason !== GOAL_YEAR_MESSAGES.notFeedbackAuthor;

/** 'View N Comments', or a disabled 'No Comments' when there are none. */
function CommentsButton({ feedback }: { feedback: GoalFeedback }) {
  const [open, setOpen] = useState(false);
  const count = feedback.comments.length;
  return (
    <>
      <Button variant="text" disabled={count === 0} onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
        {count === 0 ? GOAL_YEAR_MESSAGES.noComments : GOAL_YEAR_MESSAGES.viewComments(count)}
      </Button>
      {open && <FeedbackCommentsDialog comments={feedback.comments} onClose={() => setOpen(false)} />}
    </>
  );
}

interface Props {
  feedback: GoalFeedback;
  kind: FeedbackKind;
  defaultExpanded?: boolean;
}

/**
 * One feedback of the feedback panel: an accordion with 'Feedback By', type, period and state; each goal with its
 * details, weightage and rating (an input for its author while the server allows); 'View N Comments'; Save and Submit
 * for the author; Accept and Send Back for a reviewer, and the frequency's peers.
 */
export function FeedbackAccordion({ feedback, kind, defaultExpanded = false }: Props) {
  const summaryId = useId();
  const detailsId = useId();
  const [conflict, setConflict] = useState<string | null>(null);
  const refresh = useRefreshFeedback();
  const typeLabel = GOAL_FEEDBACK_TYPE_LABELS[feedback.feedbackType];
  const editor = hasId(feedback) && authorSees(feedback);

  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined">
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={summaryId}
        aria-controls={detailsId}
        sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {feedback.period}
          </Typography>
          <Typography component="span" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {typeLabel} feedback{feedback.createdByName ? ` by ${feedback.createdByName}` : ''}
          </Typography>
          <FeedbackStateChip state={feedback.state} />
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Facts
          facts={[
            ['Feedback By', feedback.anonymous ? 'Peers (anonymous)' : (feedback.createdByName ?? '-')],
            ['Type', typeLabel],
            ['Period', feedback.period],
            ['State', <FeedbackStateChip key="state" state={feedback.state} />],
          ]}
        />
        <WindowNotice window={feedback.window} />
        {feedback.notice && (
          <Alert severity="info" variant="outlined">
            {feedback.notice}
          </Alert>
        )}
        {conflict && (
          <Alert severity="warning" role="alert" onClose={() => setConflict(null)}>
            {conflict}
          </Alert>
        )}
        {editor ? (
          <FeedbackEditor feedback={feedback} kind={kind} />
        ) : (
          <FeedbackGoals feedback={feedback} ratings={savedRatings(feedback)} editable={false} onRate={() => {}} />
        )}
        {!feedback.anonymous && <CommentsButton feedback={feedback} />}
        {hasId(feedback) && (
          <ReviewerDecisions
            feedback={feedback}
            onConflict={(message) => {
              setConflict(message);
              void refresh();
            }}
          />
        )}
        {feedback.feedbackType === 'SELF' && <FeedbackPeers feedback={feedback} />}
      </AccordionDetails>
    </Accordion>
  );
}

/** The accordions of a list of feedbacks: the first waiting on this viewer opens by itself. */
export function FeedbackPanel({ feedbacks, kind }: { feedbacks: readonly GoalFeedback[]; kind: FeedbackKind }) {
  const waiting = feedbacks.findIndex(
    (feedback) => feedback.abilities.editRatings.allowed || feedback.abilities.decisions.length > 0,
  );
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {feedbacks.map((feedback, index) => (
        <FeedbackAccordion
          key={feedback.id ?? `${feedback.feedbackType}-${feedback.period}`}
          feedback={feedback}
          kind={kind}
          defaultExpanded={index === (waiting === -1 ? 0 : waiting)}
        />
      ))}
    </Box>
  );
}
