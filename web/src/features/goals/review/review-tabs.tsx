import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import type { GoalReview } from '@school/contract/schemas/goals/goal-setting';
import { reviewFeedbackOpen } from '@school/contract/workflows/goal-review';
import { useId, useState } from 'react';
import { ReviewGoals } from './review-goals';

/** Goal Learnings (spec 001 section 4): shown to the reviewer from APPROVED on. */
function Learnings({ review }: { review: GoalReview }) {
  const { strength, weakness, learningRequired } = review.goalSetting;
  const rows: [string, string | null][] = [
    ['Strength', strength],
    ['Area of development', weakness],
    ['Training required', learningRequired],
  ];
  return (
    <Paper component="section" aria-label="Goal Learnings" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Goal Learnings
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value || '-'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * The reviewer's tabs (spec 001 section 2): Goal Review (the goals, read-only) and Goal Feedback, disabled until the
 * review is approved, with the reason beside it.
 */
export function ReviewTabs({ review }: { review: GoalReview }) {
  const [open, setOpen] = useState(0);
  const baseId = useId();
  const feedbackOpen = reviewFeedbackOpen(review.reviewState);
  const tabs = [
    {
      label: 'Goal Review',
      content: (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ReviewGoals goals={review.goalSetting.goals} weightTotal={review.goalSetting.weightTotal} />
          {feedbackOpen && <Learnings review={review} />}
        </Box>
      ),
    },
    {
      label: 'Goal Feedback',
      disabled: !feedbackOpen,
      content: <Typography color="text.secondary">{GOAL_MESSAGES.reviewFeedbackLater}</Typography>,
    },
  ];
  const shown = tabs[open]?.disabled ? 0 : open;
  return (
    <>
      <Tabs
        value={shown}
        onChange={(_event, index: number) => setOpen(index)}
        aria-label="Goal review"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.label}
            label={tab.label}
            disabled={tab.disabled}
            id={`${baseId}-${index}-tab`}
            aria-controls={`${baseId}-${index}-panel`}
          />
        ))}
      </Tabs>
      {!feedbackOpen && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {GOAL_MESSAGES.reviewFeedbackClosed}
        </Typography>
      )}
      {tabs.map((tab, index) => (
        <Box
          key={tab.label}
          role="tabpanel"
          id={`${baseId}-${index}-panel`}
          aria-labelledby={`${baseId}-${index}-tab`}
          hidden={index !== shown}
          sx={{ mt: 2 }}
        >
          {index === shown && tab.content}
        </Box>
      ))}
    </>
  );
}
