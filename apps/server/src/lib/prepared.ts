import type { Db } from '../db/client.js';

/**
 * A statement built once per database handle and reused: Drizzle's query
 * building (walking the selection, escaping names, ordering fields) cost a
 * fifth of the server's time on the hottest reads (docs/performance.md), and
 * a named prepared statement is also parsed and planned once per connection
 * by PostgreSQL. For fixed-shape reads by key only (placeholders for the
 * values); a transaction's handle builds its own.
 */
const built = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let mine = built.get(db);
  if (!mine) built.set(db, (mine = new Map()));
  let statement = mine.get(name) as T | undefined;
  if (statement === undefined) mine.set(name, (statement = build(db)));
  return statement;
}
