import {
  FEEDBACK_DECISIONS,
  type feedbackCommentBody,
  feedbackCommentRefusal,
  GOAL_YEAR_MESSAGES,
  goalFeedback,
  hasPrivilege,
} from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { fieldError, forbidden, notFound, staleVersion } from '../../../lib/http-errors';
import {
  type FeedbackAccessRow,
  insertFeedbackComment,
  lockFeedback,
  setFeedbackState,
} from '../goal-feedback.repository';
import { abilityRefusal, refusal } from '../goal-responses';
import { rollUpGoalYear } from './roll-up-goal-year';
import type { AuthContext } from '../../auth/auth-context';

type CommentBody = z.output<typeof feedbackCommentBody>;

/*
 * PUT /goal-feedback/{id}/comment. Without a state: a comment, stored with the feedback's
 * current state. With a reviewer's decision (FEEDBACK_DECISIONS): in one transaction the setting and the feedback
 * are locked (the setting first, as every decision does, so of two reviewers deciding at once the second waits and
 * then finds the feedback decided: 409), the feedback moves, the comment is stored with its new state, and the goal
 * year rolls up (rollUpGoalYear). The caller has checked that the user sees the feedback.
 */
export async function commentOnFeedback(db: Database, access: FeedbackAccessRow, body: CommentBody, auth: AuthContext) {
  const feedbackId = access.feedback.id;
  if (body.state === undefined) {
    const isAuthor = access.feedback.feedbackType === 'SELF' ? access.isSetter : access.isPeer;
    const refused = feedbackCommentRefusal({ isAuthor, isReviewer: access.isReviewer, isApprover: access.isApprover });
    if (refused) throw abilityRefusal(refused);
    if (!body.comment) throw fieldError('comment', GOAL_YEAR_MESSAGES.commentRequired);
    await insertFeedbackComment(db, {
      feedbackId,
      comment: body.comment,
      state: access.feedback.state,
      userId: auth.userId,
      createdBy: auth.email,
    });
    return;
  }

  const decision = FEEDBACK_DECISIONS[body.state];
  if (!access.isReviewer) {
    // The machine's own refusal: 'Only a reviewer of this goal setting can have a feedback …'.
    const refused = goalFeedback.apply(access.feedback.state, decision.transition, access.isPeer ? 'peer' : 'setter');
    if (!refused.ok) throw refusal(refused);
  }
  if (!hasPrivilege(auth.privileges, 'goalsettingreview', 'UPDATE')) throw forbidden();
  if (decision.type !== access.feedback.feedbackType) throw fieldError('state', GOAL_YEAR_MESSAGES.decisionWrongType);
  const sendsBack = decision.transition === 'sendBackSelf' || decision.transition === 'sendBackPeer';
  if (sendsBack && !body.comment) throw fieldError('comment', GOAL_YEAR_MESSAGES.commentRequired);

  await db.transaction(async (tx) => {
    const locked = await lockFeedback(tx, feedbackId);
    if (!locked) throw notFound();
    const { setting, feedback } = locked;
    const move = goalFeedback.apply(feedback.state, decision.transition, 'reviewer');
    if (!move.ok) throw refusal(move);
    if (body.version !== undefined && body.version !== feedback.version) throw staleVersion();
    await setFeedbackState(tx, feedbackId, move.to, auth.email);
    if (body.comment) {
      await insertFeedbackComment(tx, {
        feedbackId,
        comment: body.comment,
        state: move.to,
        userId: auth.userId,
        createdBy: auth.email,
      });
    }
    await rollUpGoalYear(
      tx,
      setting,
      { frequencyId: feedback.frequencyId, peerAccepted: decision.transition === 'acceptPeer' },
      auth.email,
    );
  });
}
