import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOAL_YEAR_MESSAGES } from '@school/contract/goals/goal-year-rules';
import type { Evidence } from '@school/contract/schemas/goals/goal-year';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { GOAL_SETTING_PATH } from './goal-settings';

export type { Evidence } from '@school/contract/schemas/goals/goal-year';

/** The API path of evidence (POST /goal/evidence, DELETE and GET /goal/evidence/{id}). */
export const EVIDENCE_PATH = '/goal/evidence';
/** The reviewer's screens read goals (and their evidence) under this key. */
const GOAL_REVIEW_KEY = '/goal-setting-review';

/** Goals carry their evidence: the setting and the review are read again after a change. */
function useRefreshGoals() {
  const client = useQueryClient();
  return () =>
    Promise.all([GOAL_SETTING_PATH, GOAL_REVIEW_KEY].map((key) => client.invalidateQueries({ queryKey: [key] })));
}

export interface EvidenceUpload {
  goalId: number;
  comment: string;
  file: File;
}

/**
 * POST /goal/evidence (multipart: `evidenceMetadata` JSON {comment, goalId} and `file`). The server checks the
 * file again (400 not a PDF, 413 too large): the dialog shows those failures itself.
 */
export function useUploadEvidence() {
  const refresh = useRefreshGoals();
  return useMutation({
    mutationFn: ({ goalId, comment, file }: EvidenceUpload) => {
      const form = new FormData();
      form.append('evidenceMetadata', JSON.stringify({ comment: comment.trim() || null, goalId }));
      form.append('file', file, file.name);
      return http.upload('/api/goal/evidence', form);
    },
    onSuccess: async () => {
      notify.success(GOAL_YEAR_MESSAGES.evidenceUploaded);
      await refresh();
    },
  });
}

/** DELETE /goal/evidence/{id}: its setter, until a self feedback is submitted after it. */
export function useDeleteEvidence() {
  const refresh = useRefreshGoals();
  return useMutation({
    mutationFn: (id: number) => http.delete('/api/goal/evidence/{id}', { params: { path: { id } } }),
    onSuccess: async () => {
      notify.success(GOAL_YEAR_MESSAGES.evidenceRemoved);
      await refresh();
    },
    // Refused (a self feedback was submitted meanwhile): show the evidence as it is now.
    onError: () => void refresh(),
  });
}

/**
 * Opens an evidence's PDF in a new tab. The API wants the session's bearer token, which a plain link cannot send,
 * so the file is fetched by the one HTTP client and shown from an object URL. The tab is opened during the click
 * (a tab opened after the fetch would be taken for a pop-up) and pointed at the file once it has arrived.
 */
export async function openEvidence(evidence: Pick<Evidence, 'id'>) {
  const tab = window.open('', '_blank');
  try {
    const file = await http.download('/api/goal/evidence/{id}/file', { params: { path: { id: evidence.id } } });
    const url = URL.createObjectURL(file.blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has loaded the file well before this; the object URL would only hold memory afterwards.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    // The HTTP client has told the user why.
    tab?.close();
  }
}
