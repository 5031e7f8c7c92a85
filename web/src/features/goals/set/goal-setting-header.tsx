import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GOAL_MESSAGES, GOAL_WEIGHT } from '@school/contract/goals/goal-rules';
import { GOAL_REVIEW_STATE_LABELS } from '@school/contract/workflows/goal-review';
import type { ReactNode } from 'react';
import { formatDisplayDateTime } from '../../../lib/dates';
import type { GoalSetting } from '../api/goal-settings';
import { GoalSettingStateChip } from '../shared/goal-state-chip';
import { WindowNotice } from '../shared/window-notice';

interface Props {
  setting: GoalSetting;
  /** The weights on screen (unsaved changes counted). */
  total: number;
  unsaved: boolean;
  onComments: () => void;
  /** Submit For Review and its reason. */
  actions: ReactNode;
}

/**
 * The newest comment a reviewer wrote (not the setter's own): a teacher whose goals were sent back reads why on the
 * page itself, not only behind the Comments button.
 */
function latestReviewerComment(setting: GoalSetting) {
  const byReviewers = setting.reviewComments.filter((comment) => comment.createdBy !== setting.user.email);
  return byReviewers.reduce<(typeof byReviewers)[number] | null>(
    (latest, comment) =>
      latest === null ||
      new Date(comment.createdOn).getTime() > new Date(latest.createdOn).getTime() ||
      (comment.createdOn === latest.createdOn && comment.id > latest.id)
        ? comment
        : latest,
    null,
  );
}

/**
 * The head of the setter's goal screen: period, role and state, the setup window's line, the running weights total
 * ('Weights: 80 of 100 — add 20'), the review comments and Submit For Review.
 */
export function GoalSettingHeader({ setting, total, unsaved, onComments, actions }: Props) {
  const complete = total === GOAL_WEIGHT.total;
  const commentCount = setting.reviewComments.length;
  const latest = latestReviewerComment(setting);
  return (
    <Paper component="section" aria-labelledby="goal-setting-title" variant="outlined" sx={{ p: 2.5, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="goal-setting-title" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {setting.annualPeriodName} · {setting.role.name}
        </Typography>
        <GoalSettingStateChip state={setting.goalSettingState} />
      </Box>
      <Box sx={{ mt: 1.5, display: 'grid', gap: 1.5 }}>
        <WindowNotice window={setting.setupWindow} />
        {latest && (
          <Alert
            severity={setting.goalSettingState === 'REASSESSMENT_REQUIRED' ? 'warning' : 'info'}
            // A note read with the page, not an announcement: a region named by its title.
            role="region"
            aria-labelledby="latest-review-comment"
          >
            <AlertTitle id="latest-review-comment">{GOAL_MESSAGES.latestReviewComment}</AlertTitle>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {latest.reviewComment}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {latest.createdByName || latest.createdBy || '-'} · {GOAL_REVIEW_STATE_LABELS[latest.reviewState]} ·{' '}
              {formatDisplayDateTime(latest.createdOn)}
            </Typography>
          </Alert>
        )}
        <Box role="status" aria-live="polite">
          <Typography sx={{ fontWeight: 600, color: complete ? 'success.dark' : 'warning.dark' }}>
            {GOAL_MESSAGES.weightsLine(total)}
          </Typography>
          {unsaved && (
            <Typography variant="body2" color="text.secondary">
              {GOAL_MESSAGES.weightsUnsaved}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          {actions}
          <Button variant="outlined" onClick={onComments}>
            {commentCount === 0 ? 'Comments' : `Comments (${commentCount})`}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
