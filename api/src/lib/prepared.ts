import type { Database } from '../db/client';

/**
 * Statements of hot reads, built once per database handle and shape and then run with placeholders (Drizzle's
 * `prepare`). Building a statement's SQL costs a light request more CPU than anything else the app does for it.
 * `shape` says which optional conditions a statement has (a filter chosen or not), so each shape is built once.
 *
 * A named statement is also parsed and planned once per connection by PostgreSQL, which then may reuse a generic
 * plan. A statement whose best plan depends on a value (a search key matching ten rows or ten thousand) is given
 * no name (`planPerCall`): PostgreSQL plans it for its values on each call, and only the build is saved.
 */
export function preparedStatements<S extends object | undefined, T>(
  name: string,
  build: (db: Database, shape: S, statementName: string) => T,
  options: { planPerCall?: (shape: S) => boolean } = {},
) {
  const byDatabase = new WeakMap<Database, Map<string, T>>();
  const names = new Map<string, string>();
  return (db: Database, shape: S): T => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      byDatabase.set(db, statements);
    }
    const key = shape === undefined ? '' : JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) {
      let statementName = names.get(key);
      if (statementName === undefined) {
        statementName = `${name}_${names.size}`;
        names.set(key, statementName);
      }
      // node-postgres sends a statement with an empty name as an unnamed one.
      statement = build(db, shape, options.planPerCall?.(shape) ? '' : statementName);
      statements.set(key, statement);
    }
    return statement;
  };
}
