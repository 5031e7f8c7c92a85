import {
  GOAL_MESSAGES,
  GOALS_MAX,
  type Goal,
  type goalInput,
  editGoalsRefusal,
  type goalUpdateInput,
  MESSAGES,
  NO_EVIDENCE,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/client';
import { fieldError, notFound, staleVersion } from '../../lib/http-errors';
import { abilityRefusal, goalConflict, goalOf, windowOf } from './goal-responses';
import * as repo from './goal-settings.repository';
import { timelineOfPeriod } from './goal-timelines.repository';
import type { AuthContext } from '../auth/auth-context';

type CreateInput = z.output<typeof goalInput>;
type UpdateInput = z.output<typeof goalUpdateInput>;

/**
 * Goals of a setting: POST /goal, PUT /goal/{id}, DELETE /goal/{id}, as the editGoals ability allows: only the
 * setter changes them (someone else who may see the setting, a reviewer, gets 403; anyone else 404), only while the
 * state keeps them editable and the setup window is open (409). Each write locks the setting first, as Submit For
 * Review does.
 */
export function createGoalService(deps: AppDeps) {
  const { db } = deps;

  /** The locked setting of a goal write, once editGoalsRefusal allows it. */
  async function editableSetting(tx: Database, settingId: number, isSetter: boolean, auth: AuthContext) {
    const setting = await repo.lockSetting(tx, settingId);
    if (!setting) throw notFound();
    const timeline = await timelineOfPeriod(tx, setting.annualPeriod);
    const setupWindow = windowOf('setup', setting.annualPeriod, timeline);
    const refused = editGoalsRefusal({ isSetter, privileges: auth.privileges, state: setting.state, setupWindow });
    if (refused) throw abilityRefusal(refused);
    return setting;
  }

  /** The evidence and unit of a goal: a library item's evidence (read-only on screen), else the given text or '-'. */
  async function contentOf(tx: Database, input: CreateInput | UpdateInput) {
    const libraryItemId = input.libraryItemId ?? null;
    const item = libraryItemId === null ? null : await repo.libraryItem(tx, libraryItemId);
    if (libraryItemId !== null && !item) throw fieldError('libraryItemId', GOAL_MESSAGES.libraryItemUnknown);
    return {
      goalDetails: input.goalDetails,
      weightage: input.weightage,
      measurementUnit: input.measurementUnit ?? item?.measureUnit ?? '',
      evidence: item?.evidence ?? input.evidence ?? NO_EVIDENCE,
      libraryItemId,
    };
  }

  return {
    async create(input: CreateInput, auth: AuthContext): Promise<Goal> {
      const row = await db.transaction(async (tx) => {
        const access = await repo.settingAccess(tx, input.goalSettingFormId, auth.userId);
        if (!access) throw notFound();
        await editableSetting(tx, access.id, access.isSetter, auth);
        const slots = await repo.goalSlots(tx, access.id);
        if (slots.count >= GOALS_MAX) throw goalConflict(GOAL_MESSAGES.tooManyGoals);
        return repo.insertGoal(tx, {
          goalSettingId: access.id,
          ...(await contentOf(tx, input)),
          sortOrder: slots.nextSortOrder,
          createdBy: auth.email,
          lastUpdatedBy: auth.email,
        });
      });
      return goalOf(row);
    },

    /** PUT /goal/{id} with its version; the goal stays in its setting whatever goalSettingFormId says. */
    async update(id: number, input: UpdateInput, auth: AuthContext): Promise<Goal> {
      const row = await db.transaction(async (tx) => {
        const found = await repo.findGoal(tx, id, auth.userId);
        if (!found) throw notFound();
        await editableSetting(tx, found.settingId, found.isSetter, auth);
        const updated = await repo.updateGoal(tx, id, input.version, await contentOf(tx, input), auth.email);
        if (!updated) throw staleVersion();
        return updated;
      });
      return goalOf(row);
    },

    async remove(id: number, auth: AuthContext) {
      await db.transaction(async (tx) => {
        const found = await repo.findGoal(tx, id, auth.userId);
        if (!found) throw notFound();
        await editableSetting(tx, found.settingId, found.isSetter, auth);
        await repo.deleteGoal(tx, id);
      });
      return { message: MESSAGES.deleted };
    },
  };
}
