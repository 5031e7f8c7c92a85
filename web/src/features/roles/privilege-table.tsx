import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ENTITY_LABELS,
  ENTITY_NAMES,
  type EntityName,
  PRIVILEGE_TYPES,
  type PrivilegeType,
} from '@school/contract/access';
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

/** The accessible name of one box, the same in both layouts: 'Read List of values'. */
const boxLabel = (entityName: EntityName, privilegeType: PrivilegeType) =>
  `${TYPE_LABELS[privilegeType]} ${ENTITY_LABELS[entityName]}`;

/**
 * The entities × Read, Create, Update, Delete of the Role Privileges form: a table on wider screens and,
 * on a phone, one group per entity with its four labelled boxes, so all four fit without sideways
 * scrolling. Ticking Create, Update or Delete ticks Read; unticking Read unticks them (contract
 * toggleRolePrivilege).
 */
export function PrivilegeTable({ control, disabled }: { control: Control<RoleInput>; disabled?: boolean }) {
  const theme = useTheme();
  const perEntity = useMediaQuery(theme.breakpoints.down('sm'));
  const { field } = useController({ control, name: 'privileges' });
  const privileges = field.value ?? [];
  const { data, isPending, isError } = useQuery(privilegesQuery);
  // A privilege the server does not know cannot be granted; until the list arrives nothing can be ticked.
  const available = new Set(
    (data?.content ?? []).map((privilege) => `${privilege.entityName}:${privilege.privilegeType}`),
  );

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading privileges" />
      </Box>
    );
  }

  function renderBox(entityName: EntityName, privilegeType: PrivilegeType) {
    return (
      <Checkbox
        checked={privileges.some(
          (privilege) => privilege.entityName === entityName && privilege.privilegeType === privilegeType,
        )}
        disabled={disabled || !(isError || available.has(`${entityName}:${privilegeType}`))}
        onChange={(event) =>
          field.onChange(toggleRolePrivilege(privileges, entityName, privilegeType, event.target.checked))
        }
        slotProps={{ input: { 'aria-label': boxLabel(entityName, privilegeType) } }}
      />
    );
  }

  if (perEntity) {
    return (
      <Box role="region" aria-label="Privileges by entity">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {ENTITY_NAMES.map((entityName) => (
            <Box
              component="li"
              key={entityName}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}
            >
              <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600 }}>
                  {ENTITY_LABELS[entityName]}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
                  {PRIVILEGE_TYPES.map((privilegeType) => (
                    <FormControlLabel
                      key={privilegeType}
                      control={renderBox(entityName, privilegeType)}
                      label={TYPE_LABELS[privilegeType]}
                      sx={{ m: 0, minWidth: 0 }}
                    />
                  ))}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    );
  }

  return (
    <Box
      role="region"
      aria-label="Privileges by entity"
      sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Entity</TableCell>
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
              <TableCell component="th" scope="row">
                {ENTITY_LABELS[entityName]}
              </TableCell>
              {PRIVILEGE_TYPES.map((privilegeType) => (
                <TableCell key={privilegeType} align="center" padding="checkbox">
                  {renderBox(entityName, privilegeType)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
