import { asc, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/http-errors';
import type { Database } from './client';
import { changeStatus, countRows, filterBy, listOrder, nameSearch, updateVersioned, versionedWrites } from './crud-sql';
import * as schema from './schema';
import { schools } from './schema';

/*
 * The shared SQL of lists and records without a database: conditions and orders are rendered with Drizzle's PostgreSQL
 * dialect and their text and parameters held to the rule; the helpers that read or write the database are given a
 * Drizzle database whose client records each statement and answers the rows the test chooses (as
 * plans/plan-access.unit.test.ts does). The API tests of every module run the same helpers against a database.
 */

const dialect = new PgDialect();

/** The SQL text and parameters of a condition. */
function render(condition: SQL | undefined): { sql: string; params: unknown[] } {
  if (condition === undefined) throw new Error('expected a condition, got none');
  const query = dialect.sqlToQuery(condition);
  return { sql: query.sql, params: query.params };
}

/** The ORDER BY list as SQL text. */
const renderOrder = (order: SQL[]) => render(sql.join(order, sql`, `)).sql;

/** A statement the fake database was sent. */
interface Sent {
  text: string;
  params: unknown[];
}

/** A Drizzle database whose client records each statement and answers the rows `answer` gives (arrays, in order). */
function fakeDatabase(answer: (sent: Sent) => unknown[][]) {
  const sent: Sent[] = [];
  const client = {
    query: async (config: { text: string }, params: unknown[]) => {
      const statement = { text: config.text, params };
      sent.push(statement);
      return { rows: answer(statement), rowCount: null, fields: [] };
    },
  };
  // The client answers only `query`, all Drizzle's node-postgres session calls outside transactions.
  const db: Database = drizzle({ client: client as unknown as pg.Pool, schema });
  return { db, sent };
}

/** Answers an UPDATE with `updated` rows and the SELECT that follows a missed update with `existing` rows. */
const answering = (updated: unknown[][], existing: unknown[][]) => (statement: Sent) =>
  statement.text.startsWith('update') ? updated : existing;

/** The error a promise rejects with (fails when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the promise to reject');
}

describe('the name search of a list (nameSearch)', () => {
  it('a search that is absent, empty or blank adds no condition', () => {
    expect(nameSearch(undefined, schools.schoolName)).toBeUndefined();
    expect(nameSearch('', schools.schoolName)).toBeUndefined();
    expect(nameSearch('   ', schools.schoolName)).toBeUndefined();
  });

  it('one column: a case-insensitive contains of the trimmed, escaped key', () => {
    expect(render(nameSearch('  Green_Vale  ', schools.schoolName))).toEqual({
      sql: '"schools"."school_name" ilike $1',
      params: ['%Green\\_Vale%'],
    });
  });

  it('several columns: the key in any of them (or-ed, in parentheses)', () => {
    expect(render(nameSearch('vale', schools.schoolName, schools.campus, schools.schoolCode))).toEqual({
      sql: '("schools"."school_name" ilike $1 or "schools"."campus" ilike $2 or "schools"."school_code" ilike $3)',
      params: ['%vale%', '%vale%', '%vale%'],
    });
  });
});

describe('the order of a list (listOrder)', () => {
  const columns = { byName: [asc(schools.schoolName), asc(schools.campus)], id: schools.id, status: schools.status };

  it('by name (also when no order is given): the natural order, then the id', () => {
    const byName = '"schools"."school_name" asc, "schools"."campus" asc, "schools"."id" asc';
    expect(renderOrder(listOrder('name', columns))).toBe(byName);
    expect(renderOrder(listOrder(undefined, columns))).toBe(byName);
  });

  it('by status: grouped by status, then the natural order, then the id', () => {
    expect(renderOrder(listOrder('status', columns))).toBe(
      '"schools"."status" asc, "schools"."school_name" asc, "schools"."campus" asc, "schools"."id" asc',
    );
  });

  it('newest first: the id descending (ids are allocated in creation order)', () => {
    expect(renderOrder(listOrder('newest', columns))).toBe('"schools"."id" desc');
  });
});

describe('counting the rows of a list (countRows)', () => {
  it('counts the rows the condition selects, in one statement', async () => {
    const { db, sent } = fakeDatabase(() => [['42']]);
    expect(await countRows(db, schools, sql`${schools.status} = ${'ACTIVE'}`)).toBe(42);
    expect(sent).toEqual([
      { text: 'select count(*) from "schools" where "schools"."status" = $1', params: ['ACTIVE'] },
    ]);
  });

  it('no answer row counts as zero', async () => {
    const { db } = fakeDatabase(() => []);
    expect(await countRows(db, schools, undefined)).toBe(0);
  });
});

describe('an update under optimistic concurrency (updateVersioned)', () => {
  const before = Date.now();

  it('sets the values, bumps the version and the audit columns, and checks id and version in the WHERE', async () => {
    const { db, sent } = fakeDatabase(answering([[7]], []));
    await expect(updateVersioned(db, schools, 7, 3, { campus: 'North' }, 'admin@example.org')).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
    const [update] = sent;
    expect(update?.text).toBe(
      'update "schools" set "campus" = $1, "version" = "schools"."version" + 1, "last_updated_by" = $2, "last_updated_on" = $3 where ("schools"."id" = $4 and "schools"."version" = $5) returning "id"',
    );
    expect(update?.params.slice(0, 2)).toEqual(['North', 'admin@example.org']);
    expect(update?.params.slice(3)).toEqual([7, 3]);
    const updatedOn = Date.parse(String(update?.params[2]));
    expect(updatedOn).toBeGreaterThanOrEqual(before);
    expect(updatedOn).toBeLessThanOrEqual(Date.now());
  });

  it('without an expected version the record is updated whatever its version', async () => {
    const { db, sent } = fakeDatabase(answering([[7]], []));
    await updateVersioned(db, schools, 7, undefined, { campus: 'North' }, 'admin@example.org');
    expect(sent[0]?.text).toMatch(/ where "schools"."id" = \$4 returning "id"$/);
    expect(sent[0]?.params.slice(3)).toEqual([7]);
  });

  it('a version 0 is still checked (only an absent version skips the check)', async () => {
    const { db, sent } = fakeDatabase(answering([[7]], []));
    await updateVersioned(db, schools, 7, 0, { campus: 'North' }, 'admin@example.org');
    expect(sent[0]?.text).toMatch(/ where \("schools"."id" = \$4 and "schools"."version" = \$5\) returning "id"$/);
    expect(sent[0]?.params.slice(3)).toEqual([7, 0]);
  });

  it('a stale version of an existing record answers 409 STALE_VERSION', async () => {
    const { db, sent } = fakeDatabase(answering([], [[7]]));
    const error = await rejectionOf(updateVersioned(db, schools, 7, 2, { campus: 'North' }, 'admin@example.org'));
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('STALE_VERSION');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ text: 'select "id" from "schools" where "schools"."id" = $1', params: [7] });
  });

  it('a missing record answers 404 NOT_FOUND', async () => {
    const { db } = fakeDatabase(answering([], []));
    const error = await rejectionOf(updateVersioned(db, schools, 8, 2, { campus: 'North' }, 'admin@example.org'));
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
  });
});

describe('a status change (changeStatus)', () => {
  it('sets the status under the same version check and audit', async () => {
    const { db, sent } = fakeDatabase(answering([[5]], []));
    await changeStatus(db, schools, 5, 'INACTIVE', 1, 'admin@example.org');
    expect(sent[0]?.text).toBe(
      'update "schools" set "status" = $1, "version" = "schools"."version" + 1, "last_updated_by" = $2, "last_updated_on" = $3 where ("schools"."id" = $4 and "schools"."version" = $5) returning "id"',
    );
    expect(sent[0]?.params.slice(0, 2)).toEqual(['INACTIVE', 'admin@example.org']);
    expect(sent[0]?.params.slice(3)).toEqual([5, 1]);
  });

  it('a stale version answers 409, a missing record 404', async () => {
    const stale = fakeDatabase(answering([], [[5]]));
    expect((await rejectionOf(changeStatus(stale.db, schools, 5, 'ACTIVE', 0, 'a'))).statusCode).toBe(409);
    const missing = fakeDatabase(answering([], []));
    expect((await rejectionOf(changeStatus(missing.db, schools, 5, 'ACTIVE', 0, 'a'))).statusCode).toBe(404);
  });
});

describe('a filter of a list (filterBy)', () => {
  it('no value chosen (absent, null or empty) adds no condition', () => {
    expect(filterBy(schools.status, undefined)).toBeUndefined();
    expect(filterBy(schools.status, null)).toBeUndefined();
    expect(filterBy(schools.status, '')).toBeUndefined();
  });

  it('a chosen value, zero included, is an equality', () => {
    expect(render(filterBy(schools.status, 'ACTIVE'))).toEqual({ sql: '"schools"."status" = $1', params: ['ACTIVE'] });
    expect(render(filterBy(schools.establishedYear, 0))).toEqual({
      sql: '"schools"."established_year" = $1',
      params: [0],
    });
  });
});

describe('the versioned writes of one table (versionedWrites)', () => {
  const writes = versionedWrites(schools);

  it('updates that table under the version check', async () => {
    const { db, sent } = fakeDatabase(answering([[7]], []));
    await writes.update(db, 7, 3, { campus: 'North' }, 'admin@example.org');
    expect(sent[0]?.text).toMatch(
      /^update "schools" set "campus" = \$1, .* where \("schools"."id" = \$4 and "schools"."version" = \$5\)/,
    );
    expect(sent[0]?.params.slice(3)).toEqual([7, 3]);
  });

  it('changes the status of that table, 409 when stale', async () => {
    const { db, sent } = fakeDatabase(answering([[5]], []));
    await writes.changeStatus(db, 5, 'INACTIVE', undefined, 'admin@example.org');
    expect(sent[0]?.text).toMatch(
      /^update "schools" set "status" = \$1, .* where "schools"."id" = \$4 returning "id"$/,
    );
    expect(sent[0]?.params[0]).toBe('INACTIVE');
    const stale = fakeDatabase(answering([], [[5]]));
    expect((await rejectionOf(writes.changeStatus(stale.db, 5, 'ACTIVE', 0, 'a'))).statusCode).toBe(409);
  });
});
