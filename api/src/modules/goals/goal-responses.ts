import {
  type Evidence,
  evidenceDeletable,
  type Goal,
  type GoalYearAbilities,
  goalWindowStatus,
  type Refusal,
  type ReviewComment,
  type WorkflowResult,
  weightsTotal,
} from '@school/contract';
import { auditOf } from '../../lib/crud';
import { AppError, forbidden } from '../../lib/http-errors';
import type { EvidenceRow } from './goal-evidence.repository';
import type { CommentRow, GoalRow } from './goal-settings.repository';

/** Pieces every goal call shares: today, windows, refusals, and the shapes of goals, people and comments. */

/** Today as YYYY-MM-DD in UTC: the windows are judged by the server's day (docs/decisions.md, Goals). */
export const todayText = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The code of a 409 for a goal setting or review whose state or window refuses the action. */
export const GOAL_STATE_CODE = 'GOAL_STATE';
export const goalConflict = (message: string) => new AppError(409, message, GOAL_STATE_CODE);

/** A refusal of a goal machine as an HTTP error (403 or 409 with the machine's message). */
export function refusal(result: Extract<WorkflowResult<string>, { ok: false }>) {
  return result.httpStatus === 403 ? forbidden(result.message) : goalConflict(result.message);
}

/** A refusal of a goal ability (its status and reason) as an HTTP error. */
export const abilityRefusal = (refused: Refusal) =>
  refused.httpStatus === 403 ? forbidden(refused.message) : goalConflict(refused.message);

export interface TimelineDates {
  goalSetupStartDate: string;
  goalSetupEndDate: string;
  goalReviewStartDate: string;
  goalReviewEndDate: string;
}

/** A window of a period's timeline as the responses carry it, with the sentence the screens and the 409s say. */
export function windowOf(
  kind: 'setup' | 'review',
  period: string,
  timeline: TimelineDates | null,
  today = todayText(),
) {
  const window = !timeline
    ? null
    : kind === 'setup'
      ? { start: timeline.goalSetupStartDate, end: timeline.goalSetupEndDate }
      : { start: timeline.goalReviewStartDate, end: timeline.goalReviewEndDate };
  const status = goalWindowStatus(kind, period, window, today);
  return { start: window?.start ?? null, end: window?.end ?? null, ...status };
}

/** Throws the window's 409 unless it is open today. */
export function requireOpenWindow(kind: 'setup' | 'review', period: string, timeline: TimelineDates | null) {
  const window = windowOf(kind, period, timeline);
  if (!window.open) throw goalConflict(window.message);
}

export const personOf = (user: { id: number; email: string; firstName: string; lastName: string }) => ({
  id: user.id,
  email: user.email,
  name: `${user.firstName} ${user.lastName}`.trim(),
});

/** An evidence as goals carry it; `deletable` for the signed-in user with these goal year abilities. */
export const evidenceOf = (row: EvidenceRow, abilities: Pick<GoalYearAbilities, 'uploadEvidence'>): Evidence => ({
  id: row.id,
  goalId: row.goalId,
  fileName: row.fileName,
  comment: row.comment,
  documentType: row.documentType,
  size: row.size,
  createdBy: row.createdBy,
  createdOn: row.createdOn.toISOString(),
  deletable: evidenceDeletable(abilities, row.createdOn.toISOString(), row.lastSelfSubmittedOn?.toISOString() ?? null),
});

/** The evidence of goals by goal id (rows of evidencesOfSettings). */
export function evidencesByGoal(rows: EvidenceRow[], abilities: Pick<GoalYearAbilities, 'uploadEvidence'>) {
  const byGoal = new Map<number, Evidence[]>();
  for (const row of rows) {
    const list = byGoal.get(row.goalId) ?? [];
    list.push(evidenceOf(row, abilities));
    byGoal.set(row.goalId, list);
  }
  return byGoal;
}

/** A goal; `evidences` are its evidence (none before the goals are reviewed). */
export const goalOf = (row: GoalRow, evidences: Evidence[] = []): Goal => ({
  id: row.id,
  goalDetails: row.goalDetails,
  weightage: row.weightage,
  measurementUnit: row.measurementUnit,
  evidence: row.evidence,
  libraryItemId: row.libraryItemId,
  goalSettingFormId: row.goalSettingId,
  sortOrder: row.sortOrder,
  evidences,
  ...auditOf(row),
});

/** A setting's goals with their evidence (as the user may act on it), their weight total and the learnings. */
export function goalsAndLearningsOf(
  setting: { strength: string | null; weakness: string | null; learningRequired: string | null },
  goals: GoalRow[],
  evidences: EvidenceRow[],
  abilities: Pick<GoalYearAbilities, 'uploadEvidence'>,
) {
  const evidencesOfGoal = evidencesByGoal(evidences, abilities);
  return {
    goals: goals.map((goal) => goalOf(goal, evidencesOfGoal.get(goal.id))),
    weightTotal: weightsTotal(goals),
    strength: setting.strength,
    weakness: setting.weakness,
    learningRequired: setting.learningRequired,
  };
}

export const commentOf = ({ comment, authorName }: CommentRow): ReviewComment => ({
  id: comment.id,
  reviewComment: comment.comment,
  reviewState: comment.reviewState,
  goalReviewId: comment.goalReviewId,
  createdBy: comment.createdBy,
  createdByName: authorName?.trim() || comment.createdBy,
  createdOn: comment.createdOn.toISOString(),
});
