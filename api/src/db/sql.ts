import { type AnyColumn, getTableName, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * A column named with its table ("unit_plans"."id"), for correlated subqueries: drizzle leaves columns unqualified
 * in a select from one table, where the subquery's own table would then answer for them.
 */
export const qualified = (table: Table, column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
