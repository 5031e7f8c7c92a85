import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@school/contract/constants';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import type { PeerRequestListItem } from '@school/contract/schemas/goals/goal-year';
import { useSearchParams } from 'react-router';
import type { Screen } from '../../../../lib/routes';
import { CardGrid } from '../../../../components/card-grid';
import { PageHeader } from '../../../../components/page-header';
import { RecordCard } from '../../../../components/record-card';
import { peerRequestsQuery } from '../../api/goal-feedback';
import { FeedbackStateChip } from './feedback-state-chip';
import { PEER_FEEDBACK_PATHS } from './peer-feedback-paths';

function PeerRequestCard({ request }: { request: PeerRequestListItem }) {
  return (
    <RecordCard
      title={request.setter.name}
      statusBadge={<FeedbackStateChip state={request.state} />}
      href={PEER_FEEDBACK_PATHS.feedback(request.id)}
      details={[
        { label: 'Role', value: request.role.name },
        { label: 'Period', value: request.annualPeriodName },
        { label: 'Frequency', value: request.frequencyLabel },
        { label: 'Goals', value: request.goalCount },
        { label: 'Window', value: request.window.message },
      ]}
    />
  );
}

/**
 * Peer Feedback (/goals/feedback/peer): the signed-in user's peer requests, pending first (the server's order), a card
 * each opening the request to rate; the page number is kept in the URL.
 */
export default function PeerRequestsPage({ screen }: { screen: Screen }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = PAGE_SIZES.planAndSchool;
  const { data, isPending, error } = useQuery(peerRequestsQuery(page - 1, size));
  const pages = data ? Math.ceil(data.totalElements / size) : 0;
  return (
    <>
      <PageHeader title={screen.title} breadcrumbs={[{ label: 'Home', href: '/dashboard' }]} />
      {isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading your peer requests" />
        </Box>
      )}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && data.content.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {GOAL_YEAR_MESSAGES.noPeerRequests}
        </Typography>
      )}
      {data && data.content.length > 0 && (
        <CardGrid columns={2}>
          {data.content.map((request) => (
            <PeerRequestCard key={request.id} request={request} />
          ))}
        </CardGrid>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => setParams({ page: String(next) })}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </>
  );
}
