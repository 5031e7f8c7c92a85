import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, migrationsFolder } from '../../db/client';
import { databaseUrlWithName, testDatabaseUrl } from '../../test/database';
import { EVIDENCE_CHUNK_BYTES } from './evidence-chunks';

/*
 * The migration that moved evidence files from goal_evidences.content into goal_evidence_chunks, run on a database
 * holding files the old way: the committed migrations up to the one before, rows inserted with their content, then
 * the rest.
 */

const CHUNKS_MIGRATION = '0014_evidence_chunks';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder whose journal stops before the chunks migration. */
function migrationsBeforeChunks() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag === CHUNKS_MIGRATION);
  expect(stop).toBeGreaterThan(0);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

interface Database {
  run: (query: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

/** A new empty database on PGlite, or on the PostgreSQL of TEST_DATABASE_URL (one connection: session settings hold). */
async function openEmptyDatabase(): Promise<Database> {
  if (!testDatabaseUrl) {
    const client = createPglite();
    const db = drizzlePglite(client);
    return {
      run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `evidence_migration_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const client = new pg.Client({ connectionString: databaseUrlWithName(testDatabaseUrl ?? '', name) });
  await client.connect();
  const db = drizzlePg(client);
  return {
    run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

let database: Database;
let folder: string;
beforeAll(async () => {
  database = await openEmptyDatabase();
  folder = migrationsBeforeChunks();
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the migration to evidence chunks', () => {
  it('moves each stored file into chunks of 256 KB in order, byte for byte, and drops the old column', async () => {
    await database.migrate(folder);
    // Files the old way: several chunks with a short last one, exactly two chunks, one byte.
    const files = [
      randomBytes(2 * EVIDENCE_CHUNK_BYTES + 12345),
      randomBytes(2 * EVIDENCE_CHUNK_BYTES),
      Buffer.from('%'),
    ];
    // The rows only need their files here: the goals they belong to are not created (foreign keys not checked).
    await database.run(sql`set session_replication_role = replica`);
    for (const [index, content] of files.entries()) {
      await database.run(sql`insert into goal_evidences (id, goal_id, file_name, size, content)
        overriding system value values (${index + 1}, ${1000 + index}, ${`file ${index}.pdf`}, ${content.length}, ${content})`);
    }
    await database.run(sql`set session_replication_role = default`);

    await database.migrate(migrationsFolder);

    for (const [index, content] of files.entries()) {
      const chunks = await database.run(
        sql`select seq, bytes from goal_evidence_chunks where evidence_id = ${index + 1} order by seq`,
      );
      const bytes = chunks.map((chunk) => Buffer.from(chunk.bytes as Uint8Array));
      expect(chunks.map((chunk) => chunk.seq)).toEqual(bytes.map((_, seq) => seq));
      expect(bytes.length).toBe(Math.ceil(content.length / EVIDENCE_CHUNK_BYTES));
      expect(bytes.slice(0, -1).every((chunk) => chunk.length === EVIDENCE_CHUNK_BYTES)).toBe(true);
      expect(Buffer.concat(bytes).equals(content), `file ${index}`).toBe(true);
    }
    const rows = await database.run(sql`select id, size, pending from goal_evidences order by id`);
    expect(rows).toEqual(files.map((content, index) => ({ id: index + 1, size: content.length, pending: false })));
    const columns = await database.run(
      sql`select column_name from information_schema.columns where table_name = 'goal_evidences' and column_name = 'content'`,
    );
    expect(columns).toEqual([]);
    // Removing an evidence removes its chunks.
    await database.run(sql`delete from goal_evidences where id = 1`);
    expect(await database.run(sql`select seq from goal_evidence_chunks where evidence_id = 1`)).toEqual([]);
  });
});
