import Box from '@mui/material/Box';
import type { GoalReview } from '@school/contract/schemas/goals/goal-setting';
import { goalFeedbackOpen } from '@school/contract/workflows/goal-setting';
import { SelfFeedbackSection } from './feedback/self-feedback-section';
import { PeerFeedbackSection } from './feedback/peer-feedback-section';
import { LearningsSection } from './learnings/learnings-section';
import { ScoreSection } from './score/score-section';

/**
 * The reviewer's (and approvers') goal year below the goals, once the goals are approved: the setter's learnings
 * read-only, self feedback with the reviewer's decisions, each peer's feedback, the final review.
 */
export function ReviewerGoalYear({ review }: { review: GoalReview }) {
  if (!goalFeedbackOpen(review.goalSetting.goalSettingState)) return null;
  const settingId = review.goalSetting.id;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, mt: 3 }}>
      <LearningsSection review={review} />
      <SelfFeedbackSection goalSettingFormId={settingId} viewer="reviewer" />
      <PeerFeedbackSection goalSettingFormId={settingId} viewer="reviewer" />
      <ScoreSection goalSettingFormId={settingId} viewer="reviewer" />
    </Box>
  );
}
