import {
  AUTH_LIMITS,
  type ChangePasswordRequest,
  ERROR_CODES,
  isLimitedToOwnSchool,
  type LoginRequest,
  type PasswordCheckResponse,
  MESSAGES,
  type PrivilegeMap,
  type PrivilegeType,
  type Profile,
  type SignupRequest,
  emptyPrivilegeFlags,
  type EntityName,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { AppError, fieldError, forbidden, unauthorized } from '../../lib/http-errors';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { findChangeableUser } from '../users/staff-access';
import { createAccountMail } from './account-mail';
import * as repo from './auth.repository';
import { createSessionCache } from './session-cache';
import { prepareSessionStatement, type ResolvedSessionRow, revokeSessionByTokenHash } from './session.repository';
import { createSignInThrottle } from './sign-in-throttle';
import type { AuthContext } from './auth-context';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TOUCH_EVERY_MS = MINUTE;
/** How long a resolved session is kept in memory; the auth epoch makes any change visible before that. */
const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_ENTRIES = 10_000;

function fullNameOf(user: { firstName: string; lastName: string }) {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A new password must meet the policy (checked by the schema) and not be a common one. */
function assertNotCommon(password: string, field: string) {
  if (isCommonPassword(password)) throw fieldError(field, MESSAGES.commonPassword);
}

/** The signed-in user as the session statement read them; what depends on the clock is computed per request. */
interface ResolvedSession {
  context: Omit<AuthContext, 'passwordChangeRequired'>;
  passwordChangeRequired: boolean;
  passwordChangedOn: Date;
  expiresOn: Date;
}

function privilegeMapOf(rows: [string, string][]): PrivilegeMap {
  const privileges: PrivilegeMap = {};
  for (const [entityName, privilegeType] of rows) {
    const entity = entityName as EntityName;
    const flags = privileges[entity] ?? emptyPrivilegeFlags();
    flags[privilegeType as PrivilegeType] = true;
    privileges[entity] = flags;
  }
  return privileges;
}

function resolvedSessionOf(row: ResolvedSessionRow): ResolvedSession {
  const { firstName, lastName, designation, schoolId } = row;
  const context = {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    fullName: fullNameOf({ firstName, lastName }),
    schoolId,
    roleNames: row.roles.map((role) => role.name),
    privileges: privilegeMapOf(row.privileges),
    limitedToSchool: isLimitedToOwnSchool(row.roles),
    profile: {
      firstName,
      lastName,
      designation,
      school:
        schoolId !== null && row.schoolCode !== null && row.schoolName !== null && row.campus !== null
          ? { id: schoolId, schoolCode: row.schoolCode, schoolName: row.schoolName, campus: row.campus }
          : null,
      roles: row.roles.map((role) => ({ roleId: role.roleId, name: role.name })),
    },
  };
  return {
    context,
    passwordChangeRequired: row.passwordChangeRequired,
    passwordChangedOn: new Date(row.passwordChangedOn),
    expiresOn: new Date(row.expiresOn),
  };
}

export function createAuthService(deps: AppDeps) {
  const { db, config, background } = deps;
  const throttle = createSignInThrottle(db, background);
  const accountMail = createAccountMail(deps);
  const sessionStatement = prepareSessionStatement(db);
  const sessionCache = createSessionCache<ResolvedSession>({
    ttlMs: SESSION_CACHE_MS,
    maxEntries: SESSION_CACHE_ENTRIES,
  });

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
    /**
     * Resolves a bearer token to the signed-in user, or null when it is not a live session: one statement, which
     * reads the session only when the auth epoch moved since this process cached it.
     */
    async resolveSession(token: string): Promise<AuthContext | null> {
      const tokenHash = hashToken(token);
      const now = Date.now();
      const cached = sessionCache.get(tokenHash);
      const usable = cached && cached.value.expiresOn.getTime() > now ? cached : undefined;
      const { epoch, session } = await sessionStatement({
        tokenHash,
        now: new Date(now).toISOString(),
        idleSince: new Date(now - AUTH_LIMITS.sessionIdleHours * HOUR).toISOString(),
        touchBefore: new Date(now - TOUCH_EVERY_MS).toISOString(),
        cachedEpoch: usable?.epoch ?? -1,
      });
      let resolved: ResolvedSession;
      if (usable && epoch === usable.epoch) {
        resolved = usable.value;
      } else if (session) {
        resolved = resolvedSessionOf(session);
        sessionCache.set(tokenHash, resolved, epoch);
      } else {
        sessionCache.delete(tokenHash);
        return null;
      }
      return { ...resolved.context, passwordChangeRequired: mustChangePassword(resolved) };
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

    /** Ends the session the token names, if any (public: a stale token signs out without an error). */
    async logout(token: string | null) {
      if (token) {
        const tokenHash = hashToken(token);
        await revokeSessionByTokenHash(db, tokenHash);
        sessionCache.delete(tokenHash);
      }
      return { message: MESSAGES.loggedOut };
    },

    /** /auth/me: everything was read with the session, so it costs no further statement. */
    profile(auth: AuthContext): Profile {
      return {
        id: auth.userId,
        email: auth.email,
        firstName: auth.profile.firstName,
        lastName: auth.profile.lastName,
        fullName: auth.fullName,
        designation: auth.profile.designation,
        school: auth.profile.school,
        roles: auth.profile.roles,
        passwordChangeRequired: auth.passwordChangeRequired,
        limitedToSchool: auth.limitedToSchool,
        privileges: auth.privileges,
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

    /** Whether a new password is one the password rules refuse as too common (the screen's rule as it is typed). */
    checkPassword(password: string): PasswordCheckResponse {
      return { common: isCommonPassword(password) };
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
