import Box from '@mui/material/Box';
import type { FormField } from '@school/contract/plan-forms/form-steps';
import type { PlanFormOptions } from '@school/contract/plan-forms/plan-form-api';
import type { ReactNode } from 'react';
import { BoundTextField } from './bound-text-field';
import { ActivityNamesField, ChoicesField, OutcomeChoiceField } from './choice-fields';
import { MainContentsField } from './main-contents-field';
import { OutcomesField } from './outcomes-field';
import { StrategiesField } from './strategies-field';
import { TlmListField } from './tlm-list-field';
import { helperOf } from './use-form-field';

/** What fields need beyond their own definition: the lists they choose from, the plan's consents. */
export interface FieldContext {
  options: PlanFormOptions;
  outcomeOptions: readonly { id: number; name: string }[];
  consents: ReactNode;
  disabled: boolean;
}

/** One field of a step, rendered by its kind (contract/src/plan-forms/form-steps.ts FieldKind). */
export function FieldInput({ field, context }: { field: FormField; context: FieldContext }) {
  const { disabled } = context;
  switch (field.kind) {
    case 'number':
    case 'text':
    case 'longText':
    case 'date':
      return <TextInputOf field={field} disabled={disabled} />;
    case 'tlmList':
      return (
        <TlmListField path={field.path} label={field.label} helper={helperOf(field, undefined)} disabled={disabled} />
      );
    case 'choices':
      return <ChoicesField field={field} options={context.options} disabled={disabled} />;
    case 'activityNames':
      return <ActivityNamesField field={field} options={context.options} disabled={disabled} />;
    case 'outcomeChoice':
      return <OutcomeChoiceField field={field} outcomeOptions={context.outcomeOptions} disabled={disabled} />;
    case 'strategies':
      return <StrategiesField field={field} options={context.options} disabled={disabled} />;
    case 'mainContents':
      return <MainContentsField field={field} disabled={disabled} />;
    case 'outcomes':
      return <OutcomesField field={field} disabled={disabled} />;
    case 'consents':
      return <Box>{context.consents}</Box>;
  }
}

function TextInputOf({ field, disabled }: { field: FormField; disabled: boolean }) {
  return (
    <BoundTextField
      path={field.path}
      kind={field.kind as 'number' | 'text' | 'longText' | 'date'}
      label={field.label}
      placeholder={field.placeholder}
      helperText={helperOf(field, undefined)}
      maxDigits={4}
      disabled={disabled}
    />
  );
}
