import { and, asc, count, eq, getTableColumns, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * The by-id statements of an entity's table, one home for what every entity repository (models, tasks, exhibitions,
 * conventions, venues, articles, services) used to spell out: insert returning the row, read, read locked FOR UPDATE,
 * update, update only while a condition holds (returning the row, undefined when it did not hold), delete, save.
 * `columns` are the row as the repository reads it (the table's columns without its search vector); `Row` and `New`
 * are the repository's own row and insert types. `also` narrows the id's match (e.g. "not deleted", "still pending").
 */
export function entityRows<Row, New>(table: PgTable, id: AnyPgColumn, columns: Record<string, AnyPgColumn>) {
  const byId = (key: number, also?: SQL) => and(eq(id, key), also);
  const rows = {
    async insert(db: Db, row: New): Promise<Row> {
      const [created] = await db
        .insert(table)
        .values(row as never)
        .returning(columns);
      return created as Row;
    },
    async find(db: Db, key: number, also?: SQL): Promise<Row | undefined> {
      const [row] = await db.select(columns).from(table).where(byId(key, also)).limit(1);
      return row as Row | undefined;
    },
    async lock(db: Db, key: number, also?: SQL): Promise<Row | undefined> {
      const [row] = await db.select(columns).from(table).where(byId(key, also)).for('update').limit(1);
      return row as Row | undefined;
    },
    /** `patch` may also set a column from SQL (a counter: the column + 1). */
    async update(db: Db, key: number, patch: { [K in keyof New]?: New[K] | SQL }): Promise<void> {
      await db
        .update(table)
        .set(patch as never)
        .where(byId(key));
    },
    async updateIf(db: Db, key: number, also: SQL | undefined, patch: Partial<New>): Promise<Row | undefined> {
      const [row] = await db
        .update(table)
        .set(patch as never)
        .where(byId(key, also))
        .returning(columns);
      return row as Row | undefined;
    },
    async delete(db: Db, key: number): Promise<void> {
      await db.delete(table).where(byId(key));
    },
    /** The back office's save: an edit of row `key` when there is one, else the new row `created`; its id either way. */
    async save(db: Db, key: number | undefined, edit: Partial<New>, created: New): Promise<number> {
      if (key === undefined) return ((await rows.insert(db, created)) as { id: number }).id;
      await rows.update(db, key, edit);
      return key;
    },
  };
  return rows;
}

/**
 * The named fields of a row, as they are: the part of a wire answer (or an edit form) that the row holds under the
 * same names and types. Only these fields: a row's other columns never reach the wire by accident. Not for the items of
 * a public list: a picked object spread into another costs several times an object literal (tasks.presenter taskFields).
 */
export function fieldsOf<R, K extends keyof R>(row: R, keys: readonly K[]): Pick<R, K> {
  const out = {} as Pick<R, K>;
  for (const k of keys) out[k] = row[k];
  return out;
}

/** The first row of a table that matches, or undefined (a lookup by a unique pair of columns). */
export async function firstRow<T extends PgTable>(db: Db, table: T, where: SQL | undefined): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** A searchable table's row as read back: every column but its search vector (never needed outside the database). */
export type Unsearched<T extends PgTable> = Omit<T['$inferSelect'], 'search'>;
/** A searchable table's row to write; `search` is the SQL that computes its vector (lib/search toSearchVector). */
export type ToWrite<T extends PgTable> = Omit<T['$inferInsert'], 'search'> & { search?: SQL };

/** A searchable table's columns without its search vector. */
export function columnsBesidesSearch<T extends PgTable>(table: T): Omit<T['_']['columns'], 'search'> {
  const { search: _search, ...columns } = getTableColumns(table);
  return columns;
}

/** {@link entityRows} of a searchable table by its `id`, reading every column but the search vector (`columns`). */
export function searchableEntity<T extends PgTable & { id: AnyPgColumn }>(table: T) {
  const columns = columnsBesidesSearch(table);
  return { columns, ...entityRows<Unsearched<T>, ToWrite<T>>(table, table.id, columns as Record<string, AnyPgColumn>) };
}

/** A dated event's table (exhibitions, conventions): reviewed, held at a venue under an industry code, from `sdate` to `edate`. */
type EventTable = PgTable & { [K in 'id' | 'status' | 'venueId' | 'industry' | 'sdate' | 'edate']: AnyPgColumn };

/**
 * {@link searchableEntity} of an event catalogue (exhibitions, conventions), with what venues, the category trees and
 * the home page ask of it: the approved events at a venue that have not ended by `fromDay`, soonest first; how many
 * events (any state) refer to a venue or store an industry code; how many approved ones have not ended by `fromDay`.
 */
export function searchableEvent<T extends EventTable>(table: T) {
  const entity = searchableEntity(table);
  const upcoming = (fromDay: string) => and(eq(table.status, 'approved'), gte(table.edate, fromDay));
  return {
    ...entity,
    async upcomingAtVenue(db: Db, venueId: number, fromDay: string, limit: number): Promise<Unsearched<T>[]> {
      const rows = await db
        .select(entity.columns as Record<string, AnyPgColumn>)
        .from(table as PgTable)
        .where(and(eq(table.venueId, venueId), upcoming(fromDay)))
        .orderBy(asc(table.sdate), asc(table.id))
        .limit(limit);
      return rows as Unsearched<T>[];
    },
    countAtVenue: (db: Db, venueId: number) => countWhere(db, table, eq(table.venueId, venueId)),
    countWithIndustry: (db: Db, code: string) => countWhere(db, table, eq(table.industry, code)),
    countUpcoming: (db: Db, fromDay: string) => countWhere(db, table, upcoming(fromDay)),
  };
}

/** {@link entityRows} of a table read whole (every column), by its key column `id`. */
export const wholeRows = <T extends PgTable>(table: T, id: AnyPgColumn) =>
  entityRows<T['$inferSelect'], T['$inferInsert']>(table, id, getTableColumns(table) as Record<string, AnyPgColumn>);

/** The sum of a column (amounts in cents, sizes in bytes) over a table's rows that match, 0 when none match. */
export async function sumWhere(db: Db, table: PgTable, column: AnyPgColumn, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${column}), 0)` })
    .from(table)
    .where(where);
  return Number(row?.total ?? 0);
}

/**
 * Mark a one-time row (a login code, an OAuth state) used at `now`; false when it already was, so of two requests
 * racing with the same row only one wins.
 */
export async function useOnce<T extends PgTable & { id: AnyPgColumn; usedAt: AnyPgColumn }>(
  db: Db,
  table: T,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(table as PgTable)
    .set({ usedAt: now } as never)
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** How many rows of a table match (an exact count: the figures of a dashboard, a usage check). */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
