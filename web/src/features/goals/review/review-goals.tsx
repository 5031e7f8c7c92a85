import Accordion from '@mui/material/Accordion';
import Box from '@mui/material/Box';
import { NoData } from '../../../components/no-data';
import Typography from '@mui/material/Typography';
import { GOAL_MESSAGES, GOAL_WEIGHT } from '@school/contract/goals/goal-rules';
import type { Goal } from '@school/contract/schemas/goals/goal-setting';
import { useId } from 'react';
import { ReadFacts } from '../shared/facts';
import { GoalSummary } from '../shared/goal-summary';
import { GoalTabs } from '../shared/goal-tabs';
import { GoalEvidence } from '../year/evidence/goal-evidence';

interface GoalProps {
  goal: Goal;
  number: number;
  feedbackOpen: boolean;
}

/** One goal: an expandable panel with tabs Goal Review (read-only) and Goal Feedback (closed until approved). */
function ReviewGoal({ goal, number, feedbackOpen }: GoalProps) {
  const baseId = useId();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
    >
      <GoalSummary
        id={`${baseId}-summary`}
        aria-controls={`${baseId}-content`}
        number={number}
        text={goal.goalDetails}
        weightage={goal.weightage}
        cut="twoLines"
      />
      <GoalTabs
        id={`${baseId}-content`}
        number={number}
        firstTab="Goal Review"
        feedbackOpen={feedbackOpen}
        feedbackClosedMessage={GOAL_MESSAGES.reviewFeedbackClosed}
        feedback={<GoalEvidence goal={goal} number={number} />}
      >
        <ReadFacts
          facts={[
            ['Goal details', goal.goalDetails],
            ['Weightage', String(goal.weightage)],
            ['Measurement unit', goal.measurementUnit],
            ['Accepted evidence', goal.evidence],
          ]}
        />
      </GoalTabs>
    </Accordion>
  );
}

interface Props {
  goals: readonly Goal[];
  weightTotal: number;
  feedbackOpen: boolean;
}

/**
 * The setter's goals as the reviewer reads them: expandable goals with tabs Goal Review and
 * Goal Feedback, read-only, in the setter's order, with the weights' total; 'No goals available' when there are none.
 */
export function ReviewGoals({ goals, weightTotal, feedbackOpen }: Props) {
  if (goals.length === 0) {
    return <NoData message={GOAL_MESSAGES.noGoals} />;
  }
  const ordered = [...goals].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {goals.length} {goals.length === 1 ? 'goal' : 'goals'}, weights {weightTotal} of {GOAL_WEIGHT.total}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
        {ordered.map((goal, index) => (
          <ReviewGoal key={goal.id} goal={goal} number={index + 1} feedbackOpen={feedbackOpen} />
        ))}
      </Box>
    </Box>
  );
}
