import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Button, { type ButtonProps } from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  PLAN_MESSAGES,
  PLAN_STATUS_COLOURS,
  PLAN_STATUS_LABELS,
  type PlanStatusColour,
} from '@school/contract/plan-messages';
import type { PlanStatus } from '@school/contract/workflows/plan-status';
import { type ReactNode, useId, useState } from 'react';

/**
 * Pieces of the unit and lesson plan detail pages (web3). The list helper (web1) owns the other files of
 * this folder; these have their own names so both merge.
 */

/** A plan date (YYYY-MM-DD) as the spec shows it: DD-MM-YYYY; '-' when there is none. */
export function dayMonthYear(date: string | null | undefined): string {
  if (!date) return '-';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date;
}

/** A timestamp as 'DD-MM-YYYY HH:MM' in the user's time zone (when a consent was given). */
export function dayMonthYearTime(timestamp: string | null | undefined): string {
  if (!timestamp) return '-';
  const when = new Date(timestamp);
  if (Number.isNaN(when.getTime())) return timestamp;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(when.getDate())}-${two(when.getMonth() + 1)}-${when.getFullYear()} ${two(when.getHours())}:${two(when.getMinutes())}`;
}

export interface SummaryLine {
  label: string;
  value: ReactNode;
}

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
      <Box
        component="dl"
        sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}
      >
        {lines.map((line) => (
          <Box key={line.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: '2px' }}>
              {line.label}
            </Typography>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {line.value ?? '-'}
            </Box>
          </Box>
        ))}
      </Box>
      {children}
    </Paper>
  );
}

/**
 * A button of a plan's page that may be unavailable for a reason the user should learn: it stays focusable,
 * says it is disabled (aria-disabled) and shows the reason as its tooltip and accessible description.
 */
export function ExplainedButton({
  disabledReason,
  onClick,
  children,
  ...props
}: Omit<ButtonProps, 'disabled'> & { disabledReason?: string; onClick: () => void }) {
  if (!disabledReason) {
    return (
      <Button {...props} onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <Tooltip title={disabledReason} describeChild>
      <Button
        {...props}
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        sx={{ ...props.sx, opacity: 0.55, cursor: 'not-allowed' }}
      >
        {children}
      </Button>
    </Tooltip>
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

/**
 * A plan's status chip. Outlined chips (every status but ACTIVE) use the dark shade of their colour: the plain
 * info blue on white fails the contrast of WCAG AA (3.85:1). Lesson cards pass the spec's second colour table.
 */
export function PlanStatusChip({
  status,
  colours = PLAN_STATUS_COLOURS,
}: {
  status: PlanStatus;
  colours?: Record<PlanStatus, PlanStatusColour>;
}) {
  const colour = colours[status];
  const filled = status === 'ACTIVE';
  return (
    <Chip
      size="small"
      label={PLAN_STATUS_LABELS[status]}
      color={colour}
      variant={filled ? 'filled' : 'outlined'}
      sx={filled || colour === 'default' ? undefined : { color: `${colour}.dark`, borderColor: `${colour}.dark` }}
    />
  );
}

/**
 * Download of a plan as PDF: the next release brings the PDFs, so the button is there, disabled, and says so.
 * On small screens it reads 'Download' (spec 001 section 2).
 */
export function PlanDownloadButton({ label }: { label: string }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <ExplainedButton
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabledReason={PLAN_MESSAGES.downloadComingNext}
      aria-label={label}
      onClick={() => undefined}
    >
      {small ? 'Download' : label}
    </ExplainedButton>
  );
}
