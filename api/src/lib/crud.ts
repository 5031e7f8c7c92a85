import { type ListSort, type Paged, type PageQuery, type RecordStatus, SEARCH_COUNT_LIMIT } from '@school/contract';

/**
 * The plain helpers of every list and record (paging, audit, children by parent), without SQL: services and
 * repositories both use them. The SQL side (search, order, versioned update, status change) is db/crud-sql.ts.
 */

/** The key with LIKE's wildcards (and its escape) escaped, so they match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The LIKE pattern of a "contains" search: the key between wildcards, its own wildcards escaped. */
export const containsPattern = (text: string) => `%${likeEscaped(text)}%`;

/** The LIKE pattern of a "starts with" search: the key, its own wildcards escaped, then a wildcard. */
export const startsWithPattern = (text: string) => `${likeEscaped(text)}%`;

/** The paged answer of every list: {content, totalPages, totalElements}, page zero-based. */
export function toPage<T>(query: Pick<PageQuery, 'size'>, totalElements: number, content: T[]): Paged<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / query.size) };
}

/**
 * The paged answer of a list whose count stops after SEARCH_COUNT_LIMIT matches: beyond it, the limit and
 * totalElementsIsLowerBound (the screen says more match).
 */
export function toCappedPage<T>(query: Pick<PageQuery, 'size'>, counted: number, content: T[]): Paged<T> {
  return counted > SEARCH_COUNT_LIMIT
    ? { ...toPage(query, SEARCH_COUNT_LIMIT, content), totalElementsIsLowerBound: true }
    : toPage(query, counted, content);
}

export const offsetOf = (query: Pick<PageQuery, 'page' | 'size'>) => query.page * query.size;

/** A page of a list and its order (`sort` of sortedPageQuery; absent means by name). */
export interface ListPage {
  page: number;
  size: number;
  sort?: ListSort;
}

/** The filter of a list searched by name (contains, any case) and filtered by status. */
export interface NameStatusFilter extends ListPage {
  name?: string;
  status?: RecordStatus;
}

/** Audit values for an insert. */
export const createdByActor = (actor: string) => ({ createdBy: actor, lastUpdatedBy: actor });

/** Serialises the audit columns of a row for a response. */
export function auditOf(row: {
  version: number;
  createdBy: string | null;
  createdOn: Date;
  lastUpdatedBy: string | null;
  lastUpdatedOn: Date;
}) {
  return {
    version: row.version,
    createdBy: row.createdBy,
    createdOn: row.createdOn.toISOString(),
    lastUpdatedBy: row.lastUpdatedBy,
    lastUpdatedOn: row.lastUpdatedOn.toISOString(),
  };
}

/**
 * Children loaded in one query for a page of parents (a list's items, a role's privileges), looked up by parent
 * id: `childrenOf(items, (item) => item.lovId)(lov.id)`.
 */
export function childrenOf<C>(children: C[], parentIdOf: (child: C) => number): (parentId: number) => C[] {
  const byParent = new Map<number, C[]>();
  for (const child of children) {
    const siblings = byParent.get(parentIdOf(child)) ?? [];
    siblings.push(child);
    byParent.set(parentIdOf(child), siblings);
  }
  return (parentId) => byParent.get(parentId) ?? [];
}

export const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/** A repository's status change of one table (versionedWrites of db/crud-sql.ts). */
export interface StatusWrite<Db> {
  changeStatus(
    db: Db,
    id: number,
    status: RecordStatus,
    expectedVersion: number | undefined,
    actor: string,
  ): Promise<void>;
}

/**
 * PATCH {path}/{id}?status=: the status change of every admin service. `check` refuses what the user may not change
 * (another school's record answers 404, a locked one 403); then the status changes under the version given (409
 * when stale) and the record is read back.
 */
export function statusChange<Db, Auth extends { email: string }, Answer>(
  db: Db,
  writes: StatusWrite<Db>,
  check: (id: number, auth: Auth) => Promise<unknown>,
  read: (id: number, auth: Auth) => Promise<Answer>,
) {
  return async (id: number, status: RecordStatus, version: number | undefined, auth: Auth) => {
    await check(id, auth);
    await writes.changeStatus(db, id, status, version, auth.email);
    return read(id, auth);
  };
}

// The plan modules still call these from their services; they go once those queries move to repositories.
export { listOrder, updateVersioned } from '../db/crud-sql';
