import Chip from '@mui/material/Chip';
import { STATUS_LABELS, type Status } from '@school/contract/constants';

const COLOURS: Record<Status, 'success' | 'default' | 'info'> = {
  ACTIVE: 'success',
  INACTIVE: 'default',
  COMPLETED: 'info',
};

/** A record's status: ACTIVE green (spec 000 section 9). */
export function StatusChip({ status }: { status: string }) {
  const known = status in STATUS_LABELS ? (status as Status) : undefined;
  return (
    <Chip
      size="small"
      label={known ? STATUS_LABELS[known] : status}
      color={known ? COLOURS[known] : 'default'}
      variant={known === 'ACTIVE' ? 'filled' : 'outlined'}
    />
  );
}
