import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A form checked by the contract's schema on submit: its values are the schema's input, its output what is saved. */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: NoInfer<DefaultValues<Input>>,
) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
}
