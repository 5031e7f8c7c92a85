import { describe, expect, it } from 'vitest';
import {
  emptyPrivilegeFlags,
  hasPrivilege,
  isLimitedToOwnSchool,
  type PrivilegeMap,
  ROLE_NAMES,
  type RoleName,
  type RoleRuleName,
  roleRules,
} from './access';
import { FIELD_MESSAGES, MESSAGES } from './constants';
import { changePasswordRequest, passwordSchema, resetPasswordRequest } from './schemas/auth';

const { systemAdministrator, administrator, coordinator, inspireUsCore, inspireUsMentors, teacher } = ROLE_NAMES;
const ALL_ROLES = Object.values(ROLE_NAMES);

/** Who each named rule lets through. */
const ALLOWED: Record<RoleRuleName, RoleName[]> = {
  assignTemporaryPassword: [administrator],
  changeTeacherPassword: [systemAdministrator],
  editCompletedRecord: [systemAdministrator, administrator],
  editCompletedAnnualOrTierPlan: [systemAdministrator, administrator],
  editCompletedUnitPlan: [systemAdministrator, administrator, inspireUsCore],
  editCompletedLessonPlan: [systemAdministrator, administrator, inspireUsCore, coordinator],
  editCompletedUnitPlanForm: [systemAdministrator, administrator, inspireUsCore],
  editCompletedLessonPlanForm: [coordinator, administrator, inspireUsCore],
  editUnsignedPlan: [systemAdministrator, administrator, inspireUsCore, coordinator],
  refreshLessonConsents: [systemAdministrator, administrator, inspireUsCore, coordinator],
  refreshTierConsents: [systemAdministrator, administrator, inspireUsCore],
  editAllLessonConsents: [inspireUsCore, administrator, systemAdministrator, inspireUsMentors, coordinator],
  editAllUnitConsents: [inspireUsCore, administrator, systemAdministrator],
};

describe('roleRules', () => {
  it('has exactly the rules listed here', () => {
    expect(Object.keys(roleRules).sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  describe.each(Object.entries(ALLOWED) as [RoleRuleName, RoleName[]][])('%s', (rule, allowed) => {
    const check = roleRules[rule];

    it.each(ALL_ROLES)('with the single role %s', (role) => {
      expect(check({ roleNames: [role] })).toBe(allowed.includes(role));
    });

    it('allows a user holding an allowed role among others', () => {
      const allowedRole = allowed[0] as RoleName;
      expect(check({ roleNames: [teacher, allowedRole] })).toBe(true);
    });

    it('refuses a user with no roles, or with look-alike names', () => {
      expect(check({ roleNames: [] })).toBe(false);
      const lookAlikes = allowed.flatMap((role) => [`${role}s`, role.toUpperCase(), ` ${role}`]);
      expect(check({ roleNames: lookAlikes })).toBe(false);
    });
  });

  it('keeps Assign Temporary Password from a System Administrator who is not also Administrator', () => {
    expect(roleRules.assignTemporaryPassword({ roleNames: [systemAdministrator] })).toBe(false);
    expect(roleRules.assignTemporaryPassword({ roleNames: [systemAdministrator, administrator] })).toBe(true);
  });
});

describe('isLimitedToOwnSchool', () => {
  const school = { isGlobal: false, isSchoolApplicable: true };
  const global = { isGlobal: true, isSchoolApplicable: false };
  const neither = { isGlobal: false, isSchoolApplicable: false };

  it('limits a user whose roles are all school-applicable and none global', () => {
    expect(isLimitedToOwnSchool([school])).toBe(true);
    expect(isLimitedToOwnSchool([school, school])).toBe(true);
  });

  it('limits a user with no roles at all', () => {
    expect(isLimitedToOwnSchool([])).toBe(true);
  });

  it('does not limit a user with one global role among school roles', () => {
    expect(isLimitedToOwnSchool([school, global])).toBe(false);
    expect(isLimitedToOwnSchool([global])).toBe(false);
  });

  it('does not limit a user with a role that is neither global nor school-applicable', () => {
    expect(isLimitedToOwnSchool([neither])).toBe(false);
    expect(isLimitedToOwnSchool([school, neither])).toBe(false);
  });

  it('treats a role flagged both global and school-applicable as global', () => {
    expect(isLimitedToOwnSchool([{ isGlobal: true, isSchoolApplicable: true }])).toBe(false);
  });
});

describe('hasPrivilege', () => {
  const privileges: PrivilegeMap = {
    school: { ...emptyPrivilegeFlags(), READ: true },
    lessonplan: { READ: true, CREATE: true, UPDATE: true, DELETE: false },
  };

  it('is true only for a flag that is set', () => {
    expect(hasPrivilege(privileges, 'school', 'READ')).toBe(true);
    expect(hasPrivilege(privileges, 'lessonplan', 'UPDATE')).toBe(true);
    expect(hasPrivilege(privileges, 'school', 'UPDATE')).toBe(false);
    expect(hasPrivilege(privileges, 'lessonplan', 'DELETE')).toBe(false);
  });

  it('is false for an entity the map does not hold', () => {
    expect(hasPrivilege(privileges, 'user', 'READ')).toBe(false);
    expect(hasPrivilege({}, 'school', 'READ')).toBe(false);
  });

  it('starts from flags that are all false', () => {
    expect(emptyPrivilegeFlags()).toEqual({ READ: false, CREATE: false, UPDATE: false, DELETE: false });
    const first = emptyPrivilegeFlags();
    first.READ = true;
    expect(emptyPrivilegeFlags().READ).toBe(false);
  });
});

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.') || '(root)';
    byField[key] ??= [];
    byField[key].push(issue.message);
  }
  return byField;
}

describe('passwordSchema', () => {
  it.each(['Test@Pass2026', 'Aa1!aaaa', `Aa1!${'a'.repeat(16)}`, 'ÄÖü1#xyZ', 'a_B2-c.D'])('accepts %s', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['', MESSAGES.required],
    ['Aa1!aaa', 'Use at least 8 characters'],
    [`Aa1!${'a'.repeat(17)}`, 'Use at most 20 characters'],
    ['Abcdefg!', 'Add a digit'],
    ['ABCDEFG1!', 'Add a lower-case letter'],
    ['abcdefg1!', 'Add an upper-case letter'],
    ['Abcdefg12', 'Add a special character'],
    ['Abcd efg1!', 'Remove spaces'],
    ['Abcdefg1!\t', 'Remove spaces'],
  ])('refuses %j with "%s"', (password, message) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('does not count a space as the special character', () => {
    const messages = passwordSchema.safeParse('Abcd efg1').error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['Add a special character', 'Remove spaces']));
  });

  it('answers the required message for a missing value, and names the type of a non-text one', () => {
    for (const value of [undefined, null]) {
      expect(passwordSchema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.required]);
    }
    expect(passwordSchema.safeParse(12345678).error?.issues.map((issue) => issue.message)).toEqual([
      FIELD_MESSAGES.text,
    ]);
  });
});

