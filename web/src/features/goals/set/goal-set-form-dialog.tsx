import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import { currentAnnualPeriod } from '@school/contract/plan-periods';
import { goalSettingCreateInput } from '@school/contract/schemas/goals/goal-setting';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EntityDialog } from '../../../components/entity-dialog';
import { FormSelect, type Option } from '../../../components/form-fields';
import { ApiError, http } from '../../../lib/http';
import { usePrivileges } from '../../../lib/privileges';
import { useProfile } from '../../../lib/profile-context';
import { useCreateGoalSetting } from '../api/goal-settings';
import { annualPeriodOptions } from '../shared/annual-periods';

/** The dialog's values: the role's id (null until chosen) and the period code. */
const formSchema = goalSettingCreateInput.extend({
  role: z.number({ error: GOAL_MESSAGES.roleNotYours }).int().positive(GOAL_MESSAGES.roleNotYours),
});
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['role', 'annualPeriod'] as const;

/**
 * The roles a configuration exists for, when the user may read configurations (GET /goal-configurations/);
 * null otherwise, or when the call fails (then every own role is offered and the server's 400 says which is not
 * configured, beside the field).
 */
function useConfiguredRoleIds(): Set<number> | null {
  const { can } = usePrivileges();
  const mayRead = can('goalconfiguration', 'READ');
  const { data } = useQuery({
    queryKey: ['/goal-configurations', 'setter-roles'],
    queryFn: async ({ signal }) => {
      try {
        const list = await http.get('/api/goal-configurations', { signal });
        return list.map((configuration) => configuration.applicableRole.id);
      } catch (error) {
        // A courtesy only: without it the server's answer to Save says the same.
        if (error instanceof ApiError) error.shownInline = true;
        return null;
      }
    },
    enabled: mayRead,
    retry: false,
  });
  return mayRead && data ? new Set(data) : null;
}

/**
 * Add/Edit Goal Set Form: Annual Period and Role (the user's own roles, narrowed to those with
 * a goal configuration when the user may read configurations), Cancel and Save. A duplicate (409) or a role
 * without configuration (400) shows the server's message in the dialog, beside the field it names.
 */
export function GoalSetFormDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const profile = useProfile();
  const configured = useConfiguredRoleIds();
  const roleOptions: Option[] = profile.roles
    .filter((role) => !configured || configured.has(role.roleId))
    .map((role) => ({ value: role.roleId, label: role.name }));
  const create = useCreateGoalSetting();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      annualPeriod: currentAnnualPeriod(),
      role: roleOptions.length === 1 ? Number(roleOptions[0]?.value) : undefined,
    },
  });
  return (
    <EntityDialog
      open
      onClose={onClose}
      title="Add/Edit Goal Set Form"
      entity="goalsettingform"
      form={form}
      fields={FIELDS}
      onSave={async (values) => {
        const saved = await create.mutateAsync({ role: values.role, annualPeriod: values.annualPeriod });
        onSaved();
        return saved;
      }}
    >
      <FormSelect
        control={form.control}
        name="annualPeriod"
        label="Annual Period"
        options={annualPeriodOptions()}
        required
      />
      <FormSelect
        control={form.control}
        name="role"
        label="Role"
        options={roleOptions}
        required
        helperText={configured ? GOAL_MESSAGES.chooseRoleConfigured : undefined}
      />
    </EntityDialog>
  );
}
