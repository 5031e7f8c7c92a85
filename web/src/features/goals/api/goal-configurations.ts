import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@school/contract/constants';
import type { Paged } from '@school/contract/schemas/common';
import type { GoalConfiguration, GoalConfigurationInput } from '@school/contract/schemas/goals/goal-configuration';
import { useSaveEntity } from '../../../lib/crud';
import { http } from '../../../lib/http';
import { usePrivileges } from '../../../lib/privileges';

export type { GoalConfiguration } from '@school/contract/schemas/goals/goal-configuration';

/** The API path of goal configurations, also the first part of their query keys. */
export const GOAL_CONFIGURATIONS_PATH = '/goal-configurations';

/** A list call's records, whether it answers an array or a page ({content}). */
export const recordsOf = <T>(answer: T[] | Paged<T>): T[] => (Array.isArray(answer) ? answer : answer.content);

/** GET /goal-configurations/: every configuration (one per setter role), by setter role name. */
export const goalConfigurationsQuery = queryOptions({
  queryKey: [GOAL_CONFIGURATIONS_PATH, 'all'],
  queryFn: async ({ signal }) => {
    const answer = await http.get('/api/goal-configurations', { signal });
    return recordsOf(answer).sort((a, b) => a.applicableRole.name.localeCompare(b.applicableRole.name));
  },
});

/** The body of PUT /goal-configurations/{id}: the configuration with the version read. */
export type GoalConfigurationBody = GoalConfigurationInput & { version?: number };

/**
 * POST /goal-configurations/ or PUT /goal-configurations/{id}. 409 for a second configuration of a role. Goal
 * settings depend on configurations (who reviews whom), so their queries are refreshed too.
 */
export function useSaveGoalConfiguration() {
  return useSaveEntity(
    { create: '/api/goal-configurations', update: '/api/goal-configurations/{id}' },
    {
      alsoInvalidate: ['/goal-setting-form', '/goal-setting-review'],
    },
  );
}

export interface RoleChoice {
  id: number;
  name: string;
}

/**
 * The roles a configuration may name: the ACTIVE roles (GET /roles, READ on role). A user without READ on role
 * (Inspire Us-Core manages configurations but not roles) is offered the roles the configurations already name;
 * `complete` tells the dialog which it got.
 */
export function useConfigurationRoleChoices(configurations: readonly GoalConfiguration[]): {
  roles: RoleChoice[];
  complete: boolean;
} {
  const { can } = usePrivileges();
  const mayReadRoles = can('role', 'READ');
  const { data } = useQuery({
    queryKey: ['/roles', 'goal-configuration-choices'],
    queryFn: async ({ signal }) => {
      const page = await http.get('/api/roles', {
        params: { query: { page: 0, size: PAGE_SIZES.lookup, status: 'ACTIVE' } },
        signal,
      });
      return page.content.filter((role) => role.status === 'ACTIVE').map(({ id, name }) => ({ id, name }));
    },
    enabled: mayReadRoles,
    staleTime: 60_000,
  });
  if (mayReadRoles) return { roles: sortByName(data ?? []), complete: true };
  const named = new Map<number, string>();
  for (const role of configurations.flatMap(rolesNamedBy)) named.set(role.id, role.name);
  return { roles: sortByName([...named].map(([id, name]) => ({ id, name }))), complete: false };
}

/** The roles a configuration names: setter, reviewers, goal approver, review approver. */
export const rolesNamedBy = (configuration: GoalConfiguration): RoleChoice[] => [
  configuration.applicableRole,
  ...configuration.reviewerRoles.map((reviewer) => reviewer.goalReviewerRole),
  configuration.goalApproverRole,
  configuration.reviewApproverRole,
];

const sortByName = (roles: RoleChoice[]) => [...roles].sort((a, b) => a.name.localeCompare(b.name));
