import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ObservationRegisterInput } from '@school/contract/schemas/observation-register';
import { useQuery } from '@tanstack/react-query';
import { type Control, useController, useFormState } from 'react-hook-form';
import { usePrivileges } from '../../lib/privileges';
import { allClassesQuery, gradeOptionsOf } from './api';

/** The grades (class names) an entry applies to: a multi-select of I to X and the class names in use. */
export function GradesField({ control }: { control: Control<ObservationRegisterInput> }) {
  const { can } = usePrivileges();
  const { field } = useController({ control, name: 'grades' });
  const { errors } = useFormState({ control, name: 'grades' });
  const classes = useQuery({ ...allClassesQuery, enabled: can('class', 'READ') });
  const chosen = (field.value ?? []).map((grade) => grade.className);
  const options = gradeOptionsOf(
    (classes.data?.content ?? []).map((grade) => grade.className),
    chosen,
  );
  const gradeErrors = Array.isArray(errors.grades) ? errors.grades : [];
  const error = errors.grades?.message ?? gradeErrors.find((grade) => grade?.className)?.className?.message;

  return (
    <Autocomplete
      multiple
      id="field-grades"
      options={options}
      value={chosen}
      disableCloseOnSelect
      filterSelectedOptions
      onChange={(_event, names) => field.onChange(names.map((className) => ({ className })))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Grades"
          inputRef={field.ref}
          error={error !== undefined}
          helperText={error ?? 'The classes this entry applies to'}
        />
      )}
    />
  );
}
