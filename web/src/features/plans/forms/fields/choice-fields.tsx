import { FORM_MESSAGES, type FormField } from '@school/contract/plan-forms/form-steps';
import type { PlanFormOptions } from '@school/contract/plan-forms/plan-form-api';
import { MultiSelectField } from './multi-select-field';

type NameValue = { name: string; value: string };
const listOf = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

/** A field whose choices are the items of a list of values. */
interface ListOfValuesFieldProps {
  field: FormField;
  options: PlanFormOptions;
  disabled?: boolean;
}

const offeredOf = (field: FormField, options: PlanFormOptions) => (field.lov ? options[field.lov] : []);

/** 'choices': items of a list of values, kept as [{name, value}] (formative assessments). */
export function ChoicesField({ field, options, disabled }: ListOfValuesFieldProps) {
  const offered = offeredOf(field, options);
  return (
    <MultiSelectField
      field={field}
      items={offered.map((item) => ({ key: item.value, label: item.name }))}
      keysOf={(value) => listOf<NameValue>(value).map((item) => item.value)}
      toValue={(keys, stored) =>
        keys.map((key) => {
          const item =
            offered.find((option) => option.value === key) ??
            listOf<NameValue>(stored).find((old) => old.value === key);
          return { name: item?.name ?? key, value: key };
        })
      }
      labelOfMissing={(key, stored) => listOf<NameValue>(stored).find((item) => item.value === key)?.name ?? key}
      disabled={disabled}
    />
  );
}

/** 'activityNames': the names chosen from a list of values (the spec sends names only). */
export function ActivityNamesField({ field, options, disabled }: ListOfValuesFieldProps) {
  const offered = offeredOf(field, options);
  return (
    <MultiSelectField
      field={field}
      items={offered.map((item) => ({ key: item.name, label: item.name }))}
      keysOf={(value) => listOf<unknown>(value).map(String)}
      toValue={(keys) => keys}
      labelOfMissing={(key) => key}
      disabled={disabled}
    />
  );
}

/** 'outcomeChoice': the lesson's learning outcomes, chosen from its unit plan's, kept as [{learningOutcomeId}]. */
export function OutcomeChoiceField({
  field,
  outcomeOptions,
  disabled,
}: {
  field: FormField;
  outcomeOptions: readonly { id: number; name: string }[];
  disabled?: boolean;
}) {
  const none = outcomeOptions.length === 0;
  return (
    <MultiSelectField
      field={field}
      items={outcomeOptions.map((outcome) => ({ key: String(outcome.id), label: outcome.name }))}
      keysOf={(value) => listOf<{ learningOutcomeId: number }>(value).map((item) => String(item.learningOutcomeId))}
      toValue={(keys) => keys.map((key) => ({ learningOutcomeId: Number(key) }))}
      labelOfMissing={() => FORM_MESSAGES.outcomeNotInUnit}
      disabled={disabled || none}
      note={none ? FORM_MESSAGES.noOutcomes : undefined}
    />
  );
}
