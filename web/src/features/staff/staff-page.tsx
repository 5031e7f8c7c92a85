import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { PAGE_SIZES, RECORD_STATUSES, STATUS_LABELS } from '@school/contract/constants';
import { staffExportFileName } from '@school/contract/schemas/staff-export';
import type { Staff } from '@school/contract/schemas/user';
import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { type ListFilter, ListScreen } from '../../components/list-screen';
import type { CardAction } from '../../components/record-card';
import { toggledStatus } from '../../lib/crud';
import { usePrivileges, useRoleRule } from '../../lib/privileges';
import { useProfile } from '../../lib/profile-context';
import { STAFF_PATH, useSchools, useStaffStatusChange } from './api';
import { TeacherPasswordDialog, TemporaryPasswordDialog } from './password-dialogs';
import { StaffCard } from './staff-card';
import { StaffDialog } from './staff-dialog';
import { StaffImportDialog } from './staff-import-dialog';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; staff: Staff }
  | { kind: 'temporaryPassword'; staff: Staff }
  | { kind: 'teacherPassword'; staff: Staff }
  | { kind: 'status'; staff: Staff }
  | { kind: 'import' };

const STATUS_FILTER: ListFilter = {
  name: 'status',
  label: 'Status',
  options: RECORD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
};

/** Staff (/users and /users/teachers): search, School and Status filters, cards, Add Staff and Import. */
export default function StaffPage({ screen }: { screen: Screen }) {
  const { can } = usePrivileges();
  const profile = useProfile();
  const mayAssignTemporaryPassword = useRoleRule('assignTemporaryPassword');
  const mayChangeTeacherPassword = useRoleRule('changeTeacherPassword');
  const { enabled: canSeeSchools, schools } = useSchools();
  const statusChange = useStaffStatusChange();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  const filters: ListFilter[] = [
    ...(canSeeSchools
      ? [
          {
            name: 'schoolCode',
            label: 'School',
            options: schools.map((school) => ({ value: school.schoolCode, label: school.schoolCampus })),
          },
        ]
      : []),
    STATUS_FILTER,
  ];

  function actionsOf(staff: Staff): CardAction[] {
    const actions: CardAction[] = [];
    if (can('user', 'UPDATE'))
      actions.push({ label: 'Manage Staff', onClick: () => setDialog({ kind: 'edit', staff }) });
    if (mayAssignTemporaryPassword && can('user', 'UPDATE')) {
      actions.push({
        label: 'Assign Temporary Password',
        onClick: () => setDialog({ kind: 'temporaryPassword', staff }),
      });
    }
    if (can('user', 'DELETE')) {
      actions.push({
        label: staff.status === 'ACTIVE' ? 'Deactivate User' : 'Activate User',
        onClick: () => setDialog({ kind: 'status', staff }),
        // The server refuses it too: nobody deactivates their own account.
        disabled: staff.id === profile.id && staff.status === 'ACTIVE',
      });
    }
    if (mayChangeTeacherPassword && can('user', 'UPDATE')) {
      actions.push({ label: 'Change Password', onClick: () => setDialog({ kind: 'teacherPassword', staff }) });
    }
    return actions;
  }

  return (
    <ListScreen<Staff>
      screen={screen}
      path="/api/users"
      pageSize={PAGE_SIZES.staff}
      searchParam="searchKey"
      filters={filters}
      download={{ path: '/api/users/export.csv', fileName: () => staffExportFileName() }}
      addLabel="Add Staff"
      onAdd={() => setDialog({ kind: 'add' })}
      actions={
        can('user', 'CREATE') && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setDialog({ kind: 'import' })}>
            Import
          </Button>
        )
      }
      columns={2}
      renderItem={(staff) => (
        <StaffCard
          staff={staff}
          href={can('user', 'READ') ? `${STAFF_PATH}/${staff.id}` : undefined}
          actions={actionsOf(staff)}
        />
      )}
    >
      {dialog?.kind === 'add' && <StaffDialog open onClose={close} />}
      {dialog?.kind === 'edit' && <StaffDialog open onClose={close} record={dialog.staff} />}
      {dialog?.kind === 'temporaryPassword' && <TemporaryPasswordDialog open onClose={close} staff={dialog.staff} />}
      {dialog?.kind === 'teacherPassword' && <TeacherPasswordDialog open onClose={close} staff={dialog.staff} />}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          open
          onClose={close}
          title={dialog.staff.status === 'ACTIVE' ? 'Deactivate User' : 'Activate User'}
          message={
            dialog.staff.status === 'ACTIVE'
              ? `Deactivate ${dialog.staff.fullName}? They are signed out at once and cannot sign in until activated.`
              : `Activate ${dialog.staff.fullName}? They can sign in again.`
          }
          confirmLabel={dialog.staff.status === 'ACTIVE' ? 'Deactivate' : 'Activate'}
          onConfirm={() =>
            statusChange.mutateAsync({
              id: dialog.staff.id,
              status: toggledStatus(dialog.staff.status),
              version: dialog.staff.version,
              name: dialog.staff.fullName,
            })
          }
        />
      )}
      <StaffImportDialog open={dialog?.kind === 'import'} onClose={close} />
    </ListScreen>
  );
}
