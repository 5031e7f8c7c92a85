import {
  type FeedbackComment,
  feedbackAbilitiesOf,
  GOAL_YEAR_MESSAGES,
  type GoalFeedback,
  type GoalFeedbackType,
  goalWindowStatus,
  hasPrivilege,
  PEERS,
  type PrivilegeMap,
  peerFeedbackSubmitted,
  refused,
  roundScore,
} from '@school/contract';
import { personOf, todayText } from './goal-responses';
import type { FeedbackCommentRow, FeedbackRow, FrequencyRow, RatingRow } from './goal-feedback.repository';
import type { GoalRow } from './goal-settings.repository';

/** Shapes of the feedback answers: windows, ratings per goal, comments, abilities. */

type Kind = 'selfFeedback' | 'peerFeedback';
export const windowKindOf = (type: GoalFeedbackType): Kind => (type === 'SELF' ? 'selfFeedback' : 'peerFeedback');

/** A frequency's self or peer window as the responses carry it, with the sentence of the screens and the 409s. */
export function feedbackWindowOf(
  type: GoalFeedbackType,
  period: string,
  label: string,
  frequency: FrequencyRow | undefined,
  today = todayText(),
) {
  const window = !frequency
    ? null
    : type === 'SELF'
      ? { start: frequency.selfFeedbackStartDate, end: frequency.selfFeedbackEndDate }
      : { start: frequency.peerFeedbackStartDate, end: frequency.peerFeedbackEndDate };
  const status = goalWindowStatus(windowKindOf(type), period, window, today, label);
  return { start: window?.start ?? null, end: window?.end ?? null, ...status };
}

const goalOfRating = (goal: GoalRow) => ({
  id: goal.id,
  goalDetails: goal.goalDetails,
  weightage: goal.weightage,
  measurementUnit: goal.measurementUnit,
});

const commentOf = ({ comment, authorName }: FeedbackCommentRow): FeedbackComment => ({
  id: comment.id,
  createdBy: comment.createdBy,
  createdByName: authorName?.trim() || comment.createdBy,
  comment: comment.comment,
  state: comment.state,
  reviewState: null,
  createdOn: comment.createdOn.toISOString(),
});

/** Who the user is to a setting. */
export interface Viewer {
  userId: number;
  privileges: PrivilegeMap;
  isSetter: boolean;
  isReviewer: boolean;
  isApprover: boolean;
}

/** Everything the feedbacks of one setting are answered from (loaded in a fixed number of statements). */
export interface FeedbackContext {
  setting: { id: number; annualPeriod: string };
  setter: { id: number; email: string; firstName: string; lastName: string };
  goals: GoalRow[];
  frequencies: FrequencyRow[];
  /** Every PEER feedback of the setting (a SELF feedback lists its frequency's peers to reviewers). */
  peerFeedbacks: FeedbackRow[];
  ratings: RatingRow[];
  comments: FeedbackCommentRow[];
  viewer: Viewer;
}

