import { describe, expect, it } from 'vitest';
import { addDays, GOAL_YEAR_MESSAGES, type PrivilegeMap } from '@school/contract';
import { demoEvidenceBytes } from './demo-goal-year';
import { scoreOfYear, type YearContext } from './demo-goal-year-model';
import { playGoalYear } from './demo-goal-year-play';
import type { GoalYearStory, YearEvent } from './demo-goal-year-stories';

/*
 * The goal year player without a database: it refuses what the API refuses (wrong state, window, actor or
 * privilege, bad ratings, an ineligible peer) and rolls the setting up as the API does.
 */

const flags = { READ: true, CREATE: true, UPDATE: true, DELETE: false };
const everything: PrivilegeMap = { goalsetting: flags, goalsettingform: flags, goalsettingreview: flags };
const TODAY = '2026-11-25';
const now = new Date(`${TODAY}T12:00:00Z`);
const around = (before: number, after: number) => ({ start: addDays(TODAY, -before), end: addDays(TODAY, after) });

const context: YearContext = {
  period: 'AY26_27',
  frequencies: [{ frequencyLabel: 'Term 1', self: around(20, 10), peer: around(15, 10) }],
  goals: [{ weightage: 60 }, { weightage: 40 }],
  setting: 'REVIEWED',
  review: 'APPROVED',
  reviewedOn: new Date(`${addDays(TODAY, -25)}T09:00:00Z`),
  privilegesOf: () => everything,
  isColleague: (email) => email.endsWith('@school.test'),
  evidenceBytes: demoEvidenceBytes,
  now,
};
const people = {
  setter: 'setter@school.test',
  reviewer: 'reviewer@school.test',
  goalApprover: 'core@school.test',
  reviewApprover: 'admin@school.test',
};
const story = (events: YearEvent[]): GoalYearStory => ({ ...people, period: 'current', events });

const frequency = 'Term 1';
const wholeYear: YearEvent[] = [
  { kind: 'selfSubmit', frequency, ratings: [3, 4], comment: 'Mine', day: 1 },
  { kind: 'selfDecision', frequency, decision: 'SUBMIT_PEER_FEEDBACK', comment: 'Accepted', day: 2 },
  { kind: 'peerRequest', frequency, peer: 'a@school.test', day: 1 },
  { kind: 'peerRequest', frequency, peer: 'b@school.test', day: 1 },
  { kind: 'peerSubmit', frequency, peer: 'a@school.test', ratings: [2, 2], comment: 'Seen', day: 2 },
  { kind: 'peerSubmit', frequency, peer: 'b@school.test', ratings: [4, 4], comment: 'Seen', day: 2 },
  { kind: 'peerDecision', frequency, peer: 'a@school.test', decision: 'FEEDBACK_COMPLETED', comment: 'Ok', day: 3 },
  { kind: 'peerDecision', frequency, peer: 'b@school.test', decision: 'FEEDBACK_COMPLETED', comment: 'Ok', day: 3 },
];

