import { type Control, type FieldValues, type Path, type UseControllerProps, useController } from 'react-hook-form';
import { TextInput, type TextInputProps } from './text-input';

type Props<T extends FieldValues> = Omit<
  TextInputProps,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  control: Control<T>;
  name: Path<T>;
  id?: string;
  rules?: UseControllerProps<T>['rules'];
};

/** A TextInput bound to react-hook-form: the field's error (client or server) shows below it. */
export function FormTextField<T extends FieldValues>({ control, name, rules, id, ...props }: Props<T>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <TextInput
      {...props}
      id={id ?? name}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