export function feedbackOf(row: FeedbackRow, ctx: FeedbackContext): GoalFeedback {
  const { feedback, peer } = row;
  const { viewer } = ctx;
  const type = feedback.feedbackType;
  const isPeer = feedback.peerUserId === viewer.userId;
  const isAuthor = type === 'SELF' ? viewer.isSetter : isPeer;
  const frequency = ctx.frequencies.find((item) => item.id === feedback.frequencyId);
  const window = feedbackWindowOf(type, ctx.setting.annualPeriod, row.frequencyLabel, frequency);
  const peersOfFrequency = ctx.peerFeedbacks.filter((item) => item.feedback.frequencyId === feedback.frequencyId);
  const peerCount = type === 'SELF' ? peersOfFrequency.length : 0;
  const actor = isAuthor ? (type === 'SELF' ? 'setter' : 'peer') : viewer.isReviewer ? 'reviewer' : null;
  const abilities = feedbackAbilitiesOf({
    actor,
    isAuthor,
    isApprover: viewer.isApprover,
    type,
    state: feedback.state,
    privileges: viewer.privileges,
    window,
    peerCount,
  });
  const ratings = ctx.ratings.filter((rating) => rating.feedbackId === feedback.id);
  const author = type === 'SELF' ? ctx.setter : peer;
  const seesPeers = type === 'SELF' && (viewer.isReviewer || viewer.isApprover);
  return {
    id: feedback.id,
    goalSettingFormId: ctx.setting.id,
    feedbackType: type,
    period: row.frequencyLabel,
    frequencyId: feedback.frequencyId,
    annualPeriod: ctx.setting.annualPeriod,
    state: feedback.state,
    createdBy: author?.email ?? null,
    createdByName: author ? personOf(author).name : null,
    anonymous: false,
    peerCount,
    notice: null,
    goalRatings: ctx.goals.map((goal) => ({
      goal: goalOfRating(goal),
      rating: ratings.find((rating) => rating.goalId === goal.id)?.rating ?? null,
    })),
    comments: ctx.comments.filter((item) => item.comment.feedbackId === feedback.id).map(commentOf),
    window,
    peers: seesPeers
      ? peersOfFrequency.flatMap((item) =>
          item.peer ? [{ feedbackId: item.feedback.id, peer: personOf(item.peer), state: item.feedback.state }] : [],
        )
      : [],
    submittedOn: feedback.submittedOn?.toISOString() ?? null,
    abilities,
    version: feedback.version,
  };
}

/**
 * The setter's view of a frequency's peer feedback (anonymity): no names and no comments, the
 * per-goal average of the submitted peer feedbacks once PEERS.anonymityMin submitted, else no ratings. Its state
 * is the frequency's SELF feedback's (peer feedback pending, or completed).
 */
export function anonymousPeerFeedbackOf(
  frequencyOfPeers: { id: number; label: string },
  selfRow: FeedbackRow | undefined,
  ctx: FeedbackContext,
): GoalFeedback {
  const label = frequencyOfPeers.label;
  const submitted = ctx.peerFeedbacks.filter(
    (item) => item.feedback.frequencyId === frequencyOfPeers.id && peerFeedbackSubmitted(item.feedback.state),
  );
  const submittedIds = new Set(submitted.map((item) => item.feedback.id));
  const shown = submitted.length >= PEERS.anonymityMin;
  const averageOf = (goalId: number) => {
    const values = ctx.ratings
      .filter((rating) => rating.goalId === goalId && submittedIds.has(rating.feedbackId))
      .map((rating) => rating.rating);
    return values.length === 0 ? null : roundScore(values.reduce((sum, value) => sum + value, 0) / values.length);
  };
  const frequency = ctx.frequencies.find((item) => item.id === frequencyOfPeers.id);
  return {
    id: null,
    goalSettingFormId: ctx.setting.id,
    feedbackType: 'PEER',
    period: label,
    frequencyId: frequencyOfPeers.id,
    annualPeriod: ctx.setting.annualPeriod,
    state: selfRow?.feedback.state ?? 'SUBMIT_PEER_FEEDBACK',
    createdBy: null,
    createdByName: null,
    anonymous: true,
    peerCount: submitted.length,
    notice: GOAL_YEAR_MESSAGES.peersAnonymous(submitted.length),
    goalRatings: ctx.goals.map((goal) => ({ goal: goalOfRating(goal), rating: shown ? averageOf(goal.id) : null })),
    comments: [],
    window: feedbackWindowOf('PEER', ctx.setting.annualPeriod, label, frequency),
    peers: [],
    submittedOn: null,
    abilities: {
      editRatings: refused(GOAL_YEAR_MESSAGES.notFeedbackAuthor),
      decisions: [],
      comment: refused(GOAL_YEAR_MESSAGES.commentNotAllowed),
      requestPeers: refused(GOAL_YEAR_MESSAGES.notPeerRequester),
    },
    version: 0,
  };
}

/** The user may decide on feedback of this setting (a reviewer holding UPDATE on goalsettingreview). */
export const decidesFeedback = (viewer: Viewer) =>
  viewer.isReviewer && hasPrivilege(viewer.privileges, 'goalsettingreview', 'UPDATE');
