import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { createPglite, type DatabaseHandle, type OpenOptions, openDatabase } from '../db/client';
import { seedReferenceData } from '../seed/base';

/** Tests run on PGlite, or on the PostgreSQL server that TEST_DATABASE_URL names. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export function databaseUrlWithName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql: string) {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds the reference data once per run; each test file then starts from a copy. */
export async function prepareTemplate(templateName: string, dumpPath: string) {
  if (testDatabaseUrl) {
    await adminQuery(`drop database if exists ${templateName} with (force)`);
    await adminQuery(`create database ${templateName}`);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrlWithName(testDatabaseUrl, templateName) });
    await seedReferenceData(handle.db);
    await handle.close();
    return;
  }
  const client = createPglite();
  const handle = await openDatabase({ kind: 'pglite-instance', client });
  await seedReferenceData(handle.db);
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export async function dropTemplate(templateName: string) {
  if (testDatabaseUrl) await adminQuery(`drop database if exists ${templateName} with (force)`);
}

/** A fresh database for one test file, with the migrations and reference data already in. */
export async function openTestDatabase(
  templateName: string,
  dumpPath: string,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (testDatabaseUrl) {
    const name = `${templateName}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${name} template ${templateName}`);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrlWithName(testDatabaseUrl, name) }, options);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const client = createPglite({ loadDataDir: new Blob([fs.readFileSync(dumpPath)]) });
  return openDatabase({ kind: 'pglite-instance', client }, options);
}
