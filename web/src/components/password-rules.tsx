import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_RULES } from '@school/contract/schemas/auth';

/** The password policy, shown beside every new-password field. */
export function PasswordRules({ id }: { id: string }) {
  return (
    <Box id={id} sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        The password must have:
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
        {PASSWORD_RULES.map((rule) => (
          <Typography
            component="li"
            variant="body2"
            key={rule}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
          >
            <CheckCircleOutlinedIcon sx={{ fontSize: 16, color: 'primary.main' }} aria-hidden />
            {rule}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
