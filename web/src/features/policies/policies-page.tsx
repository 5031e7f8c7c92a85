import type { Policy } from '@school/contract/schemas/policy';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { useStatusToggle } from '../../components/status-toggle';
import { type ListFilter, ListScreen } from '../../components/list-screen';
import { type CardAction, RecordCard } from '../../components/record-card';
import { usePrivileges } from '../../lib/privileges';
import {
  academicYearOptions,
  CATEGORY_OPTIONS,
  categoryLabelOf,
  schoolLabelOf,
  schoolsLookupQuery,
  usePolicyStatusChange,
} from './api';
import { PolicyDialog } from './policy-dialog';

type DialogState = { mode: 'add' } | { mode: 'edit'; policy: Policy } | null;

/**
 * /master-data/policies. The spec names no 'policy' privilege entity: the API guards policies with
 * 'school', so Add needs CREATE on school, edit UPDATE and Activate/Deactivate DELETE.
 */
export default function PoliciesPage({ screen }: { screen: Screen }) {
  const { can } = usePrivileges();
  const [dialog, setDialog] = useState<DialogState>(null);
  const statusToggle = useStatusToggle(usePolicyStatusChange());
  const schools = useQuery(schoolsLookupQuery);

  const filters: ListFilter[] = [
    {
      name: 'schoolCode',
      label: 'School',
      options: (schools.data?.content ?? []).map((school) => ({
        value: school.schoolCode,
        label: schoolLabelOf(school),
      })),
    },
    { name: 'category', label: 'Category', options: CATEGORY_OPTIONS },
    { name: 'academicYear', label: 'Academic Year', options: academicYearOptions() },
  ];

  function actionsOf(policy: Policy): CardAction[] {
    // With DELETE but not UPDATE there is no edit dialog: the card's menu toggles the status.
    if (can('school', 'UPDATE') || !can('school', 'DELETE')) return [];
    return [statusToggle.action({ ...policy, name: policy.policyName })];
  }

  return (
    <ListScreen<Policy>
      screen={screen}
      path="/api/policies"
      filters={filters}
      addLabel="Add Policy"
      onAdd={() => setDialog({ mode: 'add' })}
      renderItem={(policy) => (
        <RecordCard
          title={policy.policyName}
          status={policy.status}
          details={[
            { label: 'Category', value: categoryLabelOf(policy.category) },
            { label: 'Academic year', value: policy.academicYear },
            { label: 'School', value: schoolLabelOf(policy.school) },
            { label: 'Class', value: policy.class?.className ?? '-' },
          ]}
          onEdit={can('school', 'UPDATE') ? () => setDialog({ mode: 'edit', policy }) : undefined}
          actions={actionsOf(policy)}
        />
      )}
    >
      {dialog && (
        <PolicyDialog
          key={dialog.mode === 'edit' ? dialog.policy.id : 'add'}
          policy={dialog.mode === 'edit' ? dialog.policy : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {statusToggle.dialog}
    </ListScreen>
  );
}
