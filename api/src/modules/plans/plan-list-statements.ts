import { type SQL, sql } from 'drizzle-orm';
import type { PlanLevel, PlanListQuery } from '@school/contract';
import type { Database } from '../../db/client';
import { rowsAndTotal } from '../../db/rows-and-total';
import { offsetOf } from '../../lib/crud';
import { preparedStatements } from '../../lib/prepared';
import { type PlanScope, placeholderArgs, type ScopeShape, scopeShapeOf, scopeValuesOf } from './plan-access';
import { type ListShape, listShapeOf, listValuesOf, planListOrder, planListWhereOf } from './plan-filters';

/*
 * The plan lists as statements prepared once per shape (the user's scope and the query's filters): building a list's
 * SQL on every call cost more CPU than anything else the app did for it.
 */

/** What a list statement depends on. */
interface PlanListShape {
  scope: ScopeShape;
  filter: ListShape;
}

/** A list's conditions (visibility included) and order, with placeholders for the values, and the scope's shape. */
export interface PlanListParts {
  where: SQL | undefined;
  order: SQL[];
  scope: ScopeShape;
}

/** The page's placeholders: a page statement ends with `.limit(PAGE.limit).offset(PAGE.offset)`. */
export const PAGE = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

interface Executable<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/** A name search's best plan depends on its key (ten rows match, or ten thousand): planned per call. */
const planPerCall = (shape: PlanListShape) => shape.filter.name;

/**
 * A level's list: a page statement (sorted, cut by PAGE) and a count statement, both built from the list's parts;
 * the answer is one page of the plans a user sees that match a list query, and the count of all of them.
 */
export function preparedPlanList<R>(
  level: PlanLevel,
  build: {
    page: (db: Database, parts: PlanListParts, name: string) => Executable<R[]>;
    count: (db: Database, where: SQL | undefined, name: string) => Executable<{ total: number }[]>;
  },
) {
  const whereOf = (shape: PlanListShape) => planListWhereOf(shape.scope, shape.filter, placeholderArgs);
  const page = preparedStatements(
    `${level}_page`,
    (db, shape: PlanListShape & { sort: PlanListQuery['sort'] }, name) =>
      build.page(db, { where: whereOf(shape), order: planListOrder(level, shape), scope: shape.scope }, name),
    { planPerCall },
  );
  const count = preparedStatements(
    `${level}_count`,
    (db, shape: PlanListShape, name) => build.count(db, whereOf(shape), name),
    { planPerCall },
  );
  return (db: Database, scope: PlanScope, query: PlanListQuery) => {
    const shape = { scope: scopeShapeOf(scope), filter: listShapeOf(level, query) };
    const values = { ...scopeValuesOf(scope), ...listValuesOf(query), limit: query.size, offset: offsetOf(query) };
    return rowsAndTotal(
      page(db, { ...shape, sort: query.sort ?? 'name' }).execute(values),
      count(db, shape).execute(values),
    );
  };
}
