import {
  annualPeriodLabel,
  GOAL_MESSAGES,
  GOAL_SETTING_STATE_LABELS,
  type GoalSetting,
  type GoalSettingListItem,
  type GoalSettingState,
  goalSettingAbilitiesOf,
  goalYearAbilitiesOf,
  type goalSettingCreateInput,
  type goalSettingLearningsBody,
  type goalSettingListQuery,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditOf, toPage } from '../../lib/crud';
import { badRequest, duplicate, type FieldErrors, notFound } from '../../lib/http-errors';
import { saveLearnings } from './commands/save-learnings';
import { sendForReview } from './commands/send-for-review';
import { commentOf, goalsAndLearningsOf, goalConflict, personOf, requireOpenWindow, windowOf } from './goal-responses';
import { type EvidenceRow, evidencesOfSettings } from './goal-evidence.repository';
import * as repo from './goal-settings.repository';
import { timelineOfPeriod } from './goal-timelines.repository';
import { ANNUAL_PERIOD_LOV, lovChoices } from '../lov/lov.repository';
import type { AuthContext } from '../auth/auth-context';

type CreateInput = z.output<typeof goalSettingCreateInput>;
type ListQuery = z.output<typeof goalSettingListQuery>;
type Learnings = z.output<typeof goalSettingLearningsBody>;

const duplicateSetting = (roleName: string, period: string) =>
  duplicate('annualPeriod', GOAL_MESSAGES.duplicateSetting(roleName, period));

/** A unique-index violation (a second setting created at the same moment as the first). */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The school of a setting as the responses carry it (null for a setter without a school). */
export const schoolOf = (school: repo.SettingRow['school']) =>
  school ? { id: school.id, schoolCode: school.schoolCode, schoolName: school.schoolName } : null;

/** Goal settings: create, the user's own list, one setting, Submit For Review. */
export function createGoalSettingService(deps: AppDeps) {
  const { db } = deps;

  function responseOf(
    row: repo.SettingRow,
    goals: repo.GoalRow[],
    comments: repo.CommentRow[],
    evidences: EvidenceRow[],
    auth: AuthContext,
  ): GoalSetting {
    const { setting } = row;
    const setupWindow = windowOf('setup', setting.annualPeriod, row.timeline);
    const yearAbilities = goalYearAbilitiesOf({
      isSetter: row.isSetter,
      privileges: auth.privileges,
      state: setting.state,
    });
    return {
      id: setting.id,
      role: { id: setting.roleId, name: row.roleName },
      annualPeriod: setting.annualPeriod,
      annualPeriodName: annualPeriodLabel(setting.annualPeriod),
      goalSettingState: setting.state,
      user: personOf(row.setter),
      school: schoolOf(row.school),
      ...goalsAndLearningsOf(setting, goals, evidences, yearAbilities),
      reviewComments: comments.map(commentOf),
      goalReview: row.review ? { id: row.review.id, reviewState: row.review.state } : null,
      setupWindow,
      reviewWindow: windowOf('review', setting.annualPeriod, row.timeline),
      abilities: goalSettingAbilitiesOf({
        isSetter: row.isSetter,
        privileges: auth.privileges,
        state: setting.state,
        setupWindow,
        goals,
      }),
      yearAbilities,
      ...auditOf(setting),
    };
  }

  /** GET /goal-setting-form/{id}: the setter's or a reviewer's; 404 for anyone else. */
  async function get(id: number, auth: AuthContext): Promise<GoalSetting> {
    const row = await repo.findSetting(db, id, auth.userId);
    if (!row) throw notFound();
    const [goals, comments, evidences] = await Promise.all([
      repo.goalsOfSettings(db, [id]),
      row.review ? repo.commentsOfReviews(db, [row.review.id]) : Promise.resolve([]),
      evidencesOfSettings(db, [id]),
    ]);
    return responseOf(row, goals, comments, evidences, auth);
  }

  return {
    get,

    async list(query: ListQuery, auth: AuthContext) {
      const { rows, total } = await repo.listOwnSettings(
        db,
        { userId: auth.userId, annualPeriod: query.annualPeriod, state: query.goalSettingState },
        query,
      );
      return toPage(
        query,
        total,
        rows.map(
          (row): GoalSettingListItem => ({
            id: row.setting.id,
            role: { id: row.setting.roleId, name: row.roleName },
            annualPeriod: row.setting.annualPeriod,
            annualPeriodName: annualPeriodLabel(row.setting.annualPeriod),
            goalSettingState: row.setting.state,
            user: personOf(row.setter),
            weightTotal: row.weightTotal,
            goalCount: row.goalCount,
            version: row.setting.version,
            lastUpdatedOn: row.setting.lastUpdatedOn.toISOString(),
          }),
        ),
      );
    },

    /**
     * POST /goal-setting-form {role, annualPeriod}: one of the user's own ACTIVE roles with a configuration, an
     * ACTIVE period of the list 'Annual Period', one setting per user, role and period, inside the setup window.
     */
    async create(input: CreateInput, auth: AuthContext) {
      const [role, periods] = await Promise.all([
        repo.roleForSetter(db, input.role, auth.userId),
        lovChoices(db, ANNUAL_PERIOD_LOV),
      ]);
      const errors: FieldErrors = {};
      if (!role?.held) errors.role = [GOAL_MESSAGES.roleNotYours];
      else if (!role.configured) errors.role = [GOAL_MESSAGES.roleNotConfigured];
      const period = periods.get(input.annualPeriod.toLowerCase())?.value;
      if (!period) errors.annualPeriod = [GOAL_MESSAGES.periodNotInList];
      if (!role || !period || Object.keys(errors).length > 0) throw badRequest(errors);
      const key = { userId: auth.userId, roleId: input.role, annualPeriod: period };
      if (await repo.findSettingOf(db, key)) throw duplicateSetting(role.name, period);
      requireOpenWindow('setup', period, await timelineOfPeriod(db, period));
      const id = await repo
        .insertSetting(db, { ...key, schoolId: auth.schoolId, createdBy: auth.email, lastUpdatedBy: auth.email })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? duplicateSetting(role.name, period) : error;
        });
      return get(id, auth);
    },

    /**
     * PATCH /goal-setting-form/{id}?status=SENT_FOR_REVIEW&version=, learnings in the body; without a status, Save
     * Learnings (the setter, from REVIEWED until the final review is signed off).
     */
    async changeStatus(
      id: number,
      status: GoalSettingState | undefined,
      version: number | undefined,
      learnings: Learnings,
      auth: AuthContext,
    ) {
      if (!(await repo.settingAccess(db, id, auth.userId))) throw notFound();
      if (status === undefined) {
        await saveLearnings(db, id, { version, learnings: learnings ?? {} }, auth);
        return get(id, auth);
      }
      // A reviewer's decision moves the other states (PATCH /goal-setting-review/{id}).
      if (status !== 'SENT_FOR_REVIEW')
        throw goalConflict(GOAL_MESSAGES.statusNotHere(GOAL_SETTING_STATE_LABELS[status]));
      await sendForReview(db, id, { version, learnings: learnings ?? {} }, auth);
      return get(id, auth);
    },
  };
}
