import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { ScrollableTabs } from '../../../components/scrollable-tabs';
import { type PlanFact, PlanFacts } from './plan-facts';

/**
 * Pieces of the unit and lesson plan detail pages: their summary card and tabs.
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

/**
 * The tabs of a plan's page with their panels (the first one open). The page may hold the open tab itself
 * (`open`, `onOpenChange`), to go back to the first one after a form is submitted.
 */
export function PlanTabs({
  label,
  tabs,
  open: heldOpen,
  onOpenChange,
}: {
  label: string;
  tabs: PlanTab[];
  open?: number;
  onOpenChange?: (index: number) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(0);
  const open = heldOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const baseId = useId();
  const panelIdOf = (key: string) => `${baseId}-${key}-panel`;
  return (
    <>
      <ScrollableTabs
        tabs={tabs.map((tab) => ({ value: tab.key, label: tab.label }))}
        value={tabs[open]?.key ?? ''}
        onChange={(key) => setOpen(tabs.findIndex((tab) => tab.key === key))}
        label={label}
        idPrefix={baseId}
        panelIdOf={panelIdOf}
      />
      {tabs.map((tab, index) => (
        <Box
          key={tab.key}
          role="tabpanel"
          id={panelIdOf(tab.key)}
          aria-labelledby={`${baseId}-${tab.key}`}
          hidden={index !== open}
        >
          {index === open && tab.content}
        </Box>
      ))}
    </>
  );
}
