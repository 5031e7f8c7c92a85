import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The goal's text cut to one line with an ellipsis (the setter's), or clamped to two lines (the reviewer's). */
const TEXT_SX = {
  ellipsis: { textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  twoLines: { overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' },
} as const;

interface Props {
  /**
   * The summary's id and the id of the content it controls: props of this element itself, as the Accordion reads
   * them from its first child to label its region.
   */
  id: string;
  'aria-controls': string;
  number: number;
  text: string;
  weightage: number | string;
  cut: keyof typeof TEXT_SX;
  /** Shown after the weightage ('Not saved'). */
  children?: ReactNode;
}

/**
 * A goal's accordion summary, the setter's and the reviewer's: Goal n, its text, its weightage. The text must not
 * widen the page (360 px): the summary shrinks to the screen and the text is cut.
 */
export function GoalSummary({ id, 'aria-controls': controls, number, text, weightage, cut, children }: Props) {
  return (
    <AccordionSummary
      expandIcon={<ExpandMoreIcon />}
      aria-controls={controls}
      id={id}
      sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0, width: '100%' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Goal {number}
        </Typography>
        <Typography component="span" sx={{ flex: '1 1 12rem', minWidth: 0, overflow: 'hidden', ...TEXT_SX[cut] }}>
          {text}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          Weightage {weightage}
        </Typography>
        {children}
      </Box>
    </AccordionSummary>
  );
}
