import AccordionDetails from '@mui/material/AccordionDetails';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';

interface Props {
  /** The id of the details, named by the accordion summary's aria-controls. */
  id: string;
  number: number;
  /** The first tab: Goal Setup (the setter's) or Goal Review (the reviewer's). */
  firstTab: string;
  /** Its content. */
  children: ReactNode;
  feedbackOpen: boolean;
  /** Why Goal Feedback is disabled, shown under the tabs while it is. */
  feedbackClosedMessage: string;
  /** The Goal Feedback tab's content: the goal's evidence. */
  feedback?: ReactNode;
}

/**
 * An expanded goal's tabs, the setter's and the reviewer's: the first tab, and Goal Feedback,
 * disabled with its reason until feedback opens.
 */
export function GoalTabs({ id, number, firstTab, children, feedbackOpen, feedbackClosedMessage, feedback }: Props) {
  const baseId = useId();
  const [tab, setTab] = useState(0);
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  return (
    <AccordionDetails id={id}>
      <Tabs
        value={tab}
        onChange={(_event, index: number) => setTab(index)}
        aria-label={`Goal ${number}`}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label={firstTab} id={tabId(0)} aria-controls={panelId(0)} />
        <Tab label="Goal Feedback" id={tabId(1)} aria-controls={panelId(1)} disabled={!feedbackOpen} />
      </Tabs>
      {!feedbackOpen && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {feedbackClosedMessage}
        </Typography>
      )}
      <Box role="tabpanel" id={panelId(0)} aria-labelledby={tabId(0)} hidden={tab !== 0}>
        {children}
      </Box>
      <Box role="tabpanel" id={panelId(1)} aria-labelledby={tabId(1)} hidden={tab !== 1}>
        {tab === 1 && feedback}
      </Box>
    </AccordionDetails>
  );
}
