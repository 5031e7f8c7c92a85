import { DATE_FIELD_HINT } from '@school/contract/display-dates';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DateField } from '../../../components/date-field';

/**
 * A required date of a plan form (Start Date, End Date…), bounded by `min`/`max` (a unit inside its tier's dates).
 * Its hint names the format the screens show dates in; an error about the format says the same words.
 */
export function PlanDateField<T extends FieldValues>(props: Omit<ComponentProps<typeof DateField<T>>, 'helperText'>) {
  return <DateField {...props} helperText={DATE_FIELD_HINT} />;
}
