import {
  decideRefusalOf,
  type GoalReviewDecision,
  goalReview,
  goalSetting,
  GOAL_MESSAGES,
  REVIEW_DECISION_EFFECTS,
} from '@school/contract';
import type { Database } from '../../../db/client';
import { notFound, staleVersion } from '../../../lib/http-errors';
import { abilityRefusal, goalConflict, refusal, windowOf } from '../goal-responses';
import { insertComment, lockReview, setReviewState } from '../goal-reviews.repository';
import { updateSetting } from '../goal-settings.repository';
import { timelineOfPeriod } from '../goal-timelines.repository';
import type { AuthContext } from '../../auth/auth-context';

/*
 * A reviewer's decision (PATCH /goal-setting-review/{id} {reviewState, comment}), in one transaction: the review
 * and its setting are locked, so of two reviewers deciding at once the second waits and then finds the review
 * decided (409, and the new state on reload). REVIEW_DECISION_EFFECTS drives both machines: the review moves to
 * the decision, the setting to REASSESSMENT_REQUIRED or REVIEWED, and the comment is stored with the review's new
 * state. The caller has checked that the user is a reviewer of the setting; the review ability (decideRefusalOf)
 * answers the rest, as the detail's `abilities.decide` says it.
 */
export async function decideReview(
  db: Database,
  id: number,
  decision: { reviewState: GoalReviewDecision; comment: string; version: number | undefined },
  auth: AuthContext,
) {
  await db.transaction(async (tx) => {
    const locked = await lockReview(tx, id);
    if (!locked) throw notFound();
    const { review, setting } = locked;
    const refused = decideRefusalOf({
      isReviewer: true,
      privileges: auth.privileges,
      state: review.state,
      reviewWindow: windowOf('review', setting.annualPeriod, await timelineOfPeriod(tx, setting.annualPeriod)),
    });
    // The screen offers a decision only on a pending review: finding it moved, this write lost to another's.
    if (refused?.stateMoved) throw goalConflict(GOAL_MESSAGES.reviewDecided);
    if (refused) throw abilityRefusal(refused);
    if (decision.version !== undefined && decision.version !== review.version) throw staleVersion();
    const effect = REVIEW_DECISION_EFFECTS[decision.reviewState];
    const reviewMove = goalReview.apply(review.state, effect.review, effect.by);
    if (!reviewMove.ok) throw refusal(reviewMove);
    const settingMove = goalSetting.apply(setting.state, effect.setting, effect.by);
    if (!settingMove.ok) throw refusal(settingMove);
    await setReviewState(tx, review.id, reviewMove.to, auth.email);
    await updateSetting(tx, setting.id, { state: settingMove.to }, auth.email);
    await insertComment(tx, {
      goalReviewId: review.id,
      comment: decision.comment,
      reviewState: reviewMove.to,
      userId: auth.userId,
      createdBy: auth.email,
    });
  });
}
