import {
  addDays,
  annualPeriodDates,
  annualPeriodOf,
  currentAnnualPeriod,
  goalTimelineErrors,
  goalTimelineInput,
  planYearOf,
} from '@school/contract';
import type { Database } from '../db/client';
import { goalFeedbackFrequencies, goalTimelines } from '../db/schema';
import { createdByActor } from '../lib/crud';

/*
 * The demo's goal timelines: the current period's windows are open on the day of seeding, the previous period's have
 * ended.
 */

const DAY_MS = 24 * 3600 * 1000;
const SEEDER = 'administrator@school.test';

/** The server's day (UTC), as the API reads it for windows. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
const clamp = (date: string, range: { start: string; end: string }) =>
  date < range.start ? range.start : date > range.end ? range.end : date;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

interface DateRange {
  start: string;
  end: string;
}

/** A feedback frequency's self and peer windows. */
export interface FrequencyWindows {
  frequencyLabel: string;
  self: DateRange;
  peer: DateRange;
}

export interface Windows {
  setup: DateRange;
  review: DateRange;
  frequencies: FrequencyWindows[];
}

/** Checks a timeline as POST /goal-timeline-configurations/ does, then writes it with its two terms. */
export async function seedTimeline(db: Database, period: string, windows: Windows, startMonth: number) {
  const timeline = goalTimelineInput.parse({
    academicCalendar: period,
    goalSetupStartDate: windows.setup.start,
    goalSetupEndDate: windows.setup.end,
    goalReviewStartDate: windows.review.start,
    goalReviewEndDate: windows.review.end,
    feedbackFrequencies: windows.frequencies.map(({ frequencyLabel, self, peer }) => ({
      frequencyLabel,
      selfFeedbackStartDate: self.start,
      selfFeedbackEndDate: self.end,
      peerFeedbackStartDate: peer.start,
      peerFeedbackEndDate: peer.end,
    })),
  });
  const errors = goalTimelineErrors(timeline, startMonth);
  if (Object.keys(errors).length > 0) throw new Error(`demo timeline ${period}: ${JSON.stringify(errors)}`);
  const { feedbackFrequencies, ...fields } = timeline;
  const [row] = await db
    .insert(goalTimelines)
    .values({ ...fields, ...createdByActor(SEEDER) })
    .returning({ id: goalTimelines.id });
  if (!row) throw new Error(`could not create the goal timeline of ${period}`);
  await db
    .insert(goalFeedbackFrequencies)
    .values(feedbackFrequencies.map((frequency, sortOrder) => ({ ...frequency, timelineId: row.id, sortOrder })));
}

/**
 * The current period's windows are open today: setup from 30 days ago to 30 days ahead, review from 20 days ago to 60
 * days ahead, and both terms' self and peer feedback windows too, so a newcomer plays a whole goal year in one sitting;
 * all kept within the period. The previous period's windows have ended: setup and review in its first months, Term 1
 * mid-year and Term 2 near its end, each a fortnight of self feedback then one of peers.
 */
export function demoTimelineWindows(startMonth: number, today = utcToday()) {
  const current = currentAnnualPeriod(new Date(`${today}T12:00:00Z`), startMonth);
  const previous = annualPeriodOf(planYearOf(today, startMonth) - 1);
  const currentDates = annualPeriodDates(current, startMonth);
  const previousDates = annualPeriodDates(previous, startMonth);
  if (!currentDates || !previousDates) throw new Error('the demo periods are not annual periods');
  const around = (before: number, after: number) => ({
    start: clamp(addDays(today, -before), currentDates),
    end: clamp(addDays(today, after), currentDates),
  });
  const after = (first: number, days: number) => ({
    start: addDays(previousDates.start, first),
    end: addDays(previousDates.start, first + days),
  });
  const term = (frequencyLabel: string, first: number) => ({
    frequencyLabel,
    self: after(first, 13),
    peer: after(first + 14, 13),
  });
  return {
    current,
    previous,
    windows: {
      [current]: {
        setup: around(30, 30),
        review: around(20, 60),
        frequencies: [
          // Opened after the demo's approvals (12 and more days ago), so the year's events follow them.
          { frequencyLabel: 'Term 1', self: around(10, 40), peer: around(5, 50) },
          { frequencyLabel: 'Term 2', self: around(7, 90), peer: around(3, 100) },
        ],
      },
      [previous]: {
        setup: after(0, 60),
        review: after(30, 90),
        frequencies: [term('Term 1', 170), term('Term 2', 320)],
      },
    } as Record<string, Windows>,
  };
}
