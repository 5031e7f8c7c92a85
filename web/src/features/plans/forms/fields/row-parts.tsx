import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FORM_SCREEN_MESSAGES } from '@school/contract/plan-forms/form-screen-messages';
import { useMessagesUnder, useOwnMessage } from './use-form-field';

/**
 * A list of rows (teaching learning material, strategies, outcomes, main content): a fieldset whose legend is the
 * list's label, its help or error below it, the rows, then the Add button.
 */
export function RowList({
  id,
  label,
  helper,
  error,
  count,
  addLabel,
  onAdd,
  disabled,
  children,
  level = 'field',
}: {
  id: string;
  label: string;
  helper?: string;
  error?: string;
  count: number;
  addLabel: string;
  onAdd: () => void;
  disabled?: boolean;
  children: ReactNode;
  /** A list inside a row (the TLM of a main-content row) reads smaller. */
  level?: 'field' | 'nested';
}) {
  const helperId = `${id}-helper`;
  const message = error ?? helper;
  return (
    <Box
      component="fieldset"
      aria-describedby={message ? helperId : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography
        component="legend"
        variant={level === 'field' ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: 600, p: 0, mb: message ? 0 : 1 }}
      >
        {label}
      </Typography>
      {message && (
        <FormHelperText id={helperId} error={error !== undefined} sx={{ mt: -1, mx: 0 }}>
          {message}
        </FormHelperText>
      )}
      {count === 0 && (
        <Typography variant="body2" color="text.secondary">
          {FORM_SCREEN_MESSAGES.noRows}
        </Typography>
      )}
      {children}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd} disabled={disabled}>
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}

/** Remove, and for a list in order move up and down (disabled at the ends), for one row ('Main content row 2'). */
export function RowActions({
  rowLabel,
  onRemove,
  reorder,
  disabled,
}: {
  rowLabel: string;
  onRemove: () => void;
  reorder?: { onUp?: () => void; onDown?: () => void };
  disabled?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', flexShrink: 0 }}>
      {reorder && (
        <>
          <IconButton aria-label={`Move ${rowLabel} up`} onClick={reorder.onUp} disabled={disabled || !reorder.onUp}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={`Move ${rowLabel} down`}
            onClick={reorder.onDown}
            disabled={disabled || !reorder.onDown}
          >
            <ArrowDownwardIcon />
          </IconButton>
        </>
      )}
      <IconButton aria-label={`Remove ${rowLabel}`} onClick={onRemove} disabled={disabled}>
        <DeleteOutlinedIcon />
      </IconButton>
    </Box>
  );
}

/**
 * The messages of a row that no cell shows: the row's own ('expected an object') and its id's (an outcome of another
 * unit plan), below the row.
 */
export function RowMessages({ rowPath }: { rowPath: string }) {
  const own = useOwnMessage(rowPath);
  const ofId = useMessagesUnder(`${rowPath}.id`);
  const text = [own, ofId].filter(Boolean).join(' ');
  if (!text) return null;
  return (
    <FormHelperText error sx={{ gridColumn: '1 / -1', m: 0 }}>
      {text}
    </FormHelperText>
  );
}
