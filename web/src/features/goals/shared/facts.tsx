import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Label: value lines as a description list. `keepLines` keeps the values' line breaks (text the user typed).
 */
export function Facts({ facts, keepLines }: { facts: [label: string, value: ReactNode][]; keepLines?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, ...(keepLines && { whiteSpace: 'pre-wrap' }), overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Typed text as Label: value lines, line breaks kept; '-' for an empty value. */
export function ReadFacts({ facts }: { facts: [label: string, value: string | null][] }) {
  return <Facts keepLines facts={facts.map(([label, value]) => [label, value || '-'])} />;
}
