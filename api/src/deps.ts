import type { Config } from './config';
import type { Database } from './db/client';
import type { BackgroundTasks } from './lib/background';
import type { Mailer } from './lib/mailer';

/** What every module's routes and services are given. */
export interface AppDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** Work done after answering (lib/background.ts). */
  background: BackgroundTasks;
}
