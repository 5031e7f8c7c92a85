import { describe, expect, it } from 'vitest';
import {
  commentAge,
  GOAL_MESSAGES,
  GOAL_WEIGHT,
  type GoalTimelineDates,
  goalTimelineErrors,
  goalWindowStatus,
  weightsProblem,
  blanksProblem,
  hasBlank,
  submitGoalsProblem,
  weightsTotal,
} from './goal-rules';

describe('weights', () => {
  it('adds the weights, counting a missing one as 0 and leaving deleted goals out', () => {
    expect(weightsTotal([])).toBe(0);
    expect(weightsTotal([{ weightage: 60 }, { weightage: 20 }])).toBe(80);
    expect(weightsTotal([{ weightage: 60 }, { weightage: null }, { weightage: undefined }])).toBe(60);
    expect(weightsTotal([{ weightage: 60 }, { weightage: 40, deleted: true }, { weightage: 40 }])).toBe(100);
  });

  it('refuses to send no goals', () => {
    expect(weightsProblem([])).toBe(GOAL_MESSAGES.noGoalsToSubmit);
    expect(GOAL_MESSAGES.noGoalsToSubmit).toBe('Add at least one goal before sending them for review.');
  });

  it('says what is missing below 100', () => {
    expect(weightsProblem([{ weightage: 60 }, { weightage: 20 }])).toBe(
      'The weights add up to 80: add 20 to reach 100.',
    );
    expect(weightsProblem([{ weightage: 0 }])).toBe('The weights add up to 0: add 100 to reach 100.');
  });

  it('accepts exactly 100', () => {
    expect(weightsProblem([{ weightage: 100 }])).toBeNull();
    expect(weightsProblem([{ weightage: 50 }, { weightage: 30 }, { weightage: 20 }])).toBeNull();
  });

  it('says what is too much above 100', () => {
    expect(weightsProblem([{ weightage: 70 }, { weightage: 40 }])).toBe(
      'The weights add up to 110: remove 10 to come down to 100.',
    );
  });

  it('names the range of one weight', () => {
    expect(GOAL_WEIGHT).toEqual({ min: 1, max: 100, total: 100 });
    expect(GOAL_MESSAGES.weightRange).toBe('Use a whole number from 1 to 100');
  });
});

describe('goalWindowStatus', () => {
  const window = { start: '2026-11-01', end: '2026-12-15' };

  it('is open inside the window, both ends included, with its sentence', () => {
    for (const today of ['2026-11-01', '2026-11-25', '2026-12-15']) {
      expect(goalWindowStatus('setup', 'AY26_27', window, today)).toEqual({
        open: true,
        message: 'Goal setup for A.Y. 2026-2027 is open until 15-12-2026.',
      });
    }
    expect(goalWindowStatus('review', 'AY26_27', window, '2026-11-25').message).toBe(
      'Goal review for A.Y. 2026-2027 is open until 15-12-2026.',
    );
  });

  it('is closed before the window, saying when it opens', () => {
    expect(goalWindowStatus('setup', 'AY26_27', window, '2026-10-31')).toEqual({
      open: false,
      message: 'Goal setup for A.Y. 2026-2027 opens on 01-11-2026.',
    });
  });

  it('is closed after the window, saying when it closed', () => {
    expect(goalWindowStatus('review', 'AY26_27', window, '2026-12-16')).toEqual({
      open: false,
      message: 'Goal review for A.Y. 2026-2027 closed on 15-12-2026 (it was open from 01-11-2026).',
    });
  });

  it('is closed without a timeline, saying an administrator adds one', () => {
    expect(goalWindowStatus('setup', 'AY26_27', null, '2026-11-25')).toEqual({
      open: false,
      message: 'No goal timeline exists for A.Y. 2026-2027 yet: an administrator adds one first.',
    });
  });
});

