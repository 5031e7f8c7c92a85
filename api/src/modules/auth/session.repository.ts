import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authEpoch, schools, sessions, users } from '../../db/schema';

const placeholder = sql.placeholder;

/** A role of the signed-in user as the session statement returns it. */
export interface SessionRole {
  roleId: number;
  name: string;
  isGlobal: boolean;
  isSchoolApplicable: boolean;
}

/** Parameters of the session statement; times are ISO strings, read the same by both drivers. */
export interface SessionLookup {
  tokenHash: string;
  now: string;
  /** A session not used since then has timed out. */
  idleSince: string;
  /** A session last seen before then is marked seen now. */
  touchBefore: string;
  /** The auth epoch the caller's cached copy was read at; the session is read only when it changed (-1: no copy). */
  cachedEpoch: number;
}

/**
 * The one statement an authenticated request spends on its session. It reads the auth epoch and, only when the
 * epoch differs from the caller's cached copy, the live session with its user, school, ACTIVE roles and ACTIVE
 * privileges (the lateral subquery's epoch condition is a one-time filter: skipped as a whole when it matches).
 * A data-modifying CTE marks a session seen at most once a minute, within the same statement.
 */
export function prepareSessionStatement(db: Database) {
  const touched = db.$with('touched', { id: sql<number>`id` }).as(
    sql`update sessions set last_seen_on = ${placeholder('now')}
      where token_hash = ${placeholder('tokenHash')} and revoked_on is null and expires_on > ${placeholder('now')}
        and last_seen_on > ${placeholder('idleSince')} and last_seen_on < ${placeholder('touchBefore')}
      returning id`,
  );
  const roles = sql<SessionRole[]>`(select coalesce(json_agg(json_build_object(
      'roleId', r.id, 'name', r.name, 'isGlobal', r.is_global, 'isSchoolApplicable', r.is_school_applicable
    ) order by r.name), '[]'::json)
    from user_roles ur join roles r on r.id = ur.role_id and r.status = 'ACTIVE'
    where ur.user_id = ${users.id})`;
  const privileges = sql<[string, string][]>`(
    select coalesce(json_agg(json_build_array(p.entity_name, p.privilege_type)), '[]'::json)
    from (select distinct pr.entity_name, pr.privilege_type
      from user_roles ur join roles r on r.id = ur.role_id and r.status = 'ACTIVE'
      join role_privileges rp on rp.role_id = r.id
      join privileges pr on pr.id = rp.privilege_id and pr.status = 'ACTIVE'
      where ur.user_id = ${users.id}) p)`;
  const found = db
    .select({
      sessionId: sql<number>`${sessions.id}`.as('session_id'),
      expiresOn: sql<string>`${sessions.expiresOn}`.as('expires_on'),
      userId: sql<number>`${users.id}`.as('user_id'),
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      designation: users.designation,
      schoolId: users.schoolId,
      passwordChangeRequired: users.passwordChangeRequired,
      passwordChangedOn: sql<string>`${users.passwordChangedOn}`.as('password_changed_on'),
      schoolCode: schools.schoolCode,
      schoolName: schools.schoolName,
      campus: schools.campus,
      roles: roles.as('roles'),
      privileges: privileges.as('privileges'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(
        sql`${authEpoch.version} is distinct from ${placeholder('cachedEpoch')}`,
        eq(sessions.tokenHash, placeholder('tokenHash')),
        isNull(sessions.revokedOn),
        gt(sessions.expiresOn, placeholder('now')),
        gt(sessions.lastSeenOn, placeholder('idleSince')),
        eq(users.status, 'ACTIVE'),
      ),
    )
    // A token names one session; the limit also keeps the planner from flattening the subquery, so that its
    // epoch condition stays a one-time filter.
    .limit(1)
    .as('found');
  const statement = db
    .with(touched)
    .select({
      epoch: authEpoch.version,
      session: {
        sessionId: found.sessionId,
        expiresOn: found.expiresOn,
        userId: found.userId,
        email: found.email,
        firstName: found.firstName,
        lastName: found.lastName,
        designation: found.designation,
        schoolId: found.schoolId,
        passwordChangeRequired: found.passwordChangeRequired,
        passwordChangedOn: found.passwordChangedOn,
        schoolCode: found.schoolCode,
        schoolName: found.schoolName,
        campus: found.campus,
        roles: found.roles,
        privileges: found.privileges,
      },
    })
    .from(authEpoch)
    .leftJoinLateral(found, sql`true`)
    .where(eq(authEpoch.id, 1))
    .prepare('session_resolve');

  return async (lookup: SessionLookup) => {
    const [row] = await statement.execute({ ...lookup });
    if (!row) throw new Error('auth_epoch has no row: the migrations were not applied');
    return { epoch: row.epoch, session: row.session?.sessionId == null ? null : row.session };
  };
}

export type ResolveSessionStatement = ReturnType<typeof prepareSessionStatement>;
export type ResolvedSessionRow = NonNullable<Awaited<ReturnType<ResolveSessionStatement>>['session']>;

/** Logout: ends the session the token names, without resolving it first. */
export async function revokeSessionByTokenHash(db: Database, tokenHash: string) {
  await db
    .update(sessions)
    .set({ revokedOn: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedOn)));
}
