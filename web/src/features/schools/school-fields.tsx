import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { establishedYearOptions, type SchoolInput } from '@school/contract/schemas/school';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { FormField, FormSelect, type Option } from '../../components/form-fields';
import { usePrivileges } from '../../lib/privileges';
import { affiliatedBoardsQuery } from './api';

/** Every field of the school form, in order (the server's field errors land beside them). */
export const SCHOOL_FIELDS = [
  'schoolName',
  'campus',
  'schoolCode',
  'affiliatedBoard',
  'establishedYear',
  'pointOfContact',
  'email',
  'websiteLink',
  'address',
  'phoneNumber',
] as const satisfies readonly (keyof SchoolInput)[];

interface Props {
  control: Control<SchoolInput>;
  editing: boolean;
  /** The board the school has now: kept as a choice even when its list item was deactivated since. */
  currentBoard?: string | null;
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The school form's fields, for add and edit: name, campus and code are locked once the school exists. */
export function SchoolFields({ control, editing, currentBoard }: Props) {
  const { can } = usePrivileges();
  // The boards are a list of values: without READ on lov only the school's current board can be kept.
  const boards = useQuery({ ...affiliatedBoardsQuery, enabled: can('lov', 'READ') });
  const boardOptions = useMemo<Option[]>(() => {
    const options = (boards.data ?? []).map((item) => ({ value: item.value, label: item.name }));
    if (currentBoard && !options.some((option) => option.value === currentBoard)) {
      options.push({ value: currentBoard, label: currentBoard });
    }
    return options;
  }, [boards.data, currentBoard]);
  const yearOptions = useMemo<Option[]>(
    () => establishedYearOptions().map((year) => ({ value: year, label: String(year) })),
    [],
  );
  // A disabled field's helper text would be too faint to read: the locked fields carry none.
  const codeHelp = editing ? undefined : 'Letters, digits and dashes';

  return (
    <>
      <Box sx={twoColumns}>
        <FormField control={control} name="schoolName" label="School Name" required disabled={editing} />
        <FormField control={control} name="campus" label="Campus" required disabled={editing} />
      </Box>
      <Box sx={twoColumns}>
        <FormField
          control={control}
          name="schoolCode"
          label="School Code"
          required
          disabled={editing}
          helperText={codeHelp}
        />
        <FormSelect
          control={control}
          name="affiliatedBoard"
          label="Affiliated Board"
          options={boardOptions}
          emptyLabel="None"
          helperText={boards.isError ? 'The list of boards could not be loaded' : undefined}
        />
      </Box>
      <Box sx={twoColumns}>
        <FormSelect
          control={control}
          name="establishedYear"
          label="Established Year"
          options={yearOptions}
          emptyLabel="None"
        />
        <FormField control={control} name="pointOfContact" label="Point of Contact" />
      </Box>
      <Box sx={twoColumns}>
        <FormField control={control} name="email" label="Email" type="email" />
        <FormField control={control} name="phoneNumber" label="Phone Number" type="tel" />
      </Box>
      <FormField control={control} name="websiteLink" label="Website Link" type="url" placeholder="https://" />
      <FormField control={control} name="address" label="Address" multiline minRows={2} maxRows={4} />
    </>
  );
}
