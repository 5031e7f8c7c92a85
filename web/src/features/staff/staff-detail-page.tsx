import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import type { Staff } from '@school/contract/schemas/user';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Screen } from '../../app/route-table';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { StatusChip } from '../../components/status-chip';
import { usePrivileges } from '../../lib/privileges';
import { STAFF_PATH, staffDetailQuery, useRemoveUserRole } from './api';
import { RoleCard } from './role-card';
import { RoleScopeDialog } from './role-scope-dialog';
import { schoolLabel } from './staff-card';
import { UserRoleDialog } from './user-role-dialog';

type StaffRole = Staff['roles'][number];

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; role: StaffRole }
  | { kind: 'scope'; role: StaffRole }
  | { kind: 'remove'; role: StaffRole };

const BREADCRUMBS = [
  { label: 'Home', href: '/dashboard' },
  { label: 'Staff', href: STAFF_PATH },
];

function StaffSummary({ staff }: { staff: Staff }) {
  const details = [
    { label: 'Email', value: staff.email },
    { label: 'School', value: schoolLabel(staff.school) },
    { label: 'Designation', value: staff.designation ?? '-' },
  ];
  return (
    <Paper
      component="section"
      aria-labelledby="staff-name"
      variant="outlined"
      sx={{ p: 2.5, width: { xs: '100%', md: 300 }, flexShrink: 0 }}
    >
      <Typography id="staff-name" component="h2" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
        {staff.fullName}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
        {details.map((detail) => (
          <Box key={detail.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {detail.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {detail.value}
            </Typography>
          </Box>
        ))}
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary">
            Status
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <StatusChip status={staff.status} />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

function RolesPanel({ staff, onDialog }: { staff: Staff; onDialog: (dialog: OpenDialog) => void }) {
  const { can } = usePrivileges();
  if (staff.roles.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{MESSAGES.noData}</Typography>
      </Paper>
    );
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {staff.roles.map((role) => (
        <Box component="li" key={role.id} sx={{ minWidth: 0 }}>
          <RoleCard
            role={role}
            onOpen={() => onDialog({ kind: 'scope', role })}
            onRemove={can('user', 'UPDATE') ? () => onDialog({ kind: 'remove', role }) : undefined}
          />
        </Box>
      ))}
    </Box>
  );
}

/** Staff detail (/users/{id}): who the person is, and their roles with grades and subjects. */
export default function StaffDetailPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const { can } = usePrivileges();
  const { data: staff, isPending, isError } = useQuery(staffDetailQuery(id));
  const removeRole = useRemoveUserRole(Number(id));
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  const header = (
    <PageHeader
      title={screen.title}
      breadcrumbs={BREADCRUMBS}
      actions={
        staff &&
        can('user', 'CREATE') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
            Add Role
          </Button>
        )
      }
    />
  );
  if (isPending || isError) {
    return (
      <>
        {header}
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the staff member" />
          </Box>
        ) : (
          <Typography>{MESSAGES.notFoundRecord}</Typography>
        )}
      </>
    );
  }

  // The role shown in a dialog, as the latest answer has it (after an edit it shows the new grades).
  const current = (role: StaffRole) => staff.roles.find((held) => held.id === role.id) ?? role;
  return (
    <>
      {header}
      <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}>
        <StaffSummary staff={staff} />
        <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Tabs value={0} aria-label="Roles of the staff member" sx={{ mb: 2 }}>
            <Tab label={`Roles (${staff.roles.length})`} id="staff-tab-roles" aria-controls="staff-panel-roles" />
            <Tab label="NA (0)" id="staff-tab-na" disabled />
          </Tabs>
          <Box role="tabpanel" id="staff-panel-roles" aria-labelledby="staff-tab-roles">
            <RolesPanel staff={staff} onDialog={setDialog} />
          </Box>
        </Box>
      </Box>
      {dialog?.kind === 'add' && <UserRoleDialog open onClose={close} staff={staff} />}
      {dialog?.kind === 'edit' && <UserRoleDialog open onClose={close} staff={staff} editing={current(dialog.role)} />}
      {dialog?.kind === 'scope' && (
        <RoleScopeDialog
          open
          onClose={close}
          role={current(dialog.role)}
          onEdit={can('user', 'UPDATE') ? () => setDialog({ kind: 'edit', role: dialog.role }) : undefined}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          open
          onClose={close}
          title="Remove Role"
          message={`Remove the role ${dialog.role.name} from ${staff.fullName}? Its grades and subjects go with it.`}
          confirmLabel="Remove"
          onConfirm={() => removeRole.mutateAsync(dialog.role.roleId)}
        />
      )}
    </>
  );
}
