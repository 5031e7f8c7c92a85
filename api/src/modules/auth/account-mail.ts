import { AUTH_LIMITS, MESSAGES, staffFullName } from '@school/contract';
import type { AppDeps } from '../../deps';
import { hashToken, randomToken } from '../../lib/tokens';
import * as repo from './auth.repository';

const MINUTE = 60_000;
const windowStart = () => new Date(Date.now() - AUTH_LIMITS.failedLoginWindowMinutes * MINUTE);

/**
 * The mails of forgot-password and sign-up. Both run after the answer (deps.background), which is the same
 * whether the address is known or not; past the per-window limit no further mail goes out, so nobody can
 * flood an inbox.
 */
export function createAccountMail({ db, mailer }: Pick<AppDeps, 'db' | 'mailer'>) {
  return {
    /** A reset link to an ACTIVE account; nothing for an unknown or deactivated address. */
    async resetLink(email: string, appUrl: string) {
      const user = await repo.findUserByEmail(db, email);
      if (user?.status !== 'ACTIVE') return;
      if ((await repo.resetTokensSince(db, user.id, windowStart())) >= AUTH_LIMITS.maxResetMailsPerWindow) return;
      const token = randomToken();
      const expiresOn = new Date(Date.now() + AUTH_LIMITS.resetTokenMinutes * MINUTE);
      await repo.createResetToken(db, user.id, hashToken(token), expiresOn);
      const query = new URLSearchParams({ email: user.email, passwordResetTokenId: token });
      const link = `${appUrl}/auth/reset-password?${query}`;
      await mailer({
        to: user.email,
        subject: 'Reset your password',
        text:
          `Hello ${staffFullName(user)},\n\nTo set a new password, open this link within ` +
          `${AUTH_LIMITS.resetTokenMinutes} minutes:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
      });
    },

    /** Someone signed up with the address of an existing account: its owner is told instead. */
    async signupNotice(email: string, appUrl: string) {
      const user = await repo.findUserByEmail(db, email);
      if (!user) return;
      const subject = MESSAGES.signupNoticeSubject;
      if ((await repo.mailsSince(db, user.email, subject, windowStart())) >= AUTH_LIMITS.maxResetMailsPerWindow) {
        return;
      }
      await mailer({
        to: user.email,
        subject,
        text:
          `Hello ${staffFullName(user)},\n\nSomeone tried to create an account with this email address, ` +
          `which already has one. Nothing was changed.\n\nIf it was you, sign in at ${appUrl}/login, or use ` +
          "'Forgot Password?' there if you do not remember your password. If it was not you, ignore this mail.",
      });
    },
  };
}
