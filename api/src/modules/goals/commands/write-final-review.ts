import { finalReviewWriteRefusal, GOAL_YEAR_MESSAGES, ratingAdjusted } from '@school/contract';
import type { Database } from '../../../db/client';
import { fieldError, notFound, staleVersion } from '../../../lib/http-errors';
import { abilityRefusal } from '../goal-responses';
import { lockReview } from '../goal-reviews.repository';
import { scoreOf } from '../goal-score';
import { scoreInputs, touchReview, upsertFinalReview } from '../goal-score.repository';
import type { AuthContext } from '../../auth/auth-context';

/*
 * PUT /goal-setting-review/{id}/final-review, in one transaction: the setting and review are locked (setting
 * first, as every goal command does), the state and version checked, the proposed score computed from the accepted
 * ratings (they no longer change once the setting is PEER_REVIEW_COMPLETED), and a rating other than it needs a
 * reason. Rewriting replaces the previous final review; the review gets a new version. The caller has checked that
 * the user is a reviewer of the setting (answered 403 before the lock).
 */
export async function writeFinalReview(
  db: Database,
  reviewId: number,
  input: { comment: string; overallRating: number; adjustmentReason: string | undefined | null; version: number },
  auth: AuthContext,
) {
  await db.transaction(async (tx) => {
    const locked = await lockReview(tx, reviewId);
    if (!locked) throw notFound();
    const { review, setting } = locked;
    // The ability again, under the lock: the state may have moved since the caller looked.
    const refused = finalReviewWriteRefusal({ isReviewer: true, privileges: auth.privileges, state: setting.state });
    if (refused) throw abilityRefusal(refused);
    if (input.version !== review.version) throw staleVersion();
    const { proposed } = scoreOf(await scoreInputs(tx, setting.id, setting.annualPeriod));
    const adjusted = ratingAdjusted(input.overallRating, proposed);
    const reason = input.adjustmentReason?.trim() || null;
    if (adjusted && !reason) throw fieldError('adjustmentReason', GOAL_YEAR_MESSAGES.reasonRequired);
    await upsertFinalReview(tx, review.id, {
      comment: input.comment,
      overallRating: input.overallRating,
      proposedScore: proposed,
      // A reason explains an adjustment only: with the proposed score kept, none is stored.
      adjustmentReason: adjusted ? reason : null,
      writtenBy: auth.userId,
    });
    await touchReview(tx, review.id, auth.email);
  });
}
