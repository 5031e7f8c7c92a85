import { displayDate } from '../display-dates';
import { annualPeriodDates, annualPeriodLabel } from '../plan-periods';

/** A goal's weight is a whole number from 1 to 100, and a setting's goals weigh 100 in all. */
export const GOAL_WEIGHT = { min: 1, max: 100, total: 100 } as const;
/** A rating is 1 to 4, the spec's scale. */
export const GOAL_RATING = { min: 1, max: 4 } as const;
/** The most goals one setting holds. */
export const GOALS_MAX = 20;
/** Spec 001 section 3: the accepted-evidence text of a goal not chosen from the library. */
export const NO_EVIDENCE = '-';

export const GOAL_MESSAGES = {
  noGoals: 'No goals available',
  noComments: 'No Comments',
  noData: 'No Data available',
  deleteGoalConfirm: 'Are you sure you want to delete this goal?',
  weightRange: `Use a whole number from ${GOAL_WEIGHT.min} to ${GOAL_WEIGHT.max}`,
  weightsTotal: (total: number) =>
    total < GOAL_WEIGHT.total
      ? `The weights add up to ${total}: add ${GOAL_WEIGHT.total - total} to reach ${GOAL_WEIGHT.total}.`
      : `The weights add up to ${total}: remove ${total - GOAL_WEIGHT.total} to come down to ${GOAL_WEIGHT.total}.`,
  noGoalsToSubmit: 'Add at least one goal before sending them for review.',
  tooManyGoals: `A goal setting holds at most ${GOALS_MAX} goals.`,
  goalsLocked: 'These goals are locked: they were sent for review or approved.',
  duplicateSetting: (roleName: string, period: string) =>
    `You already have a goal setting for ${roleName} in ${annualPeriodLabel(period)}: open it from the list.`,
  roleNotYours: 'Choose one of your own roles',
  roleNotConfigured: 'No goal configuration exists for this role yet: an administrator adds one first.',
  duplicateConfiguration: 'This role already has a goal configuration: edit that one.',
  roleNotActive: 'Choose an active role',
  reviewerIsSetter: 'A role cannot review its own goal settings',
  reviewerRequired: 'Choose at least one reviewer role',
  duplicateTimeline: (period: string) => `${annualPeriodLabel(period)} already has a goal timeline: edit that one.`,
  periodNotInList: "Choose a period from the list 'Annual Period'",
  endBeforeStart: 'The end date must be on or after the start date',
  reviewBeforeSetup: 'The review window cannot start before the goal setup window',
  outsidePeriod: (start: string, end: string) =>
    `Use a date within the period (${displayDate(start)} to ${displayDate(end)})`,
  frequencyHasFeedback: (label: string) =>
    `The feedback frequency ${label} cannot be removed: feedback was already given for it. Rename it or change its dates instead.`,
  noTimeline: (period: string) =>
    `No goal timeline exists for ${annualPeriodLabel(period)} yet: an administrator adds one first.`,
  notReviewer: 'Only a reviewer of this goal setting can review it.',
  commentRequired: 'Write a comment for the staff member',
  reviewDecided: 'This review was decided meanwhile: here is its new state.',
  // The goal setting and review calls (server).
  statusNotHere: (label: string) =>
    `A goal setting cannot be set to ${label} here: only Sent For Review is sent by its staff member.`,
  commentNotAllowed: 'Only the staff member who set these goals or one of their reviewers can comment on them.',
  libraryItemUnknown: 'Choose a goal from the goal library',
  // The setter's goal screens (web).
  /** '80 of 100 — add 20', '100 of 100', '110 of 100 — remove 10'. */
  weightsSum: (total: number) =>
    total === GOAL_WEIGHT.total
      ? `${total} of ${GOAL_WEIGHT.total}`
      : total < GOAL_WEIGHT.total
        ? `${total} of ${GOAL_WEIGHT.total} — add ${GOAL_WEIGHT.total - total}`
        : `${total} of ${GOAL_WEIGHT.total} — remove ${total - GOAL_WEIGHT.total}`,
  weightsLine: (total: number) => `Weights: ${GOAL_MESSAGES.weightsSum(total)}`,
  weightsUnsaved: 'The total counts the changes not saved yet.',
  goalFeedbackClosed: 'Goal Feedback opens once your goals are reviewed.',
  unsavedGoals: 'Save or discard the goals you are changing before sending them for review.',
  submitConfirm: 'Send these goals for review? You cannot change them while they are with your reviewer.',
  sentForReview: 'Goals sent for review',
  fillBlanks: 'Fill in the blanks (____) with your own targets.',
  latestReviewComment: 'Latest review comment',
  /** A goal named by its place and its opening words: 'Goal 2 ("Use ____ formative checks per unit")'. */
  goalHasBlank: (place: number, details: string) =>
    `Goal ${place} ("${details.length > 60 ? `${details.slice(0, 59).trimEnd()}…` : details}") still has a blank (____): fill it in with your own target before sending your goals for review.`,
  draftRestored: 'A goal you had not saved was kept in this browser: save or discard it.',
  chooseRoleConfigured: 'Only your roles with a goal configuration can set goals.',
  viewOnlyGoals: "You may view these goals but not change them: they are another staff member's.",
  // The reviewer's screens (web).
  reviewSentBack: 'Goals sent back for reassessment',
  reviewApproved: 'Goals approved',
  commentAdded: 'Comment added',
  reviewFeedbackClosed: 'Goal Feedback opens once these goals are approved.',
  sendBackPrompt: 'Tell the staff member what to change: they see this comment with their goals.',
  approvePrompt: 'Approving locks these goals for good. Add a comment for the staff member.',
  awaitingResubmission: 'Sent back for reassessment: you can decide again once the staff member sends the goals again.',
  reviewApprovedAlready: 'These goals are approved: the review is decided.',
} as const;

