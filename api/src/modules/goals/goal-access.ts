import { inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
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

/**
 * The review list: the reviews of others the user reviews or commented on, and, once the feedback of the year is
 * completed, those the user approves (their own goals are on /goals/set). It says what reviewListedFor said as a
 * set of setting ids built from the user's roles outward, so the settings index (role, school) finds them, where
 * testing every setting of the network row by row grows with the network.
 */
export const reviewListedFor = (userId: UserId): SQL =>
  sql`(not ${isSetterOf(userId)} and ${q(goalSettings, goalSettings.id)} in (${sql.join(
    [
      ...[false, true].map((perSchool) => settingsOfConfiguredRoles(userId, configurationsReviewedBy, perSchool)),
      ...[false, true].map((perSchool) =>
        settingsOfConfiguredRoles(
          userId,
          configurationsApprovedBy,
          perSchool,
          inArray(q(goalSettings, goalSettings.state), APPROVERS_LIST_FROM),
        ),
      ),
      sql`select ${q(goalReviews, goalReviews.goalSettingId)} from ${goalReviewComments}
        join ${goalReviews} on ${q(goalReviews, goalReviews.id)} = ${q(goalReviewComments, goalReviewComments.goalReviewId)}
        where ${q(goalReviewComments, goalReviewComments.userId)} = ${userId}`,
    ],
    sql` union all `,
  )}))`;

/** The configurations that list the joined role among their reviewer roles. */
const configurationsReviewedBy = sql`join ${goalConfigurationReviewers} on ${q(goalConfigurationReviewers, goalConfigurationReviewers.roleId)} = ${q(roles, roles.id)}
  join ${goalConfigurations} on ${q(goalConfigurations, goalConfigurations.id)} = ${q(goalConfigurationReviewers, goalConfigurationReviewers.configurationId)}`;

/** The configurations whose goal approver or review approver is the joined role. */
const configurationsApprovedBy = sql`join ${goalConfigurations} on ${q(roles, roles.id)} in (${q(goalConfigurations, goalConfigurations.goalApproverRoleId)}, ${q(goalConfigurations, goalConfigurations.reviewApproverRoleId)})`;

/**
 * The ids of the settings of the configurations that `configurationJoin` finds for an ACTIVE role the ACTIVE user
 * holds (it joins `goal_configurations` to `roles`): with `perSchool`, the roles limited to a school and the
 * settings of the user's school; without, the roles that apply to every school and every setting of the setter role.
 */
function settingsOfConfiguredRoles(userId: UserId, configurationJoin: SQL, perSchool: boolean, where?: SQL): SQL {
  const everySchool = sql`(${q(roles, roles.isGlobal)} or not ${q(roles, roles.isSchoolApplicable)})`;
  return sql`select ${q(goalSettings, goalSettings.id)} from ${users}
    join ${userRoles} on ${q(userRoles, userRoles.userId)} = ${q(users, users.id)}
    join ${roles} on ${q(roles, roles.id)} = ${q(userRoles, userRoles.roleId)} and ${q(roles, roles.status)} = ${ACTIVE}
    ${configurationJoin}
    join ${goalSettings} on ${q(goalSettings, goalSettings.roleId)} = ${q(goalConfigurations, goalConfigurations.roleId)}
    where ${q(users, users.id)} = ${userId} and ${q(users, users.status)} = ${ACTIVE}
      and ${perSchool ? sql`not ${everySchool} and ${q(goalSettings, goalSettings.schoolId)} = ${q(users, users.schoolId)}` : everySchool}
      ${where ? sql`and ${where}` : sql``}`;
}
