import {
  feedbackRollup,
  GOAL_YEAR_STEPS,
  type GoalReviewState,
  goalFeedback,
  goalReview,
  goalSetting,
  type GoalSettingState,
  goalSettingOrder,
  type GoalYearStep,
} from '@school/contract';
import type { Database } from '../../../db/client';
import { feedbacksOfSetting, frequenciesOfPeriod, setFeedbackState } from '../goal-feedback.repository';
import { refusal } from '../goal-responses';
import { lockReviewOfSetting, setReviewState } from '../goal-reviews.repository';
import { type LockedSetting, updateSetting } from '../goal-settings.repository';

/*
 * What a reviewer's feedback decision sets off, inside the decision's transaction with
 * the setting locked by the caller:
 * 1. a PEER feedback accepted: when every PEER feedback of its frequency (at least one) is completed and the
 *    frequency's SELF feedback waits for them (SUBMIT_PEER_FEEDBACK), the SELF feedback completes too;
 * 2. feedbackRollup over the SELF feedbacks of every frequency of the timeline says how far the setting has come;
 *    the setting and its review move there step by step with GOAL_YEAR_STEPS (both machines, no state skipped).
 */
export async function rollUpGoalYear(
  tx: Database,
  setting: LockedSetting,
  decided: { frequencyId: number; peerAccepted: boolean },
  actor: string,
) {
  const [feedbacks, frequencies] = await Promise.all([
    feedbacksOfSetting(tx, setting.id),
    frequenciesOfPeriod(tx, setting.annualPeriod),
  ]);
  const selfStates = new Map(
    feedbacks
      .filter((item) => item.feedback.feedbackType === 'SELF')
      .map((item) => [item.feedback.frequencyId, { id: item.feedback.id, state: item.feedback.state }]),
  );

  if (decided.peerAccepted) {
    const peers = feedbacks.filter(
      (item) => item.feedback.feedbackType === 'PEER' && item.feedback.frequencyId === decided.frequencyId,
    );
    const self = selfStates.get(decided.frequencyId);
    if (
      self?.state === 'SUBMIT_PEER_FEEDBACK' &&
      peers.length > 0 &&
      peers.every((item) => item.feedback.state === 'FEEDBACK_COMPLETED')
    ) {
      const move = goalFeedback.apply(self.state, 'completeFrequency', 'reviewer');
      if (!move.ok) throw refusal(move);
      await setFeedbackState(tx, self.id, move.to, actor);
      self.state = move.to;
    }
  }

  const states = frequencies.flatMap((frequency) => {
    const self = selfStates.get(frequency.id);
    return self ? [self.state] : [];
  });
  const reached = feedbackRollup(frequencies.length, states);
  if (!reached) return;
  const steps: Exclude<GoalYearStep, 'signOff' | 'close'>[] =
    reached === 'PEER_REVIEW_COMPLETED' ? ['completeSelfReview', 'completePeerReview'] : ['completeSelfReview'];
  const review = await lockReviewOfSetting(tx, setting.id);
  let settingState: GoalSettingState = setting.state;
  let reviewState: GoalReviewState | null = review?.state ?? null;
  for (const step of steps) {
    const { setting: settingStep, review: reviewStep, by } = GOAL_YEAR_STEPS[step];
    const target = goalSetting.transitions[settingStep].to;
    // Made already by an earlier decision (the roll-up runs after every one).
    if (goalSettingOrder.isAtLeast(settingState, target)) continue;
    const settingMove = goalSetting.apply(settingState, settingStep, by);
    if (!settingMove.ok) throw refusal(settingMove);
    settingState = settingMove.to;
    // A reviewed setting always has its review; a setting without one (hand-made data) moves alone.
    if (reviewState !== null) {
      const reviewMove = goalReview.apply(reviewState, reviewStep, by);
      if (!reviewMove.ok) throw refusal(reviewMove);
      reviewState = reviewMove.to;
    }
  }
  if (settingState !== setting.state) await updateSetting(tx, setting.id, { state: settingState }, actor);
  if (review && reviewState !== null && reviewState !== review.state) {
    await setReviewState(tx, review.id, reviewState, actor);
  }
}
