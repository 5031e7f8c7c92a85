import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PLAN_MESSAGES } from '@school/contract/plan-messages';
import type { ReactNode } from 'react';
import { CardGrid } from '../../../components/card-grid';

/**
 * The one tab of an annual or tier plan's page with its records ('Tier Plans (2)', 'Unit Plans (3)'): their cards
 * in a grid, or 'No Data available'.
 */
export function PlanRecordsTab({
  idPrefix,
  label,
  tabLabel,
  count,
  children,
}: {
  /** Makes the tab's and panel's ids: `${idPrefix}-tab`, `${idPrefix}-panel`. */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  tabLabel: string;
  count: number;
  /** The cards. */
  children: ReactNode;
}) {
  return (
    <>
      <Tabs value={0} aria-label={label} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab label={`${tabLabel} (${count})`} id={`${idPrefix}-tab`} aria-controls={`${idPrefix}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab`}>
        {count === 0 ? (
          <Typography color="text.secondary">{PLAN_MESSAGES.noData}</Typography>
        ) : (
          <CardGrid>{children}</CardGrid>
        )}
      </Box>
    </>
  );
}
