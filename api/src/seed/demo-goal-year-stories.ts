import type { FeedbackDecision } from '@school/contract';
import { ROLE_NAMES } from '@school/contract';
import type { DemoGoalSetting } from './demo-goal-stories';

/*
 * The demo's goal year (issue 10 section 5), told as what people did after the goals were approved: evidence,
 * learnings, self feedback, the coordinator's decisions, peer requests and peer feedback, the final review, its
 * sign-off and the close. demo-goal-year.ts plays each story through the contract's machines and rules.
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

const COORDINATOR = 'coordinator@school.test';
const MENTOR = 'mentor@school.test';
const CORE = 'core@school.test';
const ADMINISTRATOR = 'administrator@school.test';
const approvers = { reviewer: COORDINATOR, goalApprover: CORE, reviewApprover: ADMINISTRATOR };

/** One more Teacher at Lakeside whose feedback is under way (README). */
export const DEMO_YEAR_TEACHER = { email: 'teacher5@school.test', firstName: 'Meera', lastName: 'Iyer' } as const;

/** teacher5's goals of the current period: sent once and approved (issue 9's machines), so the year can start. */
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

/** The previous period's goal settings (their goals approved in its review window). */
export const PREVIOUS_GOAL_SETTINGS: (Omit<DemoGoalSetting, 'steps' | 'startedDaysAgo' | 'sentDaysAgo'> & {
  approval: string;
})[] = [
  {
    setter: 'teacher1@school.test',
    role: ROLE_NAMES.teacher,
    reviewer: COORDINATOR,
    goals: [
      { sortOrder: 301, fills: ['IV A', 'Mathematics', '58', '70'], weightage: 50 },
      { sortOrder: 306, fills: ['5', '90'], weightage: 30 },
      { sortOrder: 205, fills: ['2', 'phonics in the early years'], weightage: 20 },
    ],
    approval: 'Approved: ambitious but within reach. Keep the baseline test papers for the comparison.',
  },
  {
    setter: 'teacher2@school.test',
    role: ROLE_NAMES.teacher,
    reviewer: COORDINATOR,
    goals: [
      { sortOrder: 302, fills: ['75', 'English V B', 'reading fluency'], weightage: 60 },
      { sortOrder: 209, fills: ['6', '4'], weightage: 40 },
    ],
    approval: 'Approved. Ask a colleague from Hindi to observe one of the reading groups too.',
  },
  {
    setter: 'teacher3@school.test',
    role: ROLE_NAMES.teacher,
    reviewer: COORDINATOR,
    goals: [
      { sortOrder: 203, fills: ['4', 'Science', '2'], weightage: 50 },
      { sortOrder: 303, fills: ['exit tickets', '3'], weightage: 50 },
    ],
    approval: 'Approved.',
  },
  {
    setter: 'teacher4@school.test',
    role: ROLE_NAMES.teacher,
    reviewer: COORDINATOR,
    goals: [
      { sortOrder: 305, fills: ['1', 'rivers and settlements', 'Geography'], weightage: 60 },
      { sortOrder: 401, fills: ['1', '2'], weightage: 40 },
    ],
    approval: 'Approved: the mentoring goal is a good first step into leadership.',
  },
  {
    // The coordinator's own goals, reviewed by Inspire Us-Mentors.
    setter: COORDINATOR,
    role: ROLE_NAMES.coordinator,
    reviewer: MENTOR,
    goals: [
      { sortOrder: 402, fills: ['Science', 'Classes IV to VI', '2'], weightage: 60 },
      { sortOrder: 405, fills: ['3', 'formative assessment', '75', 'Lakeside World School'], weightage: 40 },
    ],
    approval: 'Approved. Share the curriculum changes with the other campus too.',
  },
];

/** A frequency whose self feedback is accepted, two peers asked, one sent back once, both accepted. */
function completedFrequency(
  frequency: string,
  self: number[],
  peers: [first: string, firstRatings: number[], second: string, secondRatings: number[]],
  sendBackComment: string,
): YearEvent[] {
  const [first, firstRatings, second, secondRatings] = peers;
  return [
    { kind: 'selfSubmit', frequency, ratings: self, comment: `My ${frequency} review: evidence attached.`, day: 3 },
    { kind: 'selfDecision', frequency, decision: 'SUBMIT_PEER_FEEDBACK', comment: 'Accepted.', day: 6 },
    { kind: 'peerRequest', frequency, peer: first, day: 0 },
    { kind: 'peerRequest', frequency, peer: second, day: 0 },
    { kind: 'peerSubmit', frequency, peer: first, ratings: firstRatings, comment: 'Observed twice.', day: 4 },
    { kind: 'peerSubmit', frequency, peer: second, ratings: secondRatings, comment: 'Done.', day: 5 },
    {
      kind: 'peerDecision',
      frequency,
      peer: second,
      decision: 'PEER_REASSESSMENT_REQUIRED',
      comment: sendBackComment,
      day: 6,
    },
    {
      kind: 'peerSubmit',
      frequency,
      peer: second,
      ratings: secondRatings,
      comment: 'Saw the reading groups on Tuesday and the parent meeting notes: ratings stand as given.',
      day: 8,
    },
    { kind: 'peerDecision', frequency, peer: first, decision: 'FEEDBACK_COMPLETED', comment: 'Thank you.', day: 9 },
    { kind: 'peerDecision', frequency, peer: second, decision: 'FEEDBACK_COMPLETED', comment: 'Thank you.', day: 9 },
  ];
}

