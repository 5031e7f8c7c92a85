import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FeedbackCommentBody,
  GoalFeedbackSaveInput,
  PeerRequestInput,
} from '@school/contract/schemas/goals/goal-year';
import { http } from '../../../lib/http';

/**
 * Self and peer feedback. Every query key starts with GOAL_FEEDBACK_PATH, so a save, a
 * decision or a peer request refreshes every feedback list; the goal setting and review follow (their states and
 * the score move with the feedback).
 */
export const GOAL_FEEDBACK_PATH = '/goal-feedback';
const ALSO_CHANGED = ['/goal-setting-form', '/goal-setting-review'];

export type FeedbackKind = 'self' | 'peer';

/** GET /goal-feedback/{goalSettingFormId}/self or /peer: the feedbacks of a goal setting, ordered like the timeline. */
export const settingFeedbackQuery = (goalSettingFormId: number, kind: FeedbackKind) =>
  queryOptions({
    queryKey: [GOAL_FEEDBACK_PATH, 'setting', goalSettingFormId, kind],
    queryFn: ({ signal }) =>
      http.get(`/api/goal-feedback/{id}/${kind}`, { params: { path: { id: goalSettingFormId } }, signal }),
  });

/** GET /goal-feedback/peer/{id}: one peer feedback (the peer's own, or for the setting's reviewers). */
export const peerFeedbackQuery = (id: number | string) =>
  queryOptions({
    queryKey: [GOAL_FEEDBACK_PATH, 'peer', String(id)],
    queryFn: ({ signal }) => http.get('/api/goal-feedback/peer/{id}', { params: { path: { id: Number(id) } }, signal }),
  });

/** GET /goal-feedback/peer-requests: the signed-in user's peer requests, pending first. */
export const peerRequestsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: [GOAL_FEEDBACK_PATH, 'peer-requests', page, size],
    queryFn: ({ signal }) =>
      http.get('/api/goal-feedback/peer-requests', { params: { query: { page, size } }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /goal-feedback/{goalSettingFormId}/peer-candidates: the colleagues a reviewer may name. */
export const peerCandidatesQuery = (goalSettingFormId: number) =>
  queryOptions({
    queryKey: [GOAL_FEEDBACK_PATH, 'peer-candidates', goalSettingFormId],
    queryFn: ({ signal }) =>
      http.get('/api/goal-feedback/{id}/peer-candidates', { params: { path: { id: goalSettingFormId } }, signal }),
  });

/**
 * Refreshes every feedback, and the settings and reviews whose states the feedback moves; resolves once they are
 * read again (a mutation's onSuccess returns it, so its caller sees the new feedback when it resolves).
 */
export function useRefreshFeedback() {
  const client = useQueryClient();
  return () =>
    Promise.all([GOAL_FEEDBACK_PATH, ...ALSO_CHANGED].map((key) => client.invalidateQueries({ queryKey: [key] })));
}

/**
 * Saves or submits ratings: PUT /goal-feedback/ (the setter's self feedback) or PUT /goal-feedback/peer/{id} (the
 * peer's). The caller toasts (the message depends on save or submit) and handles a refusal inline.
 */
export function useSaveFeedback(kind: FeedbackKind) {
  const refresh = useRefreshFeedback();
  return useMutation({
    mutationFn: (body: GoalFeedbackSaveInput) =>
      kind === 'self'
        ? http.form('put', '/api/goal-feedback', { body })
        : http.form('put', '/api/goal-feedback/peer/{id}', {
            params: { path: { id: Number(body.goalFeedback.id) } },
            body,
          }),
    onSuccess: refresh,
  });
}

/** PUT /goal-feedback/{id}/comment: a comment, or with a reviewer's decision as its state, the decision. */
export function useFeedbackComment() {
  const refresh = useRefreshFeedback();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FeedbackCommentBody }) =>
      http.form('put', '/api/goal-feedback/{id}/comment', { params: { path: { id } }, body }),
    onSuccess: refresh,
  });
}

/** POST /goal-feedback/peer: a reviewer asks one colleague for feedback on a frequency. */
export function useRequestPeer() {
  const refresh = useRefreshFeedback();
  return useMutation({
    mutationFn: (body: PeerRequestInput) => http.form('post', '/api/goal-feedback/peer', { body }),
    onSuccess: refresh,
  });
}
