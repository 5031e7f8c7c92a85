import CommentOutlinedIcon from '@mui/icons-material/CommentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { GOAL_WEIGHT } from '@school/contract/goals/goal-rules';
import type { GoalReview } from '@school/contract/schemas/goals/goal-setting';
import type { GoalReviewDecision } from '@school/contract/workflows/goal-review';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import type { Screen } from '../../../lib/routes';
import { DetailLayout } from '../../../components/detail-layout';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http';
import { serverErrorsOf } from '../../../lib/form-errors';
import { goalReviewQuery, useAddReviewComment, useDecideGoalReview, useReloadGoalReview } from '../api/goal-reviews';
import { CommentsDialog } from '../shared/comments-dialog';
import { Facts } from '../shared/facts';
import { GoalReviewStateChip } from '../shared/goal-state-chip';
import { DECISION_LABELS, DecisionDialog } from './decision-dialog';
import { GOAL_REVIEW_PATHS } from './goal-review-paths';
import { ReviewGoalsSection } from './review-goals-section';
import { ReviewerGoalYear } from '../year/reviewer-goal-year';

interface SummaryProps {
  review: GoalReview;
  onDecide: (decision: GoalReviewDecision) => void;
  onComments: () => void;
}

/** The review's card: whose goals, for which role and period, its state and window, and what the reviewer can do. */
function ReviewSummary({ review, onDecide, onComments }: SummaryProps) {
  const titleId = useId();
  const refusalId = useId();
  const { allowed: decide, reason: decideRefusal } = review.abilities.decide;
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2.5, minWidth: 0 }}>
      <Typography id={titleId} component="h2" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
        {review.reviewedFor.name}
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <Facts
          facts={[
            ['Role', review.reviewedForRole.name],
            ['Period', review.annualPeriodName],
            ['School', review.school?.schoolName ?? 'Every school'],
            ['State', <GoalReviewStateChip key="state" state={review.reviewState} />],
            ['Weights', `${review.goalSetting.weightTotal} of ${GOAL_WEIGHT.total}`],
          ]}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {review.reviewWindow.message}
      </Typography>
      <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
        {(['SENT_FOR_REASSESSMENT', 'APPROVED'] as const).map((decision) => (
          <Button
            key={decision}
            variant={decision === 'APPROVED' ? 'contained' : 'outlined'}
            color={decision === 'APPROVED' ? 'success' : 'primary'}
            disabled={!decide}
            aria-describedby={decide ? undefined : refusalId}
            onClick={() => onDecide(decision)}
          >
            {DECISION_LABELS[decision]}
          </Button>
        ))}
        {!decide && decideRefusal && (
          <Typography id={refusalId} variant="body2" color="text.secondary">
            {decideRefusal}
          </Typography>
        )}
        <Button variant="text" startIcon={<CommentOutlinedIcon />} onClick={onComments}>
          Review Comments ({review.reviewComments.length})
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * The reviewer's view (/goals/set/review/:id): the setter's goals read-only with tabs
 * Goal Review and Goal Feedback on each goal, Send For Reassessment and Approve (each with a required comment) while the review
 * is pending and its window open, and the Review Comments dialog. A decision refused with 409 (another reviewer
 * decided, the window closed) says the server's reason above the review and reloads it.
 */
export default function GoalReviewPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const { data: review, isPending, error } = useQuery(goalReviewQuery(id));
  const [deciding, setDeciding] = useState<GoalReviewDecision | null>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const decide = useDecideGoalReview(Number(id));
  const addComment = useAddReviewComment();
  const reload = useReloadGoalReview();

  async function handleDecide(decision: GoalReviewDecision, current: GoalReview, comment: string) {
    try {
      await decide.mutateAsync({ reviewState: decision, comment, version: current.version });
      setNotice(null);
      setDeciding(null);
      return undefined;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        failure.shownInline = true;
        setNotice(failure.message);
        setDeciding(null);
        reload();
        return undefined;
      }
      if (failure instanceof ApiError && failure.status === 400) {
        const { fields, message } = serverErrorsOf(failure, ['comment']);
        return fields.comment ?? message;
      }
      // The HTTP client told the user why (403, network); the dialog stays open.
      return undefined;
    }
  }

  return (
    <>
      <PageHeader
        title={screen.title}
        breadcrumbs={[
          { label: 'Home', href: '/dashboard' },
          { label: 'Review Goal Setting', href: GOAL_REVIEW_PATHS.list },
        ]}
      />
      {notice && (
        <Alert severity="warning" role="alert" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <DetailLayout
        loading={isPending}
        error={error}
        loadingLabel="Loading the goal review"
        summary={
          review && <ReviewSummary review={review} onDecide={setDeciding} onComments={() => setCommentsOpen(true)} />
        }
      >
        {review && <ReviewGoalsSection review={review} />}
        {review && <ReviewerGoalYear review={review} />}
      </DetailLayout>
      {review && deciding && (
        <DecisionDialog
          decision={deciding}
          onClose={() => setDeciding(null)}
          onDecide={(comment) => handleDecide(deciding, review, comment)}
        />
      )}
      {review && (
        <CommentsDialog
          open={commentsOpen}
          onClose={() => setCommentsOpen(false)}
          title="Review Comments"
          comments={review.reviewComments}
          // The server labels the comment with the review's state when it arrives (this page's may be stale).
          onAdd={(reviewComment) => addComment.mutateAsync({ reviewComment, goalReviewId: review.id })}
        />
      )}
    </>
  );
}