/** The total weight of goals (deleted ones aside). */
export const weightsTotal = (goals: readonly { weightage: number | null | undefined; deleted?: boolean }[]) =>
  goals.reduce((total, goal) => total + (goal.deleted ? 0 : (goal.weightage ?? 0)), 0);

/** Why the goals cannot be sent for review yet, or null: at least one goal, weights adding up to exactly 100. */
export function weightsProblem(goals: readonly { weightage: number | null | undefined }[]): string | null {
  if (goals.length === 0) return GOAL_MESSAGES.noGoalsToSubmit;
  const total = weightsTotal(goals);
  return total === GOAL_WEIGHT.total ? null : GOAL_MESSAGES.weightsTotal(total);
}

/**
 * A blank of a goal library text: two or more underscores ('____'), where the teacher writes their own target. A
 * goal still reading one is not a goal yet, so it cannot be sent for review.
 */
const GOAL_BLANK = /_{2,}/;
export const hasBlank = (text: string) => GOAL_BLANK.test(text);

/** The first goal (in the order given) still holding a blank, named by its place and text; null when none does. */
export function blanksProblem(goals: readonly { goalDetails: string }[]): string | null {
  const place = goals.findIndex((goal) => hasBlank(goal.goalDetails));
  const goal = goals[place];
  return goal ? GOAL_MESSAGES.goalHasBlank(place + 1, goal.goalDetails) : null;
}

/** Why goals cannot be sent for review, or null: their weights (weightsProblem), then a blank left in one. */
export function submitGoalsProblem(
  goals: readonly { weightage: number | null | undefined; goalDetails: string }[],
): string | null {
  return weightsProblem(goals) ?? blanksProblem(goals);
}

/** The windows of a goal timeline the server enforces. */
export type GoalWindowKind = 'setup' | 'review' | 'selfFeedback' | 'peerFeedback';
export const GOAL_WINDOW_NAMES: Record<GoalWindowKind, string> = {
  setup: 'Goal setup',
  review: 'Goal review',
  selfFeedback: 'Self feedback',
  peerFeedback: 'Peer feedback',
};

export interface GoalWindow {
  start: string;
  end: string;
}

export interface GoalWindowStatus {
  open: boolean;
  /** 'Goal setup for A.Y. 2026-2027 is open until 15-12-2026', 'opens on …', 'closed on …'. */
  message: string;
}

