import { DATE_FIELD_HINT } from '@school/contract/display-dates';
import type { ComponentProps } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { DateField } from '../../../components/date-field';

/**
 * A required date of a plan form (Start Date, End Date…), bounded by `min`/`max` (a unit inside its tier's dates).
 * Its hint names the format the screens show dates in; an error about the format says the same words.
 */
export function PlanDateField<T extends FieldValues>(props: Omit<ComponentProps<typeof DateField<T>>, 'helperText'>) {
  return <DateField {...props} helperText={DATE_FIELD_HINT} />;
}

/** The dates of a plan, named alike at every level. */
interface PlanDates {
  start: string;
  end: string;
}

/**
 * A plan's Start Date and End Date, inside the dates of `within` (a unit inside its tier's) when given. The parent
 * lays them out in its grid.
 */
export function PlanDateRange<T extends FieldValues & PlanDates>({
  control,
  within,
  disabled,
}: {
  control: Control<T>;
  within?: PlanDates;
  disabled?: boolean;
}) {
  // T has start and end (its constraint says so), but Path<T> of a generic T cannot see it.
  const start = 'start' as Path<T>;
  const end = 'end' as Path<T>;
  const bounds = { min: within?.start, max: within?.end, disabled };
  return (
    <>
      <PlanDateField control={control} name={start} label="Start Date" {...bounds} />
      <PlanDateField control={control} name={end} label="End Date" {...bounds} />
    </>
  );
}
