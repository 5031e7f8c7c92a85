import {
  annualPeriodLabel,
  GOAL_YEAR_MESSAGES,
  type PeerCandidate,
  peerRequesterRefusal,
  type PeerRequestListItem,
  type peerRequestInput,
  type peerRequestListQuery,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { toPage } from '../../lib/crud';
import { fieldError, notFound } from '../../lib/http-errors';
import { requestPeer } from './commands/request-peer';
import { feedbackWindowOf } from './goal-feedback-responses';
import { feedbackSettingOf, frequenciesOfPeriod } from './goal-feedback.repository';
import { abilityRefusal, personOf } from './goal-responses';
import { listOwnRequests, peerCandidates, peerStanding } from './goal-peer-requests.repository';
import type { AuthContext } from '../auth/auth-context';

type RequestInput = z.output<typeof peerRequestInput>;
type ListQuery = z.output<typeof peerRequestListQuery>;

/** Peer requests: naming a peer, the peer's own list, the colleagues a reviewer may name. */
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
      const refused = peerRequesterRefusal({ isReviewer: row.isReviewer, privileges: auth.privileges });
      if (refused) throw abilityRefusal(refused);
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
      const { rows, total } = await listOwnRequests(
        db,
        { peerUserId: auth.userId, state: query.state, name: query.name },
        query,
      );
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
      const people = await peerCandidates(db, settingId);
      return people.map((person) => ({ ...personOf(person), designation: person.designation }));
    },
  };
}