describe('playGoalYear', () => {
  it('plays a year to COMPLETED, rolling the setting and the review up as the API does', () => {
    const afterFeedback = playGoalYear(story(wholeYear), context);
    expect([afterFeedback.setting, afterFeedback.review]).toEqual(['PEER_REVIEW_COMPLETED', 'PEER_REVIEW_COMPLETED']);
    expect(afterFeedback.feedbacks.map((feedback) => feedback.state)).toEqual([
      'FEEDBACK_COMPLETED',
      'FEEDBACK_COMPLETED',
      'FEEDBACK_COMPLETED',
    ]);
    const closing: YearEvent[] = [
      { kind: 'finalReview', comment: 'A good year', day: 0 },
      { kind: 'signOff', comment: 'Signed', day: 0 },
      { kind: 'close', comment: 'Closed', day: 0 },
    ];
    const played = playGoalYear(story([...wholeYear, ...closing]), context);
    expect([played.setting, played.review]).toEqual(['COMPLETED', 'FINAL_REVIEW_COMPLETED']);
    // Goal 1: self 3, peers (2 + 4) / 2 = 3 → 3; goal 2: self 4, peers 3 → 3.5; 60 × 3 + 40 × 3.5 = 320 → 3.2
    expect(played.finalReview).toMatchObject({ proposedScore: 3.2, overallRating: 3.2, writtenBy: people.reviewer });
    expect(played.finalReview?.signedOff?.by).toBe(people.goalApprover);
    expect(played.finalReview?.closed?.by).toBe(people.reviewApprover);
  });

  it('dates events in order, after the approval and never after now', () => {
    const played = playGoalYear(story(wholeYear), context);
    const times = played.feedbacks.flatMap((feedback) => feedback.comments.map((comment) => comment.at.getTime()));
    for (const time of times) {
      expect(time).toBeGreaterThan(context.reviewedOn.getTime());
      expect(time).toBeLessThanOrEqual(now.getTime());
    }
    const self = played.feedbacks[0]?.comments.map((comment) => comment.at.getTime()) ?? [];
    expect(self).toEqual([...self].sort((a, b) => a - b));
  });

  it('refuses a self feedback outside its window, naming the window', () => {
    const closed = {
      ...context,
      frequencies: [{ frequencyLabel: frequency, self: around(60, -40), peer: around(30, 10) }],
    };
    expect(() => playGoalYear(story(wholeYear.slice(0, 1)), closed)).toThrow('Self feedback (Term 1)');
  });

  it('refuses a rating outside 1 to 4 and a missing rating', () => {
    const submit = (ratings: number[]): YearEvent => ({ kind: 'selfSubmit', frequency, ratings, comment: 'x', day: 1 });
    expect(() => playGoalYear(story([submit([5, 3])]), context)).toThrow();
    expect(() => playGoalYear(story([submit([0, 3])]), context)).toThrow();
    expect(() => playGoalYear(story([submit([3])]), context)).toThrow('1 ratings for 2 goals');
  });

  it('refuses peers before the self feedback is accepted, the setter, the reviewer, a stranger, or twice', () => {
    const ask = (peer: string): YearEvent => ({ kind: 'peerRequest', frequency, peer, day: 1 });
    const accepted = wholeYear.slice(0, 2);
    expect(() => playGoalYear(story([wholeYear[0] as YearEvent, ask('a@school.test')]), context)).toThrow(
      GOAL_YEAR_MESSAGES.peersNotOpen,
    );
    expect(() => playGoalYear(story([...accepted, ask(people.setter)]), context)).toThrow('cannot be a peer');
    expect(() => playGoalYear(story([...accepted, ask(people.reviewer)]), context)).toThrow('cannot be a peer');
    expect(() => playGoalYear(story([...accepted, ask('x@elsewhere.test')]), context)).toThrow('refused');
    expect(() => playGoalYear(story([...accepted, ask('a@school.test'), ask('a@school.test')]), context)).toThrow();
  });

  it('refuses a decision the state does not offer, and evidence or learnings without the privilege', () => {
    const acceptTwice: YearEvent = {
      kind: 'selfDecision',
      frequency,
      decision: 'SUBMIT_PEER_FEEDBACK',
      comment: 'x',
      day: 3,
    };
    expect(() => playGoalYear(story([...wholeYear.slice(0, 2), acceptTwice]), context)).toThrow('is not offered');
    const readOnly = {
      ...context,
      privilegesOf: (): PrivilegeMap => ({ goalsettingform: { ...flags, UPDATE: false } }),
    };
    const learnings: YearEvent = { kind: 'learnings', strength: 's', weakness: 'w', learningRequired: 'l', day: 0 };
    expect(() => playGoalYear(story([learnings]), readOnly)).toThrow('privilege');
  });

  it('refuses the final review before the feedback is completed, and a sign-off before the final review', () => {
    expect(() => playGoalYear(story([{ kind: 'finalReview', comment: 'x', day: 0 }]), context)).toThrow(
      GOAL_YEAR_MESSAGES.finalReviewNotYet,
    );
    expect(() => playGoalYear(story([...wholeYear, { kind: 'signOff', comment: 'x', day: 0 }]), context)).toThrow(
      GOAL_YEAR_MESSAGES.finalReviewMissing,
    );
    expect(() => playGoalYear(story([...wholeYear, { kind: 'close', comment: 'x', day: 0 }]), context)).toThrow(
      'cannot be closed',
    );
  });
  it('takes an adjusted overall rating only with its reason', () => {
    const adjusted = (adjustmentReason?: string): YearEvent => ({
      kind: 'finalReview',
      comment: 'x',
      overallRating: 3.5,
      adjustmentReason,
      day: 0,
    });
    expect(() => playGoalYear(story([...wholeYear, adjusted()]), context)).toThrow(GOAL_YEAR_MESSAGES.reasonRequired);
    const played = playGoalYear(story([...wholeYear, adjusted('Beyond the goal')]), context);
    expect(played.finalReview).toMatchObject({
      overallRating: 3.5,
      proposedScore: 3.2,
      adjustmentReason: 'Beyond the goal',
    });
  });
});

describe('scoreOfYear', () => {
  it('counts accepted ratings only: not a submitted peer feedback', () => {
    const played = playGoalYear(story(wholeYear.slice(0, 6)), context);
    // Self accepted (3, 4); both peers submitted but not accepted: the self ratings alone.
    expect(scoreOfYear(played.feedbacks, context).proposed).toBe(3.4);
  });
});
