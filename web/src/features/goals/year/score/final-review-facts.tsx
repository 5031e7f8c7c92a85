import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GoalScoreResponse } from '@school/contract/schemas/goals/goal-year';
import { type ReactNode, useId } from 'react';
import { formatDisplayDateTime } from '../../../../lib/dates';
import { Facts } from '../../shared/facts';
import { formatScore } from './score-format';

type Stamp = NonNullable<GoalScoreResponse['signedOff']>;
const byAndOn = (name: string, on: string) => `${name}, ${formatDisplayDateTime(on)}`;

/** The final review as written (rating, the proposed score it was written against, the reason, the comment). */
export function FinalReviewFacts({ score }: { score: GoalScoreResponse }) {
  const { finalReview, signedOff, closed } = score;
  const titleId = useId();
  if (!finalReview) return null;
  const adjusted = finalReview.adjustmentReason !== null;
  const facts: [string, ReactNode][] = [
    ['Overall rating', formatScore(finalReview.overallRating)],
    ['Proposed score', formatScore(finalReview.proposedScore)],
  ];
  if (adjusted) facts.push(['Reason for the adjustment', finalReview.adjustmentReason]);
  facts.push(
    ['Comment', finalReview.comment],
    ['Written by', byAndOn(finalReview.writtenBy.name, finalReview.writtenOn)],
  );
  const stampFacts = (label: string, commentLabel: string, stamp: Stamp | null): [string, ReactNode][] =>
    stamp
      ? [
          [label, byAndOn(stamp.by.name, stamp.on)],
          ...(stamp.comment ? [[commentLabel, stamp.comment] as [string, ReactNode]] : []),
        ]
      : [];
  facts.push(
    ...stampFacts('Signed off by', 'Sign-off comment', signedOff),
    ...stampFacts('Closed by', 'Closing comment', closed),
  );
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Final review
      </Typography>
      <Facts keepLines facts={facts} />
    </Box>
  );
}
