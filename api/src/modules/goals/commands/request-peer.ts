import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, GOAL_YEAR_MESSAGES, PEERS } from '@school/contract';
import type { Database } from '../../../db/client';
import { goalFeedbacks, goalSettings } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/http-errors';
import { isUniqueViolation } from '../goal-configurations.service';
import { goalConflict } from '../goal-responses';
import type { AuthContext } from '../../auth/auth-context';

const askedTwice = () =>
  new AppError(409, GOAL_YEAR_MESSAGES.peerTwice, ERROR_CODES.duplicate, {
    peerUserId: [GOAL_YEAR_MESSAGES.peerTwice],
  });

/*
 * POST /goal-feedback/peer (issue 10 section 3): the reviewer names a peer for a frequency. With the setting locked
 * (so two requests at once count each other): the frequency's SELF feedback must be accepted and waiting for peers
 * (409 peersNotOpen), the colleague not asked already (409 peerTwice, also when the unique index catches a race)
 * and fewer than PEERS.max asked. The caller has checked the reviewer, the frequency and the colleague.
 * Answers the new PEER feedback's id.
 */
export async function requestPeer(
  db: Database,
  request: { settingId: number; frequencyId: number; peerUserId: number },
  auth: AuthContext,
) {
  try {
    return await db.transaction(async (tx) => {
      const [setting] = await tx
        .select({ id: goalSettings.id })
        .from(goalSettings)
        .where(eq(goalSettings.id, request.settingId))
        .for('update');
      if (!setting) throw notFound();
      const ofFrequency = and(
        eq(goalFeedbacks.goalSettingId, request.settingId),
        eq(goalFeedbacks.frequencyId, request.frequencyId),
      );
      const [self] = await tx
        .select({ state: goalFeedbacks.state })
        .from(goalFeedbacks)
        .where(and(ofFrequency, eq(goalFeedbacks.feedbackType, 'SELF')));
      if (self?.state !== 'SUBMIT_PEER_FEEDBACK') throw goalConflict(GOAL_YEAR_MESSAGES.peersNotOpen);
      const peers = await tx
        .select({ peerUserId: goalFeedbacks.peerUserId })
        .from(goalFeedbacks)
        .where(and(ofFrequency, eq(goalFeedbacks.feedbackType, 'PEER')));
      if (peers.some((peer) => peer.peerUserId === request.peerUserId)) throw askedTwice();
      if (peers.length >= PEERS.max) throw goalConflict(GOAL_YEAR_MESSAGES.peersMax);
      const [created] = await tx
        .insert(goalFeedbacks)
        .values({
          goalSettingId: request.settingId,
          frequencyId: request.frequencyId,
          feedbackType: 'PEER',
          peerUserId: request.peerUserId,
          requestedBy: auth.userId,
          state: 'SUBMIT_PEER_FEEDBACK',
          createdBy: auth.email,
          lastUpdatedBy: auth.email,
        })
        .returning({ id: goalFeedbacks.id });
      if (!created) throw new Error('peer feedback insert returned nothing');
      return created.id;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? askedTwice() : error;
  }
}
