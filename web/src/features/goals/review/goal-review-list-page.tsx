import { PAGE_SIZES } from '@school/contract/constants';
import { GOAL_WEIGHT } from '@school/contract/goals/goal-rules';
import type { GoalReviewListItem } from '@school/contract/schemas/goals/goal-setting';
import { GOAL_REVIEW_STATE_LABELS, GOAL_REVIEW_STATES } from '@school/contract/workflows/goal-review';
import type { Screen } from '../../../lib/routes';
import { type ListFilter, ListScreen } from '../../../components/list-screen';
import { RecordCard } from '../../../components/record-card';
import { useReviewFilterChoices } from '../api/goal-reviews';
import { annualPeriodFilter } from '../shared/annual-periods';
import { GoalReviewStateChip } from '../shared/goal-state-chip';
import { GOAL_REVIEW_PATHS } from './goal-review-paths';

function ReviewCard({ review }: { review: GoalReviewListItem }) {
  return (
    <RecordCard
      title={review.reviewedFor.name}
      statusBadge={<GoalReviewStateChip state={review.reviewState} />}
      href={GOAL_REVIEW_PATHS.review(review.id)}
      details={[
        { label: 'Role', value: review.reviewedForRole.name },
        { label: 'Period', value: review.annualPeriodName },
        { label: 'School', value: review.school?.schoolName ?? 'Every school' },
        { label: 'Goals', value: review.goalCount },
        { label: 'Weights', value: `${review.weightTotal} of ${GOAL_WEIGHT.total}` },
      ]}
    />
  );
}

/**
 * Goal setting review list (/goals/set/review): the reviews waiting for the signed-in reviewer
 * and those they acted on; no add; filters Annual Period, State, School and Role kept in the URL; a card opens the
 * reviewer's view. 'No Data available' when there are none.
 */
export default function GoalReviewListPage({ screen }: { screen: Screen }) {
  const { schools, roles } = useReviewFilterChoices();
  const filters: ListFilter[] = [
    annualPeriodFilter(),
    {
      name: 'reviewState',
      label: 'State',
      options: GOAL_REVIEW_STATES.map((state) => ({ value: state, label: GOAL_REVIEW_STATE_LABELS[state] })),
      showAll: true,
    },
    { name: 'schoolCode', label: 'School', options: schools, showAll: true },
    { name: 'role', label: 'Role', options: roles, showAll: true },
  ];
  return (
    <ListScreen<GoalReviewListItem>
      screen={screen}
      path="/api/goal-setting-review"
      pageSize={PAGE_SIZES.planAndSchool}
      searchLabel="Search by staff name"
      sortable={false}
      filters={filters}
      collapsibleFilters
      itemKey={(review) => review.id}
      columns={2}
      renderItem={(review) => <ReviewCard review={review} />}
    />
  );
}
