import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { GOAL_MESSAGES, commentAge } from '@school/contract/goals/goal-rules';
import type { ReviewComment } from '@school/contract/schemas/goals/goal-setting';
import { GOAL_REVIEW_STATE_LABELS } from '@school/contract/workflows/goal-review';
import { useEffect, useState } from 'react';
import { formatDisplayDateTime } from '../../../lib/dates';

/** Ages are read against a clock that moves on while the timeline is shown ('4m' becomes '5m'). */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** One comment as the timeline shows it (a review comment, a feedback comment). */
export interface TimelineEntry {
  id: number;
  author: string;
  /** The state it was written in, as its label. */
  stateLabel: string;
  text: string;
  createdOn: string;
}

const newestFirst = (a: TimelineEntry, b: TimelineEntry) =>
  new Date(b.createdOn).getTime() - new Date(a.createdOn).getTime() || b.id - a.id;

/**
 * The Comments and Review Comments timeline: every comment with its author, the review state
 * it was written in, its text and its age (s, m, h, d, mo, y). Newest first: the comment that sent goals back is
 * the one a setter opens the dialog for. 'No Comments' when there are none.
 */
export function CommentsTimeline({ comments }: { comments: readonly ReviewComment[] }) {
  return (
    <TimelineEntries
      entries={comments.map((comment) => ({
        id: comment.id,
        author: comment.createdByName || comment.createdBy || '-',
        stateLabel: GOAL_REVIEW_STATE_LABELS[comment.reviewState],
        text: comment.reviewComment,
        createdOn: comment.createdOn,
      }))}
    />
  );
}

/** The timeline itself, for any kind of comment (the feedback's comments use it too). */
export function TimelineEntries({ entries: comments }: { entries: readonly TimelineEntry[] }) {
  const now = useNow();
  if (comments.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {GOAL_MESSAGES.noComments}
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label="Comments" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {[...comments].sort(newestFirst).map((comment, index, sorted) => (
        <Box
          component="li"
          key={comment.id}
          sx={{ position: 'relative', pl: 3, pb: index === sorted.length - 1 ? 0 : 2.5 }}
        >
          {/* The timeline's dot and the line to the next comment. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 4,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            }}
          />
          {index < sorted.length - 1 && (
            <Box aria-hidden sx={{ position: 'absolute', left: 8, top: 20, bottom: 0, width: 2, bgcolor: 'divider' }} />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography component="span" variant="subtitle2">
              {comment.author}
            </Typography>
            <Chip size="small" variant="outlined" label={comment.stateLabel} />
            <Typography
              component="time"
              variant="caption"
              color="text.secondary"
              dateTime={comment.createdOn}
              title={formatDisplayDateTime(comment.createdOn)}
              sx={{ ml: 'auto' }}
            >
              {commentAge(comment.createdOn, now)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
