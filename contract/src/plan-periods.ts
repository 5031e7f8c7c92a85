import { academicYearName, annualPeriodItem } from './academic-years';

/**
 * Annual periods of plans ('AY26_27' = A.Y. 2026-2027). The start month of a plan year is a server setting
 * (PLAN_YEAR_START_MONTH, default April); these helpers take it as an argument so both sides agree.
 */
export const DEFAULT_PLAN_YEAR_START_MONTH = 4;

const PERIOD_PATTERN = /^AY(\d{2})_(\d{2})$/;

/** The calendar year a period starts in: AY26_27 -> 2026 (two-digit years read as 20xx); null when not a period. */
export function annualPeriodStartYear(period: string): number | null {
  const match = PERIOD_PATTERN.exec(period);
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  if ((first + 1) % 100 !== second) return null;
  return 2000 + first;
}

/** The period a calendar year starts: 2026 -> 'AY26_27'. */
export const annualPeriodOf = (startYear: number) => annualPeriodItem(startYear)[1];

/** 'A.Y. 2026-2027' for 'AY26_27'; the value itself when it is not a period. */
export function annualPeriodLabel(period: string): string {
  const year = annualPeriodStartYear(period);
  return year === null ? period : `A.Y. ${academicYearName(year)}`;
}

/** The start year of the plan year a date (YYYY-MM-DD or a Date) falls in. */
export function planYearOf(date: string | Date, startMonth = DEFAULT_PLAN_YEAR_START_MONTH): number {
  const [year, month] =
    typeof date === 'string'
      ? [Number(date.slice(0, 4)), Number(date.slice(5, 7))]
      : [date.getFullYear(), date.getMonth() + 1];
  return month >= startMonth ? year : year - 1;
}

/** The current annual period: in November 2026 with an April start, 'AY26_27'. */
export const currentAnnualPeriod = (today: Date = new Date(), startMonth = DEFAULT_PLAN_YEAR_START_MONTH) =>
  annualPeriodOf(planYearOf(today, startMonth));

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last day of a period: AY26_27 with an April start is 2026-04-01 to 2027-03-31. */
export function annualPeriodDates(
  period: string,
  startMonth = DEFAULT_PLAN_YEAR_START_MONTH,
): { start: string; end: string } | null {
  const year = annualPeriodStartYear(period);
  if (year === null) return null;
  const start = `${year}-${pad(startMonth)}-01`;
  // The day before the same month of the next year.
  const next = new Date(Date.UTC(year + 1, startMonth - 1, 1) - 24 * 3600 * 1000);
  const end = `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
  return { start, end };
}

/** How many whole years separate two periods: AY25_26 -> AY26_27 is 1; null when either is not a period. */
export function yearsBetweenPeriods(from: string, to: string): number | null {
  const a = annualPeriodStartYear(from);
  const b = annualPeriodStartYear(to);
  return a === null || b === null ? null : b - a;
}

/** A date (YYYY-MM-DD) moved by whole years; 29 February becomes 28 February in a year without it. */
export function shiftDateByYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const month = Number(date.slice(5, 7));
  let day = Number(date.slice(8, 10));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) day = lastDay;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** Today as YYYY-MM-DD in local time (the dates of plans are calendar dates). */
export function isoDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  const time = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const moved = new Date(time + days * 24 * 3600 * 1000);
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}
