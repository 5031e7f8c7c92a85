import { and, asc, count, desc, eq, ne, not, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type GoalFeedbackState, PEER_EDITABLE_STATES } from '@school/contract';
import type { Database } from '../../db/client';
import { goalFeedbackFrequencies, goalFeedbacks, goalSettings, roles, users } from '../../db/schema';
import { containsPattern, type ListPage, offsetOf } from '../../lib/crud';
import { preparedStatements } from '../../lib/prepared';
import { isReviewerOf } from './goal-access';
import { goalCountOfSetting, setterNameLike } from './goal-settings.repository';
import { rowsAndTotal } from '../../db/rows-and-total';

/** A colleague who may be named (or is being named) as a peer: a second alias of users beside the setter. */
const candidate = alias(users, 'candidate');
const candidateId = sql`${candidate.id}`;

export interface OwnRequestFilter {
  peerUserId: number;
  state?: GoalFeedbackState;
  /** Part of the setter's name or email. */
  name?: string;
}

/** Which filters a request list query has: one prepared statement per shape. */
interface OwnRequestShape {
  state: boolean;
  name: boolean;
}

function ownRequestsWhere(shape: OwnRequestShape): SQL | undefined {
  return and(
    eq(goalFeedbacks.peerUserId, sql.placeholder('peerUserId')),
    eq(goalFeedbacks.feedbackType, 'PEER'),
    shape.state ? eq(goalFeedbacks.state, sql.placeholder('state')) : undefined,
    shape.name ? setterNameLike(sql.placeholder('name')) : undefined,
  );
}

/** A name search's best plan depends on its key: planned per call. */
const planPerCall = (shape: OwnRequestShape) => shape.name;

const ownRequestPage = preparedStatements(
  'peer_request_page',
  (db, shape: OwnRequestShape, name) =>
    db
      .select({
        feedback: goalFeedbacks,
        setting: { id: goalSettings.id, annualPeriod: goalSettings.annualPeriod, roleId: goalSettings.roleId },
        setter: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
        roleName: roles.name,
        goalCount: goalCountOfSetting,
        frequency: goalFeedbackFrequencies,
      })
      .from(goalFeedbacks)
      .innerJoin(goalSettings, eq(goalSettings.id, goalFeedbacks.goalSettingId))
      .innerJoin(users, eq(users.id, goalSettings.userId))
      .innerJoin(roles, eq(roles.id, goalSettings.roleId))
      .innerJoin(goalFeedbackFrequencies, eq(goalFeedbackFrequencies.id, goalFeedbacks.frequencyId))
      .where(ownRequestsWhere(shape))
      .orderBy(
        notInArray(goalFeedbacks.state, [...PEER_EDITABLE_STATES]),
        desc(goalFeedbacks.lastUpdatedOn),
        desc(goalFeedbacks.id),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  { planPerCall },
);

const ownRequestCount = preparedStatements(
  'peer_request_count',
  (db, shape: OwnRequestShape, name) =>
    db
      .select({ total: count() })
      .from(goalFeedbacks)
      .innerJoin(goalSettings, eq(goalSettings.id, goalFeedbacks.goalSettingId))
      .innerJoin(users, eq(users.id, goalSettings.userId))
      .where(ownRequestsWhere(shape))
      .prepare(name),
  { planPerCall },
);

/** The peer's requests: theirs only, those waiting for them (to rate or to reassess) first. */
export async function listOwnRequests(db: Database, filter: OwnRequestFilter, page: ListPage) {
  const name = filter.name?.trim() ?? '';
  const shape = { state: Boolean(filter.state), name: name !== '' };
  const values = {
    peerUserId: filter.peerUserId,
    state: filter.state,
    name: containsPattern(name),
    limit: page.size,
    offset: offsetOf(page),
  };
  return rowsAndTotal(ownRequestPage(db, shape).execute(values), ownRequestCount(db, shape).execute(values));
}

/** Who a user is to a setting when named as its peer (one statement): null when the setting is gone. */
export async function peerStanding(db: Database, settingId: number, peerUserId: number) {
  const [row] = await db
    .select({
      peerStatus: candidate.status,
      sameSchool: sql<boolean>`(${candidate.schoolId} is not distinct from ${goalSettings.schoolId} and ${goalSettings.schoolId} is not null)`,
      isSetter: sql<boolean>`(${goalSettings.userId} = ${peerUserId})`,
      isReviewer: isReviewerOf(peerUserId),
    })
    .from(goalSettings)
    .leftJoin(candidate, eq(candidate.id, peerUserId))
    .where(eq(goalSettings.id, settingId));
  return row ?? null;
}

/** The colleagues a reviewer may name as peers of a setting: active, of its school, neither setter nor reviewer. */
export function peerCandidates(db: Database, settingId: number) {
  return db
    .select({
      id: candidate.id,
      email: candidate.email,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      designation: candidate.designation,
    })
    .from(candidate)
    .innerJoin(goalSettings, eq(goalSettings.id, settingId))
    .where(
      and(
        eq(candidate.status, 'ACTIVE'),
        eq(candidate.schoolId, goalSettings.schoolId),
        ne(candidate.id, goalSettings.userId),
        not(isReviewerOf(candidateId)),
      ),
    )
    .orderBy(sql`lower(${candidate.firstName})`, sql`lower(${candidate.lastName})`, asc(candidate.id));
}

/** The feedbacks of one frequency of a setting: the SELF feedback's state and the peers asked so far. */
export async function feedbacksOfFrequency(tx: Database, settingId: number, frequencyId: number) {
  const rows = await tx
    .select({ type: goalFeedbacks.feedbackType, state: goalFeedbacks.state, peerUserId: goalFeedbacks.peerUserId })
    .from(goalFeedbacks)
    .where(and(eq(goalFeedbacks.goalSettingId, settingId), eq(goalFeedbacks.frequencyId, frequencyId)));
  return {
    selfState: rows.find((row) => row.type === 'SELF')?.state ?? null,
    peerUserIds: rows.filter((row) => row.type === 'PEER').map((row) => row.peerUserId),
  };
}

/** A new PEER feedback waiting for the named peer; answers its id. */
export async function insertPeerFeedback(
  tx: Database,
  values: { settingId: number; frequencyId: number; peerUserId: number; requestedBy: number; actor: string },
) {
  const [created] = await tx
    .insert(goalFeedbacks)
    .values({
      goalSettingId: values.settingId,
      frequencyId: values.frequencyId,
      feedbackType: 'PEER',
      peerUserId: values.peerUserId,
      requestedBy: values.requestedBy,
      state: 'SUBMIT_PEER_FEEDBACK',
      createdBy: values.actor,
      lastUpdatedBy: values.actor,
    })
    .returning({ id: goalFeedbacks.id });
  if (!created) throw new Error('peer feedback insert returned nothing');
  return created.id;
}
