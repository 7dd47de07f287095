import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { favourites } from '../../db/schema/index.js';
import { prepared } from '../../lib/prepared.js';

export async function insertFavourite(db: Db, memberId: number, kind: string, targetId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(favourites)
    .values({ memberId, kind, targetId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: favourites.id });
  return rows.length > 0;
}

export async function deleteFavourite(db: Db, memberId: number, kind: string, targetId: number): Promise<boolean> {
  const rows = await db
    .delete(favourites)
    .where(and(eq(favourites.memberId, memberId), eq(favourites.kind, kind), eq(favourites.targetId, targetId)))
    .returning({ id: favourites.id });
  return rows.length > 0;
}

export async function favouritedIds(db: Db, memberId: number, kind: string, targetIds: number[]): Promise<Set<number>> {
  if (!targetIds.length) return new Set();
  const rows = await db
    .select({ targetId: favourites.targetId })
    .from(favourites)
    .where(and(eq(favourites.memberId, memberId), eq(favourites.kind, kind), inArray(favourites.targetId, targetIds)));
  return new Set(rows.map((r) => r.targetId));
}

/**
 * Whether a member favourited a thing, as SQL for another read's selection (a detail that reads the viewer's part in
 * its own statement): an `exists` on favourites_once.
 */
export const favouritedSql = (memberId: SQL | AnyPgColumn, kind: string, targetId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${favourites} f where f.member_id = ${memberId} and f.kind = ${kind} and f.target_id = ${targetId})`;

/** Whether a member favourited one thing: read by every detail page a member opens, so a prepared statement. */
export async function isFavourited(db: Db, memberId: number, kind: string, targetId: number): Promise<boolean> {
  const rows = await prepared(db, 'favourite_one', (d) =>
    d
      .select({ targetId: favourites.targetId })
      .from(favourites)
      .where(
        and(
          eq(favourites.memberId, sql.placeholder('memberId')),
          eq(favourites.kind, sql.placeholder('kind')),
          eq(favourites.targetId, sql.placeholder('targetId')),
        ),
      )
      .limit(1)
      .prepare('favourite_one'),
  ).execute({ memberId, kind, targetId });
  return rows.length > 0;
}

/** A member's favourites of one kind, newest first. */
export async function listFavourites(db: Db, memberId: number, kind: string, limit: number, offset: number) {
  const where = and(eq(favourites.memberId, memberId), eq(favourites.kind, kind));
  const [rows, [total]] = await Promise.all([
    db.select({ targetId: favourites.targetId }).from(favourites).where(where).orderBy(desc(favourites.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(favourites).where(where),
  ]);
  return { ids: rows.map((r) => r.targetId), total: total?.n ?? 0 };
}

export async function deleteFavouritesOf(db: Db, kind: string, targetId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.kind, kind), eq(favourites.targetId, targetId)));
}
