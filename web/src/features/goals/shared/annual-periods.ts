import { annualPeriodItems } from '@school/contract/academic-years';
import type { ListFilter } from '../../../components/list-screen';

/** The Annual Period choices, newest first ('A.Y. 2026-2027', AY26_27). */
export const annualPeriodOptions = (): { value: string; label: string }[] =>
  annualPeriodItems()
    .map(([label, value]) => ({ value, label }))
    .reverse();

/** The lists' Annual Period filter (kept in the URL as annualPeriod), with All. */
export const annualPeriodFilter = (): ListFilter => ({
  name: 'annualPeriod',
  label: 'Annual Period',
  options: annualPeriodOptions(),
  showAll: true,
});
