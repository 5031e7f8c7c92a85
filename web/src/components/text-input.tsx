import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useState } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'error' | 'label' | 'inputProps' | 'endAdornment'> & {
  id: string;
  label: string;
  /** The field's error message; the field shows as invalid while there is one. */
  error?: string;
  helperText?: ReactNode;
  /** Id of extra help announced with the field (for example the password rules). */
  describedBy?: string;
};

/**
 * A labelled outlined text field with its error or help below it; a password field gets a button that
 * shows or hides what was typed. Built from the input parts rather than TextField, which would bring the
 * select menu's code into every form.
 */
export function TextInput({
  id,
  label,
  type,
  error,
  helperText,
  describedBy,
  required,
  disabled,
  size,
  sx,
  className,
  fullWidth = true,
  ...inputProps
}: TextInputProps) {
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const helperId = `${id}-helper-text`;
  const message = error ?? helperText;
  const describedByIds = [message ? helperId : undefined, describedBy].filter(Boolean).join(' ') || undefined;

  const toggle = isPassword ? (
    <InputAdornment position="end">
      <IconButton
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        onMouseDown={(event) => event.preventDefault()}
        edge="end"
      >
        {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  ) : undefined;

  return (
    <FormControl
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      error={error !== undefined}
      size={size}
      sx={sx}
      className={className}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        label={label}
        type={isPassword && visible ? 'text' : type}
        endAdornment={toggle}
        inputProps={{ 'aria-describedby': describedByIds }}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
