import {
  addDays,
  type FrequencyRatings,
  type GoalFeedbackState,
  type GoalFeedbackType,
  type GoalReviewState,
  type GoalSettingState,
  goalScore,
  type PrivilegeMap,
  selfFeedbackAccepted,
} from '@school/contract';
import type { FrequencyWindows } from './demo-goal-timelines';
import type { DemoEvidenceFile, GoalYearStory, YearEvent } from './demo-goal-year-stories';

/*
 * What playing a goal year story leaves (demo-goal-year-play.ts), when its events happen, and the year's score
 * computed from it as the API computes it.
 */

export interface PlayedComment {
  by: string;
  text: string;
  state: GoalFeedbackState;
  at: Date;
}

export interface PlayedFeedback {
  frequencyLabel: string;
  type: GoalFeedbackType;
  /** PEER: the colleague asked; SELF: null. */
  peer: string | null;
  requestedBy: string | null;
  state: GoalFeedbackState;
  /** Goal by goal in the setting's order, or null before any rating. */
  ratings: number[] | null;
  submittedOn: Date | null;
  createdOn: Date;
  lastUpdatedOn: Date;
  comments: PlayedComment[];
}

export interface PlayedFinalReview {
  comment: string;
  overallRating: number;
  proposedScore: number;
  adjustmentReason: string | null;
  writtenBy: string;
  writtenOn: Date;
  signedOff: { by: string; on: Date; comment: string } | null;
  closed: { by: string; on: Date; comment: string } | null;
}

export interface PlayedYear {
  setting: GoalSettingState;
  review: GoalReviewState;
  learnings: { strength: string; weakness: string; learningRequired: string; at: Date } | null;
  evidences: { goal: number; file: DemoEvidenceFile; comment: string; at: Date }[];
  feedbacks: PlayedFeedback[];
  finalReview: PlayedFinalReview | null;
  lastEventAt: Date;
}

export interface YearContext {
  period: string;
  frequencies: readonly FrequencyWindows[];
  goals: readonly { weightage: number }[];
  /** The setting and review as the goal setting's history left them (REVIEWED and APPROVED). */
  setting: GoalSettingState;
  review: GoalReviewState;
  reviewedOn: Date;
  privilegesOf: (email: string) => PrivilegeMap;
  /** An active colleague of the setter's school (whom a reviewer may name as a peer). */
  isColleague: (email: string) => boolean;
  evidenceBytes: (file: DemoEvidenceFile) => Uint8Array;
  now: Date;
}

export const fail = (story: GoalYearStory, message: string): never => {
  throw new Error(`demo goal year of ${story.setter}: ${message}`);
};

/** When each event happens: its day in its window, never before the previous event nor after now. */
export function timesOf(story: GoalYearStory, context: YearContext) {
  const frequency = (label: string) =>
    context.frequencies.find((candidate) => candidate.frequencyLabel === label) ??
    fail(story, `the timeline has no frequency ${label}`);
  const first = context.frequencies[0] ?? fail(story, 'the timeline has no feedback frequency');
  const last = context.frequencies.at(-1) ?? first;
  const opening = (event: YearEvent) => {
    if (event.kind === 'evidence' || event.kind === 'learnings') return first.self.start;
    if (event.kind === 'finalReview' || event.kind === 'signOff' || event.kind === 'close') return last.peer.end;
    const { self, peer } = frequency(event.frequency);
    return event.kind.startsWith('self') ? self.start : peer.start;
  };
  let previous = context.reviewedOn.getTime();
  return story.events.map((event, index) => {
    // Mid-morning of the day; a second apart at least, and a second apart from now at the latest.
    const planned = Date.parse(`${addDays(opening(event), event.day)}T09:00:00Z`) + index * 60_000;
    const latest = context.now.getTime() - (story.events.length - index) * 1000;
    previous = Math.min(Math.max(planned, previous + 1000), latest);
    return new Date(previous);
  });
}

/**
 * The year's score as GET /goal-setting-form/{id}/score computes it: per frequency, the self ratings once
 * accepted and each peer's once FEEDBACK_COMPLETED (goals identified here by their place, 1 to n).
 */
export function scoreOfYear(feedbacks: readonly PlayedFeedback[], context: Pick<YearContext, 'frequencies' | 'goals'>) {
  const asMap = (ratings: number[] | null) => new Map((ratings ?? []).map((rating, index) => [index + 1, rating]));
  const frequencies: FrequencyRatings[] = context.frequencies.map(({ frequencyLabel }) => {
    const own = feedbacks.filter((feedback) => feedback.frequencyLabel === frequencyLabel);
    const self = own.find((feedback) => feedback.type === 'SELF' && selfFeedbackAccepted(feedback.state));
    return {
      frequencyLabel,
      self: self ? asMap(self.ratings) : null,
      peers: own
        .filter((feedback) => feedback.type === 'PEER' && feedback.state === 'FEEDBACK_COMPLETED')
        .map((feedback) => asMap(feedback.ratings)),
    };
  });
  return goalScore(
    context.goals.map((goal, index) => ({ id: index + 1, weightage: goal.weightage })),
    frequencies,
  );
}
