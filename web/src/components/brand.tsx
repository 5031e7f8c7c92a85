import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '../lib/document-title';

/** The product's mark and name. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32, flexShrink: 0 }} />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.125rem',
          color: inverted ? 'common.white' : 'primary.main',
          whiteSpace: 'nowrap',
        }}
      >
        {APP_NAME}
      </Typography>
    </Box>
  );
}
