import { goalReview, goalSetting, goalSettingRefusals } from '@school/contract';
import type { Database } from '../../../db/client';
import { staleVersion } from '../../../lib/http-errors';
import { abilityRefusal, refusal, windowOf } from '../goal-responses';
import { insertReview, lockReviewOfSetting, setReviewState } from '../goal-reviews.repository';
import { goalsOfSettings, updateSetting } from '../goal-settings.repository';
import { timelineOfPeriod } from '../goal-timelines.repository';
import type { AuthContext } from '../../auth/auth-context';
import { type Learnings, learningsGiven, withLockedSetting } from './locked-setting';

/*
 * Submit For Review (PATCH /goal-setting-form/{id}?status=SENT_FOR_REVIEW), in one transaction: the setting is
 * locked (goal writes take the same lock, so the weights checked are the weights sent), the submit ability
 * (goalSettingRefusals: who, privilege, state, setup window, weights) and the version checked, the state written with any learnings, and the
 * review created (PENDING_REVIEW) or, after a reassessment, returned to PENDING_REVIEW. The caller has checked that
 * the user sees the setting.
 */
export async function sendForReview(
  db: Database,
  id: number,
  options: { version: number | undefined; learnings: Learnings },
  auth: AuthContext,
) {
  await withLockedSetting(db, id, async (tx, setting) => {
    const isSetter = setting.userId === auth.userId;
    const refused = goalSettingRefusals({
      isSetter,
      privileges: auth.privileges,
      state: setting.state,
      setupWindow: windowOf('setup', setting.annualPeriod, await timelineOfPeriod(tx, setting.annualPeriod)),
      goals: await goalsOfSettings(tx, [id]),
    }).submitForReview;
    // Who may send comes before the version; what the record's state allows after it.
    if (refused?.httpStatus === 403) throw abilityRefusal(refused);
    if (options.version !== undefined && options.version !== setting.version) throw staleVersion();
    if (refused) throw abilityRefusal(refused);
    const moved = goalSetting.apply(setting.state, 'submitForReview', 'setter');
    if (!moved.ok) throw refusal(moved);
    await updateSetting(tx, id, { state: moved.to, ...learningsGiven(options.learnings) }, auth.email);
    const review = await lockReviewOfSetting(tx, id);
    if (!review) return insertReview(tx, id, auth.email);
    const back = goalReview.apply(review.state, 'resubmit', 'setter');
    if (!back.ok) throw refusal(back);
    await setReviewState(tx, review.id, back.to, auth.email);
  });
}
