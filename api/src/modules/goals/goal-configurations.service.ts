import {
  GOAL_MESSAGES,
  type GoalConfiguration,
  type goalConfigurationInput,
  type goalConfigurationUpdateInput,
} from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { auditOf, childrenOf, createdByActor } from '../../lib/crud';
import { badRequest, duplicate, type FieldErrors, notFound, staleVersion } from '../../lib/http-errors';
import * as repo from './goal-configurations.repository';
import type { AuthContext } from '../auth/auth-context';

type Input = z.output<typeof goalConfigurationInput>;
type UpdateInput = z.output<typeof goalConfigurationUpdateInput>;

/** A unique-index violation: a second configuration of the role saved at the same moment as the first. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

const duplicateConfiguration = () => duplicate('applicableRole', GOAL_MESSAGES.duplicateConfiguration);

/** Goal configurations: which roles review a setter role's goals, one per setter role. */
export function createGoalConfigurationService(deps: AppDeps) {
  const { db } = deps;

  function responseOf(row: repo.ConfigurationRow, reviewers: { id: number; name: string }[]): GoalConfiguration {
    return {
      id: row.configuration.id,
      applicableRole: row.applicableRole,
      reviewerRoles: reviewers.map((role) => ({ goalReviewerRole: { id: role.id, name: role.name } })),
      goalApproverRole: row.goalApproverRole,
      reviewApproverRole: row.reviewApproverRole,
      ...auditOf(row.configuration),
    };
  }

  /** Every role named must exist and be ACTIVE: a field error on each one that is not. */
  async function checkRoles(db: Database, input: Input) {
    const named: [string, number][] = [
      ['applicableRole', input.applicableRole],
      ...input.reviewerRoles.map((roleId, index): [string, number] => [`reviewerRoles.${index}`, roleId]),
      ['goalApproverRole', input.goalApproverRole],
      ['reviewApproverRole', input.reviewApproverRole],
    ];
    const found = await repo.rolesByIds(db, [...new Set(named.map(([, roleId]) => roleId))]);
    const active = new Set(found.filter((role) => role.status === 'ACTIVE').map((role) => role.id));
    const errors: FieldErrors = {};
    for (const [field, roleId] of named) if (!active.has(roleId)) errors[field] = [GOAL_MESSAGES.roleNotActive];
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  }

  async function get(id: number): Promise<GoalConfiguration> {
    const row = await repo.findConfiguration(db, id);
    if (!row) throw notFound();
    return responseOf(row, await repo.reviewerRolesOf(db, [id]));
  }

  /** GET /goal-configurations/: every configuration with its role objects. */
  async function list(): Promise<GoalConfiguration[]> {
    const rows = await repo.listConfigurations(db);
    const reviewers = childrenOf(
      await repo.reviewerRolesOf(
        db,
        rows.map((row) => row.configuration.id),
      ),
      (reviewer) => reviewer.configurationId,
    );
    return rows.map((row) => responseOf(row, reviewers(row.configuration.id)));
  }

  /** POST /goal-configurations/: 409 when the setter role already has one. */
  async function create(input: Input, auth: AuthContext): Promise<GoalConfiguration> {
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        await checkRoles(tx, input);
        if (await repo.otherConfigurationOfRole(tx, input.applicableRole)) throw duplicateConfiguration();
        const created = await repo.insertConfiguration(tx, {
          roleId: input.applicableRole,
          goalApproverRoleId: input.goalApproverRole,
          reviewApproverRoleId: input.reviewApproverRole,
          ...createdByActor(auth.email),
        });
        await repo.replaceReviewerRoles(tx, created, input.reviewerRoles);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateConfiguration();
      throw error;
    }
    return get(id);
  }

  /** PUT /goal-configurations/{id}: the reviewer roles are replaced as a set; 409 on a stale version. */
  async function update(id: number, input: UpdateInput, auth: AuthContext): Promise<GoalConfiguration> {
    try {
      await db.transaction(async (tx) => {
        if (!(await repo.findConfiguration(tx, id))) throw notFound();
        await checkRoles(tx, input);
        if (await repo.otherConfigurationOfRole(tx, input.applicableRole, id)) throw duplicateConfiguration();
        const changed = await repo.updateConfiguration(
          tx,
          id,
          input.version,
          {
            roleId: input.applicableRole,
            goalApproverRoleId: input.goalApproverRole,
            reviewApproverRoleId: input.reviewApproverRole,
          },
          auth.email,
        );
        if (!changed) throw staleVersion();
        await repo.replaceReviewerRoles(tx, id, input.reviewerRoles);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateConfiguration();
      throw error;
    }
    return get(id);
  }

  return { list, get, create, update };
}
