import { PAGE_SIZES } from '@school/contract/constants';
import type { School } from '@school/contract/schemas/school';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { ListScreen } from '../../components/list-screen';
import { type CardAction, RecordCard } from '../../components/record-card';
import { usePrivileges } from '../../lib/privileges';
import { schoolSyncStatusQuery, useSchoolSync } from './api';
import { SchoolDialog } from './school-dialog';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; school: School };

/** Schools (/master-data/schools and /schools): cards, Add School, Manage School and Sync With Valai. */
export default function SchoolsPage({ screen }: { screen: Screen }) {
  const { can } = usePrivileges();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const sync = useSchoolSync();
  const syncStatus = useQuery({ ...schoolSyncStatusQuery, enabled: can('school', 'UPDATE') });
  // Until the status is known the action stays enabled: the server answers why if it cannot run.
  const syncUnavailable = syncStatus.data?.configured === false ? syncStatus.data.message : null;
  // School codes whose sync is running: their Sync With Valai stays disabled until it ends.
  const [syncing, setSyncing] = useState<ReadonlySet<string>>(new Set());

  async function handleSync(schoolCode: string) {
    setSyncing((current) => new Set(current).add(schoolCode));
    try {
      await sync.mutateAsync(schoolCode);
    } catch {
      // The HTTP client showed the server's message (502: the external system failed; 503: not configured).
    } finally {
      setSyncing((current) => {
        const next = new Set(current);
        next.delete(schoolCode);
        return next;
      });
    }
  }

  function actionsOf(school: School): CardAction[] {
    if (!can('school', 'UPDATE')) return [];
    return [
      { label: 'Manage School', onClick: () => setDialog({ mode: 'edit', school }) },
      {
        label: syncing.has(school.schoolCode) ? 'Syncing With Valai…' : 'Sync With Valai',
        onClick: () => void handleSync(school.schoolCode),
        disabled: syncing.has(school.schoolCode),
        disabledReason: syncUnavailable ?? undefined,
      },
    ];
  }

  const close = () => setDialog({ mode: 'closed' });
  return (
    <ListScreen<School>
      screen={screen}
      path="/api/schools"
      pageSize={PAGE_SIZES.planAndSchool}
      addLabel="Add School"
      onAdd={() => setDialog({ mode: 'add' })}
      renderItem={(school) => (
        <RecordCard
          title={school.schoolCampus}
          status={school.status}
          href={can('school', 'READ') ? `/schools/${school.id}` : undefined}
          details={[
            { label: 'Affiliated Board', value: school.affiliatedBoardName ?? school.affiliatedBoard ?? '-' },
            { label: 'School Code', value: school.schoolCode },
          ]}
          actions={actionsOf(school)}
        />
      )}
    >
      {dialog.mode !== 'closed' && (
        <SchoolDialog
          key={dialog.mode === 'edit' ? dialog.school.id : 'new'}
          open
          onClose={close}
          school={dialog.mode === 'edit' ? dialog.school : undefined}
        />
      )}
    </ListScreen>
  );
}
