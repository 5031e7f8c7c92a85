import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seed } from './seed';

/**
 * What every start does before listening: open the database the configuration names, migrate it, seed it, build
 * the app. server.ts listens on the result; the two-instance test starts it twice on one database.
 */
export async function startApp(config: Config, options: FastifyServerOptions = {}) {
  let seeded = { created: false };
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
    {
      setUp: async (db) => {
        seeded = await seed(db, config);
      },
    },
  );
  const { app } = await buildApp(config, database, options);
  if (seeded.created) app.log.info(`empty database: created the first administrator ${config.ADMIN_EMAIL}`);
  // The screen only says an administrator must connect the school system; the operator learns how here.
  if (!config.SIS_SYNC_URL) app.log.info('Sync With Valai is off: set SIS_SYNC_URL (docs/integrations.md)');
  return { app, database };
}
