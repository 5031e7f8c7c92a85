import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useId } from 'react';

/**
 * A button that may be unavailable for a reason the user should learn (a plan's Download until its forms exist,
 * Submit before every consent, a goal setting's Submit For Review the server refuses…): it stays focusable, says it
 * is disabled (aria-disabled), does nothing and gives the reason as its accessible description, shown as its tooltip
 * or, with `reasonShown="beside"`, as text beside it.
 */
export function ExplainedButton({
  disabledReason,
  reasonShown = 'tooltip',
  onClick,
  children,
  ...props
}: Omit<ButtonProps, 'disabled' | 'onClick'> & {
  disabledReason?: string | null;
  reasonShown?: 'tooltip' | 'beside';
  onClick?: () => void;
}) {
  const reasonId = useId();
  if (!disabledReason) {
    return (
      <Button {...props} onClick={onClick}>
        {children}
      </Button>
    );
  }
  const disabledProps = {
    ...props,
    'aria-disabled': 'true' as const,
    onClick: (event: MouseEvent) => event.preventDefault(),
    sx: { ...props.sx, opacity: 0.6, cursor: 'not-allowed' },
  };
  if (reasonShown === 'beside') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button {...disabledProps} aria-describedby={reasonId}>
          {children}
        </Button>
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ flex: '1 1 14rem' }}>
          {disabledReason}
        </Typography>
      </Box>
    );
  }
  return (
    <Tooltip title={disabledReason} describeChild>
      <Button {...disabledProps}>{children}</Button>
    </Tooltip>
  );
}
