import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { passwordRuleStates } from '@school/contract/schemas/password-policy';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useCommonPassword } from '../lib/password-check';
import { FormTextField } from './form-text-field';
import { visuallyHidden } from './visually-hidden';

/**
 * The password policy, shown beside every new-password field; each rule is ticked as soon as what was typed
 * meets it, the common-password rule once the server has said so. Screen readers hear 'met' or 'not met' with each
 * rule (the list describes the field).
 */
export function PasswordRules({ id, password = '' }: { id: string; password?: string }) {
  const common = useCommonPassword(password);
  return (
    <Box id={id} sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        The password must have:
      </Typography>
      <Box
        component="ul"
        aria-label="Password rules"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}
      >
        {passwordRuleStates(password, common).map((rule) => (
          <Typography
            component="li"
            variant="body2"
            key={rule.label}
            data-met={rule.met}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: rule.met ? 'success.dark' : 'text.secondary' }}
          >
            {rule.met ? (
              <CheckCircleIcon sx={{ fontSize: 16, color: 'success.main' }} aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon sx={{ fontSize: 16, color: 'text.secondary' }} aria-hidden />
            )}
            {rule.label}
            <Box component="span" sx={visuallyHidden}>
              {rule.met ? ' (met)' : ' (not met)'}
            </Box>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

interface NewPasswordProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The input's id; the field's name when not given. */
  id?: string;
  /** The rules below the field, describing it; a confirmation of the password goes without. */
  withRules?: boolean;
}

/** A required new-password field (browsers offer to generate one there) with the password rules below it. */
export function NewPasswordField<T extends FieldValues>({
  control,
  name,
  label,
  id = name,
  withRules = true,
}: NewPasswordProps<T>) {
  const password: unknown = useWatch({ control, name });
  const rulesId = `${id}-rules`;
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        id={id}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        describedBy={withRules ? rulesId : undefined}
      />
      {withRules && <PasswordRules id={rulesId} password={typeof password === 'string' ? password : ''} />}
    </>
  );
}
