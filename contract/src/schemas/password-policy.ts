import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

export interface PasswordRule {
  label: string;
  isMet: (password: string) => boolean;
}

/**
 * The password policy as the user reads it, each rule with its own test, so a form
 * can tick each rule as the user types. passwordSchema (auth.ts) enforces the same rules.
 */
export const PASSWORD_POLICY: readonly PasswordRule[] = [
  {
    label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    isMet: (password) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  },
  { label: 'At least one digit', isMet: (password) => /\d/.test(password) },
  { label: 'At least one lower-case letter', isMet: (password) => /[a-z]/.test(password) },
  { label: 'At least one upper-case letter', isMet: (password) => /[A-Z]/.test(password) },
  { label: 'At least one special character', isMet: (password) => /[^A-Za-z0-9\s]/.test(password) },
  { label: 'No spaces', isMet: (password) => /^\S*$/.test(password) },
];

/**
 * The rule the server checks against its list of the 10,000 most common passwords, dressed up or not
 * ('Welcome@2026'); its refusal says MESSAGES.commonPassword. The screen learns the answer from POST
 * /auth/password-check, so the rule is met only once the server has said the password is not common.
 */
export const COMMON_PASSWORD_RULE = 'Not a common password (such as Welcome@2026)';

/**
 * Each rule and whether the password meets it; nothing is met while the field is empty. `common` is the server's
 * answer for this password: undefined while it is not known yet.
 */
export function passwordRuleStates(password: string, common?: boolean): { label: string; met: boolean }[] {
  return [
    ...PASSWORD_POLICY.map((rule) => ({ label: rule.label, met: password !== '' && rule.isMet(password) })),
    { label: COMMON_PASSWORD_RULE, met: password !== '' && common === false },
  ];
}
