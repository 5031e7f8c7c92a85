import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GoalFeedback } from '@school/contract/schemas/goals/goal-year';
import { RatingField } from './rating-field';

interface Props {
  feedback: GoalFeedback;
  /** The ratings shown (saved ones with the draft over them), by goal id. */
  ratings: Record<number, number | null>;
  editable: boolean;
  onRate: (goalId: number, rating: number | null) => void;
}

/** Each goal of a feedback: its number, details, unit and weightage, and its rating (an input while editable). */
export function FeedbackGoals({ feedback, ratings, editable, onRate }: Props) {
  const ratingLabel = feedback.anonymous ? 'Peer average' : 'Rating';
  return (
    <Box component="ol" aria-label="Goals" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {feedback.goalRatings.map(({ goal }, index) => (
        <Box
          component="li"
          key={goal.id}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
            minWidth: 0,
          }}
        >
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Typography component="h3" variant="subtitle2">
              Goal {index + 1}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {goal.goalDetails}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Weightage {goal.weightage}
              {goal.measurementUnit ? ` · ${goal.measurementUnit}` : ''}
            </Typography>
          </Box>
          <RatingField
            goalNumber={index + 1}
            rating={ratings[goal.id] ?? null}
            editable={editable}
            label={ratingLabel}
            onChange={(rating) => onRate(goal.id, rating)}
          />
        </Box>
      ))}
    </Box>
  );
}
