import {
  annualPeriodLabel,
  GOAL_MESSAGES,
  type GoalReview,
  type GoalReviewListItem,
  goalReviewAbilitiesOf,
  goalYearAbilitiesOf,
  type goalReviewDecisionInput,
  type goalReviewListQuery,
  type ReviewComment,
  type reviewCommentInput,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditOf, toPage } from '../../lib/crud';
import { forbidden, notFound } from '../../lib/http-errors';
import { type RecordRule, recordRuleAllows } from '../../plugins/access';
import { decideReview } from './commands/decide-review';
import { commentOf, goalsAndLearningsOf, personOf, windowOf } from './goal-responses';
import * as repo from './goal-reviews.repository';
import { evidencesOfSettings } from './goal-evidence.repository';
import { commentsOfReviews, goalsOfSettings } from './goal-settings.repository';
import { schoolOf } from './goal-settings.service';
import type { AuthContext } from '../auth/auth-context';

type ListQuery = z.output<typeof goalReviewListQuery>;
type DecisionInput = z.output<typeof goalReviewDecisionInput>;
type CommentInput = z.output<typeof reviewCommentInput>;

/** Who may comment on a goal review: its setter, or a reviewer of the setting (POST /review-comments declares it). */
export const REVIEW_COMMENT_RULE: RecordRule<'setter' | 'reviewer'> = {
  relations: {
    setter: { who: "the setter of the review's goal setting", needs: { entity: 'goalsettingform', type: 'READ' } },
    reviewer: { who: 'a reviewer of that setting', needs: { entity: 'goalsettingreview', type: 'READ' } },
  },
};

/** Goal reviews: the reviewer's list, one review, a decision, a comment. */
export function createGoalReviewService(deps: AppDeps) {
  const { db } = deps;

  async function get(id: number, auth: AuthContext): Promise<GoalReview> {
    const row = await repo.findReview(db, id, auth.userId);
    if (!row) throw notFound();
    const { review, setting } = row;
    const [goals, comments, evidences] = await Promise.all([
      goalsOfSettings(db, [setting.id]),
      commentsOfReviews(db, [id]),
      evidencesOfSettings(db, [setting.id]),
    ]);
    // Evidence as the signed-in user may act on it (only its setter removes it).
    const yearAbilities = goalYearAbilitiesOf({
      isSetter: setting.userId === auth.userId,
      privileges: auth.privileges,
      state: setting.state,
    });
    const reviewWindow = windowOf('review', setting.annualPeriod, row.timeline);
    return {
      id: review.id,
      reviewedFor: personOf(row.setter),
      reviewedForRole: { id: setting.roleId, name: row.roleName },
      reviewState: review.state,
      annualPeriod: setting.annualPeriod,
      annualPeriodName: annualPeriodLabel(setting.annualPeriod),
      school: schoolOf(row.school),
      goalSetting: {
        id: setting.id,
        goalSettingState: setting.state,
        ...goalsAndLearningsOf(setting, goals, evidences, yearAbilities),
      },
      reviewComments: comments.map(commentOf),
      reviewWindow,
      abilities: goalReviewAbilitiesOf({
        isReviewer: row.isReviewer,
        privileges: auth.privileges,
        state: review.state,
        reviewWindow,
      }),
      ...auditOf(review),
    };
  }

  return {
    get,

    async list(query: ListQuery, auth: AuthContext) {
      const { rows, total } = await repo.listReviews(
        db,
        {
          userId: auth.userId,
          annualPeriod: query.annualPeriod,
          reviewState: query.reviewState,
          schoolCode: query.schoolCode,
          roleId: query.role,
          name: query.name,
        },
        query,
      );
      return toPage(
        query,
        total,
        rows.map(
          (row): GoalReviewListItem => ({
            id: row.review.id,
            reviewedFor: personOf(row.setter),
            reviewedForRole: { id: row.setting.roleId, name: row.roleName },
            reviewState: row.review.state,
            annualPeriod: row.setting.annualPeriod,
            annualPeriodName: annualPeriodLabel(row.setting.annualPeriod),
            school: schoolOf(row.school),
            version: row.review.version,
            lastUpdatedOn: row.review.lastUpdatedOn.toISOString(),
            goalCount: row.goalCount,
            weightTotal: row.weightTotal,
          }),
        ),
      );
    },

    /** PATCH /goal-setting-review/{id} {reviewState, comment}: a reviewer of the setting only (403 otherwise). */
    async decide(id: number, input: DecisionInput, auth: AuthContext) {
      const access = await repo.reviewAccess(db, id, auth.userId);
      if (!access) throw notFound();
      if (!access.isReviewer) throw forbidden(GOAL_MESSAGES.notReviewer);
      // The schema refuses a missing comment; the type still says it may be undefined.
      await decideReview(db, id, { ...input, comment: input.comment ?? '' }, auth);
      return get(id, auth);
    },

    /**
     * POST /review-comments: the setter (READ on goalsettingform) or a reviewer (READ on goalsettingreview) adds a
     * comment, labelled with the review's current state unless reviewState is given.
     */
    async addComment(input: CommentInput, auth: AuthContext): Promise<ReviewComment> {
      const access = await repo.reviewAccess(db, input.goalReviewId, auth.userId);
      if (!access) throw notFound();
      const holds = { setter: access.isSetter, reviewer: access.isReviewer };
      if (!recordRuleAllows(REVIEW_COMMENT_RULE, auth, holds)) throw forbidden(GOAL_MESSAGES.commentNotAllowed);
      const comment = await repo.insertComment(db, {
        goalReviewId: input.goalReviewId,
        comment: input.reviewComment,
        reviewState: input.reviewState ?? access.state,
        userId: auth.userId,
        createdBy: auth.email,
      });
      return commentOf({ comment, authorName: auth.fullName });
    },
  };
}
