/**
 * Academic years, computed from today rather than frozen in code: the choices run from a first year to the year
 * after the current one. An academic year starts in April (Indian schools' session), so in March 2027 the current
 * year is 2026-2027 and in April 2027 it is 2027-2028. Server validation and the web's choices use these helpers.
 */
export const ACADEMIC_YEAR_START_MONTH = 4;

/** The first academic year of policies (2016-2017). */
export const POLICY_FIRST_ACADEMIC_YEAR = 2016;
/** The first annual period of plans and goals (the spec maps AY20_21 for display; the seed offers it on). */
export const ANNUAL_PERIOD_FIRST_YEAR = 2020;

/** The calendar year the current academic year started in. */
export function currentAcademicYearStart(today: Date = new Date()): number {
  return today.getMonth() + 1 >= ACADEMIC_YEAR_START_MONTH ? today.getFullYear() : today.getFullYear() - 1;
}

/** Start years from `firstYear` to the year after the current one, oldest first. */
export function academicYearStarts(firstYear: number, today: Date = new Date()): number[] {
  const last = currentAcademicYearStart(today) + 1;
  return Array.from({ length: Math.max(0, last - firstYear + 1) }, (_, index) => firstYear + index);
}

/** '2026-2027': how policies store an academic year. */
export const academicYearName = (startYear: number) => `${startYear}-${startYear + 1}`;

/** The policy academic years offered today: 2016-2017 up to the year after the current one. */
export const policyAcademicYears = (today: Date = new Date()) =>
  academicYearStarts(POLICY_FIRST_ACADEMIC_YEAR, today).map(academicYearName);

export const isPolicyAcademicYear = (value: string, today: Date = new Date()) =>
  policyAcademicYears(today).includes(value);

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');

/** An annual period as the list of values 'Annual Period' holds it: ['A.Y. 2026-2027', 'AY26_27']. */
export const annualPeriodItem = (startYear: number): [name: string, value: string] => [
  `A.Y. ${academicYearName(startYear)}`,
  `AY${twoDigits(startYear)}_${twoDigits(startYear + 1)}`,
];

/** The annual periods offered today: AY20_21 up to the year after the current one. */
export const annualPeriodItems = (today: Date = new Date()) =>
  academicYearStarts(ANNUAL_PERIOD_FIRST_YEAR, today).map(annualPeriodItem);