describe('goalTimelineErrors', () => {
  const frequency = {
    selfFeedbackStartDate: '2026-09-01',
    selfFeedbackEndDate: '2026-09-15',
    peerFeedbackStartDate: '2026-09-16',
    peerFeedbackEndDate: '2026-09-30',
  };
  const valid: GoalTimelineDates = {
    academicCalendar: 'AY26_27',
    goalSetupStartDate: '2026-04-01',
    goalSetupEndDate: '2026-05-31',
    goalReviewStartDate: '2026-05-01',
    goalReviewEndDate: '2027-03-31',
    feedbackFrequencies: [
      frequency,
      { ...frequency, selfFeedbackStartDate: '2027-01-01', selfFeedbackEndDate: '2027-01-15' },
    ],
  };
  const outside = GOAL_MESSAGES.outsidePeriod('2026-04-01', '2027-03-31');

  it('accepts a timeline inside its period, ends included', () => {
    expect(goalTimelineErrors(valid, 4)).toEqual({});
    expect(outside).toBe('Use a date within the period (01-04-2026 to 31-03-2027)');
  });

  it('refuses a reversed window on its end date', () => {
    expect(
      goalTimelineErrors({ ...valid, goalSetupEndDate: '2026-03-31', goalSetupStartDate: '2026-04-02' }, 4),
    ).toEqual({
      goalSetupEndDate: [GOAL_MESSAGES.endBeforeStart, outside],
    });
    expect(goalTimelineErrors({ ...valid, goalReviewEndDate: '2026-04-30' }, 4)).toEqual({
      goalReviewEndDate: [GOAL_MESSAGES.endBeforeStart],
    });
    expect(GOAL_MESSAGES.endBeforeStart).toBe('The end date must be on or after the start date');
  });

  it('accepts a window of one day', () => {
    expect(goalTimelineErrors({ ...valid, goalSetupEndDate: '2026-04-01' }, 4)).toEqual({});
  });

  it('refuses dates outside the period, on each date', () => {
    expect(
      goalTimelineErrors({ ...valid, goalSetupStartDate: '2026-03-31', goalReviewEndDate: '2027-04-01' }, 4),
    ).toEqual({ goalSetupStartDate: [outside], goalReviewEndDate: [outside] });
  });

  it('follows the plan year start month', () => {
    // With a June start AY26_27 runs from 2026-06-01: April and May fall in the previous period.
    const errors = goalTimelineErrors(valid, 6);
    expect(errors.goalSetupStartDate).toEqual([GOAL_MESSAGES.outsidePeriod('2026-06-01', '2027-05-31')]);
  });

  it('refuses a review window starting before the setup window', () => {
    expect(goalTimelineErrors({ ...valid, goalSetupStartDate: '2026-05-02' }, 4)).toEqual({
      goalReviewStartDate: [GOAL_MESSAGES.reviewBeforeSetup],
    });
    // The same day is fine.
    expect(goalTimelineErrors({ ...valid, goalReviewStartDate: '2026-04-01' }, 4)).toEqual({});
  });

  it("checks each frequency's self and peer windows under their own paths", () => {
    const errors = goalTimelineErrors(
      {
        ...valid,
        feedbackFrequencies: [
          frequency,
          {
            ...frequency,
            selfFeedbackEndDate: '2026-08-31',
            peerFeedbackStartDate: '2027-04-02',
            peerFeedbackEndDate: '2027-04-03',
          },
        ],
      },
      4,
    );
    expect(errors).toEqual({
      'feedbackFrequencies.1.selfFeedbackEndDate': [GOAL_MESSAGES.endBeforeStart],
      'feedbackFrequencies.1.peerFeedbackStartDate': [outside],
      'feedbackFrequencies.1.peerFeedbackEndDate': [outside],
    });
  });

  it('ends a period on 29 February in a leap year', () => {
    // A March start: AY27_28 runs from 2027-03-01 to 2028-02-29.
    const leap: GoalTimelineDates = {
      academicCalendar: 'AY27_28',
      goalSetupStartDate: '2027-03-01',
      goalSetupEndDate: '2027-04-30',
      goalReviewStartDate: '2027-04-01',
      goalReviewEndDate: '2028-02-29',
      feedbackFrequencies: [],
    };
    expect(goalTimelineErrors(leap, 3)).toEqual({});
    expect(goalTimelineErrors({ ...leap, goalReviewEndDate: '2028-03-01' }, 3)).toEqual({
      goalReviewEndDate: [GOAL_MESSAGES.outsidePeriod('2027-03-01', '2028-02-29')],
    });
    // And on 28 February otherwise.
    expect(goalTimelineErrors({ ...leap, academicCalendar: 'AY26_27' }, 3).goalReviewEndDate).toEqual([
      GOAL_MESSAGES.outsidePeriod('2026-03-01', '2027-02-28'),
    ]);
  });

  it('checks only the order of dates when the period is not one', () => {
    expect(
      goalTimelineErrors({ ...valid, academicCalendar: 'NOT_A_PERIOD', goalSetupStartDate: '1999-01-01' }, 4),
    ).toEqual({});
    expect(
      goalTimelineErrors({ ...valid, academicCalendar: 'NOT_A_PERIOD', goalReviewEndDate: '2026-04-01' }, 4),
    ).toEqual({ goalReviewEndDate: [GOAL_MESSAGES.endBeforeStart] });
  });
});

