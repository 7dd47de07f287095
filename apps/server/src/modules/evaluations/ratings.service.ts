import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as repo from './evaluations.repository.js';

/**
 * Members' ratings (taidu attitude, sudu speed, pinzhi quality): the means of
 * the revealed evaluations they received, to one decimal, 0 when none. Kept
 * apart from evaluations.service so the members presenter can call it
 * without pulling in the task module.
 */
export interface Ratings {
  taidu: number;
  sudu: number;
  pinzhi: number;
  count: number;
}

/** A member's ratings: the means of the revealed evaluations they received (0 when none). For the members presenter too. */
export async function ratingsOf(db: Db, memberIds: number[], now: Date): Promise<Map<number, Ratings>> {
  const rows = await repo.meansReceived(db, [...new Set(memberIds)], now);
  return new Map(rows.map((r) => [r.memberId, { taidu: r.taidu, sudu: r.sudu, pinzhi: r.pinzhi, count: r.count }]));
}

/** The SQL of a member's received ratings, for a statement of another module that reads them with the member row. */
export const receivedRatingsSql = (memberId: AnyPgColumn | SQL, now: SQL) => repo.receivedRatingsSql(memberId, now);

export async function memberRatings(db: Db, memberId: number, now: Date = new Date()): Promise<Ratings> {
  return (await ratingsOf(db, [memberId], now)).get(memberId) ?? { taidu: 0, sudu: 0, pinzhi: 0, count: 0 };
}