/**
 * Whether a window is open on `today` (YYYY-MM-DD, the school's day), and the sentence the screens and 409s say.
 * A feedback window names its frequency: 'Self feedback (Term 1) for A.Y. 2026-2027 is open until …'.
 */
export function goalWindowStatus(
  kind: GoalWindowKind,
  period: string,
  window: GoalWindow | null,
  today: string,
  frequencyLabel?: string,
): GoalWindowStatus {
  const what = `${GOAL_WINDOW_NAMES[kind]}${frequencyLabel ? ` (${frequencyLabel})` : ''} for ${annualPeriodLabel(period)}`;
  if (!window) return { open: false, message: GOAL_MESSAGES.noTimeline(period) };
  if (today < window.start) return { open: false, message: `${what} opens on ${displayDate(window.start)}.` };
  if (today > window.end) {
    return {
      open: false,
      message: `${what} closed on ${displayDate(window.end)} (it was open from ${displayDate(window.start)}).`,
    };
  }
  return { open: true, message: `${what} is open until ${displayDate(window.end)}.` };
}

/** A goal timeline as its rules need it (the request's field names). */
export interface GoalTimelineDates {
  academicCalendar: string;
  goalSetupStartDate: string;
  goalSetupEndDate: string;
  goalReviewStartDate: string;
  goalReviewEndDate: string;
  feedbackFrequencies: readonly {
    selfFeedbackStartDate: string;
    selfFeedbackEndDate: string;
    peerFeedbackStartDate: string;
    peerFeedbackEndDate: string;
  }[];
}

/**
 * Every window ends on or after it starts and lies within the period; the review window does not start before the setup
 * window. Field errors by path (the period's dates follow PLAN_YEAR_START_MONTH).
 */
export function goalTimelineErrors(timeline: GoalTimelineDates, startMonth: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= [];
    errors[path].push(message);
  };
  const period = annualPeriodDates(timeline.academicCalendar, startMonth);
  const windows: [string, string, string, string][] = [
    ['goalSetupStartDate', timeline.goalSetupStartDate, 'goalSetupEndDate', timeline.goalSetupEndDate],
    ['goalReviewStartDate', timeline.goalReviewStartDate, 'goalReviewEndDate', timeline.goalReviewEndDate],
  ];
  timeline.feedbackFrequencies.forEach((frequency, index) => {
    const at = `feedbackFrequencies.${index}.`;
    windows.push([
      `${at}selfFeedbackStartDate`,
      frequency.selfFeedbackStartDate,
      `${at}selfFeedbackEndDate`,
      frequency.selfFeedbackEndDate,
    ]);
    windows.push([
      `${at}peerFeedbackStartDate`,
      frequency.peerFeedbackStartDate,
      `${at}peerFeedbackEndDate`,
      frequency.peerFeedbackEndDate,
    ]);
  });
  for (const [startPath, start, endPath, end] of windows) {
    if (end < start) add(endPath, GOAL_MESSAGES.endBeforeStart);
    if (!period) continue;
    for (const [path, date] of [
      [startPath, start],
      [endPath, end],
    ] as const) {
      if (date < period.start || date > period.end) add(path, GOAL_MESSAGES.outsidePeriod(period.start, period.end));
    }
  }
  if (timeline.goalReviewStartDate < timeline.goalSetupStartDate) {
    add('goalReviewStartDate', GOAL_MESSAGES.reviewBeforeSetup);
  }
  return errors;
}

const AGE_UNITS: [label: string, seconds: number][] = [
  ['y', 365 * 24 * 3600],
  ['mo', 30 * 24 * 3600],
  ['d', 24 * 3600],
  ['h', 3600],
  ['m', 60],
];

/** Spec 001 section 2: a comment's age in s, m, h, d, mo (30-day month), y: the largest whole unit. */
export function commentAge(createdOn: string | Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(createdOn).getTime()) / 1000));
  for (const [label, size] of AGE_UNITS) if (seconds >= size) return `${Math.floor(seconds / size)}${label}`;
  return `${seconds}s`;
}
