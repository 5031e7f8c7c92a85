import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

/**
 * A button of a plan's screen that may be unavailable for a reason the user should learn (Download until the plan
 * forms exist, Submit before every consent…): it stays focusable, says it is disabled (aria-disabled), does nothing
 * and shows the reason as its tooltip and accessible description.
 */
export function ExplainedButton({
  disabledReason,
  onClick,
  children,
  ...props
}: Omit<ButtonProps, 'disabled' | 'onClick'> & { disabledReason?: string; onClick?: () => void }) {
  if (!disabledReason) {
    return (
      <Button {...props} onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <Tooltip title={disabledReason} describeChild>
      <Button
        {...props}
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        sx={{ ...props.sx, opacity: 0.6, cursor: 'not-allowed' }}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
