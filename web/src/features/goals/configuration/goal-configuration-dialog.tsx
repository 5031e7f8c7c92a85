import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { type GoalConfiguration, goalConfigurationInput } from '@school/contract/schemas/goals/goal-configuration';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { RecordDialog, type RecordDialogKind } from '../../../components/entity-dialog';
import { FormSelect, type Option } from '../../../components/form-fields';
import {
  goalConfigurationsQuery,
  type RoleChoice,
  rolesNamedBy,
  useConfigurationRoleChoices,
  useSaveGoalConfiguration,
} from '../api/goal-configurations';
import { RoleMultiSelect } from './role-multi-select';
import { activeRecord, withVersion } from './saved-record';

/** The dialog's values: role ids, null until chosen. */
interface FormValues {
  applicableRole: number | null;
  reviewerRoles: number[];
  goalApproverRole: number | null;
  reviewApproverRole: number | null;
}
type Checked = z.output<typeof goalConfigurationInput>;

/** The contract's check, read as the form's values (its schema takes either shape of the spec, so any input). */
const checked = z.custom<FormValues>().transform((values, ctx): Checked => {
  const result = goalConfigurationInput.safeParse(values);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

const FIELDS = ['applicableRole', 'reviewerRoles', 'goalApproverRole', 'reviewApproverRole'] as const;

const CONFIGURATION_DIALOG: RecordDialogKind = {
  entity: 'goalconfiguration',
  titles: { add: 'Add Goal Configuration', edit: 'Edit Goal Configuration' },
};

/** The two approver roles: each any role, one choice. */
const APPROVER_SELECTS = [
  { name: 'goalApproverRole', label: 'Goal approver role', helperText: 'Signs off the final review' },
  { name: 'reviewApproverRole', label: 'Review approver role', helperText: 'Closes the goal cycle' },
] as const;

const valuesOf = (configuration?: GoalConfiguration): FormValues => ({
  applicableRole: configuration?.applicableRole.id ?? null,
  reviewerRoles: configuration?.reviewerRoles.map((reviewer) => reviewer.goalReviewerRole.id) ?? [],
  goalApproverRole: configuration?.goalApproverRole.id ?? null,
  reviewApproverRole: configuration?.reviewApproverRole.id ?? null,
});

const optionsOf = (roles: RoleChoice[], except?: Set<number>): Option[] =>
  roles.map((role) => ({ value: role.id, label: role.name, disabled: except?.has(role.id) }));

/**
 * Add/Edit Goal Configuration: for one setter role (Role), the roles that review its goal settings, the role that signs
 * off the final review (Goal approver role) and the role that closes the cycle (Review approver role). The contract's
 * schema checks it before sending; the setter role is not offered as a reviewer, and roles that already have a
 * configuration are not offered as setter. A duplicate (409) shows the server's message; a failed save keeps what was
 * typed.
 */
export function GoalConfigurationDialog({
  configuration,
  onClose,
}: {
  configuration?: GoalConfiguration;
  onClose: () => void;
}) {
  const configurations = useQuery(goalConfigurationsQuery).data ?? [];
  const choices = useConfigurationRoleChoices(configurations);
  const { complete } = choices;
  // A role the configuration names that is no longer ACTIVE stays shown (the server says why it cannot be kept).
  const roles = [...choices.roles];
  for (const role of configuration ? rolesNamedBy(configuration) : []) {
    if (!roles.some((choice) => choice.id === role.id)) roles.push(role);
  }
  const save = useSaveGoalConfiguration();
  const form = useForm<FormValues, unknown, Checked>({
    resolver: zodResolver(checked),
    defaultValues: valuesOf(configuration),
  });
  const setter = form.watch('applicableRole');
  const configured = new Set(
    configurations.filter((other) => other.id !== configuration?.id).map((other) => other.applicableRole.id),
  );
  const reviewerChoices = roles.filter((role) => role.id !== setter);
  const { getValues, setValue } = form;
  useEffect(() => {
    // A role cannot review its own goal settings: choosing it as setter takes it out of the reviewers.
    const reviewers = getValues('reviewerRoles');
    if (setter !== null && reviewers.includes(setter)) {
      setValue(
        'reviewerRoles',
        reviewers.filter((id) => id !== setter),
        { shouldDirty: true },
      );
    }
  }, [setter, getValues, setValue]);
  return (
    <RecordDialog
      kind={CONFIGURATION_DIALOG}
      record={activeRecord(configuration)}
      onClose={onClose}
      form={form}
      fields={FIELDS}
      onSave={(values) => save.mutateAsync({ id: configuration?.id, body: withVersion(values, configuration) })}
    >
      {!complete && (
        <Alert severity="info">
          Only the roles named by goal configurations are offered: reading every role needs the privilege to read roles.
        </Alert>
      )}
      <FormSelect
        control={form.control}
        name="applicableRole"
        label="Role"
        required
        options={optionsOf(roles, configured)}
        helperText="The role whose holders set goals with this configuration"
      />
      <RoleMultiSelect
        control={form.control}
        name="reviewerRoles"
        label="Reviewer roles"
        roles={reviewerChoices}
        helperText="The roles that review these goal settings"
      />
      {APPROVER_SELECTS.map((select) => (
        <FormSelect key={select.name} control={form.control} {...select} required options={optionsOf(roles)} />
      ))}
    </RecordDialog>
  );
}
