import { goalYearRefusals } from '@school/contract';
import type { Database } from '../../../db/client';
import { staleVersion } from '../../../lib/http-errors';
import { abilityRefusal } from '../goal-responses';
import { updateSetting } from '../goal-settings.repository';
import { type Learnings, learningsGiven, withLockedSetting } from './locked-setting';
import type { AuthContext } from '../../auth/auth-context';

/*
 * Save Learnings (PATCH /goal-setting-form/{id} without a status), in one transaction: the
 * setting is locked, the version checked when given, goalYearAbilitiesOf asked for the setter (403 for anyone
 * else, 409 when the state refuses), and the learnings written: a field left out stays as it is, null or '' clears it. The caller has
 * checked that the user sees the setting.
 */
export async function saveLearnings(
  db: Database,
  id: number,
  options: { version: number | undefined; learnings: Learnings },
  auth: AuthContext,
) {
  await withLockedSetting(db, id, async (tx, setting) => {
    if (options.version !== undefined && options.version !== setting.version) throw staleVersion();
    const refused = goalYearRefusals({
      isSetter: setting.userId === auth.userId,
      privileges: auth.privileges,
      state: setting.state,
    }).editLearnings;
    if (refused) throw abilityRefusal(refused);
    await updateSetting(tx, id, learningsGiven(options.learnings), auth.email);
  });
}
