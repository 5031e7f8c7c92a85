import type { ObservationRegister } from '@school/contract/schemas/observation-register';
import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { useStatusToggle } from '../../components/status-toggle';
import { ListScreen } from '../../components/list-screen';
import { type CardAction, RecordCard } from '../../components/record-card';
import { usePrivileges } from '../../lib/privileges';
import { useObservationRegisterStatusChange } from './api';
import { ObservationRegisterDialog } from './observation-register-dialog';

type DialogState = { mode: 'add' } | { mode: 'edit'; register: ObservationRegister } | null;

/** /master-data/observations: the observation registry. */
export default function ObservationsPage({ screen }: { screen: Screen }) {
  const { can } = usePrivileges();
  const [dialog, setDialog] = useState<DialogState>(null);
  const statusToggle = useStatusToggle(useObservationRegisterStatusChange());

  function actionsOf(register: ObservationRegister): CardAction[] {
    // With DELETE but not UPDATE there is no edit dialog: the card's menu toggles the status.
    if (can('observationregister', 'UPDATE') || !can('observationregister', 'DELETE')) return [];
    return [statusToggle.action({ ...register, name: register.name })];
  }

  return (
    <ListScreen<ObservationRegister>
      screen={screen}
      path="/api/observation-register"
      addLabel="Add Observation Registry"
      onAdd={() => setDialog({ mode: 'add' })}
      renderItem={(register) => (
        <RecordCard
          title={register.name}
          status={register.status}
          details={[
            {
              label: 'Grades',
              value: register.grades.length > 0 ? register.grades.map((grade) => grade.className).join(', ') : '-',
            },
            { label: 'Observations', value: String(register.observations.length) },
          ]}
          onEdit={can('observationregister', 'UPDATE') ? () => setDialog({ mode: 'edit', register }) : undefined}
          actions={actionsOf(register)}
        />
      )}
    >
      {dialog && (
        <ObservationRegisterDialog
          key={dialog.mode === 'edit' ? dialog.register.id : 'add'}
          register={dialog.mode === 'edit' ? dialog.register : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {statusToggle.dialog}
    </ListScreen>
  );
}
