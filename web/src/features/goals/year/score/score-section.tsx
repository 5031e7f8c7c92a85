import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { GoalScoreResponse } from '@school/contract/schemas/goals/goal-year';
import { useId, useState } from 'react';
import { ExplainedButton } from '../../../../components/explained-button';
import { type GoalYearStepName, goalScoreQuery, useReloadGoalScore } from '../../api/goal-score';
import type { GoalYearViewer } from '../viewer';
import { FinalReviewDialog } from './final-review-dialog';
import { FinalReviewFacts } from './final-review-facts';
import { formatScore, SCORE_RULE } from './score-format';
import { ScoreTable } from './score-table';
import { STEP_LABELS, StepDialog } from './step-dialog';

type Dialog = 'write' | GoalYearStepName | null;
type ReviewedScore = GoalScoreResponse & { goalReviewId: number };

/** Write final review, Sign off and Close year, each disabled with the server's reason when the user may not. */
function ScoreActions({ score, onOpen }: { score: GoalScoreResponse; onOpen: (dialog: Dialog) => void }) {
  const { abilities } = score;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <ExplainedButton
        variant="contained"
        disabledReason={abilities.writeFinalReview.reason}
        onClick={() => onOpen('write')}
      >
        {score.finalReview ? 'Edit final review' : 'Write final review'}
      </ExplainedButton>
      <ExplainedButton variant="outlined" disabledReason={abilities.signOff.reason} onClick={() => onOpen('sign-off')}>
        {STEP_LABELS['sign-off']}
      </ExplainedButton>
      <ExplainedButton variant="outlined" disabledReason={abilities.close.reason} onClick={() => onOpen('close')}>
        {STEP_LABELS.close}
      </ExplainedButton>
    </Box>
  );
}

function ScoreBody({ score }: { score: GoalScoreResponse }) {
  return (
    <>
      {score.notice && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {score.notice}
        </Alert>
      )}
      {score.lines.length > 0 && (
        <>
          <Typography variant="h5" component="p" sx={{ mt: 1.5, fontWeight: 600 }}>
            Proposed score: {formatScore(score.proposed)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              of 4
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {SCORE_RULE}
          </Typography>
          <ScoreTable score={score} />
        </>
      )}
      <FinalReviewFacts score={score} />
    </>
  );
}

/**
 * The year's score: the proposed score and how it is computed goal by goal, the final review and who signed it off and
 * closed the year, when. The setter sees the score once every feedback is completed and the final review once it is
 * signed off; reviewers and approvers see everything and act from here. A step refused with 409 says why above the card
 * and reloads it.
 */
export function ScoreSection({ goalSettingFormId, viewer }: { goalSettingFormId: number; viewer: GoalYearViewer }) {
  const titleId = useId();
  const { data: score, isPending, error } = useQuery(goalScoreQuery(goalSettingFormId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reload = useReloadGoalScore();
  const reviewed: ReviewedScore | null =
    score && score.goalReviewId !== null ? { ...score, goalReviewId: score.goalReviewId } : null;

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        Year's score
      </Typography>
      {notice && (
        <Alert severity="warning" role="alert" onClose={() => setNotice(null)} sx={{ mt: 1 }}>
          {notice}
        </Alert>
      )}
      {isPending && <CircularProgress size={24} aria-label="Loading the year's score" sx={{ mt: 1 }} />}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          The year's score could not be loaded.
        </Alert>
      )}
      {score && <ScoreBody score={score} />}
      {reviewed && viewer === 'reviewer' && (
        <ScoreActions
          score={reviewed}
          onOpen={(next) => {
            setNotice(null);
            setDialog(next);
          }}
        />
      )}
      {reviewed && dialog === 'write' && (
        <FinalReviewDialog score={reviewed} onClose={() => setDialog(null)} onConflict={reload} />
      )}
      {reviewed && (dialog === 'sign-off' || dialog === 'close') && (
        <StepDialog
          step={dialog}
          score={reviewed}
          onClose={() => setDialog(null)}
          onConflict={(message) => {
            setNotice(message);
            reload();
          }}
        />
      )}
    </Paper>
  );
}
