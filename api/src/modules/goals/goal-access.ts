import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goalSettingOrder, type RecordStatus, ROLE_NAMES } from '@school/contract';
import {
  goalConfigurationReviewers,
  goalConfigurations,
  goalReviewComments,
  goalReviews,
  goalSettings,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { qualified as q } from '../../db/sql';
import { preparedStatements } from '../../lib/prepared';

/*
 * Who sees which goal setting and review, built in this one place and used by every
 * goal setting, goal and review call; a record outside it answers 404 as if it did not exist.
 * - The setter sees their own settings.
 * - A reviewer of a setting is an ACTIVE user, not the setter, holding an ACTIVE role that the configuration of the
 *   setting's role lists among its reviewer roles, in the setting's school, or in any school when that role applies
 *   to every school (contract appliesToEverySchool: global, or not limited to a school; the SQL below says the same).
 * - The review list also shows the reviews a user commented on (they acted on them), whatever their roles now.
 * - The configuration's goal approvers and review approvers (holders of those roles, scoped like the
 *   reviewers) see the setting and its review; global administrators read it (evidence included) but are not
 *   listed anything to do.
 * Every column is named with its table: the conditions are used in select lists too, where Drizzle leaves a
 * single table's columns unqualified.
 */

type UserId = number | SQL | Placeholder;

/** Statuses and states are bound as parameters, never written into the SQL text. */
const ACTIVE: RecordStatus = 'ACTIVE';
/** The states from which the approvers of a setting see its review in their list: the year's feedback done. */
const APPROVERS_LIST_FROM = goalSettingOrder.from('PEER_REVIEW_COMPLETED');

/** The signed-in user reviews the goal_settings row of the query. */
export function isReviewerOf(userId: UserId): SQL<boolean> {
  return holdsConfiguredRole(
    userId,
    sql`join ${goalConfigurationReviewers} on ${q(goalConfigurationReviewers, goalConfigurationReviewers.configurationId)} = ${q(goalConfigurations, goalConfigurations.id)}
    join ${roles} on ${q(roles, roles.id)} = ${q(goalConfigurationReviewers, goalConfigurationReviewers.roleId)}`,
  );
}

/** The signed-in user holds the configuration's goal approver role (signs the final review off). */
export const isGoalApproverOf = (userId: UserId): SQL<boolean> =>
  holdsConfiguredRole(
    userId,
    sql`join ${roles} on ${q(roles, roles.id)} = ${q(goalConfigurations, goalConfigurations.goalApproverRoleId)}`,
  );

/** The signed-in user holds the configuration's review approver role (closes the year). */
export const isReviewApproverOf = (userId: UserId): SQL<boolean> =>
  holdsConfiguredRole(
    userId,
    sql`join ${roles} on ${q(roles, roles.id)} = ${q(goalConfigurations, goalConfigurations.reviewApproverRoleId)}`,
  );

/** The user holds an ACTIVE global System Administrator or Administrator role. */
export function isGlobalAdministrator(userId: UserId): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${userRoles} join ${roles} on ${q(roles, roles.id)} = ${q(userRoles, userRoles.roleId)}
    where ${q(userRoles, userRoles.userId)} = ${userId} and ${q(roles, roles.status)} = ${ACTIVE} and ${q(roles, roles.isGlobal)}
      and ${q(roles, roles.name)} in (${ROLE_NAMES.systemAdministrator}, ${ROLE_NAMES.administrator})
  )`;
}

/**
 * The user (ACTIVE, not the setter) holds an ACTIVE role that `roleJoin` finds in the configuration of the
 * setting's role (it joins `roles`), in the setting's school or in any school when that role applies to every one.
 */
function holdsConfiguredRole(userId: UserId, roleJoin: SQL): SQL<boolean> {
  return sql<boolean>`(${q(goalSettings, goalSettings.userId)} <> ${userId} and exists (
    select 1 from ${goalConfigurations}
    ${roleJoin} and ${q(roles, roles.status)} = ${ACTIVE}
    join ${userRoles} on ${q(userRoles, userRoles.roleId)} = ${q(roles, roles.id)}
    join ${users} on ${q(users, users.id)} = ${q(userRoles, userRoles.userId)} and ${q(users, users.status)} = ${ACTIVE}
    where ${q(goalConfigurations, goalConfigurations.roleId)} = ${q(goalSettings, goalSettings.roleId)}
      and ${q(users, users.id)} = ${userId}
      and (${q(roles, roles.isGlobal)} or not ${q(roles, roles.isSchoolApplicable)}
        or ${q(users, users.schoolId)} = ${q(goalSettings, goalSettings.schoolId)})
  ))`;
}

/** The signed-in user set the goal_settings row of the query. */
export const isSetterOf = (userId: UserId): SQL<boolean> =>
  sql<boolean>`(${q(goalSettings, goalSettings.userId)} = ${userId})`;

/** The signed-in user wrote a comment on the goal_reviews row of the query. */
export function hasCommentedOn(userId: UserId): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${goalReviewComments} where ${q(goalReviewComments, goalReviewComments.goalReviewId)} = ${q(goalReviews, goalReviews.id)} and ${q(goalReviewComments, goalReviewComments.userId)} = ${userId})`;
}

/** The setting's reviewers and approvers: who acts on it after the setter. */
const actsOn = (userId: UserId): SQL =>
  sql`(${isReviewerOf(userId)} or ${isGoalApproverOf(userId)} or ${isReviewApproverOf(userId)})`;

/** A goal setting (and its goals) is visible to its setter, its reviewers and its approvers. */
export const settingVisibleTo = (userId: UserId): SQL => sql`(${isSetterOf(userId)} or ${actsOn(userId)})`;

