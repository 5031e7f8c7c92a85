import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's code or data loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh', width: '100%' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
