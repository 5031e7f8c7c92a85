import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { FairPGlite } from './fair-pglite';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give this type; a transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** The same connections, its statements not reported to onQuery: bookkeeping no request is charged with. */
  untraced: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * bytea parameters travel in PostgreSQL's binary format (PGlite sends bytes as they are), and bytea answers are
 * decoded from hex by Buffer in one native call. PGlite's own conversions go through one JavaScript string per
 * byte, which for an evidence's chunks costs many times their size in memory and holds the event loop meanwhile.
 */
const byteaAsBytes = {
  // PGlite types a serializer as answering text, but its Bind message sends any bytes it is answered as binary.
  serializers: { [types.BYTEA]: (value: Uint8Array | string) => value as string },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/** An embedded database with the extensions the migrations create (pg_trgm for the staff search). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}) {
  return new FairPGlite({ ...options, ...byteaAsBytes, extensions: { pg_trgm } });
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseSource =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-instance'; client: PGlite };

export interface OpenOptions {
  /** Called with each statement the app sends (tests and the benchmark count statements per request). */
  onQuery?: (query: string, params: unknown[]) => void;
  /** Start-up work on the migrated database (the seed), done under the same lock as the migrations. */
  setUp?: (db: Database) => Promise<void>;
}

/** The advisory lock (namespace, key) held while an instance migrates and seeds; other locks use 6001 and up. */
const START_UP_LOCK = [6000, 0] as const;

/**
 * Runs the migrations and the seed of one instance at a time: instances started together on an empty database
 * would otherwise both create the same tables (one crashing), and both find it empty and seed it twice. The
 * next instance waits, then finds the migrations applied and the data seeded. The lock belongs to a connection
 * of its own, closed at the end rather than returned to the pool: its session, and with it the lock, end
 * whatever happened, as they do if the process dies while holding it.
 */
async function underStartUpLock(pool: pg.Pool, work: () => Promise<void>) {
  const connection = await pool.connect();
  try {
    const [namespace, key] = START_UP_LOCK;
    const taken = await connection.query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', [
      namespace,
      key,
    ]);
    if (!taken.rows[0]?.taken) {
      console.info('Another instance is migrating or seeding the database: waiting for it to finish');
      await connection.query('select pg_advisory_lock($1, $2)', [namespace, key]);
    }
    await work();
  } finally {
    connection.release(true);
  }
}

/** Opens the database the configuration names, applies the committed migrations and runs `setUp`. */
export async function openDatabase(source: DatabaseSource, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const { onQuery, setUp } = options;
  const logger = onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : undefined;
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    // An idle connection the server ends (restart, admin command) is reported here; without a listener
    // it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, logger });
    try {
      await underStartUpLock(pool, async () => {
        await migratePg(db, { migrationsFolder });
        await setUp?.(db);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      untraced: drizzlePg(pool, { schema }),
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  let unlock = async () => {};
  let client: PGlite;
  if (source.kind === 'pglite') {
    unlock = await lockDataDir(source.dataDir);
    const pgdata = path.join(source.dataDir, 'pgdata');
    fs.mkdirSync(source.dataDir, { recursive: true });
    client = createPglite({ dataDir: pgdata });
  } else {
    client = source.client;
  }
  try {
    const db = drizzlePglite(client, { schema, logger });
    await migratePglite(db, { migrationsFolder });
    // One process holds the folder (lockDataDir), so nothing else can migrate or seed meanwhile.
    await setUp?.(db);
    return {
      db,
      untraced: drizzlePglite(client, { schema }),
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
