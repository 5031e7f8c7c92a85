import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { STATUS_LABELS, type Status } from '@school/contract/constants';
import { PLAN_STATUS_COLOURS, type PlanStatusColour } from '@school/contract/plan-messages';
import type { ReactNode } from 'react';

/*
 * Small pieces of the annual and tier plan screens. (web1's features/plans/shared may hold the same for the lists;
 * these are kept here so the two branches merge without touching each other's files.)
 */

/** A plan date (YYYY-MM-DD) as the screens show it: DD-MM-YYYY (spec 001 section 5). */
export function planDate(date: string | null | undefined): string {
  if (!date) return '-';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date;
}

/** MUI's default info blue carries white text at 3.85:1 only: the theme's primary blue is read instead. */
const readable = (colour: PlanStatusColour) => (colour === 'info' ? 'primary' : colour);

/** A plan's status with the colours of the spec's first reading (contract/plan-messages). */
export function PlanStatusChip({ status }: { status: string }) {
  const known = status in STATUS_LABELS ? (status as Status) : undefined;
  return (
    <Chip
      size="small"
      label={known ? STATUS_LABELS[known] : status}
      color={known ? readable(PLAN_STATUS_COLOURS[known]) : 'default'}
      variant={known === 'INACTIVE' ? 'outlined' : 'filled'}
    />
  );
}

/** Label: value lines of a plan card, as a description list. */
export function PlanFacts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value ?? '-'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A button that cannot act yet, for a reason the user should learn (Download, until the plan forms exist): it stays
 * focusable (aria-disabled) so its tooltip can be read, and does nothing.
 */
export function ExplainedDisabledButton({
  reason,
  children,
  ...props
}: Omit<ButtonProps, 'onClick' | 'disabled'> & { reason: string }) {
  return (
    <Tooltip title={reason} describeChild>
      <Button
        {...props}
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        sx={{ opacity: 0.6, cursor: 'not-allowed', ...props.sx }}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

interface OutlineTopic {
  id: number;
  name: string;
  subTopics: { id: number; name: string }[];
}

/** Topics in order with their sub topics (read mode); at most `limit` topics when given. */
export function TopicOutline({ topics, label, limit }: { topics: OutlineTopic[]; label: string; limit?: number }) {
  if (topics.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No topics yet.
      </Typography>
    );
  }
  const shown = limit === undefined ? topics : topics.slice(0, limit);
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }} aria-label={label}>
      {shown.map((topic) => (
        <li key={topic.id}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {topic.name}
          </Typography>
          {limit === undefined && topic.subTopics.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {topic.subTopics.map((subTopic) => (
                <Typography component="li" variant="body2" key={subTopic.id} sx={{ overflowWrap: 'anywhere' }}>
                  {subTopic.name}
                </Typography>
              ))}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}
