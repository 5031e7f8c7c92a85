import { ERROR_CODES, GOAL_YEAR_MESSAGES, peerRequestRefusal } from '@school/contract';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../lib/http-errors';
import { isUniqueViolation } from '../goal-configurations.service';
import { feedbacksOfFrequency, insertPeerFeedback } from '../goal-peer-requests.repository';
import { abilityRefusal } from '../goal-responses';
import { lockSetting } from '../goal-settings.repository';
import type { AuthContext } from '../../auth/auth-context';

const askedTwice = () =>
  new AppError(409, GOAL_YEAR_MESSAGES.peerTwice, ERROR_CODES.duplicate, {
    peerUserId: [GOAL_YEAR_MESSAGES.peerTwice],
  });

/*
 * POST /goal-feedback/peer: the reviewer names a peer for a frequency. With the setting locked
 * (so two requests at once count each other): peerRequestRefusal (the frequency's SELF feedback accepted and waiting
 * for peers, fewer than PEERS.max asked), then the colleague not asked already (409 peerTwice, also when the unique
 * index catches a race). The caller has checked the reviewer, the frequency and the colleague.
 * Answers the new PEER feedback's id.
 */
export async function requestPeer(
  db: Database,
  request: { settingId: number; frequencyId: number; peerUserId: number },
  auth: AuthContext,
) {
  try {
    return await db.transaction(async (tx) => {
      const setting = await lockSetting(tx, request.settingId);
      if (!setting) throw notFound();
      const { selfState, peerUserIds } = await feedbacksOfFrequency(tx, request.settingId, request.frequencyId);
      const refused = peerRequestRefusal(selfState, peerUserIds.length);
      if (refused) throw abilityRefusal(refused);
      if (peerUserIds.includes(request.peerUserId)) throw askedTwice();
      return insertPeerFeedback(tx, { ...request, requestedBy: auth.userId, actor: auth.email });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? askedTwice() : error;
  }
}
