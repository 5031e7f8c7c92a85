import Box from '@mui/material/Box';
import type { GoalSetting } from '@school/contract/schemas/goals/goal-setting';
import { goalFeedbackOpen } from '@school/contract/workflows/goal-setting';
import { SelfFeedbackSection } from './feedback/self-feedback-section';
import { PeerFeedbackSection } from './feedback/peer-feedback-section';
import { LearningsSection } from './learnings/learnings-section';
import { ScoreSection } from './score/score-section';

/**
 * The setter's goal year below their goals, once the goals are reviewed: learnings, self feedback per frequency, the
 * peers' anonymous averages and the year's score. Each goal's evidence is in its Goal Feedback tab.
 */
export function SetterGoalYear({ setting }: { setting: GoalSetting }) {
  if (!goalFeedbackOpen(setting.goalSettingState)) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, mt: 3 }}>
      <LearningsSection setting={setting} />
      <SelfFeedbackSection goalSettingFormId={setting.id} viewer="setter" />
      <PeerFeedbackSection goalSettingFormId={setting.id} viewer="setter" />
      <ScoreSection goalSettingFormId={setting.id} viewer="setter" />
    </Box>
  );
}
