import { describe, expect, it } from 'vitest';
import { isSystemAdministratorRole, ROLE_NAMES } from '../access';
import { normaliseRoleFlags, normaliseRolePrivileges, roleInput, toggleRolePrivilege } from './role';

describe('normaliseRolePrivileges', () => {
  it('adds READ for every entity with Create, Update or Delete, without duplicates, in the form order', () => {
    expect(
      normaliseRolePrivileges([
        { entityName: 'school', privilegeType: 'DELETE' },
        { entityName: 'subject', privilegeType: 'READ' },
        { entityName: 'school', privilegeType: 'UPDATE' },
        { entityName: 'subject', privilegeType: 'READ' },
      ]),
    ).toEqual([
      { entityName: 'subject', privilegeType: 'READ' },
      { entityName: 'school', privilegeType: 'READ' },
      { entityName: 'school', privilegeType: 'UPDATE' },
      { entityName: 'school', privilegeType: 'DELETE' },
    ]);
    expect(normaliseRolePrivileges([])).toEqual([]);
  });
});

describe('toggleRolePrivilege', () => {
  it('ticking Create, Update or Delete ticks Read; unticking one of them removes only that one', () => {
    const ticked = toggleRolePrivilege([], 'lov', 'UPDATE', true);
    expect(ticked).toEqual([
      { entityName: 'lov', privilegeType: 'READ' },
      { entityName: 'lov', privilegeType: 'UPDATE' },
    ]);
    expect(toggleRolePrivilege(ticked, 'lov', 'UPDATE', false)).toEqual([{ entityName: 'lov', privilegeType: 'READ' }]);
  });

  it("unticking Read unticks the entity's Create, Update and Delete, and leaves other entities alone", () => {
    const held = normaliseRolePrivileges([
      { entityName: 'lov', privilegeType: 'CREATE' },
      { entityName: 'lov', privilegeType: 'UPDATE' },
      { entityName: 'lov', privilegeType: 'DELETE' },
      { entityName: 'school', privilegeType: 'UPDATE' },
    ]);
    const unticked = toggleRolePrivilege(held, 'lov', 'READ', false);
    expect(unticked).toEqual([
      { entityName: 'school', privilegeType: 'READ' },
      { entityName: 'school', privilegeType: 'UPDATE' },
    ]);
    // What the form shows is what the server stores: normalising adds nothing back.
    expect(normaliseRolePrivileges(unticked)).toEqual(unticked);
  });
});

describe('normaliseRoleFlags', () => {
  it('clears the school, grade and subject flags of a global role and leaves others alone', () => {
    const scoped = { isGlobal: false, isSchoolApplicable: true, isGradesApplicable: true, isSubjectApplicable: true };
    expect(normaliseRoleFlags(scoped)).toEqual(scoped);
    expect(normaliseRoleFlags({ ...scoped, isGlobal: true, name: 'X' })).toEqual({
      name: 'X',
      isGlobal: true,
      isSchoolApplicable: false,
      isGradesApplicable: false,
      isSubjectApplicable: false,
    });
  });
});

describe('roleInput', () => {
  it('defaults the flags and status, and refuses unknown entities', () => {
    expect(roleInput.parse({ name: ' Role ' })).toMatchObject({ name: 'Role', status: 'ACTIVE', isGlobal: false });
    expect(
      roleInput.safeParse({ name: 'R', privileges: [{ entityName: 'moon', privilegeType: 'READ' }] }).success,
    ).toBe(false);
  });
});

describe('isSystemAdministratorRole', () => {
  it('recognises the built-in role by name, whatever the case and spacing', () => {
    expect(isSystemAdministratorRole(ROLE_NAMES.systemAdministrator)).toBe(true);
    expect(isSystemAdministratorRole(' system administrator ')).toBe(true);
    expect(isSystemAdministratorRole(ROLE_NAMES.administrator)).toBe(false);
    expect(isSystemAdministratorRole('System Administrators')).toBe(false);
  });
});
