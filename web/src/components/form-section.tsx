import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  /** The heading's id: the section is labelled by it. */
  headingId: string;
  title: string;
  gap?: number;
  /** 0 lets a wide child (a table) scroll inside the dialog rather than widen it. */
  minWidth?: number;
  children: ReactNode;
}

/** A titled part of a form (a dialog's list of rows, a table): a section named by its heading. */
export function FormSection({ headingId, title, gap = 1.5, minWidth, children }: Props) {
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap, minWidth }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
