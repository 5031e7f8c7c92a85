import {
  type EntityName,
  hasPrivilege,
  type PrivilegeType,
  type RoleRuleName,
  roleRules,
} from '@school/contract/access';
import { useMemo } from 'react';
import { useOptionalProfile } from './profile-context';

export interface Privileges {
  can: (entity: EntityName, type: PrivilegeType) => boolean;
}

/** What the signed-in user may do, as the server computed it (GET /auth/me); never recomputed here. */
export function usePrivileges(): Privileges {
  const profile = useOptionalProfile();
  return useMemo(() => {
    const privileges = profile?.privileges ?? {};
    return { can: (entity, type) => hasPrivilege(privileges, entity, type) };
  }, [profile]);
}

/** A named role rule of the contract (for example assignTemporaryPassword) for the signed-in user. */
export function useRoleRule(name: RoleRuleName): boolean {
  const profile = useOptionalProfile();
  return useMemo(() => roleRules[name]({ roleNames: profile?.roles.map((role) => role.name) ?? [] }), [name, profile]);
}
