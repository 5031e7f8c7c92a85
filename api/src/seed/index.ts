import type { Config } from '../config';
import type { Database } from '../db/client';
import { isDatabaseEmpty, seedFirstAdministrator, seedReferenceData } from './base';
import { seedDemoData } from './demo';

/** Runs at every start: reference data always; the first administrator and demo data on an empty database. */
export async function seed(db: Database, config: Config) {
  await seedReferenceData(db);
  if (!(await isDatabaseEmpty(db))) return { created: false };
  await db.transaction(async (tx) => {
    await seedFirstAdministrator(tx, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (config.SEED_DEMO) {
      await seedDemoData(tx, {
        planYearStartMonth: config.PLAN_YEAR_START_MONTH,
        preprimaryClasses: config.PRE_PRIMARY_CLASSES,
      });
    }
  });
  return { created: true };
}
