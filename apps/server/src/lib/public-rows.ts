import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { members } from '../db/schema/index.js';

/** One public page's row as a sitemap and a page's head see it: its key in the URL and when it last changed. */
export interface PublicRow {
  key: string;
  lastmod: Date;
}

/** What a repository says about the rows of its public pages (platform/public-pages.ts). */
export interface PublicRowsSpec {
  table: PgTable;
  /** the page's key in its URL (an id, a member number), ordered on */
  key: AnyPgColumn | SQL;
  updatedAt: AnyPgColumn | SQL;
  /** what makes a row public (approved, published and due, not hidden), as the public list's own condition */
  where: (now: Date) => SQL | undefined;
  /** the row of one key (answer undefined for a key that cannot be one) */
  byKey: (key: string) => SQL | undefined;
}

/**
 * The statements a sitemap and a page's head need of an entity's public rows: how many, a page of them in key order,
 * and one by key (undefined when it is not public). One home for the ten repositories that list public pages.
 */
export function publicRows(spec: PublicRowsSpec) {
  const columns = { key: sql<string>`(${spec.key})::text`, lastmod: sql<Date>`${spec.updatedAt}` };
  const toRow = (r: { key: string; lastmod: Date | string }): PublicRow => ({ key: r.key, lastmod: new Date(r.lastmod) });
  return {
    async count(db: Db, now: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(spec.table).where(spec.where(now));
      return Number(row?.n ?? 0);
    },
    async page(db: Db, now: Date, offset: number, limit: number): Promise<PublicRow[]> {
      const rows = await db.select(columns).from(spec.table).where(spec.where(now)).orderBy(asc(spec.key)).limit(limit).offset(offset);
      return rows.map(toRow);
    },
    async one(db: Db, now: Date, key: string): Promise<PublicRow | undefined> {
      const match = spec.byKey(key);
      if (!match) return undefined;
      const [row] = await db
        .select(columns)
        .from(spec.table)
        .where(and(spec.where(now), match))
        .limit(1);
      return row ? toRow(row) : undefined;
    },
  };
}

export type PublicRows = ReturnType<typeof publicRows>;

/** A positive integer id from a URL's key, else undefined (a page's key that cannot be an id). */
export const idKey = (key: string): number | undefined => {
  if (!/^[1-9]\d{0,9}$/.test(key)) return undefined;
  const n = Number(key);
  return n <= 2_147_483_647 ? n : undefined;
};

/** A member number from a URL's key (the pages of designers and factories), else undefined. */
export const cardnoKey = (key: string): string | undefined => (/^[A-Za-z0-9]{1,8}$/.test(key) ? key : undefined);

/** `byKey` of rows keyed by their id */
const byId =
  (id: AnyPgColumn) =>
  (key: string): SQL | undefined => {
    const n = idKey(key);
    return n === undefined ? undefined : eq(id, n);
  };

/** The rows of pages keyed by their row's id (tasks, articles, models, …): public where `where` holds, changed when `updatedAt` was. */
export function idRows(table: PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn }, where: PublicRowsSpec['where']) {
  return publicRows({ table, key: table.id, updatedAt: table.updatedAt, where, byKey: byId(table.id) });
}

/**
 * The rows of members' own pages (designers, factories: one profile row per member), keyed by member number: public
 * while the member still has `role` and is not banned (and `where`, if given); changed when the profile or the
 * member's own fields (name, avatar, bio) were.
 */
export function memberRows(spec: { table: PgTable; memberId: AnyPgColumn; updatedAt: AnyPgColumn; role: string; where?: SQL }) {
  const { memberId } = spec;
  return publicRows({
    table: spec.table,
    key: sql`(select m.cardno from ${members} m where m.id = ${memberId})`,
    updatedAt: sql`greatest(${spec.updatedAt}, (select m.updated_at from ${members} m where m.id = ${memberId}))`,
    where: () => and(spec.where, sql`exists (select 1 from ${members} m where m.id = ${memberId} and m.role = ${spec.role} and not m.banned)`),
    byKey: (key) => {
      const cardno = cardnoKey(key);
      return cardno === undefined ? undefined : sql`${memberId} = (select m.id from ${members} m where m.cardno = ${cardno})`;
    },
  });
}
