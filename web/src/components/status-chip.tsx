import Chip from '@mui/material/Chip';
import { STATUS_LABELS, type Status } from '@school/contract/constants';

/** The palette colours a status chip may take. */
export type StatusChipColour = 'success' | 'warning' | 'error' | 'info' | 'default';

const COLOURS: Record<Status, StatusChipColour> = {
  ACTIVE: 'success',
  INACTIVE: 'default',
  COMPLETED: 'info',
};

/**
 * A record's status: ACTIVE green and filled, the others outlined. Outlined chips use the dark
 * shade of their colour: the plain shades on white (MUI's info blue: 3.85:1) fail the contrast of WCAG AA.
 * `colours` gives another table (the plans' colours).
 */
export function StatusChip({
  status,
  colours = COLOURS,
}: {
  status: string;
  colours?: Record<Status, StatusChipColour>;
}) {
  const known = status in STATUS_LABELS ? (status as Status) : undefined;
  const colour = known ? colours[known] : 'default';
  const filled = known === 'ACTIVE';
  return (
    <Chip
      size="small"
      label={known ? STATUS_LABELS[known] : status}
      color={colour}
      variant={filled ? 'filled' : 'outlined'}
      sx={filled || colour === 'default' ? undefined : { color: `${colour}.dark`, borderColor: `${colour}.dark` }}
    />
  );
}
