import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { isSystemAdministratorRole } from '@school/contract/access';
import type { Role } from '@school/contract/schemas/role';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { useStatusToggle } from '../../components/status-toggle';
import { ListScreen } from '../../components/list-screen';
import { type CardAction, RecordCard } from '../../components/record-card';
import { usePrivileges } from '../../lib/privileges';
import { privilegesQuery, scopeLabelsOf, useRoleStatusChange } from './api';
import { RoleDialog } from './role-dialog';

type DialogState = { mode: 'add' } | { mode: 'edit'; role: Role } | null;

/** /system-configurations/roles: paginated role cards and the Role Privileges form. */
export default function RolesPage({ screen }: { screen: Screen }) {
  const { can } = usePrivileges();
  const [dialog, setDialog] = useState<DialogState>(null);
  const statusToggle = useStatusToggle(useRoleStatusChange());
  // Spec 000: the screen loads the privileges on entry, so the form opens with them at hand.
  useQuery(privilegesQuery);

  function actionsOf(role: Role): CardAction[] {
    // With DELETE but not UPDATE there is no form to open: the card's menu toggles the status.
    // The System Administrator role is never deactivated (the server refuses it).
    if (can('role', 'UPDATE') || !can('role', 'DELETE') || isSystemAdministratorRole(role.name)) return [];
    return [statusToggle.action({ ...role, name: role.name })];
  }

  return (
    <ListScreen<Role>
      screen={screen}
      path="/api/roles"
      searchParam="searchKey"
      addLabel="Add Role"
      onAdd={() => setDialog({ mode: 'add' })}
      columns={3}
      renderItem={(role) => {
        const scopes = scopeLabelsOf(role);
        return (
          <RecordCard
            title={role.name}
            status={role.status}
            details={[
              {
                label: 'Scope',
                value:
                  scopes.length === 0 ? (
                    'None'
                  ) : (
                    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {scopes.map((scope) => (
                        <Chip key={scope} label={scope} size="small" variant="outlined" />
                      ))}
                    </Box>
                  ),
              },
              { label: 'Privileges', value: String(role.rolePrivilegeXrefs.length) },
            ]}
            onEdit={can('role', 'UPDATE') ? () => setDialog({ mode: 'edit', role }) : undefined}
            actions={actionsOf(role)}
          />
        );
      }}
    >
      {dialog && (
        <RoleDialog
          key={dialog.mode === 'edit' ? dialog.role.id : 'add'}
          role={dialog.mode === 'edit' ? dialog.role : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {statusToggle.dialog}
    </ListScreen>
  );
}
