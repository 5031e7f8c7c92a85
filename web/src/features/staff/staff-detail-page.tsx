import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Staff } from '@school/contract/schemas/user';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Screen } from '../../lib/routes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CardGrid } from '../../components/card-grid';
import { DetailLayout } from '../../components/detail-layout';
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
  return (
    <CardGrid>
      {staff.roles.map((role) => (
        <RoleCard
          key={role.id}
          role={role}
          onOpen={() => onDialog({ kind: 'scope', role })}
          onRemove={can('user', 'UPDATE') ? () => onDialog({ kind: 'remove', role }) : undefined}
        />
      ))}
    </CardGrid>
  );
}

/** Staff detail (/users/{id}): who the person is, and their roles with grades and subjects. */
export default function StaffDetailPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const { can } = usePrivileges();
  const { data: staff, isPending, error } = useQuery(staffDetailQuery(id));
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
  if (!staff) {
    return (
      <>
        {header}
        <DetailLayout loading={isPending} error={error} loadingLabel="Loading the staff member" summary={null}>
          {null}
        </DetailLayout>
      </>
    );
  }

  // The role shown in a dialog, as the latest answer has it (after an edit it shows the new grades).
  const current = (role: StaffRole) => staff.roles.find((held) => held.id === role.id) ?? role;
  return (
    <>
      {header}
      <DetailLayout loading={false} error={null} loadingLabel="" summary={<StaffSummary staff={staff} />}>
        <Tabs value={0} aria-label="Roles of the staff member" sx={{ mb: 2 }}>
          <Tab label={`Roles (${staff.roles.length})`} id="staff-tab-roles" aria-controls="staff-panel-roles" />
          <Tab label="NA (0)" id="staff-tab-na" disabled />
        </Tabs>
        <Box role="tabpanel" id="staff-panel-roles" aria-labelledby="staff-tab-roles">
          <RolesPanel staff={staff} onDialog={setDialog} />
        </Box>
      </DetailLayout>
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
