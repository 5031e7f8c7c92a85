import { type Placeholder, type SQL, sql } from 'drizzle-orm';
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
import { qualified as q } from '../plans/plan-shared';

/*
 * Who sees which goal setting and review (issue 9 sections 3 and 4), built in this one place and used by every
 * goal setting, goal and review call; a record outside it answers 404 as if it did not exist.
 * - The setter sees their own settings.
 * - A reviewer of a setting is an ACTIVE user, not the setter, holding an ACTIVE role that the configuration of the
 *   setting's role lists among its reviewer roles, in the setting's school, or in any school when that role applies
 *   to every school (contract appliesToEverySchool: global, or not limited to a school; the SQL below says the same).
 * - The review list also shows the reviews a user commented on (they acted on them), whatever their roles now.
 * Every column is named with its table: the conditions are used in select lists too, where Drizzle leaves a
 * single table's columns unqualified.
 */

type UserId = number | SQL | Placeholder;

/** The signed-in user reviews the goal_settings row of the query. */
export function isReviewerOf(userId: UserId): SQL<boolean> {
  return sql<boolean>`(${q(goalSettings, goalSettings.userId)} <> ${userId} and exists (
    select 1 from ${goalConfigurations}
    join ${goalConfigurationReviewers} on ${q(goalConfigurationReviewers, goalConfigurationReviewers.configurationId)} = ${q(goalConfigurations, goalConfigurations.id)}
    join ${roles} on ${q(roles, roles.id)} = ${q(goalConfigurationReviewers, goalConfigurationReviewers.roleId)} and ${q(roles, roles.status)} = 'ACTIVE'
    join ${userRoles} on ${q(userRoles, userRoles.roleId)} = ${q(roles, roles.id)}
    join ${users} on ${q(users, users.id)} = ${q(userRoles, userRoles.userId)} and ${q(users, users.status)} = 'ACTIVE'
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

/** A goal setting (and its goals) is visible to its setter and its reviewers. */
export const settingVisibleTo = (userId: UserId): SQL => sql`(${isSetterOf(userId)} or ${isReviewerOf(userId)})`;

/** A review (joined with its goal_settings row) is visible to the setter, the reviewers and who commented on it. */
export const reviewVisibleTo = (userId: UserId): SQL =>
  sql`(${isSetterOf(userId)} or ${isReviewerOf(userId)} or ${hasCommentedOn(userId)})`;

/** The review list: the reviews of others the user reviews or commented on (their own goals are on /goals/set). */
export const reviewListedFor = (userId: UserId): SQL =>
  sql`(not ${isSetterOf(userId)} and (${isReviewerOf(userId)} or ${hasCommentedOn(userId)}))`;
