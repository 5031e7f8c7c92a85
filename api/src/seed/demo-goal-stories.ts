import { type GoalReviewDecision, ROLE_NAMES, type RoleName } from '@school/contract';

/*
 * The demo goal settings of the current period, one per state before the goal year (Goal Setup to Reviewed), told as
 * what their people did: the goals (library items by sort order, the words that fill their blanks, the weight) and the
 * steps (send for review, a reviewer's decision with its comment, a remark). demo-goals.ts plays the steps through the
 * contract's machines.
 */

/** A goal taken from the library item of this sort order, its blanks filled in order. */
export interface DemoGoal {
  sortOrder: number;
  fills: string[];
  weightage: number;
}

export type DemoStep =
  | { kind: 'submit' }
  | { kind: 'decide'; decision: GoalReviewDecision; comment: string; daysAgo: number }
  | { kind: 'comment'; by: 'setter' | 'reviewer'; comment: string; daysAgo: number };

export interface DemoGoalSetting {
  setter: string;
  role: RoleName;
  /** Who decides in the story: a holder of the configuration's reviewer role, at the setter's school if it is not global. */
  reviewer: string;
  goals: DemoGoal[];
  steps: DemoStep[];
  startedDaysAgo: number;
  sentDaysAgo: number;
}

/** Two more Teachers at Lakeside, so each state has its own account to sign in with (README). */
export const DEMO_GOAL_TEACHERS = [
  { email: 'teacher3@school.test', firstName: 'Nisha', lastName: 'Thomas' },
  { email: 'teacher4@school.test', firstName: 'Rohan', lastName: 'Gupta' },
] as const;

const COORDINATOR = 'coordinator@school.test';

/** A Teacher's goals at Lakeside: the coordinator reviews them. */
export function teacherGoals(setter: string, goals: DemoGoal[]) {
  return { setter, role: ROLE_NAMES.teacher, reviewer: COORDINATOR, goals };
}

export const DEMO_GOAL_SETTINGS: DemoGoalSetting[] = [
  {
    // Still being set: the weights add up to 80, so teacher1 has 20 to place before sending them.
    ...teacherGoals('teacher1@school.test', [
      { sortOrder: 201, fills: ['20', 'formative assessment in mathematics', '12'], weightage: 60 },
      { sortOrder: 301, fills: ['V A', 'Mathematics', '62', '70'], weightage: 20 },
    ]),
    steps: [],
    startedDaysAgo: 6,
    sentDaysAgo: 0,
  },
  {
    // Waiting for the coordinator.
    ...teacherGoals('teacher2@school.test', [
      { sortOrder: 302, fills: ['80', 'English VI A', 'reading comprehension'], weightage: 40 },
      { sortOrder: 304, fills: ['2', 'V B'], weightage: 35 },
      { sortOrder: 202, fills: ['Teaching Reading in the Primary Years', '31 January 2027'], weightage: 25 },
    ]),
    steps: [{ kind: 'submit' }],
    startedDaysAgo: 12,
    sentDaysAgo: 3,
  },
  {
    // Sent back: teacher3 edits the goals and sends them again.
    ...teacherGoals('teacher3@school.test', [
      { sortOrder: 203, fills: ['6', 'Science', '2'], weightage: 50 },
      { sortOrder: 301, fills: ['VII B', 'Science', '58', '68'], weightage: 30 },
      { sortOrder: 303, fills: ['exit tickets', '3'], weightage: 20 },
    ]),
    steps: [
      { kind: 'submit' },
      {
        kind: 'decide',
        decision: 'SENT_FOR_REASSESSMENT',
        comment:
          'Say which assessment the 58% in the Science goal comes from, so that the result at the end of the year ' +
          'is compared with the same kind of test. The observations weigh 50: put more of the weight on the ' +
          'Science results and the exit tickets, which your students will feel.',
        daysAgo: 2,
      },
      {
        kind: 'comment',
        by: 'reviewer',
        comment: 'Six observations is a lot with your timetable; four, spread over the terms, is enough.',
        daysAgo: 2,
      },
    ],
    startedDaysAgo: 18,
    sentDaysAgo: 8,
  },
  {
    // Approved after one round of changes: the goals are locked.
    ...teacherGoals('teacher4@school.test', [
      { sortOrder: 305, fills: ['2', 'water and sustainability', 'Social Science'], weightage: 40 },
      { sortOrder: 306, fills: ['5', '90'], weightage: 30 },
      { sortOrder: 401, fills: ['2', '3'], weightage: 30 },
    ]),
    steps: [
      { kind: 'submit' },
      {
        kind: 'decide',
        decision: 'SENT_FOR_REASSESSMENT',
        comment:
          'Good goals. Mentoring the two new colleagues deserves more than 10: it will take a good part of your ' +
          'time this year.',
        daysAgo: 16,
      },
      {
        kind: 'comment',
        by: 'setter',
        comment: 'Raised the mentoring goal to 30 and brought the marking goal down to 30.',
        daysAgo: 15,
      },
      { kind: 'submit' },
      {
        kind: 'decide',
        decision: 'APPROVED',
        comment: 'Approved. We will go through the evidence together at the Term 1 feedback.',
        daysAgo: 12,
      },
    ],
    startedDaysAgo: 27,
    sentDaysAgo: 20,
  },
  {
    // The coordinator's own goals (reviewed by Inspire Us-Mentors), still being set.
    setter: COORDINATOR,
    role: ROLE_NAMES.coordinator,
    reviewer: 'mentor@school.test',
    goals: [
      { sortOrder: 402, fills: ['Mathematics', 'Classes IV to VI', '3'], weightage: 50 },
      {
        sortOrder: 405,
        fills: ['4', 'assessment for learning', '80', 'Lakeside World School'],
        weightage: 30,
      },
    ],
    steps: [],
    startedDaysAgo: 4,
    sentDaysAgo: 0,
  },
];
