import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs each statement on the app's own thread, one at a time, and its queue hands the next waiting statement
 * (or transaction) over within the same turn of the event loop: the statements of ten requests then run back to
 * back while /api/health, a file being sent or a new request waits for all of them. Here each one, once it holds
 * the database, first lets the event loop take a turn, so what arrived meanwhile is served between statements.
 */
export class FairPGlite extends PGlite {
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextTurn();
      return fn();
    });
  }
}
