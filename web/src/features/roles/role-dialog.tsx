import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { isSystemAdministratorRole, ROLE_NAMES } from '@school/contract/access';
import { normaliseRoleFlags, ROLE_MESSAGES, type Role, roleInput } from '@school/contract/schemas/role';
import { useWatch } from 'react-hook-form';
import { RecordDialog, type RecordDialogKind } from '../../components/entity-dialog';
import { FormSection } from '../../components/form-section';
import { FormCheckbox, FormField } from '../../components/form-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { roleFormValues, useSaveRole } from './api';
import { PrivilegeTable } from './privilege-table';

const FIELDS = [
  'name',
  'isGlobal',
  'isSchoolApplicable',
  'isGradesApplicable',
  'isSubjectApplicable',
  'privileges',
] as const;

const SCOPED_FLAGS = [
  { name: 'isSchoolApplicable', label: 'School applicable' },
  { name: 'isGradesApplicable', label: 'Grades applicable' },
  { name: 'isSubjectApplicable', label: 'Subject applicable' },
] as const;

const BUILT_IN_NAMES = new Set<string>(Object.values(ROLE_NAMES));

const ROLE_DIALOG: RecordDialogKind<Role> = {
  entity: 'role',
  titles: { add: 'Add Role', edit: 'Role Privileges' },
  nameOf: (role) => role.name,
  statusPath: '/api/roles/{id}',
  maxWidth: 'md',
};

interface Props {
  /** The role being edited; absent when adding one. */
  role?: Role;
  onClose: () => void;
}

/**
 * The Role Privileges form: the role's scope flags and, per entity, READ, CREATE, UPDATE and DELETE. Adding a role (our
 * addition) uses the same form.
 */
export function RoleDialog({ role, onClose }: Props) {
  const form = useSchemaForm(roleInput, roleFormValues(role));
  const save = useSaveRole();
  const isGlobal = useWatch({ control: form.control, name: 'isGlobal' });
  // The product's rules refer to the built-in roles by name: the server refuses to rename them.
  const nameLocked = role !== undefined && BUILT_IN_NAMES.has(role.name);
  // The server refuses to deactivate or narrow it: the form shows it read-only rather than offer that.
  const locked = role !== undefined && isSystemAdministratorRole(role.name);

  function handleGlobalChecked(checked: boolean) {
    if (!checked) return;
    const values = form.getValues();
    const flags = normaliseRoleFlags({
      isGlobal: true,
      isSchoolApplicable: values.isSchoolApplicable ?? false,
      isGradesApplicable: values.isGradesApplicable ?? false,
      isSubjectApplicable: values.isSubjectApplicable ?? false,
    });
    for (const { name } of SCOPED_FLAGS) form.setValue(name, flags[name], { shouldDirty: true });
  }

  return (
    <RecordDialog
      kind={ROLE_DIALOG}
      record={role}
      onClose={onClose}
      form={form}
      fields={FIELDS}
      // The values are valid already; parsing again gives the schema's output type (flags as booleans).
      onSave={(values) => save.mutateAsync({ id: role?.id, body: normaliseRoleFlags(roleInput.parse(values)) })}
      lockedReason={locked ? ROLE_MESSAGES.systemAdministratorLocked : undefined}
    >
      <FormField control={form.control} name="name" label="Role name" required disabled={nameLocked} />
      {nameLocked && !locked && (
        // Beside the field rather than its helper text: a disabled field's helper text is too faint to read.
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          A built-in role keeps its name: the product's rules refer to it.
        </Typography>
      )}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          Applicability
        </Typography>
        <FormGroup row sx={{ columnGap: 2 }}>
          <FormCheckbox
            control={form.control}
            name="isGlobal"
            label="Global"
            onChecked={handleGlobalChecked}
            disabled={locked}
          />
          {SCOPED_FLAGS.map((flag) => (
            <FormCheckbox
              key={flag.name}
              control={form.control}
              name={flag.name}
              label={flag.label}
              disabled={locked || isGlobal}
            />
          ))}
        </FormGroup>
      </Box>
      <FormSection headingId="role-privileges-heading" title="Privileges" gap={1} minWidth={0}>
        <Typography variant="body2" color="text.secondary">
          Create, Update or Delete on an entity also grants Read on it; without Read they go too.
        </Typography>
        <PrivilegeTable control={form.control} disabled={locked} />
      </FormSection>
    </RecordDialog>
  );
}
