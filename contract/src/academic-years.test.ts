import { describe, expect, it } from 'vitest';
import {
  annualPeriodItems,
  currentAcademicYearStart,
  isPolicyAcademicYear,
  policyAcademicYears,
} from './academic-years';

const on = (isoDate: string) => new Date(`${isoDate}T12:00:00`);

describe('academic years', () => {
  it('starts the academic year in April', () => {
    expect(currentAcademicYearStart(on('2027-03-31'))).toBe(2026);
    expect(currentAcademicYearStart(on('2027-04-01'))).toBe(2027);
  });

  it('offers policy years from 2016-2017 to the year after the current one, moving with today', () => {
    expect(policyAcademicYears(on('2026-11-22')).at(0)).toBe('2016-2017');
    expect(policyAcademicYears(on('2026-11-22')).at(-1)).toBe('2027-2028');
    expect(policyAcademicYears(on('2031-06-01')).at(-1)).toBe('2032-2033');
    expect(isPolicyAcademicYear('2027-2028', on('2026-11-22'))).toBe(true);
    expect(isPolicyAcademicYear('2028-2029', on('2026-11-22'))).toBe(false);
    expect(isPolicyAcademicYear('2015-2016', on('2026-11-22'))).toBe(false);
  });

  it('offers annual periods from AY20_21 to the year after the current one', () => {
    const items = annualPeriodItems(on('2026-11-22'));
    expect(items.at(0)).toEqual(['A.Y. 2020-2021', 'AY20_21']);
    expect(items.at(-1)).toEqual(['A.Y. 2027-2028', 'AY27_28']);
    expect(annualPeriodItems(on('2099-05-01')).at(-1)).toEqual(['A.Y. 2100-2101', 'AY00_01']);
  });
});
