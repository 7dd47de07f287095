import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { AppError } from '../platform/app-error.js';

/**
 * The one paging library of every list (docs/decisions/013-totals-and-cursors.md).
 *
 * Totals: exact up to a cap, then `totalCapped: true` with `total = cap`
 * ("10,000+"): `count(*)` over a `LIMIT cap+1` subquery reads at most cap+1
 * rows however many match; the cap is configuration (LIST_TOTAL_CAP, default
 * 10,000; SEARCH_TOTAL_CAP for searches, default 1,000). Lists a user needs exactly (their own bills, their
 * own tasks) keep an exact `count(*)`.
 *
 * Cursors: a list sorted by time or id (with id as the tie-break) answers a
 * `nextCursor`; sent back as `cursor` it fetches the rows after the last one
 * by keyset (`WHERE (col, id) < (…)`), so a deep page costs what the first
 * one costs and rows inserted between two pages are neither skipped nor
 * repeated. The cursor is opaque (base64url JSON) and validated: its version,
 * its sort, a fingerprint of the list's filters and the type of each value;
 * anything else is VALIDATION_FAILED. Page numbers keep working (OFFSET).
 */

export interface Total {
  total: number;
  totalCapped: boolean;
}

/** A page of a list as the wire answers it (contracts' `Page`): its items, its total as counted, the page asked. */
export const pageAnswer = <T>(listItem: T[], counted: Total, q: { page: number; pageSize: number }) => ({
  listItem,
  total: counted.total,
  totalCapped: counted.totalCapped,
  page: q.page,
  pageSize: q.pageSize,
});

/** Which rows of a public list: a page by number, and the cap and key of its total ({@link cappedCount}). */
export interface PageRequest {
  limit: number;
  offset: number;
  cap: number;
  key?: string;
}

/** `{total, totalCapped}` from a count that read at most cap+1 rows. */
export const capTotal = (n: number, cap: number): Total => (n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false });

/**
 * Lists known to reach their cap, by key, until when. "10,000+" stays true
 * for a while (rows rarely leave a list by thousands), so a capped total is
 * remembered for CAPPED_FOR_MS and not re-counted on every page; a total
 * below the cap is always counted afresh, so it is exact.
 */
const knownCapped = new Map<string, number>();
const CAPPED_FOR_MS = 30_000;
const KNOWN_CAPPED_MAX = 1000;

/**
 * How many rows of `table` match `where`, exact up to `cap`: `count(*)` over
 * `SELECT 1 … ORDER BY order LIMIT cap+1`. An order (e.g. id desc for a
 * search) makes the planner walk that index and stop; none lets it pick the
 * cheapest index. `key` names the list (its filters' fingerprint) to remember
 * that it reached the cap.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined, order: SQL[], cap: number, key?: string): Promise<Total> {
  return rememberedCap(cap, key, async () => {
    const sub = db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(cap + 1)
      .as('capped');
    const [row] = await db.select({ n: count() }).from(sub);
    return row?.n ?? 0;
  });
}

/**
 * {@link cappedCount}'s rule around a count of at most cap+1 rows made by the caller (a prepared statement): a total
 * known to have reached the cap under `key` is answered without counting for CAPPED_FOR_MS.
 */
export async function rememberedCap(cap: number, key: string | undefined, counted: () => Promise<number>): Promise<Total> {
  return knownCappedTotal(cap, key) ?? countedTotal(cap, key, await counted());
}

/** The total of the list named `key` when it is known to have reached `cap` a moment ago (nothing to count), or null. */
export function knownCappedTotal(cap: number, key: string | undefined): Total | null {
  const k = key && `${cap}:${key}`;
  const until = k ? knownCapped.get(k) : undefined;
  if (until === undefined) return null;
  if (until > Date.now()) return { total: cap, totalCapped: true };
  knownCapped.delete(k!);
  return null;
}

/**
 * The total of a count that read at most cap+1 rows (made by the caller, e.g. beside a page in one statement); a
 * total that reached the cap is remembered under `key` for CAPPED_FOR_MS ({@link knownCappedTotal}).
 */
export function countedTotal(cap: number, key: string | undefined, n: number): Total {
  const total = capTotal(n, cap);
  const k = key && `${cap}:${key}`;
  if (k && total.totalCapped) {
    if (knownCapped.size >= KNOWN_CAPPED_MAX) knownCapped.delete(knownCapped.keys().next().value!);
    knownCapped.set(k, Date.now() + CAPPED_FOR_MS);
  }
  return total;
}

/** An exact total, for lists whose owner needs the true figure (their own bills, their own tasks). */
export async function exactCount(db: Db, table: PgTable, where: SQL | undefined): Promise<Total> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return { total: row?.n ?? 0, totalCapped: false };
}

/**
 * A page of a public list with its total capped (decision 013): the ordered query's rows of the page asked, and the
 * count of the rows of `table` that `where` matches, at most the request's cap, read together.
 */
