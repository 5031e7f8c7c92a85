import type { FeedbackDecision } from '@school/contract';
import { ROLE_NAMES } from '@school/contract';
import type { DemoGoalSetting } from './demo-goal-stories';

/*
 * The demo's goal year, told as what people did after the goals were approved: evidence, learnings, self feedback, the
 * coordinator's decisions, peer requests and peer feedback, the final review, its sign-off and the close.
 * demo-goal-year.ts plays each story through the contract's machines and rules. This file holds the current period's
 * stories; demo-goal-year-previous.ts the previous period's.
 *
 * When: a feedback event happens `day` days after its frequency's window opens (self events in the self window,
 * peer events in the peer window); evidence and learnings `day` days after Term 1's self window opens; the final
 * review, sign-off and close `day` days after the last peer window ends. Nothing is dated after the moment of
 * seeding (the current period's windows opened days ago: see demoTimelineWindows).
 */

export const DEMO_EVIDENCE_FILES = [
  'peer-observation-log-term-1.pdf',
  'mentoring-record-new-colleagues.pdf',
  'student-results-summary.pdf',
] as const;
export type DemoEvidenceFile = (typeof DEMO_EVIDENCE_FILES)[number];

type SelfDecision = Extract<FeedbackDecision, 'SELF_REASSESSMENT_REQUIRED' | 'SUBMIT_PEER_FEEDBACK'>;
type PeerDecision = Extract<FeedbackDecision, 'PEER_REASSESSMENT_REQUIRED' | 'FEEDBACK_COMPLETED'>;

/** Ratings are given goal by goal, in the order of the setting's goals. */
export type YearEvent =
  | { kind: 'evidence'; goal: number; file: DemoEvidenceFile; comment: string; day: number }
  | { kind: 'learnings'; strength: string; weakness: string; learningRequired: string; day: number }
  | { kind: 'selfSubmit'; frequency: string; ratings: number[]; comment: string; day: number }
  | { kind: 'selfDecision'; frequency: string; decision: SelfDecision; comment: string; day: number }
  | { kind: 'peerRequest'; frequency: string; peer: string; day: number }
  | { kind: 'peerSubmit'; frequency: string; peer: string; ratings: number[]; comment: string; day: number }
  | { kind: 'peerDecision'; frequency: string; peer: string; decision: PeerDecision; comment: string; day: number }
  | { kind: 'finalReview'; comment: string; overallRating?: number; adjustmentReason?: string; day: number }
  | { kind: 'signOff'; comment: string; day: number }
  | { kind: 'close'; comment: string; day: number };

export interface GoalYearStory {
  setter: string;
  period: 'current' | 'previous';
  reviewer: string;
  goalApprover: string;
  reviewApprover: string;
  events: YearEvent[];
}

export const COORDINATOR = 'coordinator@school.test';
export const MENTOR = 'mentor@school.test';
export const CORE = 'core@school.test';
export const ADMINISTRATOR = 'administrator@school.test';
export const approvers = { reviewer: COORDINATOR, goalApprover: CORE, reviewApprover: ADMINISTRATOR };

/** One more Teacher at Lakeside whose feedback is under way (README). */
export const DEMO_YEAR_TEACHER = { email: 'teacher5@school.test', firstName: 'Meera', lastName: 'Iyer' } as const;

/** teacher5's goals of the current period: sent once and approved (through the goal machines), so the year can start. */
export const TEACHER5_SETTING: DemoGoalSetting = {
  setter: DEMO_YEAR_TEACHER.email,
  role: ROLE_NAMES.teacher,
  reviewer: COORDINATOR,
  goals: [
    { sortOrder: 303, fills: ['exit tickets', '4'], weightage: 50 },
    { sortOrder: 206, fills: ['GeoGebra', '30', '2'], weightage: 50 },
  ],
  steps: [
    { kind: 'submit' },
    {
      kind: 'decide',
      decision: 'APPROVED',
      comment: 'Clear and measurable. Keep a few exit tickets from each week for the Term 1 feedback.',
      daysAgo: 14,
    },
  ],
  startedDaysAgo: 25,
  sentDaysAgo: 18,
};

/** The current period's goal years (its windows open today). */
export const CURRENT_YEAR_STORIES: GoalYearStory[] = [
  {
    // REVIEWED: evidence, learnings, Term 1 self feedback waiting for the coordinator; one evidence still removable.
    setter: 'teacher4@school.test',
    period: 'current',
    ...approvers,
    events: [
      {
        kind: 'evidence',
        goal: 0,
        file: 'peer-observation-log-term-1.pdf',
        comment: 'A colleague observed the launch of the water project.',
        day: 1,
      },
      {
        kind: 'learnings',
        strength: 'Project work that gets students asking their own questions.',
        weakness: 'Giving instructions briefly before group work; marking turnaround in exam weeks.',
        learningRequired: 'A short course on assessing project work with rubrics.',
        day: 2,
      },
      {
        kind: 'selfSubmit',
        frequency: 'Term 1',
        ratings: [3, 3, 4],
        comment: 'The water project ran as planned; marking slipped to seven days in the exam fortnight.',
        day: 4,
      },
      {
        kind: 'evidence',
        goal: 2,
        file: 'mentoring-record-new-colleagues.pdf',
        comment: 'Mentoring record so far.',
        day: 5,
      },
    ],
  },
  {
    // REVIEWED: Term 1 accepted with peers asked (teacher1 pending, teacher2 submitted); Term 2 sent back.
    setter: DEMO_YEAR_TEACHER.email,
    period: 'current',
    ...approvers,
    events: [
      { kind: 'selfSubmit', frequency: 'Term 1', ratings: [3, 2], comment: 'Exit tickets in most lessons.', day: 1 },
      {
        kind: 'selfDecision',
        frequency: 'Term 1',
        decision: 'SUBMIT_PEER_FEEDBACK',
        comment: 'Accepted. I will ask two colleagues who have seen your lessons.',
        day: 3,
      },
      { kind: 'peerRequest', frequency: 'Term 1', peer: 'teacher1@school.test', day: 0 },
      { kind: 'peerRequest', frequency: 'Term 1', peer: 'teacher2@school.test', day: 0 },
      {
        kind: 'peerSubmit',
        frequency: 'Term 1',
        peer: 'teacher2@school.test',
        ratings: [3, 3],
        comment: 'The exit tickets are used well; GeoGebra in two of the three lessons I saw.',
        day: 2,
      },
      { kind: 'selfSubmit', frequency: 'Term 2', ratings: [4, 4], comment: 'All done.', day: 2 },
      {
        kind: 'selfDecision',
        frequency: 'Term 2',
        decision: 'SELF_REASSESSMENT_REQUIRED',
        comment:
          'Term 2 has only begun: rate what you have done so far, and say which lessons used GeoGebra, so that the ' +
          'rating of 4 rests on something we can both see.',
        day: 4,
      },
    ],
  },
];
