import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PlanFact {
  label: string;
  value: ReactNode;
}

/**
 * A plan's label: value facts (school, class, subject, dates, created by…) as a description list, in order; '-'
 * for a missing value. One column, or two pairs a row from the small breakpoint on (`columns={2}`).
 */
export function PlanFacts({ facts, columns = 1 }: { facts: PlanFact[]; columns?: 1 | 2 }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns:
          columns === 2 ? { xs: 'auto minmax(0, 1fr)', sm: 'repeat(2, auto minmax(0, 1fr))' } : 'auto minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.75,
      }}
    >
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
