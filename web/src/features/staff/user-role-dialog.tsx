import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@school/contract/constants';
import { type Staff, STAFF_MESSAGES, userRoleInput } from '@school/contract/schemas/user';
import { type Path, type Resolver, useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { EntityDialog } from '../../components/entity-dialog';
import { useClassesOfSchool, useRoles, useSaveUserRole } from './api';
import { RoleGradeRow, type UserRoleFormValues } from './role-grade-row';
import { FormSection } from '../../components/form-section';

type StaffRole = Staff['roles'][number];

interface Props {
  open: boolean;
  onClose: () => void;
  staff: Staff;
  /** The role being edited; absent for Add Role. */
  editing?: StaffRole;
}

/*
 * The contract's userRoleInput validates the form, with the role choice's message said plainly (the id
 * schema would say "too small" for an empty choice). `raw` keeps the form's values; the body is built below.
 */
const formSchema = userRoleInput.extend({ roleId: z.number({ error: 'Choose a role' }).int().positive() });
const resolver = zodResolver(formSchema, undefined, { raw: true }) as unknown as Resolver<UserRoleFormValues>;

function valuesOf(editing: StaffRole | undefined): UserRoleFormValues {
  return {
    roleId: editing?.roleId ?? null,
    roleClassXrefs: (editing?.roleClassXrefs ?? []).map((xref) => ({
      className: { id: xref.className.id },
      subjects: xref.subjects.map((subject) => ({ id: subject.id })),
    })),
  };
}

/** Add Role and Edit Role of a staff member: the role, then its grades and, per grade, subjects. */
export function UserRoleDialog({ open, onClose, staff, editing }: Props) {
  const mode = editing ? 'edit' : 'add';
  const { enabled: canReadRoles, roles, isPending } = useRoles();
  const { classes } = useClassesOfSchool(staff.school?.schoolCode);
  const save = useSaveUserRole(staff.id);
  const form = useForm<UserRoleFormValues>({ resolver, defaultValues: valuesOf(editing) });
  const { control, setValue } = form;
  const rows = useFieldArray({ control, name: 'roleClassXrefs' });
  const roleField = useController({ control, name: 'roleId' });
  const chosenXrefs = useWatch({ control, name: 'roleClassXrefs' });
  const role = roles.find((candidate) => candidate.id === roleField.field.value);
  const heldRoleIds = staff.roles.map((held) => held.roleId);
  const gradesError =
    form.formState.errors.roleClassXrefs?.message ?? form.formState.errors.roleClassXrefs?.root?.message;

  const fields: Path<UserRoleFormValues>[] = [
    'roleId',
    'roleClassXrefs',
    ...rows.fields.flatMap((_row, index) => [
      `roleClassXrefs.${index}.className` as const,
      `roleClassXrefs.${index}.subjects` as const,
    ]),
  ];

  async function handleSave(values: UserRoleFormValues) {
    const roleId = values.roleId ?? 0;
    const gradesApply = role?.isGradesApplicable === true;
    const subjectsApply = role?.isSubjectApplicable === true;
    await save.mutateAsync({
      mode,
      body: {
        roleId,
        roleClassXrefs: gradesApply
          ? values.roleClassXrefs.flatMap((xref) =>
              xref.className
                ? [{ roleId, className: { id: xref.className.id }, subjects: subjectsApply ? xref.subjects : [] }]
                : [],
            )
          : [],
      },
    });
  }

  function renderGrades() {
    if (!role) return <Typography color="text.secondary">Choose a role to see its grades.</Typography>;
    if (!role.isGradesApplicable) return <Typography>{MESSAGES.noGrades}</Typography>;
    if (!staff.school) return <Alert severity="info">{STAFF_MESSAGES.userWithoutSchool}</Alert>;
    const chosenIds = chosenXrefs.map((xref) => xref.className?.id);
    return (
      <>
        {rows.fields.length === 0 && (
          <Typography color="text.secondary">No grades chosen: add the grades this role covers.</Typography>
        )}
        {rows.fields.map((row, index) => (
          <RoleGradeRow
            key={row.id}
            control={control}
            setValue={setValue}
            index={index}
            classes={classes}
            takenClassIds={chosenIds.filter((id, other): id is number => id !== undefined && other !== index)}
            subjectApplicable={role.isSubjectApplicable}
            onRemove={() => rows.remove(index)}
          />
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => rows.append({ className: null, subjects: [] })}
            disabled={rows.fields.length >= classes.length}
          >
            Add Grade
          </Button>
        </Box>
      </>
    );
  }

  return (
    <EntityDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Role' : 'Add Role'}
      entity="user"
      form={form}
      fields={fields}
      onSave={handleSave}
      maxWidth="sm"
    >
      {!canReadRoles && <Alert severity="warning">You may not read roles, so none can be chosen here.</Alert>}
      <TextField
        select
        label="Role"
        id="field-roleId"
        value={roleField.field.value === null ? '' : String(roleField.field.value)}
        onChange={(event) => {
          roleField.field.onChange(event.target.value === '' ? null : Number(event.target.value));
          // Spec 000: choosing another role starts its grade list afresh.
          rows.replace([]);
        }}
        onBlur={roleField.field.onBlur}
        inputRef={roleField.field.ref}
        error={roleField.fieldState.error !== undefined}
        helperText={roleField.fieldState.error?.message ?? (isPending ? 'Loading roles…' : undefined)}
        disabled={mode === 'edit'}
        required
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 224, width: 250 } } } } } }}
      >
        {editing && !role && <MenuItem value={String(editing.roleId)}>{editing.name}</MenuItem>}
        {roles.map((candidate) => (
          <MenuItem
            key={candidate.id}
            value={String(candidate.id)}
            disabled={candidate.status !== 'ACTIVE' || (mode === 'add' && heldRoleIds.includes(candidate.id))}
          >
            {candidate.name}
          </MenuItem>
        ))}
      </TextField>
      <FormSection headingId="role-grades-heading" title="Grades">
        {gradesError && (
          <Typography color="error" variant="body2" role="alert">
            {gradesError}
          </Typography>
        )}
        {renderGrades()}
      </FormSection>
    </EntityDialog>
  );
}