const SEND_BACK_PEER = 'Please say what you saw that your ratings rest on: a line per goal is enough.';

export const GOAL_YEAR_STORIES: GoalYearStory[] = [
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
  {
    // PEER_REVIEW_COMPLETED: every feedback of the previous period completed; the coordinator's final review is due.
    setter: 'teacher2@school.test',
    period: 'previous',
    ...approvers,
    events: [
      {
        kind: 'learnings',
        strength: 'Small-group reading support that students ask for.',
        weakness: 'Keeping the support register up to date.',
        learningRequired: 'Training on running records for reading.',
        day: 0,
      },
      ...completedFrequency(
        'Term 1',
        [3, 3],
        ['teacher1@school.test', [3, 2], 'teacher4@school.test', [4, 3]],
        SEND_BACK_PEER,
      ),
      ...completedFrequency(
        'Term 2',
        [4, 3],
        ['teacher1@school.test', [4, 3], 'teacher4@school.test', [3, 3]],
        SEND_BACK_PEER,
      ),
    ],
  },
  {
    // COMPLETED: final review by the coordinator, signed off by Inspire Us-Core, closed by the administrator.
    setter: 'teacher1@school.test',
    period: 'previous',
    ...approvers,
    events: [
      {
        kind: 'evidence',
        goal: 0,
        file: 'student-results-summary.pdf',
        comment: 'Term 1 results against the baseline.',
        day: 0,
      },
      {
        kind: 'learnings',
        strength: 'Clear explanations and well-paced mathematics lessons.',
        weakness: 'Returning marked work on time in busy weeks.',
        learningRequired: 'Phonics training for the early years.',
        day: 1,
      },
      ...completedFrequency(
        'Term 1',
        [3, 2, 3],
        ['teacher2@school.test', [3, 3, 3], 'teacher3@school.test', [3, 2, 4]],
        SEND_BACK_PEER,
      ),
      ...completedFrequency(
        'Term 2',
        [4, 3, 3],
        ['teacher2@school.test', [4, 3, 3], 'teacher3@school.test', [3, 3, 4]],
        SEND_BACK_PEER,
      ),
      {
        kind: 'finalReview',
        comment:
          'A strong year: the class average rose to 71% and the marking caught up in Term 2. Keep the phonics ' +
          'work going with the early-years team.',
        day: 3,
      },
      { kind: 'signOff', comment: 'Signed off.', day: 6 },
      { kind: 'close', comment: 'Closed for the year.', day: 8 },
    ],
  },
  {
    // PEER_REVIEW_COMPLETED with the final review written: Inspire Us-Core signs it off.
    setter: 'teacher3@school.test',
    period: 'previous',
    ...approvers,
    events: [
      ...completedFrequency(
        'Term 1',
        [2, 3],
        ['teacher1@school.test', [3, 3], 'teacher2@school.test', [2, 3]],
        SEND_BACK_PEER,
      ),
      ...completedFrequency(
        'Term 2',
        [3, 3],
        ['teacher1@school.test', [3, 4], 'teacher2@school.test', [3, 3]],
        SEND_BACK_PEER,
      ),
      {
        kind: 'finalReview',
        comment: 'The observations changed your Science lessons: the exit tickets show it. Keep both next year.',
        day: 2,
      },
    ],
  },
  {
    // FINAL_REVIEW_COMPLETED: rated above the proposed score (with the reason), signed off; the administrator closes.
    setter: 'teacher4@school.test',
    period: 'previous',
    ...approvers,
    events: [
      ...completedFrequency(
        'Term 1',
        [3, 3],
        ['teacher1@school.test', [3, 4], 'teacher3@school.test', [3, 3]],
        SEND_BACK_PEER,
      ),
      ...completedFrequency(
        'Term 2',
        [3, 4],
        ['teacher1@school.test', [4, 3], 'teacher3@school.test', [3, 4]],
        SEND_BACK_PEER,
      ),
      {
        kind: 'finalReview',
        comment: 'A year of steady projects and a first mentee who now plans on her own.',
        overallRating: 3.5,
        adjustmentReason: 'The mentee took over a unit in Term 2, beyond what the mentoring goal asked.',
        day: 2,
      },
      { kind: 'signOff', comment: 'Agreed with the adjustment.', day: 5 },
    ],
  },
  {
    // SELF_REVIEW_COMPLETED: both self feedbacks accepted; Term 2's peer feedback waits for the mentor.
    setter: COORDINATOR,
    period: 'previous',
    reviewer: MENTOR,
    goalApprover: CORE,
    reviewApprover: ADMINISTRATOR,
    events: [
      ...completedFrequency(
        'Term 1',
        [3, 3],
        ['teacher1@school.test', [3, 3], 'teacher2@school.test', [4, 3]],
        SEND_BACK_PEER,
      ),
      { kind: 'selfSubmit', frequency: 'Term 2', ratings: [3, 4], comment: 'The review is written up.', day: 2 },
      { kind: 'selfDecision', frequency: 'Term 2', decision: 'SUBMIT_PEER_FEEDBACK', comment: 'Accepted.', day: 4 },
      { kind: 'peerRequest', frequency: 'Term 2', peer: 'teacher2@school.test', day: 0 },
      {
        kind: 'peerSubmit',
        frequency: 'Term 2',
        peer: 'teacher2@school.test',
        ratings: [3, 4],
        comment: 'The sessions on formative assessment were the most useful of the year.',
        day: 3,
      },
    ],
  },
];
