import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { passwordRuleStates } from '@school/contract/schemas/password-policy';
import { useCommonPassword } from '../lib/password-check';
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
