import { ROLE_NAMES } from '@school/contract';
import { type DemoGoalSetting, teacherGoals } from './demo-goal-stories';
import {
  ADMINISTRATOR,
  approvers,
  CORE,
  COORDINATOR,
  type GoalYearStory,
  MENTOR,
  type YearEvent,
} from './demo-goal-year-stories';

/*
 * The previous period's goal year: its goal settings, approved in its review window, and what happened after, each year
 * at another state, from Self Review Completed to Completed. Told as in demo-goal-year-stories.ts (which holds the
 * types and the current period's stories).
 */

/** The previous period's goal settings (their goals approved in its review window). */
export const PREVIOUS_GOAL_SETTINGS: (Omit<DemoGoalSetting, 'steps' | 'startedDaysAgo' | 'sentDaysAgo'> & {
  approval: string;
})[] = [
  {
    ...teacherGoals('teacher1@school.test', [
      { sortOrder: 301, fills: ['IV A', 'Mathematics', '58', '70'], weightage: 50 },
      { sortOrder: 306, fills: ['5', '90'], weightage: 30 },
      { sortOrder: 205, fills: ['2', 'phonics in the early years'], weightage: 20 },
    ]),
    approval: 'Approved: ambitious but within reach. Keep the baseline test papers for the comparison.',
  },
  {
    ...teacherGoals('teacher2@school.test', [
      { sortOrder: 302, fills: ['75', 'English V B', 'reading fluency'], weightage: 60 },
      { sortOrder: 209, fills: ['6', '4'], weightage: 40 },
    ]),
    approval: 'Approved. Ask a colleague from Hindi to observe one of the reading groups too.',
  },
  {
    ...teacherGoals('teacher3@school.test', [
      { sortOrder: 203, fills: ['4', 'Science', '2'], weightage: 50 },
      { sortOrder: 303, fills: ['exit tickets', '3'], weightage: 50 },
    ]),
    approval: 'Approved.',
  },
  {
    ...teacherGoals('teacher4@school.test', [
      { sortOrder: 305, fills: ['1', 'rivers and settlements', 'Geography'], weightage: 60 },
      { sortOrder: 401, fills: ['1', '2'], weightage: 40 },
    ]),
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

export const PREVIOUS_YEAR_STORIES: GoalYearStory[] = [
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
