import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { GoalWindow } from '@school/contract/goals/goal-rules';

/** Today as the server reads a window (YYYY-MM-DD of its UTC date: docs/decisions/goals.md). */
export const todayOfServer = () => new Date().toISOString().slice(0, 10);

/** Where today falls against a window. */
export type WindowPhase = 'open' | 'upcoming' | 'closed';

export const phaseOf = (window: GoalWindow, open: boolean, today: string): WindowPhase =>
  open ? 'open' : today < window.start ? 'upcoming' : 'closed';

const LABELS: Record<WindowPhase, string> = { open: 'Open today', upcoming: 'Not open yet', closed: 'Closed' };

/**
 * Whether a window is open today, as a chip: green when open. `message` (the contract's goalWindowStatus sentence,
 * for the windows the server enforces) is its tooltip and its accessible description.
 */
export function WindowChip({ phase, message }: { phase: WindowPhase; message?: string }) {
  const chip = (
    <Chip
      size="small"
      label={LABELS[phase]}
      color={phase === 'open' ? 'success' : 'default'}
      variant={phase === 'open' ? 'filled' : 'outlined'}
      tabIndex={message ? 0 : undefined}
    />
  );
  return message ? (
    <Tooltip title={message} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
