import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GoalFeedback } from '@school/contract/schemas/goals/goal-year';
import { useState } from 'react';
import { ExplainedButton } from '../../../../components/explained-button';
import { AskPeersDialog } from './ask-peers-dialog';
import { FeedbackStateChip } from './feedback-state-chip';

/**
 * A SELF feedback's peers, for the setter's reviewers: who was asked for this frequency and how far each is, and
 * 'Ask peers', enabled while the server allows more (abilities.requestPeers) and otherwise showing its reason.
 * Hidden from the setter (the server sends no peers and no decisions).
 */
export function FeedbackPeers({ feedback }: { feedback: GoalFeedback }) {
  const [asking, setAsking] = useState(false);
  const { requestPeers, decisions } = feedback.abilities;
  // Only a reviewer can decide or ask: the setter's own view has neither, and no peers list.
  const reviewerView = feedback.peers.length > 0 || requestPeers.allowed || decisions.length > 0;
  if (!reviewerView) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle2">
        Peers ({feedback.peers.length})
      </Typography>
      {feedback.peers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No peer asked yet.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Peers of ${feedback.period}`} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {feedback.peers.map(({ feedbackId, peer, state }) => (
            <Box component="li" key={feedbackId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 0.5 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {peer.name}
              </Typography>
              <FeedbackStateChip state={state} />
            </Box>
          ))}
        </Box>
      )}
      <Box>
        <ExplainedButton
          variant="outlined"
          disabledReason={requestPeers.reason}
          reasonShown="beside"
          onClick={() => setAsking(true)}
        >
          Ask peers
        </ExplainedButton>
      </Box>
      {asking && <AskPeersDialog feedback={feedback} onClose={() => setAsking(false)} />}
    </Box>
  );
}
