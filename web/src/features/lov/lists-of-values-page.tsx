import { PAGE_SIZES } from '@school/contract/constants';
import type { Lov } from '@school/contract/schemas/lov';
import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { useStatusToggle } from '../../components/status-toggle';
import { ListScreen } from '../../components/list-screen';
import { type CardAction, RecordCard } from '../../components/record-card';
import { usePrivileges } from '../../lib/privileges';
import { useLovStatusChange } from './api';
import { LovDialog } from './lov-dialog';

/** The dialog's state: closed, adding, or editing one list. */
type DialogState = { mode: 'add' } | { mode: 'edit'; lov: Lov } | null;

/** /system-configurations/lov: lists of values with their items. */
export default function ListsOfValuesPage({ screen }: { screen: Screen }) {
  const { can } = usePrivileges();
  const [dialog, setDialog] = useState<DialogState>(null);
  const statusToggle = useStatusToggle(useLovStatusChange());

  function actionsOf(lov: Lov): CardAction[] {
    // With DELETE but not UPDATE there is no edit dialog: the card's menu toggles the status.
    if (can('lov', 'UPDATE') || !can('lov', 'DELETE')) return [];
    return [statusToggle.action({ ...lov, name: lov.name })];
  }

  return (
    <ListScreen<Lov>
      screen={screen}
      path="/api/lov"
      pageSize={PAGE_SIZES.lov}
      searchLabel="Search lists of values"
      addLabel="Add List of Values"
      onAdd={() => setDialog({ mode: 'add' })}
      renderItem={(lov) => {
        const active = lov.items.filter((item) => item.status === 'ACTIVE').length;
        return (
          <RecordCard
            title={lov.name}
            subtitle={lov.description ?? undefined}
            status={lov.status}
            details={[
              {
                label: 'Items',
                value: active === lov.items.length ? `${lov.items.length}` : `${lov.items.length} (${active} active)`,
              },
            ]}
            onEdit={can('lov', 'UPDATE') ? () => setDialog({ mode: 'edit', lov }) : undefined}
            actions={actionsOf(lov)}
          />
        );
      }}
    >
      {dialog && (
        <LovDialog
          key={dialog.mode === 'edit' ? dialog.lov.id : 'add'}
          lov={dialog.mode === 'edit' ? dialog.lov : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {statusToggle.dialog}
    </ListScreen>
  );
}
