import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@school/contract/constants';
import { GOAL_MESSAGES } from '@school/contract/goals/goal-rules';
import type { GoalReviewDecisionInput, ReviewCommentInput } from '@school/contract/schemas/goals/goal-setting';
import type { GoalReviewDecision } from '@school/contract/workflows/goal-review';
import { detailQuery, listQuery } from '../../../lib/crud';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';

/** GET /goal-setting-review (the signed-in reviewer's reviews) and GET/PATCH /goal-setting-review/{id}. */
export const GOAL_REVIEWS_PATH = '/goal-setting-review';
/** The setter's goal settings: a decision or a comment changes them too (state, comments). */
const GOAL_SETTINGS_PATH = '/goal-setting-form';

export const goalReviewQuery = (id: number | string) => detailQuery('/api/goal-setting-review/{id}', id);

function useRefreshGoalReviews() {
  const client = useQueryClient();
  return () => {
    for (const key of [GOAL_REVIEWS_PATH, GOAL_SETTINGS_PATH]) void client.invalidateQueries({ queryKey: [key] });
  };
}

export interface Choice {
  value: string;
  label: string;
}

/**
 * The School and Role filters' choices: the schools and setter roles of the reviews the user may see (a reviewer
 * may read neither the roles nor every school, and only these narrow the list). One large page, unfiltered.
 */
export function useReviewFilterChoices(): { schools: Choice[]; roles: Choice[] } {
  const { data } = useQuery({
    ...listQuery('/api/goal-setting-review', { page: 0, size: PAGE_SIZES.lookup }),
    staleTime: 60_000,
  });
  const schools = new Map<string, string>();
  const roles = new Map<string, string>();
  for (const review of data?.content ?? []) {
    if (review.school) schools.set(review.school.schoolCode, review.school.schoolName);
    roles.set(String(review.reviewedForRole.id), review.reviewedForRole.name);
  }
  const sorted = (entries: Map<string, string>) =>
    [...entries].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return { schools: sorted(schools), roles: sorted(roles) };
}

const DECIDED: Record<GoalReviewDecision, string> = {
  SENT_FOR_REASSESSMENT: GOAL_MESSAGES.reviewSentBack,
  APPROVED: GOAL_MESSAGES.reviewApproved,
};

/** PATCH /goal-setting-review/{id} {reviewState, comment, version}: Send For Reassessment or Approve. */
export function useDecideGoalReview(id: number) {
  const refresh = useRefreshGoalReviews();
  return useMutation({
    mutationFn: (body: GoalReviewDecisionInput) =>
      http.form('patch', '/api/goal-setting-review/{id}', { params: { path: { id } }, body }),
    onSuccess: (_review, { reviewState }) => {
      notify.success(DECIDED[reviewState]);
      refresh();
    },
  });
}

/** POST /review-comments {reviewComment, reviewState, goalReviewId}: a reviewer's or the setter's comment. */
export function useAddReviewComment() {
  const refresh = useRefreshGoalReviews();
  return useMutation({
    mutationFn: (body: ReviewCommentInput) => http.form('post', '/api/review-comments', { body }),
    onSuccess: () => {
      notify.success(GOAL_MESSAGES.commentAdded);
      refresh();
    },
  });
}

/** Reloads a review (after a 409: another reviewer decided, or the window closed). */
export function useReloadGoalReview() {
  return useRefreshGoalReviews();
}