export async function cappedPage<R>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  ordered: { limit(n: number): { offset(n: number): PromiseLike<R[]> } },
  p: PageRequest,
): Promise<{ rows: R[] } & Total> {
  const [rows, total] = await Promise.all([ordered.limit(p.limit).offset(p.offset), cappedCount(db, table, where, [], p.cap, p.key)]);
  return { rows, ...total };
}

/**
 * {@link cappedPage} read in two steps: the page's ids first (`id` of `table` in `order`), then `read` fetches the rows
 * of those ids only. With OFFSET, PostgreSQL would otherwise compute a heavy select list (counts, subqueries) for every
 * skipped row too (models' page 200: 4,000 rows, 118 ms at 100,000 models).
 */
export async function cappedPageByIds<R>(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  where: SQL | undefined,
  order: SQL[],
  p: PageRequest,
  read: (pageIds: SQLWrapper) => PromiseLike<R[]>,
): Promise<{ rows: R[] } & Total> {
  const pageIds = db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(p.limit)
    .offset(p.offset);
  const [rows, total] = await Promise.all([read(pageIds), cappedCount(db, table, where, [], p.cap, p.key)]);
  return { rows, ...total };
}

/**
 * A page of a short list with its exact total (a member's own list, a back-office queue): the ordered query's rows
 * from `offset`, at most `limit`, and the count of the rows of `table` that `where` matches, read together.
 */
export async function exactPage<R>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  ordered: { limit(n: number): { offset(n: number): PromiseLike<R[]> } },
  limit: number,
  offset: number,
): Promise<{ rows: R[] } & Total> {
  const [rows, total] = await Promise.all([ordered.limit(limit).offset(offset), exactCount(db, table, where)]);
  return { rows, ...total };
}

// ---- keyset cursors

/** One column of a keyset order; the last part must be unique (the id). */
export interface KeyPart<R = any> {
  column: AnyPgColumn;
  /** the value of this column in a row of the list */
  of: (row: R) => KeyValue;
  dir: 'asc' | 'desc';
  /** how the value travels in the cursor */
  kind: 'int' | 'time';
}

export type KeyValue = number | Date;

/** A short fingerprint of what a list is filtered by, so a cursor only continues the list it came from. */
export const listFingerprint = (filters: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(filters ?? null))
    .digest('base64url')
    .slice(0, 12);

const CURSOR_VERSION = 1;

/** The cursor after `row`'s key values. */
export function encodeCursor(sort: string, fingerprint: string, parts: KeyPart[], values: KeyValue[]): string {
  const wire = values.map((v, i) => (parts[i]!.kind === 'time' ? (v as Date).toISOString() : v));
  return Buffer.from(JSON.stringify([CURSOR_VERSION, sort, fingerprint, ...wire])).toString('base64url');
}

const badCursor = (reason: string) => new AppError('VALIDATION_FAILED', { field: 'cursor', reason });

/** The key values a cursor stands for; VALIDATION_FAILED unless it was made for this list and sort. */
export function decodeCursor(cursor: string, sort: string, fingerprint: string, parts: KeyPart[]): KeyValue[] {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor('not a cursor of this list');
  }
  if (!Array.isArray(raw) || raw[0] !== CURSOR_VERSION || raw.length !== parts.length + 3) throw badCursor('not a cursor of this list');
  if (raw[1] !== sort || raw[2] !== fingerprint) throw badCursor('made for another sort or filter; start from the first page');
  return parts.map((p, i) => {
    const v: unknown = raw[i + 3];
    if (p.kind === 'int' && Number.isSafeInteger(v)) return v as number;
    if (p.kind === 'time' && typeof v === 'string') {
      const d = new Date(v);
      if (!Number.isNaN(d.getTime())) return d;
    }
    throw badCursor('not a cursor of this list');
  });
}

/**
 * The rows after `values` in the order of `parts`: `a > x or (a = x and (b > y …))`, with > or < by direction. The values
 * may be placeholders, filled when a prepared statement runs.
 */
export function afterKey(parts: KeyPart[], values: Array<KeyValue | Placeholder>): SQL {
  const [p, ...rest] = parts;
  const v = values[0]!;
  const beyond = p!.dir === 'desc' ? lt(p!.column, v) : gt(p!.column, v);
  return rest.length ? or(beyond, and(eq(p!.column, v), afterKey(rest, values.slice(1))))! : beyond;
}

/** The ORDER BY of a keyset. */
export const keyOrder = (parts: KeyPart[]): SQL[] => parts.map((p) => sql`${p.column} ${sql.raw(p.dir)}`);

/** The next page's cursor after the page's last row, or null when there is no next page. */
export function nextCursorOf<R>(last: R | undefined, hasMore: boolean, sort: string, fingerprint: string, parts: KeyPart<R>[]): string | null {
  return hasMore && last !== undefined
    ? encodeCursor(
        sort,
        fingerprint,
        parts,
        parts.map((p) => p.of(last)),
      )
    : null;
}