describe('commentAge', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const MINUTE = 60;
  const HOUR = 3600;
  const DAY = 24 * HOUR;

  it.each([
    [0, '0s'],
    [59, '59s'],
    [MINUTE, '1m'],
    [59 * MINUTE + 59, '59m'],
    [HOUR, '1h'],
    [23 * HOUR, '23h'],
    [DAY, '1d'],
    [29 * DAY, '29d'],
    [30 * DAY, '1mo'],
    [11 * 30 * DAY, '11mo'],
    [365 * DAY, '1y'],
    [800 * DAY, '2y'],
  ])('%i seconds ago is %s', (seconds, label) => {
    expect(commentAge(ago(seconds), now)).toBe(label);
  });

  it('reads a time sent as text', () => {
    expect(commentAge('2026-11-25T11:00:00Z', now)).toBe('1h');
  });

  it('says 0s for a time slightly ahead of the clock', () => {
    expect(commentAge(new Date(now.getTime() + 5000), now)).toBe('0s');
  });
});

describe('blanks of library goals', () => {
  it('finds two or more underscores, not one', () => {
    expect(hasBlank('Use ____ formative checks')).toBe(true);
    expect(hasBlank('Use __ checks')).toBe(true);
    expect(hasBlank('snake_case names')).toBe(false);
    expect(hasBlank('Use 3 formative checks')).toBe(false);
  });

  it('names the first goal holding a blank by its place and text, shortening a long text', () => {
    expect(blanksProblem([{ goalDetails: 'Done' }])).toBeNull();
    expect(blanksProblem([])).toBeNull();
    expect(blanksProblem([{ goalDetails: 'Done' }, { goalDetails: 'Read ____ books' }, { goalDetails: '____' }])).toBe(
      GOAL_MESSAGES.goalHasBlank(2, 'Read ____ books'),
    );
    const long = `Use ____ ${'formative '.repeat(10)}checks`;
    expect(GOAL_MESSAGES.goalHasBlank(1, long)).toBe(
      `Goal 1 ("${long.slice(0, 59).trimEnd()}…") still has a blank (____): fill it in with your own target before sending your goals for review.`,
    );
    expect(GOAL_MESSAGES.goalHasBlank(1, 'x'.repeat(60))).toContain(`("${'x'.repeat(60)}")`);
  });

  it('says the weights first, then the blanks', () => {
    expect(submitGoalsProblem([{ weightage: 50, goalDetails: '____' }])).toBe(GOAL_MESSAGES.weightsTotal(50));
    expect(submitGoalsProblem([{ weightage: 100, goalDetails: '____' }])).toBe(GOAL_MESSAGES.goalHasBlank(1, '____'));
    expect(submitGoalsProblem([{ weightage: 100, goalDetails: 'Done' }])).toBeNull();
  });
});
