import {
  type finalReviewInput,
  finalReviewAbilitiesOf,
  finalReviewWriteRefusal,
  GOAL_YEAR_MESSAGES,
  type GoalScoreResponse,
  goalSettingOrder,
  type goalYearStepInput,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-errors';
import { takeGoalYearStep } from './commands/goal-year-step';
import { writeFinalReview } from './commands/write-final-review';
import { abilityRefusal, personOf } from './goal-responses';
import { scoreOf } from './goal-score';
import * as repo from './goal-score.repository';
import type { AuthContext } from '../auth/auth-context';

type FinalReviewBody = z.output<typeof finalReviewInput>;
type StepBody = z.output<typeof goalYearStepInput>;

type Person = Parameters<typeof personOf>[0];
/** A left-joined person (null when the user was removed since). */
const personOrNull = (person: Person | null) => (person ? personOf(person) : null);

/** The final review and the stamps as the response carries them (a person removed since shows as unknown). */
function finalReviewPartsOf(row: repo.FinalReviewRow | null) {
  if (!row) return { finalReview: null, signedOff: null, closed: null };
  const { finalReview } = row;
  const unknown = { id: 0, email: '', name: 'Former staff member' };
  const stamp = (by: ReturnType<typeof personOrNull>, on: Date | null, comment: string | null) =>
    on ? { by: by ?? unknown, on: on.toISOString(), comment } : null;
  return {
    finalReview: {
      comment: finalReview.comment,
      overallRating: finalReview.overallRating,
      proposedScore: finalReview.proposedScore,
      adjustmentReason: finalReview.adjustmentReason,
      writtenBy: personOrNull(row.writer) ?? unknown,
      writtenOn: finalReview.writtenOn.toISOString(),
    },
    signedOff: stamp(personOrNull(row.signer), finalReview.signedOffOn, finalReview.signOffComment),
    closed: stamp(personOrNull(row.closer), finalReview.closedOn, finalReview.closeComment),
  };
}

/** The year's score, the final review, its sign-off and the close. */
export function createGoalFinalReviewService(deps: AppDeps) {
  const { db } = deps;

  async function scoreResponse(row: repo.ScoreSettingRow, auth: AuthContext): Promise<GoalScoreResponse> {
    const { setting, review } = row;
    const [inputs, finalReviewRow] = await Promise.all([
      repo.scoreInputs(db, setting.id, setting.annualPeriod),
      review ? repo.findFinalReview(db, review.id) : Promise.resolve(null),
    ]);
    const score = scoreOf(inputs);
    // The setter sees the score once every feedback is completed, the final review once it is signed off.
    const linesShown = !row.isSetter || goalSettingOrder.isAtLeast(setting.state, 'PEER_REVIEW_COMPLETED');
    const reviewShown = !row.isSetter || goalSettingOrder.isAtLeast(setting.state, 'FINAL_REVIEW_COMPLETED');
    const detailsOf = new Map(inputs.goals.map((goal) => [goal.id, goal]));
    const lines = linesShown
      ? score.lines.map((line) => {
          const goal = detailsOf.get(line.goalId);
          return {
            goal: { id: line.goalId, goalDetails: goal?.goalDetails ?? '', weightage: line.weightage },
            selfAverage: line.selfAverage,
            peerAverage: line.peerAverage,
            goalRating: line.goalRating,
            contribution: line.contribution,
          };
        })
      : [];
    const proposed = linesShown ? score.proposed : null;
    return {
      goalSettingFormId: setting.id,
      goalReviewId: review?.id ?? null,
      goalSettingState: setting.state,
      lines,
      proposed,
      notice: !linesShown
        ? GOAL_YEAR_MESSAGES.scoreNotYetForSetter
        : proposed === null
          ? GOAL_YEAR_MESSAGES.scoreNotYet
          : null,
      ...(reviewShown ? finalReviewPartsOf(finalReviewRow) : { finalReview: null, signedOff: null, closed: null }),
      abilities: finalReviewAbilitiesOf({
        isReviewer: row.isReviewer,
        isGoalApprover: row.isGoalApprover,
        isReviewApprover: row.isReviewApprover,
        privileges: auth.privileges,
        state: setting.state,
        finalReviewWritten: finalReviewRow !== null,
      }),
      version: review?.version ?? null,
    };
  }

  async function scoreOfReview(reviewId: number, auth: AuthContext) {
    const row = await repo.findReviewForScore(db, reviewId, auth.userId);
    if (!row) throw notFound();
    return scoreResponse(row, auth);
  }

  return {
    /** GET /goal-setting-form/{id}/score: whoever sees the setting. */
    async score(settingId: number, auth: AuthContext) {
      const row = await repo.findSettingForScore(db, settingId, auth.userId);
      if (!row) throw notFound();
      return scoreResponse(row, auth);
    },

    /** PUT /goal-setting-review/{id}/final-review: a reviewer of the setting (403 otherwise). */
    async writeFinalReview(reviewId: number, input: FinalReviewBody, auth: AuthContext) {
      const row = await repo.findReviewForScore(db, reviewId, auth.userId);
      if (!row) throw notFound();
      const refused = finalReviewWriteRefusal({ ...row, privileges: auth.privileges, state: row.setting.state });
      if (refused) throw abilityRefusal(refused);
      await writeFinalReview(db, reviewId, input, auth);
      return scoreOfReview(reviewId, auth);
    },

    /** PATCH /goal-setting-review/{id}/sign-off (goal approver) and /close (review approver). */
    async step(reviewId: number, step: 'signOff' | 'close', input: StepBody, auth: AuthContext) {
      const row = await repo.findReviewForScore(db, reviewId, auth.userId);
      if (!row) throw notFound();
      const holdsRole = step === 'signOff' ? row.isGoalApprover : row.isReviewApprover;
      await takeGoalYearStep(
        db,
        reviewId,
        step,
        { comment: input.comment?.trim() || null, version: input.version, holdsRole },
        auth,
      );
      return scoreOfReview(reviewId, auth);
    },
  };
}
