import { describe, expect, it } from 'vitest';
import { passwordSchema } from './auth';
import { COMMON_PASSWORD_RULE, PASSWORD_POLICY, passwordRuleStates } from './password-policy';

const metLabels = (password: string) =>
  passwordRuleStates(password)
    .filter((rule) => rule.met)
    .map((rule) => rule.label);

describe('passwordRuleStates', () => {
  it('meets nothing while the field is empty', () => {
    expect(metLabels('')).toEqual([]);
  });

  it('ticks each rule as the password grows', () => {
    expect(metLabels('a')).toEqual(['At least one lower-case letter', 'No spaces']);
    expect(metLabels('aB1')).toEqual([
      'At least one digit',
      'At least one lower-case letter',
      'At least one upper-case letter',
      'No spaces',
    ]);
    expect(metLabels('aB1#efgh')).toEqual(PASSWORD_POLICY.map((rule) => rule.label));
    expect(metLabels('aB1# efgh')).not.toContain('No spaces');
    expect(metLabels('aB1#efgh'.repeat(3))).not.toContain('8 to 20 characters');
  });

  it('agrees with the schema the server applies', () => {
    const samples = ['', 'a', 'aB1#efgh', 'aB1# efgh', 'abcdefgh', 'ABCDEFG1!', 'aB1#'.repeat(5), 'aB1#'.repeat(6)];
    for (const password of samples) {
      // The server's list aside (it answers `common`), the rules are the schema's.
      const allMet = passwordRuleStates(password, false).every((rule) => rule.met);
      expect(passwordSchema.safeParse(password).success, password).toBe(allMet);
    }
  });
});

describe('the common-password rule', () => {
  const commonRule = (password: string, common?: boolean) =>
    passwordRuleStates(password, common).find((rule) => rule.label === COMMON_PASSWORD_RULE)?.met;

  it('is listed last, after the policy, so the user reads it with the others', () => {
    expect(passwordRuleStates('').map((rule) => rule.label)).toEqual([
      ...PASSWORD_POLICY.map((rule) => rule.label),
      COMMON_PASSWORD_RULE,
    ]);
  });

  it('is met only once the server said the password is not common, and never while the field is empty', () => {
    expect(commonRule('aB1#efgh', false)).toBe(true);
    expect(commonRule('Welcome@2026', true)).toBe(false);
    expect(commonRule('aB1#efgh')).toBe(false);
    expect(commonRule('', false)).toBe(false);
  });
});
