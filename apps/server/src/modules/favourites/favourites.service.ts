import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FavouriteKind } from '@boothhub/shared/contracts/favourites';
import type { Db } from '../../db/client.js';
import { pageAnswer, type Total } from '../../lib/paging.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import * as repo from './favourites.repository.js';

/**
 * Favourites of every kind (docs/rules/favourites.md), one generic mechanism. A kind
 * plugs in with `registerFavouriteKind(kind, {assertFavouritable})`, called from
 * `modules/index.ts` (`wireModules`) when the app is built: the
 * check throws the kind's not-found error when the target does not exist or
 * the viewer may not see it. Toggling is race-safe: the row's unique key
 * (member, kind, target) makes a second insert a no-op, so two quick clicks
 * never make two rows or an error.
 */
export interface FavouriteKindRules {
  assertFavouritable(db: Db, viewer: Viewer, targetId: number): Promise<void>;
  /** a kind that stores how often it is favourited moves its count here, in the favourite's own transaction */
  counted?(db: Db, targetId: number, delta: 1 | -1): Promise<void>;
}

const kinds = new Map<FavouriteKind, FavouriteKindRules>();

export function registerFavouriteKind(kind: FavouriteKind, rules: FavouriteKindRules) {
  kinds.set(kind, rules);
}

/**
 * Set (`want` true/false: idempotent) or flip (`want` undefined) a favourite.
 * Returns the state after the call. Removing never needs the target to exist
 * (so a favourite of something since hidden can still be removed).
 */
export async function toggleFavourite(ctx: AppContext, viewer: Viewer, kind: FavouriteKind, targetId: number, want?: boolean) {
  const rules = kinds.get(kind);
  if (!rules) throw new Error(`favourite kind ${kind} is not registered`);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const remove = async () => {
      if ((await repo.deleteFavourite(tx, viewer.id, kind, targetId)) && rules.counted) await rules.counted(tx, targetId, -1);
      return { id: targetId, fav: false };
    };
    if (want === false) return remove();
    await rules.assertFavouritable(tx, viewer, targetId);
    const added = await repo.insertFavourite(tx, viewer.id, kind, targetId, now);
    if (added && rules.counted) await rules.counted(tx, targetId, 1);
    if (added || want === true) return { id: targetId, fav: true };
    // it was there already and the caller asked to flip: remove it
    return remove();
  });
}

export async function isFavourite(db: Db, memberId: number, kind: FavouriteKind, targetId: number): Promise<boolean> {
  return repo.isFavourited(db, memberId, kind, targetId);
}

/** Whether a member favourited a thing, as SQL to join to another read (`exists`; the member id and the target's column given). */
export const favouritedSql = (memberId: SQL | AnyPgColumn, kind: FavouriteKind, targetId: AnyPgColumn) =>
  repo.favouritedSql(memberId, kind, targetId);

export const favouritedAmong = (db: Db, memberId: number, kind: FavouriteKind, targetIds: number[]) =>
  repo.favouritedIds(db, memberId, kind, targetIds);

/** The hearts of a list page: which of these targets the viewer favourited (a visitor has none). */
export const heartsOf = async (db: Db, viewer: Viewer | null, kind: FavouriteKind, targetIds: number[]): Promise<Set<number>> =>
  viewer ? favouritedAmong(db, viewer.id, kind, targetIds) : new Set<number>();

/** A catalogue page as the wire answers it (lib/paging pageAnswer), each row shown with its heart. */
export async function heartedPage<R, T>(
  db: Db,
  viewer: Viewer | null,
  kind: FavouriteKind,
  page: { rows: R[] } & Total,
  q: { page: number; pageSize: number },
  idOf: (row: R) => number,
  toItem: (row: R, fav: boolean) => T,
) {
  const favs = await heartsOf(db, viewer, kind, page.rows.map(idOf));
  return pageAnswer(
    page.rows.map((r) => toItem(r, favs.has(idOf(r)))),
    page,
    q,
  );
}

/** The ids a member favourited of one kind, newest first, for the kind's own list call. */
export const favouriteIds = (db: Db, memberId: number, kind: FavouriteKind, page: { page: number; pageSize: number }) =>
  repo.listFavourites(db, memberId, kind, page.pageSize, (page.page - 1) * page.pageSize);

/** Everyone's favourites of something deleted for good (e.g. a venue), inside the deleting transaction. */
export const forgetFavourites = (db: Db, kind: FavouriteKind, targetId: number) => repo.deleteFavouritesOf(db, kind, targetId);
