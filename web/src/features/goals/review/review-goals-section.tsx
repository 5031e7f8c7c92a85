import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GoalReview } from '@school/contract/schemas/goals/goal-setting';
import { reviewFeedbackOpen } from '@school/contract/workflows/goal-review';
import { ReadFacts } from '../shared/facts';
import { ReviewGoals } from './review-goals';

/** Goal Learnings: shown to the reviewer from APPROVED on. */
function Learnings({ review }: { review: GoalReview }) {
  const { strength, weakness, learningRequired } = review.goalSetting;
  return (
    <Paper component="section" aria-labelledby="goal-learnings-title" variant="outlined" sx={{ p: 2 }}>
      <Typography id="goal-learnings-title" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        Goal Learnings
      </Typography>
      <ReadFacts
        facts={[
          ['Strength', strength],
          ['Area of development', weakness],
          ['Training required', learningRequired],
        ]}
      />
    </Paper>
  );
}

/** The right side of the reviewer's view: the goals, and the learnings once approved. */
export function ReviewGoalsSection({ review }: { review: GoalReview }) {
  const feedbackOpen = reviewFeedbackOpen(review.reviewState);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box component="section" aria-labelledby="review-goals-title">
        <Typography id="review-goals-title" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
          Goals
        </Typography>
        <ReviewGoals
          goals={review.goalSetting.goals}
          weightTotal={review.goalSetting.weightTotal}
          feedbackOpen={feedbackOpen}
        />
      </Box>
      {feedbackOpen && <Learnings review={review} />}
    </Box>
  );
}
