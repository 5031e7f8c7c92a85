import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { type PlanFact, PlanFacts } from './plan-facts';

/**
 * Pieces of the unit and lesson plan detail pages: their summary card, tabs and the placeholder of the plan forms.
 * The status chip, dates, facts and explained buttons are in their own files of this folder.
 */

export type SummaryLine = PlanFact;

/** The plan's card on the left of its page (above the content on small screens): its name and its facts. */
export function PlanSummaryCard({
  titleId,
  title,
  lines,
  children,
}: {
  titleId: string;
  title: string;
  lines: SummaryLine[];
  children?: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2.5, minWidth: 0 }}>
      <Typography id={titleId} component="h2" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <PlanFacts facts={lines} />
      </Box>
      {children}
    </Paper>
  );
}

export interface PlanTab {
  key: string;
  label: string;
  content: ReactNode;
}

/** The tabs of a plan's page with their panels (the first one open). */
export function PlanTabs({ label, tabs }: { label: string; tabs: PlanTab[] }) {
  const [open, setOpen] = useState(0);
  const baseId = useId();
  const idOf = (index: number) => `${baseId}-${index}`;
  return (
    <>
      <Tabs
        value={open}
        onChange={(_event, index: number) => setOpen(index)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab, index) => (
          <Tab key={tab.key} label={tab.label} id={`${idOf(index)}-tab`} aria-controls={`${idOf(index)}-panel`} />
        ))}
      </Tabs>
      {tabs.map((tab, index) => (
        <Box
          key={tab.key}
          role="tabpanel"
          id={`${idOf(index)}-panel`}
          aria-labelledby={`${idOf(index)}-tab`}
          hidden={index !== open}
        >
          {index === open && tab.content}
        </Box>
      ))}
    </>
  );
}

/** An honest placeholder for a part of the plan that the plan forms (the next release) bring. */
export function ComingWithFormsPanel({ what }: { what: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {what}
      </Typography>
      <Typography color="text.secondary">
        {what} arrives with the plan forms in the next release. Until then this plan's details, lessons and consents are
        managed here.
      </Typography>
    </Paper>
  );
}
