import { describe, expect, it } from 'vitest';
import { passwordSchema } from './auth';
import { PASSWORD_POLICY, passwordRuleStates } from './password-policy';

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
      const allMet = passwordRuleStates(password).every((rule) => rule.met);
      expect(passwordSchema.safeParse(password).success, password).toBe(allMet);
    }
  });
});
