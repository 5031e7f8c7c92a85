import type { FastifyBaseLogger } from 'fastify';
import { errorForLog } from './log-redaction';

/**
 * Work done after answering, so that an answer takes as long whatever the work finds (forgot-password,
 * sign-up). A failure is logged, never thrown: the caller has had its answer. The server waits for the work
 * when it closes, and tests wait for it with `idle()`.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      // setImmediate: the answer is written before the work starts.
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: errorForLog(error) }, `${label} failed`),
        )
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
