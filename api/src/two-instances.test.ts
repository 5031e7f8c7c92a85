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

    it('1,300 requests of one user within a minute, split across both: the 1,200 of the per-user budget answered, the rest 429', async () => {
      const [first, second] = instances;
      if (!first || !second) throw new Error('both instances must have started');
      const login = await first.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const { accessToken } = login.json() as { accessToken: string };

      const TOTAL = 1300;
      // Ten at a time on each instance, as a busy browser and a script might send them.
      const PARALLEL = 20;
      const statuses: number[] = [];
      for (let sent = 0; sent < TOTAL; sent += PARALLEL) {
        const batch = Array.from({ length: Math.min(PARALLEL, TOTAL - sent) }, (_, index) =>
          (index % 2 === 0 ? first : second).app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: { authorization: `Bearer ${accessToken}` },
          }),
        );
        for (const response of await Promise.all(batch)) statuses.push(response.statusCode);
      }
      const answered = statuses.filter((status) => status === 200).length;
      const refused = statuses.filter((status) => status === 429).length;
      expect(answered + refused).toBe(TOTAL);
      expect(answered).toBeLessThanOrEqual(config.RATE_LIMIT_PER_USER);
      // Never more, and hardly fewer: answers crossing on the way may make an instance cautious for a moment.
      expect(answered).toBeGreaterThanOrEqual(config.RATE_LIMIT_PER_USER * 0.99);
      expect(refused).toBeGreaterThanOrEqual(TOTAL - config.RATE_LIMIT_PER_USER);
      // The count both instances kept is in the database.
      const [shared] = await query<{ points: number }>(
        url,
        "select points from rate_limit_counts where key like 'user:%'",
      );
      expect(shared?.points).toBeGreaterThanOrEqual(config.RATE_LIMIT_PER_USER);
    });
  },
);
