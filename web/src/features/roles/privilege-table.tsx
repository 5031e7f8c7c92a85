import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ENTITY_LABELS, ENTITY_NAMES, PRIVILEGE_TYPES, type PrivilegeType } from '@school/contract/access';
import { type RoleInput, toggleRolePrivilege } from '@school/contract/schemas/role';
import { useQuery } from '@tanstack/react-query';
import { type Control, useController } from 'react-hook-form';
import { privilegesQuery } from './api';

const TYPE_LABELS: Record<PrivilegeType, string> = {
  READ: 'Read',
  CREATE: 'Create',
  UPDATE: 'Update',
  DELETE: 'Delete',
};

// The entity column stays in view while the table scrolls sideways on a narrow screen.
const stickyColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  minWidth: 140,
} as const;

/**
 * The entities × READ, CREATE, UPDATE, DELETE table of the Role Privileges form. Ticking Create, Update or
 * Delete ticks Read too; unticking removes only that privilege (contract toggleRolePrivilege).
 */
export function PrivilegeTable({ control, disabled }: { control: Control<RoleInput>; disabled?: boolean }) {
  const { field } = useController({ control, name: 'privileges' });
  const privileges = field.value ?? [];
  const { data, isPending, isError } = useQuery(privilegesQuery);
  // A privilege the server does not know cannot be granted; until the list arrives nothing can be ticked.
  const available = new Set(
    (data?.content ?? []).map((privilege) => `${privilege.entityName}:${privilege.privilegeType}`),
  );
  const exists = (key: string) => isError || available.has(key);

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading privileges" />
      </Box>
    );
  }
  return (
    <Box
      role="region"
      aria-label="Privileges by entity"
      sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" sx={{ minWidth: 420 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyColumn}>Entity</TableCell>
            {PRIVILEGE_TYPES.map((type) => (
              <TableCell key={type} align="center">
                {TYPE_LABELS[type]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ENTITY_NAMES.map((entityName) => (
            <TableRow key={entityName} hover>
              <TableCell component="th" scope="row" sx={stickyColumn}>
                {ENTITY_LABELS[entityName]}
              </TableCell>
              {PRIVILEGE_TYPES.map((privilegeType) => (
                <TableCell key={privilegeType} align="center" padding="checkbox">
                  <Checkbox
                    checked={privileges.some(
                      (privilege) => privilege.entityName === entityName && privilege.privilegeType === privilegeType,
                    )}
                    disabled={disabled || !exists(`${entityName}:${privilegeType}`)}
                    onChange={(event) =>
                      field.onChange(toggleRolePrivilege(privileges, entityName, privilegeType, event.target.checked))
                    }
                    slotProps={{ input: { 'aria-label': `${privilegeType} ${entityName}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
