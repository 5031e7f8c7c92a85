import { feedbackRatingsRefusal, GOAL_YEAR_MESSAGES, type GoalFeedbackType, goalFeedback } from '@school/contract';
import type { Database } from '../../../db/client';
import { badRequest, fieldError, notFound, staleVersion } from '../../../lib/http-errors';
import { feedbackWindowOf } from '../goal-feedback-responses';
import {
  frequenciesOfPeriod,
  insertFeedbackComment,
  lockFeedback,
  ratingsOf,
  setFeedbackState,
  writeRatings,
} from '../goal-feedback.repository';
import { abilityRefusal, refusal } from '../goal-responses';
import { goalsOfSettings } from '../goal-settings.repository';
import type { AuthContext } from '../../auth/auth-context';

export interface FeedbackSave {
  /** The feedback type the call is for (PUT /goal-feedback/ saves SELF, PUT /goal-feedback/peer/{id} PEER). */
  type: GoalFeedbackType;
  ratings: { goalId: number; rating: number | null }[];
  submit: boolean;
  comment: string | null;
  version: number;
}

/*
 * The author's save or submit of a self or peer feedback, in one transaction with the setting
 * and the feedback locked: ratings of this setting's goals only (400), editable only in the author's states
 * (409 feedbackLocked) and inside the frequency's window (409 naming it), the version the user saw (409), and a
 * submit needs every goal rated (400). Ratings are upserted (null removes one), the comment stored with the
 * feedback's state after the call, the version bumped. The caller has checked that the user is the author
 * (feedbackAuthorRefusal); the state and window are the ability's own (feedbackRatingsRefusal).
 */
export async function saveFeedback(db: Database, feedbackId: number, save: FeedbackSave, auth: AuthContext) {
  await db.transaction(async (tx) => {
    const locked = await lockFeedback(tx, feedbackId);
    if (!locked || locked.feedback.feedbackType !== save.type) throw notFound();
    const { setting, feedback } = locked;
    const [goals, existing, frequencies] = await Promise.all([
      goalsOfSettings(tx, [setting.id]),
      ratingsOf(tx, [feedbackId]),
      frequenciesOfPeriod(tx, setting.annualPeriod),
    ]);
    const goalIds = new Set(goals.map((goal) => goal.id));
    const notGoals = Object.fromEntries(
      save.ratings.flatMap((rating, index) =>
        goalIds.has(rating.goalId)
          ? []
          : [[`goalFeedback.goalRatings.${index}.goal.id`, [GOAL_YEAR_MESSAGES.ratingNotAGoal]]],
      ),
    );
    if (Object.keys(notGoals).length > 0) throw badRequest(notGoals, GOAL_YEAR_MESSAGES.ratingNotAGoal);
    const frequency = frequencies.find((item) => item.id === feedback.frequencyId);
    const window = feedbackWindowOf(save.type, setting.annualPeriod, frequency?.frequencyLabel ?? '', frequency);
    const refused = feedbackRatingsRefusal({ type: save.type, state: feedback.state, window });
    if (refused) throw abilityRefusal(refused);
    if (save.version !== feedback.version) throw staleVersion();

    // The ratings after this call: what was stored, changed by what was sent (the last of a goal's wins).
    const after = new Map(existing.map((rating) => [rating.goalId, rating.rating as number | null]));
    for (const rating of save.ratings) after.set(rating.goalId, rating.rating);
    let state = feedback.state;
    if (save.submit) {
      if (goals.some((goal) => (after.get(goal.id) ?? null) === null)) {
        throw fieldError('goalFeedback.goalRatings', GOAL_YEAR_MESSAGES.rateEveryGoal);
      }
      const move =
        save.type === 'SELF'
          ? goalFeedback.apply(feedback.state, 'submitSelf', 'setter')
          : goalFeedback.apply(feedback.state, 'submitPeer', 'peer');
      if (!move.ok) throw refusal(move);
      state = move.to;
    }

    const given = [...after].filter((entry): entry is [number, number] => entry[1] !== null);
    const cleared = [...after].filter(([, rating]) => rating === null).map(([goalId]) => goalId);
    await writeRatings(tx, feedbackId, given, cleared);
    await setFeedbackState(tx, feedbackId, state, auth.email, save.submit);
    if (save.comment) {
      await insertFeedbackComment(tx, {
        feedbackId,
        comment: save.comment,
        state,
        userId: auth.userId,
        createdBy: auth.email,
      });
    }
  });
}
