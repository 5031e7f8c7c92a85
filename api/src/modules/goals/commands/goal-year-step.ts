import { GOAL_YEAR_STEPS, goalReview, goalSetting, goalYearStepRefusal } from '@school/contract';
import type { Database } from '../../../db/client';
import { notFound, staleVersion } from '../../../lib/http-errors';
import { abilityRefusal, refusal } from '../goal-responses';
import { lockReview, setReviewState } from '../goal-reviews.repository';
import { updateSetting } from '../goal-settings.repository';
import { finalReviewExists, stampFinalReview, touchReview } from '../goal-score.repository';
import type { AuthContext } from '../../auth/auth-context';

/*
 * PATCH /goal-setting-review/{id}/sign-off and /close, in one transaction with the setting then the review locked
 * (the order of every goal command, so none deadlock). GOAL_YEAR_STEPS moves both machines: the sign-off takes the
 * setting and the review to FINAL_REVIEW_COMPLETED; the close takes the setting to COMPLETED (the review's last
 * state is FINAL_REVIEW_COMPLETED: it gets a new version only). Who, the privilege, the state and the written final
 * review are the signOff and close abilities' own (goalYearStepRefusal); who, when and the comment are stored with
 * the final review. The caller has checked that the user sees the review.
 */
export async function takeGoalYearStep(
  db: Database,
  reviewId: number,
  step: 'signOff' | 'close',
  input: { comment: string | null; version: number; holdsRole: boolean },
  auth: AuthContext,
) {
  const { setting: settingTransition, review: reviewTransition, by } = GOAL_YEAR_STEPS[step];
  await db.transaction(async (tx) => {
    const locked = await lockReview(tx, reviewId);
    if (!locked) throw notFound();
    const { review, setting } = locked;
    const finalReviewWritten = await finalReviewExists(tx, review.id);
    const refused = goalYearStepRefusal(step, {
      holdsRole: input.holdsRole,
      privileges: auth.privileges,
      state: setting.state,
      finalReviewWritten,
    });
    if (refused) throw abilityRefusal(refused);
    const settingMove = goalSetting.apply(setting.state, settingTransition, by);
    if (!settingMove.ok) throw refusal(settingMove);
    // Only the sign-off moves the review (the goal approver is one of its actors; the review approver is not).
    const reviewMove = reviewTransition ? goalReview.apply(review.state, reviewTransition, 'goalApprover') : null;
    if (reviewMove && !reviewMove.ok) throw refusal(reviewMove);
    if (input.version !== review.version) throw staleVersion();
    await updateSetting(tx, setting.id, { state: settingMove.to }, auth.email);
    if (reviewMove) await setReviewState(tx, review.id, reviewMove.to, auth.email);
    else await touchReview(tx, review.id, auth.email);
    await stampFinalReview(tx, review.id, step, { userId: auth.userId, comment: input.comment });
  });
}
