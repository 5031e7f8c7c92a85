import {
  FIELD_MESSAGES,
  feedbackAuthorRefusal,
  type feedbackCommentBody,
  GOAL_YEAR_MESSAGES,
  type GoalFeedback,
  type goalFeedbackSaveInput,
  goalFeedbackOpen,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/client';
import { fieldError, notFound } from '../../lib/http-errors';
import { commentOnFeedback } from './commands/decide-feedback';
import { type FeedbackSave, saveFeedback } from './commands/save-feedback';
import { anonymousPeerFeedbackOf, type FeedbackContext, feedbackOf, type Viewer } from './goal-feedback-responses';
import {
  commentsOf,
  ensureSelfFeedbacks,
  type FeedbackAccessRow,
  type FeedbackRow,
  type FeedbackSettingRow,
  type FrequencyRow,
  feedbackAccessOf,
  feedbackSettingOf,
  feedbacksOfSetting,
  frequenciesOfPeriod,
  ratingsOf,
} from './goal-feedback.repository';
import { abilityRefusal, goalConflict } from './goal-responses';
import { goalsOfSettings } from './goal-settings.repository';
import type { AuthContext } from '../auth/auth-context';

type SaveInput = z.output<typeof goalFeedbackSaveInput>;
type CommentBody = z.output<typeof feedbackCommentBody>;

const viewerOf = (row: Pick<FeedbackSettingRow, 'isSetter' | 'isReviewer' | 'isApprover'>, auth: AuthContext) => ({
  userId: auth.userId,
  privileges: auth.privileges,
  isSetter: row.isSetter,
  isReviewer: row.isReviewer,
  isApprover: row.isApprover,
});

/**
 * Loads what the feedbacks of a setting are answered from: frequencies (unless given), feedbacks (SELF and PEER),
 * goals, and the ratings and comments of the setting's feedbacks, or of `only` that one (a fixed number of
 * statements).
 */
async function contextOf(
  db: Database,
  row: Pick<FeedbackSettingRow, 'setting' | 'setter'>,
  viewer: Viewer,
  options: { only?: number; frequencies?: FrequencyRow[] } = {},
) {
  const [frequencies, feedbacks, goals] = await Promise.all([
    options.frequencies ?? frequenciesOfPeriod(db, row.setting.annualPeriod),
    feedbacksOfSetting(db, row.setting.id),
    goalsOfSettings(db, [row.setting.id]),
  ]);
  const ids = options.only === undefined ? feedbacks.map((item) => item.feedback.id) : [options.only];
  const [ratings, comments] = await Promise.all([ratingsOf(db, ids), commentsOf(db, ids)]);
  const ctx: FeedbackContext = {
    setting: row.setting,
    setter: row.setter,
    goals,
    frequencies,
    peerFeedbacks: feedbacks.filter((item) => item.feedback.feedbackType === 'PEER'),
    ratings,
    comments,
    viewer,
  };
  return { ctx, feedbacks };
}

/** A SELF feedback is seen by whoever sees the setting; a PEER one by its peer and the reviewers and approvers. */
export const seesFeedback = (row: FeedbackAccessRow) =>
  row.feedback.feedbackType === 'SELF'
    ? row.isSetter || row.isReviewer || row.isApprover
    : row.isPeer || row.isReviewer || row.isApprover;

/** Self and peer feedback of a goal setting. */
export function createGoalFeedbackService(deps: AppDeps) {
  const { db } = deps;

  /** One feedback as the user sees it (of the type asked, if one is), answered after each write. */
  async function getOne(feedbackId: number, auth: AuthContext, type?: 'SELF' | 'PEER'): Promise<GoalFeedback> {
    const access = await feedbackAccessOf(db, feedbackId, auth.userId);
    if (!access || !seesFeedback(access) || (type && access.feedback.feedbackType !== type)) throw notFound();
    const { ctx } = await contextOf(db, access, viewerOf(access, auth), { only: feedbackId });
    return feedbackOf({ feedback: access.feedback, peer: access.peer, frequencyLabel: access.frequencyLabel }, ctx);
  }

  async function settingOrNotFound(settingId: number, auth: AuthContext) {
    const row = await feedbackSettingOf(db, settingId, auth.userId);
    if (!row) throw notFound();
    return row;
  }

  /** The save of the author of a feedback, once the service knows who may make it. */
  async function saveAsAuthor(feedbackId: number, input: SaveInput, type: 'SELF' | 'PEER', auth: AuthContext) {
    const access = await feedbackAccessOf(db, feedbackId, auth.userId);
    if (!access || access.feedback.feedbackType !== type || !seesFeedback(access)) throw notFound();
    const isAuthor = type === 'SELF' ? access.isSetter : access.isPeer;
    const refused = feedbackAuthorRefusal({ isAuthor, privileges: auth.privileges });
    if (refused) throw abilityRefusal(refused);
    const save: FeedbackSave = {
      type,
      ratings: input.goalFeedback.goalRatings.map((item) => ({ goalId: item.goal.id, rating: item.rating })),
      submit: input.goalFeedback.state === (type === 'SELF' ? 'SELF_FEEDBACK_SUBMITTED' : 'PEER_FEEDBACK_SUBMITTED'),
      comment: input.comment?.comment ? input.comment.comment : null,
      version: input.goalFeedback.version,
    };
    await saveFeedback(db, feedbackId, save, auth);
    return getOne(feedbackId, auth);
  }

  return {
    getOne,

    /** GET /goal-feedback/peer/{id}: the peer, or the setting's reviewers and approvers (the setter: 404). */
    getPeer: (id: number, auth: AuthContext) => getOne(id, auth, 'PEER'),

    /** GET /goal-feedback/{id}/self: one SELF feedback per frequency, made on first read from REVIEWED on. */
    async listSelf(settingId: number, auth: AuthContext): Promise<GoalFeedback[]> {
      const row = await settingOrNotFound(settingId, auth);
      if (!goalFeedbackOpen(row.setting.state)) throw goalConflict(GOAL_YEAR_MESSAGES.feedbackNotOpen);
      const frequencies = await frequenciesOfPeriod(db, row.setting.annualPeriod);
      await ensureSelfFeedbacks(
        db,
        settingId,
        frequencies.map((item) => item.id),
        auth.email,
      );
      const { ctx, feedbacks } = await contextOf(db, row, viewerOf(row, auth), { frequencies });
      return ctx.frequencies.flatMap((frequency) => {
        const self = feedbacks.find(
          (item) => item.feedback.feedbackType === 'SELF' && item.feedback.frequencyId === frequency.id,
        );
        return self ? [feedbackOf(self, ctx)] : [];
      });
    },

    /**
     * GET /goal-feedback/{id}/peer: reviewers and approvers see every PEER feedback; the setter one anonymous entry
     * per frequency with peers asked; anyone else (a peer included) 404.
     */
    async listPeer(settingId: number, auth: AuthContext): Promise<GoalFeedback[]> {
      const row = await settingOrNotFound(settingId, auth);
      const { ctx, feedbacks } = await contextOf(db, row, viewerOf(row, auth));
      const selfOf = (frequencyId: number): FeedbackRow | undefined =>
        feedbacks.find((item) => item.feedback.feedbackType === 'SELF' && item.feedback.frequencyId === frequencyId);
      // The timeline's order first, then any frequency only peer feedback names.
      const frequencies = new Map<number, string>();
      for (const item of ctx.frequencies) frequencies.set(item.id, item.frequencyLabel);
      for (const item of ctx.peerFeedbacks) frequencies.set(item.feedback.frequencyId, item.frequencyLabel);
      const peersOf = (frequencyId: number) =>
        ctx.peerFeedbacks.filter((item) => item.feedback.frequencyId === frequencyId);
      if (row.isSetter) {
        return [...frequencies]
          .filter(([id]) => peersOf(id).length > 0)
          .map(([id, label]) => anonymousPeerFeedbackOf({ id, label }, selfOf(id), ctx));
      }
      return [...frequencies.keys()].flatMap((id) => peersOf(id).map((item) => feedbackOf(item, ctx)));
    },

    /** PUT /goal-feedback/: the setter saves or submits a self feedback. */
    saveSelf(input: SaveInput, auth: AuthContext) {
      const id = input.goalFeedback.id;
      if (id === undefined) throw fieldError('goalFeedback.id', FIELD_MESSAGES.required);
      return saveAsAuthor(id, input, 'SELF', auth);
    },

    /** PUT /goal-feedback/peer/{id}: the named peer saves or submits their feedback. */
    savePeer(id: number, input: SaveInput, auth: AuthContext) {
      return saveAsAuthor(id, input, 'PEER', auth);
    },

    /** PUT /goal-feedback/{id}/comment: a comment, or a reviewer's decision with its comment. */
    async comment(id: number, body: CommentBody, auth: AuthContext) {
      const access = await feedbackAccessOf(db, id, auth.userId);
      if (!access || !seesFeedback(access)) throw notFound();
      await commentOnFeedback(db, access, body, auth);
      return getOne(id, auth);
    },
  };
}
