import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { receivedRatingsSql } from '../evaluations/ratings.service.js';
import { slowFigures, type SlowFigures } from './profile.repository.js';

/**
 * Member/userInfo's slower figures (invitation rewards and invitees, PIN, WeChat, ratings) kept in the process beside
 * the stamp they were read at (decision 091). The database moves a member's stamp in the same transaction as any row
 * behind those figures (migration 0036's triggers), and userInfo reads the stamp with the session, so a kept figure is
 * used only while no such row changed — on any instance — since it was read. A kept figure also lapses after
 * {@link KEEP_MS} of the request clock: a rating is revealed by time as well (14 days after the task completed).
 *
 * The stamp is read before the figures (two statements, read committed): a change between them leaves figures newer
 * than their stamp, read again at the next request; never figures older than their stamp.
 */
export const KEEP_MS = 60_000;
/** members kept per database at most: the oldest kept is let go first */
const MAX_KEPT = 10_000;

interface Kept {
  stamp: number;
  readAt: number;
  figures: SlowFigures;
}
/** per database: the tests run several apps, each on its own database, in one process */
const keptByDb = new WeakMap<Db, Map<number, Kept>>();

/** The member's slower figures at `stamp`: as kept, or read and kept. */
export async function slowFiguresAt(ctx: AppContext, memberId: number, stamp: number): Promise<SlowFigures> {
  let kept = keptByDb.get(ctx.db);
  if (!kept) keptByDb.set(ctx.db, (kept = new Map()));
  const now = ctx.now();
  const at = now.getTime();
  const k = kept.get(memberId);
  if (k && k.stamp === stamp && at >= k.readAt && at - k.readAt < KEEP_MS) return k.figures;
  const figures = (await slowFigures(ctx.db, memberId, now, receivedRatingsSql)) ?? noFigures;
  kept.delete(memberId); // re-inserted last: the Map's order is the order of reading
  kept.set(memberId, { stamp, readAt: at, figures });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return figures;
}

const noFigures: SlowFigures = { invitcoins: 0, invitpples: 0, ispaycode: false, bindwx: false, ratings: { taidu: 0, sudu: 0, pinzhi: 0 } };
