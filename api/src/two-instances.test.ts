import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, testConfig } from './config';
import { migrationsFolder } from './db/client';
import { startApp } from './start';
import { databaseUrlWithName, testDatabaseUrl } from './test/database';

type Instance = Awaited<ReturnType<typeof startApp>>;

/** The committed migrations, by the journal drizzle-kit keeps beside them. */
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function query<Row>(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/*
 * Several processes behind a load balancer share one PostgreSQL database; the embedded database is held by one
 * process (db/lock.ts), so there is nothing to share there.
 */
describe.skipIf(!testDatabaseUrl)(
  'two instances on one PostgreSQL database (runs when TEST_DATABASE_URL is set)',
  () => {
    // The suite's body runs even when it is skipped: nothing here may need the server's address.
    const serverUrl = testDatabaseUrl ?? 'postgres://skipped';
    const name = `school_two_instances_${randomBytes(4).toString('hex')}`;
    const url = databaseUrlWithName(serverUrl, name);
    const config: Config = testConfig({ DATABASE_URL: url, RATE_LIMIT_PER_USER: 1200, RATE_LIMIT_PER_ADDRESS: 300 });
    const instances: Instance[] = [];

    beforeAll(async () => {
      await query(serverUrl, `create database ${name}`);
    });
    afterAll(async () => {
      for (const { app, database } of instances) {
        await app.close();
        await database.close();
      }
      await query(serverUrl, `drop database if exists ${name} with (force)`);
    });

    it('start together on an empty database: both start, each migration is applied once, the first administrator created once', async () => {
      const started = await Promise.allSettled([startApp(config), startApp(config)]);
      for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
        'started',
        'started',
      ]);

      const migrations = await query<{ hash: string }>(url, 'select hash from drizzle.__drizzle_migrations');
      expect(migrations).toHaveLength(journal.entries.length);
      expect(new Set(migrations.map((row) => row.hash)).size).toBe(journal.entries.length);
      const users = await query<{ email: string }>(url, 'select email from users');
      expect(users).toEqual([{ email: config.ADMIN_EMAIL }]);
      const roles = await query<{ name: string; copies: number }>(
        url,
        'select lower(name) as name, count(*)::int as copies from roles group by lower(name) having count(*) > 1',
      );
      expect(roles).toEqual([]);
    });
  },
);
