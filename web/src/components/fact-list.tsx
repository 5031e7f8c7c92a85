import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Label: value facts as a description list, in order; '-' for a missing value. The caller's `sx` sets the grid's
 * columns and row gap (a card's narrow label column, a plan's two pairs a row).
 */
export function FactList({ facts, sx }: { facts: readonly Fact[]; sx?: SxProps<Theme> }) {
  return (
    <Box component="dl" sx={[{ m: 0, display: 'grid', columnGap: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value ?? '-'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
