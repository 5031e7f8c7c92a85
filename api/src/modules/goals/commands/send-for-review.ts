import { goalReview, goalSetting, submitGoalsProblem } from '@school/contract';
import type { Database } from '../../../db/client';
import { notFound, staleVersion } from '../../../lib/http-errors';
import { goalConflict, refusal, requireOpenWindow } from '../goal-responses';
import { insertReview, lockReviewOfSetting, setReviewState } from '../goal-reviews.repository';
import { goalsOfSettings, lockSetting, updateSetting } from '../goal-settings.repository';
import { timelineOfPeriod } from '../goal-timelines.repository';
import type { AuthContext } from '../../auth/auth-context';

export interface Learnings {
  strength?: string | null;
  weakness?: string | null;
  learningRequired?: string | null;
}

/*
 * Submit For Review (PATCH /goal-setting-form/{id}?status=SENT_FOR_REVIEW), in one transaction: the setting is
 * locked (goal writes take the same lock, so the weights checked are the weights sent), the machine applied for the
 * setter, the version, the setup window and the weights checked, the state written with any learnings, and the
 * review created (PENDING_REVIEW) or, after a reassessment, returned to PENDING_REVIEW. The caller has checked that
 * the user sees the setting.
 */
export async function sendForReview(
  db: Database,
  id: number,
  options: { version: number | undefined; learnings: Learnings },
  auth: AuthContext,
) {
  await db.transaction(async (tx) => {
    const setting = await lockSetting(tx, id);
    if (!setting) throw notFound();
    const moved = goalSetting.apply(
      setting.state,
      'submitForReview',
      setting.userId === auth.userId ? 'setter' : 'reviewer',
    );
    if (!moved.ok && moved.httpStatus === 403) throw refusal(moved);
    if (options.version !== undefined && options.version !== setting.version) throw staleVersion();
    if (!moved.ok) throw refusal(moved);
    requireOpenWindow('setup', setting.annualPeriod, await timelineOfPeriod(tx, setting.annualPeriod));
    const problem = submitGoalsProblem(await goalsOfSettings(tx, [id]));
    if (problem) throw goalConflict(problem);
    const learnings = Object.fromEntries(
      Object.entries(options.learnings).filter(([, value]) => value !== undefined),
    ) as Learnings;
    await updateSetting(tx, id, { state: moved.to, ...learnings }, auth.email);
    const review = await lockReviewOfSetting(tx, id);
    if (!review) return insertReview(tx, id, auth.email);
    const back = goalReview.apply(review.state, 'resubmit', 'setter');
    if (!back.ok) throw refusal(back);
    await setReviewState(tx, review.id, back.to, auth.email);
  });
}
