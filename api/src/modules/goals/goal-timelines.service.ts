import {
  annualPeriodLabel,
  GOAL_MESSAGES,
  type GoalTimeline,
  type goalTimelineInput,
  goalTimelineErrors,
  type goalTimelineUpdateInput,
} from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { auditOf, childrenOf, createdByActor } from '../../lib/crud';
import { badRequest, duplicate, fieldError, notFound, staleVersion } from '../../lib/http-errors';
import { nestedErrors } from '../../lib/nested';
import { isUniqueViolation } from './goal-configurations.service';
import { goalConflict } from './goal-responses';
import * as repo from './goal-timelines.repository';
import { ANNUAL_PERIOD_LOV, lovChoices } from '../lov/lov.repository';
import type { AuthContext } from '../auth/auth-context';

type Input = z.output<typeof goalTimelineInput>;
type UpdateInput = z.output<typeof goalTimelineUpdateInput>;

const duplicateTimeline = (period: string) => duplicate('academicCalendar', GOAL_MESSAGES.duplicateTimeline(period));

function responseOf(row: repo.TimelineRow, frequencies: repo.FrequencyRow[]): GoalTimeline {
  return {
    id: row.id,
    academicCalendar: row.academicCalendar,
    academicCalendarName: annualPeriodLabel(row.academicCalendar),
    goalSetupStartDate: row.goalSetupStartDate,
    goalSetupEndDate: row.goalSetupEndDate,
    goalReviewStartDate: row.goalReviewStartDate,
    goalReviewEndDate: row.goalReviewEndDate,
    feedbackFrequencies: frequencies.map((frequency) => ({
      id: frequency.id,
      frequencyLabel: frequency.frequencyLabel,
      selfFeedbackStartDate: frequency.selfFeedbackStartDate,
      selfFeedbackEndDate: frequency.selfFeedbackEndDate,
      peerFeedbackStartDate: frequency.peerFeedbackStartDate,
      peerFeedbackEndDate: frequency.peerFeedbackEndDate,
    })),
    ...auditOf(row),
  };
}

/** Goal timelines: the windows of one annual period, one timeline per period. */
export function createGoalTimelineService(deps: AppDeps) {
  const { db } = deps;

  /**
   * The period's code as the list holds it. A new period must be an ACTIVE item of 'Annual Period'; a timeline
   * that keeps its period may be saved after the item was retired (an administrator extends an old window).
   */
  async function periodOf(db: Database, requested: string, current?: string) {
    if (current !== undefined && requested.toLowerCase() === current.toLowerCase()) return current;
    const item = (await lovChoices(db, ANNUAL_PERIOD_LOV)).get(requested.toLowerCase());
    if (!item) throw fieldError('academicCalendar', GOAL_MESSAGES.periodNotInList);
    return item.value;
  }

  /** The windows' order and bounds (goalTimelineErrors): 400 with an error beside each date at fault. */
  function checkWindows(input: Input, period: string) {
    const errors = goalTimelineErrors({ ...input, academicCalendar: period }, deps.config.PLAN_YEAR_START_MONTH);
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  }

  const valuesOf = (input: Input, period: string) => ({
    academicCalendar: period,
    goalSetupStartDate: input.goalSetupStartDate,
    goalSetupEndDate: input.goalSetupEndDate,
    goalReviewStartDate: input.goalReviewStartDate,
    goalReviewEndDate: input.goalReviewEndDate,
  });

  /**
   * The timeline's frequencies become the list sent, in its order: an item with the id of one of them changes it
   * (its feedback stays with it whatever its label), one without an id is new, and a frequency left out is removed
   * unless feedback was given for it (409 naming it: removing it would orphan that feedback).
   */
  async function saveFrequencies(tx: Database, timelineId: number, items: Input['feedbackFrequencies']) {
    const existingIds = (await repo.frequenciesOf(tx, [timelineId])).map((frequency) => frequency.id);
    const errors = nestedErrors(existingIds, items, 'feedbackFrequencies');
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    const sentIds = new Set(items.map((item) => item.id));
    const removedIds = existingIds.filter((existing) => !sentIds.has(existing));
    const [used] = await repo.frequenciesWithFeedback(tx, removedIds);
    if (used) throw goalConflict(GOAL_MESSAGES.frequencyHasFeedback(used.frequencyLabel));
    if (removedIds.length > 0) await repo.deleteFrequencies(tx, removedIds);
    for (const [index, { id: frequencyId, ...values }] of items.entries()) {
      if (frequencyId === undefined) await repo.insertFrequency(tx, timelineId, values, index);
      else await repo.updateFrequency(tx, frequencyId, values, index);
    }
  }

  async function get(id: number): Promise<GoalTimeline> {
    const row = await repo.findTimeline(db, id);
    if (!row) throw notFound();
    return responseOf(row, await repo.frequenciesOf(db, [id]));
  }

  /** GET /goal-timeline-configurations/: every timeline, the newest period first. */
  async function list(): Promise<GoalTimeline[]> {
    const rows = await repo.listTimelines(db);
    const frequencies = childrenOf(
      await repo.frequenciesOf(
        db,
        rows.map((row) => row.id),
      ),
      (frequency) => frequency.timelineId,
    );
    return rows.map((row) => responseOf(row, frequencies(row.id)));
  }

  /** POST /goal-timeline-configurations/: 409 when the period already has a timeline. */
  async function create(input: Input, auth: AuthContext): Promise<GoalTimeline> {
    let id: number;
    let period = input.academicCalendar;
    try {
      id = await db.transaction(async (tx) => {
        period = await periodOf(tx, input.academicCalendar);
        checkWindows(input, period);
        if (await repo.otherTimelineOfPeriod(tx, period)) throw duplicateTimeline(period);
        const created = await repo.insertTimeline(tx, { ...valuesOf(input, period), ...createdByActor(auth.email) });
        await saveFrequencies(tx, created, input.feedbackFrequencies);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateTimeline(period);
      throw error;
    }
    return get(id);
  }

  /**
   * PUT /goal-timeline-configurations/{id}: how a holder of UPDATE on goalconfiguration extends a window. The
   * feedback frequencies are replaced by the list sent; 409 on a stale version.
   */
  async function update(id: number, input: UpdateInput, auth: AuthContext): Promise<GoalTimeline> {
    let period = input.academicCalendar;
    try {
      await db.transaction(async (tx) => {
        const current = await repo.findTimeline(tx, id);
        if (!current) throw notFound();
        period = await periodOf(tx, input.academicCalendar, current.academicCalendar);
        checkWindows(input, period);
        if (await repo.otherTimelineOfPeriod(tx, period, id)) throw duplicateTimeline(period);
        if (!(await repo.updateTimeline(tx, id, input.version, valuesOf(input, period), auth.email))) {
          throw staleVersion();
        }
        await saveFrequencies(tx, id, input.feedbackFrequencies);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateTimeline(period);
      throw error;
    }
    return get(id);
  }

  return { list, get, create, update };
}
