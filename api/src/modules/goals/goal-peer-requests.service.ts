import { and, asc, count, desc, eq, ne, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  annualPeriodLabel,
  GOAL_YEAR_MESSAGES,
  type PeerCandidate,
  type PeerRequestListItem,
  type peerRequestInput,
  type peerRequestListQuery,
} from '@school/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { goalFeedbackFrequencies, goalFeedbacks, goalSettings, roles, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { containsPattern, offsetOf, toPage } from '../../lib/crud';
import { fieldError, forbidden, notFound } from '../../lib/http-errors';
import { requestPeer } from './commands/request-peer';
import { isReviewerOf } from './goal-access';
import { feedbackWindowOf } from './goal-feedback-responses';
import { feedbackSettingOf, frequenciesOfPeriod } from './goal-feedback.repository';
import { personOf } from './goal-responses';
import { goalCountOfSetting } from './goal-settings.repository';
import type { AuthContext } from '../auth/auth-context';

type RequestInput = z.output<typeof peerRequestInput>;
type ListQuery = z.output<typeof peerRequestListQuery>;

/** A colleague who may be named (or is being named) as a peer: a second alias of users beside the setter. */
const candidate = alias(users, 'candidate');
const candidateId = sql`${candidate.id}`;

/** The peer's requests: theirs only, those waiting for them (to rate or to reassess) first. */
async function listOwnRequests(db: Database, userId: number, query: ListQuery) {
  const search = query.name?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  const where: SQL | undefined = and(
    eq(goalFeedbacks.peerUserId, userId),
    eq(goalFeedbacks.feedbackType, 'PEER'),
    query.state ? eq(goalFeedbacks.state, query.state) : undefined,
    pattern
      ? sql`(${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
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
      .where(where)
      .orderBy(
        sql`${goalFeedbacks.state} not in ('SUBMIT_PEER_FEEDBACK', 'PEER_REASSESSMENT_REQUIRED')`,
        desc(goalFeedbacks.lastUpdatedOn),
        desc(goalFeedbacks.id),
      )
      .limit(query.size)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(goalFeedbacks)
      .innerJoin(goalSettings, eq(goalSettings.id, goalFeedbacks.goalSettingId))
      .innerJoin(users, eq(users.id, goalSettings.userId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Who a user is to a setting when named as its peer (one statement): null when the setting is gone. */
async function peerStanding(db: Database, settingId: number, peerUserId: number) {
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

/** Peer requests (issue 10 section 3): naming a peer, the peer's own list, the colleagues a reviewer may name. */
export function createPeerRequestService(deps: AppDeps) {
  const { db } = deps;

  async function reviewedSetting(settingId: number, auth: AuthContext) {
    const row = await feedbackSettingOf(db, settingId, auth.userId);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** POST /goal-feedback/peer: a reviewer of the setting names a colleague; answers the new feedback's id. */
    async request(input: RequestInput, auth: AuthContext) {
      const row = await reviewedSetting(input.goalSettingFormId, auth);
      if (!row.isReviewer) throw forbidden(GOAL_YEAR_MESSAGES.notPeerRequester);
      const frequencies = await frequenciesOfPeriod(db, row.setting.annualPeriod);
      const frequency = frequencies.find((item) => item.frequencyLabel === input.frequencyLabel);
      if (!frequency) throw fieldError('frequencyLabel', GOAL_YEAR_MESSAGES.frequencyUnknown);
      const standing = await peerStanding(db, row.setting.id, input.peerUserId);
      if (!standing) throw notFound();
      if (standing.isSetter) throw fieldError('peerUserId', GOAL_YEAR_MESSAGES.peerIsSetter);
      if (standing.isReviewer) throw fieldError('peerUserId', GOAL_YEAR_MESSAGES.peerIsReviewer);
      if (standing.peerStatus !== 'ACTIVE' || !standing.sameSchool) {
        throw fieldError('peerUserId', GOAL_YEAR_MESSAGES.peerNotColleague);
      }
      return requestPeer(
        db,
        { settingId: row.setting.id, frequencyId: frequency.id, peerUserId: input.peerUserId },
        auth,
      );
    },

    /** GET /goal-feedback/peer-requests: the signed-in user's peer feedbacks, paged, waiting ones first. */
    async listRequests(query: ListQuery, auth: AuthContext) {
      const { rows, total } = await listOwnRequests(db, auth.userId, query);
      return toPage(
        query,
        total,
        rows.map(
          (row): PeerRequestListItem => ({
            id: row.feedback.id,
            goalSettingFormId: row.setting.id,
            setter: personOf(row.setter),
            role: { id: row.setting.roleId, name: row.roleName },
            annualPeriod: row.setting.annualPeriod,
            annualPeriodName: annualPeriodLabel(row.setting.annualPeriod),
            frequencyLabel: row.frequency.frequencyLabel,
            state: row.feedback.state,
            window: feedbackWindowOf('PEER', row.setting.annualPeriod, row.frequency.frequencyLabel, row.frequency),
            goalCount: row.goalCount,
            lastUpdatedOn: row.feedback.lastUpdatedOn.toISOString(),
          }),
        ),
      );
    },

    /** GET /goal-feedback/{id}/peer-candidates: for reviewers of the setting only (404 for anyone else). */
    async candidates(settingId: number, auth: AuthContext): Promise<PeerCandidate[]> {
      const row = await reviewedSetting(settingId, auth);
      if (!row.isReviewer) throw notFound();
      const people = await db
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
      return people.map((person) => ({ ...personOf(person), designation: person.designation }));
    },
  };
}