/** What a global administrator may also read: a setting's evidence. */
export const settingReadableBy = (userId: UserId): SQL =>
  sql`(${settingVisibleTo(userId)} or ${isGlobalAdministrator(userId)})`;

/** A review (joined with its goal_settings row) is visible to the setter, reviewers, approvers and who commented. */
export const reviewVisibleTo = (userId: UserId): SQL =>
  sql`(${isSetterOf(userId)} or ${actsOn(userId)} or ${hasCommentedOn(userId)})`;

/** A setter role whose settings the user reviews or approves, in one school or (schoolId null) in every school. */
interface ListedScope {
  setterRoleId: number;
  schoolId: number | null;
}

/** The user's scopes in the review list, read first: the review list's condition names them as values. */
export interface ReviewListScopes {
  reviewed: ListedScope[];
  approved: ListedScope[];
  commentedSettingIds: number[];
}

export async function reviewListScopesOf(db: Database, userId: number): Promise<ReviewListScopes> {
  const [reviewed, approved, commented] = await Promise.all([
    scopesStatement(db, { as: 'reviewer' }).execute({ userId }),
    scopesStatement(db, { as: 'approver' }).execute({ userId }),
    commentedStatement(db, undefined).execute({ userId }),
  ]);
  return { reviewed, approved, commentedSettingIds: commented.map((row) => row.settingId) };
}

/** What the review list's condition depends on: whether each scope names a school, and any commented setting. */
export interface ReviewListedShape {
  reviewed: boolean[];
  approved: boolean[];
  commented: boolean;
}

export const reviewListedShapeOf = (scopes: ReviewListScopes): ReviewListedShape => ({
  reviewed: scopes.reviewed.map((scope) => scope.schoolId !== null),
  approved: scopes.approved.map((scope) => scope.schoolId !== null),
  commented: scopes.commentedSettingIds.length > 0,
});

/** The values of the condition's placeholders (reviewed0Role, reviewed0School, …, commentedIds, userId). */
export function reviewListedValuesOf(userId: number, scopes: ReviewListScopes): Record<string, unknown> {
  const values: Record<string, unknown> = {
    userId,
    commentedIds: scopes.commentedSettingIds,
    approverStates: APPROVERS_LIST_FROM,
  };
  for (const kind of ['reviewed', 'approved'] as const) {
    for (const [index, scope] of scopes[kind].entries()) {
      values[`${kind}${index}Role`] = scope.setterRoleId;
      values[`${kind}${index}School`] = scope.schoolId;
    }
  }
  return values;
}

/**
 * The review list: the reviews of others the user reviews or commented on, and, once the feedback of the year is
 * completed, those the user approves (their own goals are on /goals/set). The user's scopes are read first
 * (reviewListScopesOf) and named here as placeholders, so the settings index (role, school) finds the rows, where
 * testing every setting of the network row by row grows with the network.
 */
export function reviewListedOf(shape: ReviewListedShape): SQL {
  const placeholder = sql.placeholder;
  const inScope = (kind: 'reviewed' | 'approved', index: number, hasSchool: boolean, states?: SQL) =>
    and(
      eq(goalSettings.roleId, placeholder(`${kind}${index}Role`)),
      hasSchool ? eq(goalSettings.schoolId, placeholder(`${kind}${index}School`)) : undefined,
      states,
    );
  const listed = [
    ...shape.reviewed.map((hasSchool, index) => inScope('reviewed', index, hasSchool)),
    ...shape.approved.map((hasSchool, index) =>
      inScope('approved', index, hasSchool, sql`${goalSettings.state} = any(${placeholder('approverStates')})`),
    ),
    shape.commented ? sql`${goalSettings.id} = any(${placeholder('commentedIds')})` : undefined,
  ].filter((condition) => condition !== undefined);
  return listed.length === 0
    ? sql`false`
    : sql`(not ${isSetterOf(placeholder('userId'))} and (${sql.join(listed, sql` or `)}))`;
}

const commentedStatement = preparedStatements('review_list_commented', (db, _shape: undefined, name) =>
  db
    .selectDistinct({ settingId: goalReviews.goalSettingId })
    .from(goalReviewComments)
    .innerJoin(goalReviews, eq(goalReviews.id, goalReviewComments.goalReviewId))
    .where(eq(goalReviewComments.userId, sql.placeholder('userId')))
    .prepare(name),
);

/**
 * The setter roles of the configurations that name, as a reviewer role or as an approver role, an ACTIVE role the
 * ACTIVE user holds, with the user's school when that role is limited to a school.
 */
const scopesStatement = preparedStatements(
  'review_list_scopes',
  (db, { as }: { as: 'reviewer' | 'approver' }, name) => {
    const everySchool = sql`(${roles.isGlobal} or not ${roles.isSchoolApplicable})`;
    const heldRoles = db
      .selectDistinct({
        setterRoleId: goalConfigurations.roleId,
        schoolId: sql<number | null>`case when ${everySchool} then null else ${users.schoolId} end`,
      })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, ACTIVE)));
    const configured =
      as === 'reviewer'
        ? heldRoles
            .innerJoin(goalConfigurationReviewers, eq(goalConfigurationReviewers.roleId, roles.id))
            .innerJoin(goalConfigurations, eq(goalConfigurations.id, goalConfigurationReviewers.configurationId))
        : heldRoles.innerJoin(
            goalConfigurations,
            or(
              eq(goalConfigurations.goalApproverRoleId, roles.id),
              eq(goalConfigurations.reviewApproverRoleId, roles.id),
            ),
          );
    return configured
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          eq(users.status, ACTIVE),
          sql`(${everySchool} or ${users.schoolId} is not null)`,
        ),
      )
      .prepare(name);
  },
);
