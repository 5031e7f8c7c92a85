import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@school/contract/constants';
import { GOAL_FEEDBACK_TYPE_LABELS } from '@school/contract/workflows/goal-feedback';
import { useId } from 'react';
import { useParams } from 'react-router';
import type { Screen } from '../../../../lib/routes';
import { DetailLayout } from '../../../../components/detail-layout';
import { PageHeader } from '../../../../components/page-header';
import { peerFeedbackQuery, peerRequestsQuery } from '../../api/goal-feedback';
import { Facts } from '../../shared/facts';
import { WindowNotice } from '../../shared/window-notice';
import { FeedbackAccordion } from './feedback-panel';
import { FeedbackStateChip } from './feedback-state-chip';
import { PEER_FEEDBACK_PATHS } from './peer-feedback-paths';

/**
 * One peer request (/goals/feedback/peer/:id): whose goals, their role, the period and frequency, and the goals to rate
 * with Save and Submit (the 'Feedback Comments' dialog) inside the peer window. The setter and role come from the
 * peer's own request list (the feedback itself does not name them).
 */
export default function PeerFeedbackPage({ screen }: { screen: Screen }) {
  const { id = '' } = useParams();
  const titleId = useId();
  const { data: feedback, isPending, error } = useQuery(peerFeedbackQuery(id));
  const { data: requests } = useQuery(peerRequestsQuery(0, PAGE_SIZES.lookup));
  const request = requests?.content.find((item) => String(item.id) === id);

  return (
    <>
      <PageHeader
        title={screen.title}
        breadcrumbs={[
          { label: 'Home', href: '/dashboard' },
          { label: 'Peer Feedback', href: PEER_FEEDBACK_PATHS.list },
        ]}
      />
      <DetailLayout
        loading={isPending}
        error={error}
        loadingLabel="Loading the peer feedback"
        summary={
          feedback && (
            <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2.5, minWidth: 0 }}>
              <Typography id={titleId} component="h2" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
                {request?.setter.name ?? 'Goals to rate'}
              </Typography>
              <Box sx={{ mt: 1.5, display: 'grid', gap: 1.5 }}>
                <Facts
                  facts={[
                    ['Role', request?.role.name ?? '-'],
                    ['Period', request?.annualPeriodName ?? feedback.annualPeriod],
                    ['Frequency', feedback.period],
                    ['Type', GOAL_FEEDBACK_TYPE_LABELS[feedback.feedbackType]],
                    ['State', <FeedbackStateChip key="state" state={feedback.state} />],
                  ]}
                />
                <WindowNotice window={feedback.window} />
              </Box>
            </Paper>
          )
        }
      >
        {feedback && <FeedbackAccordion feedback={feedback} kind="peer" defaultExpanded />}
      </DetailLayout>
    </>
  );
}
