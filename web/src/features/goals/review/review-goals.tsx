import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GOAL_MESSAGES, GOAL_WEIGHT } from '@school/contract/goals/goal-rules';
import type { Goal } from '@school/contract/schemas/goals/goal-setting';
import { useId } from 'react';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Typography>
    </Box>
  );
}

function ReviewGoal({ goal, number }: { goal: Goal; number: number }) {
  const id = useId();
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h3' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-details`} id={`${id}-summary`}>
        <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
          <Typography component="span" variant="subtitle2">
            Goal {number} · Weightage {goal.weightage}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {goal.goalDetails}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}
        >
          <Fact label="Goal details" value={goal.goalDetails} />
          <Fact label="Weightage" value={String(goal.weightage)} />
          <Fact label="Measurement unit" value={goal.measurementUnit} />
          <Fact label="Accepted evidence" value={goal.evidence} />
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The setter's goals as the reviewer reads them (spec 001 section 2, Goal Review tab): expandable, read-only, in
 * the setter's order, with the weights' total; 'No goals available' when there are none.
 */
export function ReviewGoals({ goals, weightTotal }: { goals: readonly Goal[]; weightTotal: number }) {
  if (goals.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{GOAL_MESSAGES.noGoals}</Typography>
      </Paper>
    );
  }
  const ordered = [...goals].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {goals.length} {goals.length === 1 ? 'goal' : 'goals'}, weights {weightTotal} of {GOAL_WEIGHT.total}
      </Typography>
      <div>
        {ordered.map((goal, index) => (
          <ReviewGoal key={goal.id} goal={goal} number={index + 1} />
        ))}
      </div>
    </Box>
  );
}