describe('changePasswordRequest', () => {
  const changeShape = {
    email: 'teacher@test.school',
    currentPassword: 'Old#Pass2026',
    newPassword: 'New#Pass2026',
    confirmPassword: 'New#Pass2026',
  };
  const resetShape = {
    email: 'teacher@test.school',
    passwordResetTokenId: 'a-reset-token',
    newPassword: 'New#Pass2026',
    confirmPassword: 'New#Pass2026',
  };

  it('accepts the change shape and the reset shape of the spec', () => {
    expect(changePasswordRequest.safeParse(changeShape).success).toBe(true);
    expect(changePasswordRequest.safeParse(resetShape).success).toBe(true);
  });

  it('requires currentPassword when no reset token is present', () => {
    const { currentPassword: _, ...withoutCurrent } = changeShape;
    expect(issuesOf(changePasswordRequest.safeParse(withoutCurrent))).toEqual({ currentPassword: [MESSAGES.required] });
    const blankToken = { ...withoutCurrent, passwordResetTokenId: '   ' };
    expect(issuesOf(changePasswordRequest.safeParse(blankToken))).toEqual({ currentPassword: [MESSAGES.required] });
  });

  it('does not require currentPassword with a reset token', () => {
    expect(changePasswordRequest.safeParse({ ...resetShape, currentPassword: undefined }).success).toBe(true);
  });

  it('refuses a confirmation that differs from the new password', () => {
    const result = changePasswordRequest.safeParse({ ...changeShape, confirmPassword: 'Other#Pass2026' });
    expect(issuesOf(result)).toEqual({ confirmPassword: [MESSAGES.passwordsDiffer] });
  });

  it('requires newPassword and confirmPassword', () => {
    const result = changePasswordRequest.safeParse({ email: changeShape.email, currentPassword: 'Old#Pass2026' });
    expect(issuesOf(result)).toEqual({ newPassword: [MESSAGES.required], confirmPassword: [MESSAGES.required] });
  });

  it('applies the password policy to newPassword only', () => {
    const result = changePasswordRequest.safeParse({
      ...changeShape,
      currentPassword: 'old',
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(issuesOf(result)).toEqual({ newPassword: ['Add an upper-case letter', 'Add a special character'] });
  });

  it('trims the reset token and the email', () => {
    const result = changePasswordRequest.parse({ ...resetShape, email: ' a@b.c ', passwordResetTokenId: ' tok ' });
    expect(result).toMatchObject({ email: 'a@b.c', passwordResetTokenId: 'tok' });
  });
});

describe('resetPasswordRequest', () => {
  it('requires the token', () => {
    const result = resetPasswordRequest.safeParse({ newPassword: 'New#Pass2026', confirmPassword: 'New#Pass2026' });
    expect(issuesOf(result)).toEqual({ passwordResetTokenId: [MESSAGES.required] });
  });

  it('refuses a confirmation that differs from the new password', () => {
    const result = resetPasswordRequest.safeParse({
      passwordResetTokenId: 'a-reset-token',
      newPassword: 'New#Pass2026',
      confirmPassword: 'New#Pass2027',
    });
    expect(issuesOf(result)).toEqual({ confirmPassword: [MESSAGES.passwordsDiffer] });
  });
});
