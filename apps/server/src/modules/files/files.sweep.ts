import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { runEvery } from '../../platform/interval.js';
import * as repo from './files.repository.js';

/**
 * Uploads that no call ever took (getOwnedFile marks the ones that are) are
 * removed 24 hours after the upload: the row, then the stored bytes. Safe on
 * several instances at once: rows are claimed with FOR UPDATE SKIP LOCKED
 * and deleted in the same transaction, so each file is removed by one sweep,
 * and an attach in progress (which holds the row) is never swept.
 */
export const UNATTACHED_TTL_MS = 24 * 3600 * 1000;
const BATCH = 200;

export type SweepContext = Pick<AppContext, 'db' | 'storage' | 'now'>;

export async function sweepUnattachedFiles(ctx: SweepContext, log?: { error(obj: unknown, msg: string): void }): Promise<number> {
  const before = new Date(ctx.now().getTime() - UNATTACHED_TTL_MS);
  let removed = 0;
  for (;;) {
    const keys = await ctx.db.transaction((tx) => repo.deleteUnattached(tx, before, BATCH));
    for (const key of keys) {
      // the row is gone, so nothing can reach these bytes any more; a failure only leaves bytes behind
      await ctx.storage.remove(key).catch((err: unknown) => log?.error({ err, key }, 'removing an unattached upload failed'));
    }
    removed += keys.length;
    if (keys.length < BATCH) return removed;
  }
}

/**
 * Run the sweep every FILE_SWEEP_MS milliseconds (default 15 minutes; 0 turns
 * it off on this instance), one run at a time, stopped when the app closes.
 */
export function startFileSweep(app: FastifyInstance) {
  runEvery(app, app.ctx.config.timers.fileSweepMs, 'file sweep', async () => {
    const n = await sweepUnattachedFiles(app.ctx, app.log);
    if (n) app.log.info({ removed: n }, 'unattached uploads removed');
  });
}
