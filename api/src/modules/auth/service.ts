import {
  AUTH_LIMITS,
  type ChangePasswordRequest,
  ERROR_CODES,
  isLimitedToOwnSchool,
  type LoginRequest,
  MESSAGES,
  type PrivilegeMap,
  type PrivilegeType,
  type Profile,
  type SignupRequest,
  emptyPrivilegeFlags,
  type EntityName,
} from '@school/contract';
import type { AuthContext } from '../../plugins/access';
import type { AppDeps } from '../../deps';
import { AppError, fieldError, forbidden, unauthorized } from '../../lib/http-errors';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { findChangeableUser } from '../users/users.service';
import { createAccountMail } from './account-mail';
import * as repo from './repository';
import { createSignInThrottle } from './sign-in-throttle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TOUCH_EVERY_MS = MINUTE;

function fullNameOf(user: { firstName: string; lastName: string }) {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A new password must meet the policy (checked by the schema) and not be a common one. */
function assertNotCommon(password: string, field: string) {
  if (isCommonPassword(password)) throw fieldError(field, MESSAGES.commonPassword);
}

export function createAuthService(deps: AppDeps) {
  const { db, config, background } = deps;
  const throttle = createSignInThrottle(db, background);
  const accountMail = createAccountMail(deps);

  async function loadAccess(userId: number) {
    const roles = await repo.activeRolesOf(db, userId);
    const rows = await repo.activePrivilegesOf(
      db,
      roles.map((role) => role.roleId),
    );
    const privileges: PrivilegeMap = {};
    for (const row of rows) {
      const entity = row.entityName as EntityName;
      const flags = privileges[entity] ?? emptyPrivilegeFlags();
      flags[row.privilegeType as PrivilegeType] = true;
      privileges[entity] = flags;
    }
    return { roles, privileges, limitedToSchool: isLimitedToOwnSchool(roles) };
  }

  /**
   * Checks a password a caller supplies, behind the sign-in throttle (429 with how long to wait). The attempt
   * is recorded before the check, so parallel attempts never check more passwords than the limit allows.
   * A wrong email and a wrong password answer alike.
   */
  async function authenticate(email: string, password: string, address: string) {
    const attempt = await throttle.reserve(email, address);
    const user = await repo.findUserByEmail(db, email);
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) return null;
    await throttle.succeeded(attempt);
    return user;
  }

  function isPasswordExpired(passwordChangedOn: Date) {
    const maxAgeDays = config.PASSWORD_MAX_AGE_DAYS;
    return maxAgeDays > 0 && Date.now() - passwordChangedOn.getTime() > maxAgeDays * DAY;
  }

  /** A password that expired during a session must be changed before anything else, like a temporary one. */
  const mustChangePassword = (user: { passwordChangeRequired: boolean; passwordChangedOn: Date }) =>
    user.passwordChangeRequired || isPasswordExpired(user.passwordChangedOn);

  async function startSession(userId: number) {
    const token = randomToken();
    const expiresOn = new Date(Date.now() + AUTH_LIMITS.sessionAbsoluteDays * DAY);
    await repo.createSession(db, userId, hashToken(token), expiresOn);
    return token;
  }

  async function applyNewPassword(user: { id: number; email: string }, newPassword: string, keepSessionId?: number) {
    assertNotCommon(newPassword, 'newPassword');
    await db.transaction(async (tx) => {
      await repo.setPassword(tx, user.id, await hashPassword(newPassword), false, user.email);
      await repo.revokeUserSessions(tx, user.id, keepSessionId);
    });
  }

  async function setPasswordWithToken(input: { email?: string; passwordResetTokenId: string; newPassword: string }) {
    const token = await repo.findUsableResetToken(db, hashToken(input.passwordResetTokenId));
    const user = token ? await repo.findUserById(db, token.userId) : null;
    const emailMatches = !input.email || (user && repo.normalizeEmail(user.email) === repo.normalizeEmail(input.email));
    if (!token || !user || !emailMatches || user.status !== 'ACTIVE') {
      throw fieldError('passwordResetTokenId', MESSAGES.resetTokenInvalid);
    }
    assertNotCommon(input.newPassword, 'newPassword');
    if (!(await repo.consumeResetToken(db, token.id)))
      throw fieldError('passwordResetTokenId', MESSAGES.resetTokenInvalid);
    await applyNewPassword(user, input.newPassword);
    await throttle.forgetFailures(user.email);
  }

  return {
    /** Resolves a bearer token to the signed-in user, or null when it is not a live session. */
    async resolveSession(token: string): Promise<AuthContext | null> {
      const idleSince = new Date(Date.now() - AUTH_LIMITS.sessionIdleHours * HOUR);
      const found = await repo.findLiveSession(db, hashToken(token), idleSince);
      if (!found) return null;
      const { session, user } = found;
      if (Date.now() - session.lastSeenOn.getTime() > TOUCH_EVERY_MS) await repo.touchSession(db, session.id);
      const access = await loadAccess(user.id);
      return {
        sessionId: session.id,
        userId: user.id,
        email: user.email,
        fullName: fullNameOf(user),
        schoolId: user.schoolId,
        passwordChangeRequired: mustChangePassword(user),
        roleNames: access.roles.map((role) => role.name),
        privileges: access.privileges,
        limitedToSchool: access.limitedToSchool,
      };
    },

    /** `address` is the client's (request.ip): the throttle counts failures per account and address. */
    async login(input: LoginRequest, address: string) {
      const user = await authenticate(input.email, input.password, address);
      if (!user) throw unauthorized(MESSAGES.badCredentials);
      if (user.status !== 'ACTIVE') throw unauthorized('This account is deactivated. Contact your administrator.');
      if (isPasswordExpired(user.passwordChangedOn)) {
        throw new AppError(307, MESSAGES.passwordExpired, ERROR_CODES.passwordExpired);
      }
      return {
        accessToken: await startSession(user.id),
        tokenType: 'Bearer' as const,
        passwordChangeRequired: user.passwordChangeRequired,
      };
    },

    async logout(auth: AuthContext | null) {
      if (auth) await repo.revokeSession(db, auth.sessionId);
      return { message: MESSAGES.loggedOut };
    },

    async profile(auth: AuthContext): Promise<Profile> {
      const user = await repo.findUserById(db, auth.userId);
      if (!user) throw unauthorized();
      const access = await loadAccess(user.id);
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        fullName: fullNameOf(user),
        designation: user.designation,
        school: user.schoolId ? await repo.findSchoolSummary(db, user.schoolId) : null,
        roles: access.roles.map((role) => ({ roleId: role.roleId, name: role.name })),
        passwordChangeRequired: mustChangePassword(user),
        limitedToSchool: access.limitedToSchool,
        privileges: access.privileges,
      };
    },

    async signup(input: SignupRequest, appUrl: string) {
      if (!config.ALLOW_SIGNUP) throw forbidden(MESSAGES.signupDisabled);
      assertNotCommon(input.password, 'password');
      // Hashed for a known address too, and answered alike: the answer reveals nothing. The owner of a known
      // address is told by mail instead, after answering.
      const passwordHash = await hashPassword(input.password);
      const created = await repo.insertUserIfNew(db, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        createdBy: input.email,
        lastUpdatedBy: input.email,
      });
      if (!created) background.run('sign-up notice', () => accountMail.signupNotice(input.email, appUrl));
      return { message: MESSAGES.registered };
    },

    /** Answered at once; the look-up and the mail come after, so the answer takes as long for any address. */
    forgotPassword(email: string, appUrl: string) {
      background.run('password reset mail', () => accountMail.resetLink(email, appUrl));
      return { message: MESSAGES.resetEmailSent };
    },

    async resetPassword(input: { email?: string; passwordResetTokenId: string; newPassword: string }) {
      await setPasswordWithToken(input);
      return { message: MESSAGES.passwordSet };
    },

    /**
     * Both flows of the spec. With a reset token: set-password. Otherwise change-password: the signed-in
     * user, or (for an expired password, with no session) the account named by email, proves the
     * current password; the latter gets a new session so the app can go on to the dashboard.
     */
    async changePassword(input: ChangePasswordRequest, auth: AuthContext | null, address: string) {
      if (input.passwordResetTokenId) {
        await setPasswordWithToken({ ...input, passwordResetTokenId: input.passwordResetTokenId });
        return { message: MESSAGES.passwordSet };
      }
      const currentPassword = input.currentPassword ?? '';
      // Both prove the current password behind the sign-in throttle: a stolen session is no password oracle.
      const email = auth ? auth.email : input.email;
      if (!email) throw fieldError('email', MESSAGES.required);
      const user = await authenticate(email, currentPassword, address);
      if (user?.status !== 'ACTIVE' || (auth && user.id !== auth.userId)) {
        throw fieldError('currentPassword', MESSAGES.currentPasswordWrong);
      }
      if (input.newPassword === currentPassword) {
        throw fieldError('newPassword', 'The new password must be different from the current one.');
      }
      await applyNewPassword(user, input.newPassword, auth?.sessionId);
      const accessToken = auth ? undefined : await startSession(user.id);
      return { message: MESSAGES.passwordChanged, accessToken };
    },

    /** An administrator sets a temporary password; the user must change it at the next sign-in. */
    async setTemporaryPassword(userId: number, input: { email?: string; password: string }, auth: AuthContext) {
      const { user } = await findChangeableUser(db, userId, auth);
      if (input.email && repo.normalizeEmail(input.email) !== repo.normalizeEmail(user.email)) {
        throw fieldError('email', 'This email does not belong to the selected user.');
      }
      assertNotCommon(input.password, 'password');
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, user.id, await hashPassword(input.password), true, auth.email);
        await repo.revokeUserSessions(tx, user.id);
      });
      return { message: MESSAGES.updated };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
