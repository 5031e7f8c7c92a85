import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ClassSummary } from '@school/contract/schemas/grade';
import { type Control, useController, type UseFormSetValue } from 'react-hook-form';
import { useSubjectsOfClass } from './api';

/** The Add/Edit Role form as typed; the contract's userRoleInput validates it. */
export interface UserRoleFormValues {
  roleId: number | null;
  roleClassXrefs: { className: { id: number } | null; subjects: { id: number }[] }[];
}

/** A multiple select answers an array, typed as the text field's string; autofill may give "a,b". */
function selectedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value !== '' ? value.split(',') : [];
}

const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 224, width: 250 } } } };

interface Props {
  control: Control<UserRoleFormValues>;
  setValue: UseFormSetValue<UserRoleFormValues>;
  index: number;
  /** The classes of the staff member's school. */
  classes: ClassSummary[];
  /** Classes chosen on other rows: a class appears once per role. */
  takenClassIds: number[];
  subjectApplicable: boolean;
  onRemove: () => void;
}

/** One grade of a role assignment and, when the role has subject scope, that grade's subjects. */
export function RoleGradeRow({ control, setValue, index, classes, takenClassIds, subjectApplicable, onRemove }: Props) {
  const classField = useController({ control, name: `roleClassXrefs.${index}.className` });
  const subjectsField = useController({ control, name: `roleClassXrefs.${index}.subjects` });
  const classId = classField.field.value?.id;
  const subjects = useSubjectsOfClass(classId);
  const chosenSubjectIds = subjectsField.field.value.map((subject) => subject.id);
  const subjectName = (id: number) => subjects.find((subject) => subject.id === id)?.subjectName ?? `#${id}`;
  const rowLabel = `Grade ${index + 1}`;

  return (
    <Box
      role="group"
      aria-label={rowLabel}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr auto', sm: subjectApplicable ? '160px 1fr auto' : '1fr auto' },
      }}
    >
      <TextField
        select
        size="small"
        label="Grade"
        id={`role-grade-${index}`}
        value={classId === undefined ? '' : String(classId)}
        onChange={(event) => {
          classField.field.onChange(event.target.value === '' ? null : { id: Number(event.target.value) });
          // Subjects belong to a class: a new class starts with none.
          setValue(`roleClassXrefs.${index}.subjects`, []);
        }}
        onBlur={classField.field.onBlur}
        inputRef={classField.field.ref}
        error={classField.fieldState.error !== undefined}
        helperText={classField.fieldState.error?.message}
        required
        slotProps={{ select: { MenuProps: MENU_PROPS } }}
      >
        {classes.map((grade) => (
          <MenuItem
            key={grade.id}
            value={String(grade.id)}
            disabled={takenClassIds.includes(grade.id) || (grade.status !== 'ACTIVE' && grade.id !== classId)}
          >
            {grade.gradeName}
          </MenuItem>
        ))}
      </TextField>
      {subjectApplicable && (
        <TextField
          select
          size="small"
          label="Subjects"
          id={`role-subjects-${index}`}
          value={chosenSubjectIds.map(String)}
          onChange={(event) => {
            subjectsField.field.onChange(selectedValues(event.target.value).map((id) => ({ id: Number(id) })));
          }}
          onBlur={subjectsField.field.onBlur}
          error={subjectsField.fieldState.error !== undefined}
          helperText={
            subjectsField.fieldState.error?.message ?? (classId === undefined ? 'Choose the grade first' : undefined)
          }
          disabled={classId === undefined}
          sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
          slotProps={{
            select: {
              multiple: true,
              MenuProps: MENU_PROPS,
              renderValue: (selected) =>
                selectedValues(selected)
                  .map((id) => subjectName(Number(id)))
                  .join(', '),
            },
          }}
        >
          {subjects
            .filter((subject) => subject.status === 'ACTIVE' || chosenSubjectIds.includes(subject.id))
            .map((subject) => (
              <MenuItem key={subject.id} value={String(subject.id)}>
                {subject.subjectName}
              </MenuItem>
            ))}
        </TextField>
      )}
      <IconButton aria-label={`Remove ${rowLabel}`} onClick={onRemove} sx={{ mt: 0.25 }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
