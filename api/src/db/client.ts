import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give this type; a transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** An embedded database with the extensions the migrations create (pg_trgm for the staff search). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}) {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseSource =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-instance'; client: PGlite };

export interface OpenOptions {
  /** Called with each statement the app sends (tests and the benchmark count statements per request). */
  onQuery?: (query: string, params: unknown[]) => void;
}

/** Opens the database the configuration names and applies the committed migrations. */
export async function openDatabase(source: DatabaseSource, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : undefined;
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    // An idle connection the server ends (restart, admin command) is reported here; without a listener
    // it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    return {
      db,
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
    return {
      db,
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
