import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './constants';
import { DATE_DISPLAY_FORMAT, DATE_FIELD_HINT, displayDate, displayTimestampUtc } from './display-dates';
import { PLAN_MESSAGES } from './plan-messages';
import { dateText } from './schemas/common';
import { STAFF_MESSAGES } from './schemas/user';

describe('dates as shown (DD-MM-YYYY)', () => {
  it('turns ISO dates and timestamps around', () => {
    expect(displayDate('2026-11-05')).toBe('05-11-2026');
    expect(displayTimestampUtc('2026-11-25T20:43:47.000Z')).toBe('25-11-2026 20:43 UTC');
  });
  it('leaves what is not an ISO date alone', () => {
    expect(displayDate('soon')).toBe('soon');
  });
});

describe('date messages say dates as the screens show them', () => {
  it("a date field's format error is in the words of its hint", () => {
    expect(DATE_FIELD_HINT).toBe('Date as DD-MM-YYYY');
    expect(FIELD_MESSAGES.date).toBe('Enter the date as DD-MM-YYYY');
    expect(FIELD_MESSAGES.date.toLowerCase()).toContain(DATE_FIELD_HINT.toLowerCase());
    expect(STAFF_MESSAGES.invalidDate).toBe(FIELD_MESSAGES.date);
    expect(FIELD_MESSAGES.date).not.toContain('YYYY-MM-DD');
    expect(DATE_DISPLAY_FORMAT).toBe('DD-MM-YYYY');
  });

  it('a date outside the range names the range DD-MM-YYYY', () => {
    expect(FIELD_MESSAGES.dateRange('1900-01-01', '2099-12-31')).toBe('Use a date from 01-01-1900 to 31-12-2099');
  });

  it("a date outside its parent plan's dates names them DD-MM-YYYY", () => {
    expect(PLAN_MESSAGES.dateWithin('unit', '2026-06-01', '2026-07-31')).toBe(
      "Use a date within the unit plan's dates (01-06-2026 to 31-07-2026)",
    );
  });

  it('the schema of a date answers those messages', () => {
    const issues = (value: string) =>
      dateText()
        .safeParse(value)
        .error?.issues.map((issue) => issue.message);
    expect(issues('2026-02-30')).toEqual([FIELD_MESSAGES.date]);
    expect(issues('1800-01-01')).toEqual(['Use a date from 01-01-1900 to 31-12-2099']);
    expect(issues('2026-02-28')).toBeUndefined();
  });
});
