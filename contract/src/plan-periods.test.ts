import { describe, expect, it } from 'vitest';
import {
  addDays,
  annualPeriodDates,
  annualPeriodLabel,
  annualPeriodStartYear,
  currentAnnualPeriod,
  shiftDateByYears,
  yearsBetweenPeriods,
} from './plan-periods';

const on = (isoDate: string) => new Date(`${isoDate}T12:00:00`);

describe('annual periods of plans', () => {
  it('reads and writes periods', () => {
    expect(annualPeriodStartYear('AY26_27')).toBe(2026);
    expect(annualPeriodStartYear('AY26_28')).toBeNull();
    expect(annualPeriodStartYear('2026')).toBeNull();
    expect(annualPeriodLabel('AY20_21')).toBe('A.Y. 2020-2021');
    expect(annualPeriodLabel('OTHER')).toBe('OTHER');
    expect(yearsBetweenPeriods('AY25_26', 'AY27_28')).toBe(2);
  });

  it('finds the current period from the start month (April by default)', () => {
    expect(currentAnnualPeriod(on('2026-11-23'))).toBe('AY26_27');
    expect(currentAnnualPeriod(on('2027-03-31'))).toBe('AY26_27');
    expect(currentAnnualPeriod(on('2027-04-01'))).toBe('AY27_28');
    expect(currentAnnualPeriod(on('2026-05-15'), 6)).toBe('AY25_26');
    expect(annualPeriodDates('AY26_27')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(annualPeriodDates('AY26_27', 1)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('moves dates by whole years and days', () => {
    expect(shiftDateByYears('2025-06-15', 1)).toBe('2026-06-15');
    expect(shiftDateByYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(shiftDateByYears('2026-01-10', -2)).toBe('2024-01-10');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
  });
});
