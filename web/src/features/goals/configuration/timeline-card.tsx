import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type GoalWindowKind, goalWindowStatus } from '@school/contract/goals/goal-rules';
import type { GoalTimeline } from '@school/contract/schemas/goals/goal-configuration';
import type { ReactNode } from 'react';
import { RecordCard } from '../../../components/record-card';
import { formatDisplayDate } from '../../../lib/dates';
import { phaseOf, WindowChip } from './window-chip';

/** A window's dates (DD-MM-YYYY to DD-MM-YYYY, a date never broken at its hyphens) and whether it is open today. */
function WindowLine({ start, end, chip }: { start: string; end: string; chip: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <span>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDisplayDate(start)}
        </Box>{' '}
        to{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDisplayDate(end)}
        </Box>
      </span>
      {chip}
    </Box>
  );
}

/** A window the server enforces (setup, review): its chip follows the contract's goalWindowStatus. */
function EnforcedWindow({
  kind,
  timeline,
  start,
  end,
  today,
}: {
  kind: GoalWindowKind;
  timeline: GoalTimeline;
  start: string;
  end: string;
  today: string;
}) {
  const status = goalWindowStatus(kind, timeline.academicCalendar, { start, end }, today);
  return (
    <WindowLine
      start={start}
      end={end}
      chip={<WindowChip phase={phaseOf({ start, end }, status.open, today)} message={status.message} />}
    />
  );
}

/** A feedback window (self or peer): open from its start to its end day, both included. */
function FeedbackWindow({ start, end, today }: { start: string; end: string; today: string }) {
  const open = start <= today && today <= end;
  return <WindowLine start={start} end={end} chip={<WindowChip phase={phaseOf({ start, end }, open, today)} />} />;
}

/** One feedback window of a frequency as a term of its description list: 'Self' or 'Peer', then its dates. */
function FeedbackTerm({ label, ...window }: { label: string; start: string; end: string; today: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        <FeedbackWindow {...window} />
      </Typography>
    </>
  );
}

/** The windows the server enforces, in the card's order: a timeline's fields for each. */
const ENFORCED_WINDOWS = [
  { label: 'Goal setup', kind: 'setup', start: 'goalSetupStartDate', end: 'goalSetupEndDate' },
  { label: 'Goal review', kind: 'review', start: 'goalReviewStartDate', end: 'goalReviewEndDate' },
] as const;

/**
 * A goal timeline as a card: its period (A.Y. 2026-2027), the goal setup and goal review windows, and each feedback
 * frequency with its self and peer windows, every window with a chip saying whether it is open today. The edit icon
 * (UPDATE) is how a window is extended.
 */
export function TimelineCard({
  timeline,
  today,
  onEdit,
}: {
  timeline: GoalTimeline;
  today: string;
  onEdit?: () => void;
}) {
  const name = timeline.academicCalendarName || timeline.academicCalendar;
  return (
    <RecordCard
      title={name}
      onEdit={onEdit}
      editLabel={`Edit the goal timeline of ${name}`}
      details={ENFORCED_WINDOWS.map((window) => ({
        label: window.label,
        value: (
          <EnforcedWindow
            kind={window.kind}
            timeline={timeline}
            start={timeline[window.start]}
            end={timeline[window.end]}
            today={today}
          />
        ),
      }))}
    >
      <CardContent sx={{ pt: 0 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
          Feedback frequencies
        </Typography>
        {timeline.feedbackFrequencies.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {timeline.feedbackFrequencies.map((frequency) => (
              <Box component="li" key={frequency.id}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {frequency.frequencyLabel}
                </Typography>
                <Box
                  component="dl"
                  sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
                >
                  <FeedbackTerm
                    label="Self"
                    start={frequency.selfFeedbackStartDate}
                    end={frequency.selfFeedbackEndDate}
                    today={today}
                  />
                  <FeedbackTerm
                    label="Peer"
                    start={frequency.peerFeedbackStartDate}
                    end={frequency.peerFeedbackEndDate}
                    today={today}
                  />
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </RecordCard>
  );
}
