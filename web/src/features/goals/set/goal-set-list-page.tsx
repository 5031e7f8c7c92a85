import { PAGE_SIZES } from '@school/contract/constants';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import { GOAL_SETTING_STATE_LABELS, GOAL_SETTING_STATES } from '@school/contract/workflows/goal-setting';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Screen } from '../../../lib/routes';
import { type ListFilter, ListScreen } from '../../../components/list-screen';
import { RecordCard } from '../../../components/record-card';
import type { GoalSettingListItem } from '../api/goal-settings';
import { annualPeriodFilter } from '../shared/annual-periods';
import { GoalSettingStateChip } from '../shared/goal-state-chip';
import { GoalSetFormDialog } from './goal-set-form-dialog';
import { goalSettingPath } from './goal-set-paths';

const FILTERS: ListFilter[] = [
  annualPeriodFilter(),
  {
    name: 'goalSettingState',
    label: 'State',
    options: GOAL_SETTING_STATES.map((state) => ({ value: state, label: GOAL_SETTING_STATE_LABELS[state] })),
    showAll: true,
  },
];

function GoalSettingCard({ setting }: { setting: GoalSettingListItem }) {
  return (
    <RecordCard
      title={setting.annualPeriodName}
      subtitle={setting.role.name}
      statusBadge={<GoalSettingStateChip state={setting.goalSettingState} />}
      href={goalSettingPath(setting.id)}
      details={[
        { label: 'Goals', value: setting.goalCount },
        { label: 'Weights', value: GOAL_MESSAGES.weightsSum(setting.weightTotal) },
      ]}
    />
  );
}

/**
 * Goal Set list (/goals/set): the user's own goal settings as cards (period, role, state,
 * goals, weights), filters Annual Period and State kept in the URL, Add (CREATE on goalsettingform) opening
 * 'Add/Edit Goal Set Form'. A card opens the goal screen.
 */
export default function GoalSetListPage({ screen }: { screen: Screen }) {
  const [adding, setAdding] = useState(false);
  const [, setParams] = useSearchParams();
  return (
    <ListScreen<GoalSettingListItem>
      screen={screen}
      entity="goalsettingform"
      path="/api/goal-setting-form"
      pageSize={PAGE_SIZES.planAndSchool}
      filters={FILTERS}
      searchable={false}
      sortable={false}
      addLabel="Add"
      onAdd={() => setAdding(true)}
      itemKey={(setting) => setting.id}
      columns={2}
      renderItem={(setting) => <GoalSettingCard setting={setting} />}
    >
      {adding && (
        <GoalSetFormDialog
          onClose={() => setAdding(false)}
          // Save returns to the list's first page, where the newest setting shows.
          onSaved={() =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete('page');
                return next;
              },
              { replace: true },
            )
          }
        />
      )}
    </ListScreen>
  );
}
