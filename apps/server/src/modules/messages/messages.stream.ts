import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STREAM_PATH } from '@boothhub/shared/contracts/messages';
import type { AppContext, Viewer } from '../../platform/context.js';
import { guard } from '../../platform/calls.js';
import { currentViewer } from '../accounts/session.service.js';
import { unreadOf } from './messages.service.js';

/** a comment line this often keeps proxies from closing an idle stream; the session and count are re-checked too */
export const HEARTBEAT_MS = 20_000;
/** what a browser's EventSource waits before reconnecting */
const RETRY_MS = 3_000;

/** Is the stream's session still there, unbanned and of the same member? (a ban or logout deletes sessions) */
async function sessionStillValid(ctx: AppContext, req: FastifyRequest, memberId: number): Promise<boolean> {
  req.viewer = undefined; // drop the memoised viewer: read the session again
  const v = await currentViewer(ctx, req);
  return Boolean(v && !v.banned && v.id === memberId);
}

/**
 * `GET /api/Tipcenter/stream`: server-sent events with the member's unread
 * count, at connect and after every signal of the live hub (from any
 * instance), plus a heartbeat. Open streams end on app.close(), so a graceful
 * shutdown does not wait for browsers to hang up.
 */
export function registerUnreadStream(app: FastifyInstance) {
  const open = new Set<() => void>();
  const byMember = new Map<number, Array<() => void>>();

  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    STREAM_PATH,
    { schema: { summary: 'Server-sent events: `unread` with {unread} at connect and whenever it changes', tags: ['Tipcenter'] } },
    async (req, reply) => {
      const ctx = app.ctx;
      // refused like any member call: 401 / 403 envelope, before anything is streamed
      const viewer: Viewer = (await guard(req, ctx, 'member'))!;
      const memberId = viewer.id;

      reply.hijack();
      const res = reply.raw;
      req.raw.socket.setTimeout(0);
      req.raw.socket.setNoDelay(true);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': req.id,
      });

      let ended = false;
      let running = false;
      let dirty = false;
      let lastSent: number | undefined;
      const write = (chunk: string) => {
        if (!ended && !res.writableEnded && !res.destroyed) res.write(chunk);
      };

      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        const mine = byMember.get(memberId);
        if (mine) {
          const i = mine.indexOf(end);
          if (i >= 0) mine.splice(i, 1);
          if (mine.length === 0) byMember.delete(memberId);
        }
        if (!res.writableEnded) res.end();
      };

      /** re-check the session, count, send; signals that arrive meanwhile make one more round */
      const refresh = async (onlyIfChanged: boolean) => {
        if (ended) return;
        if (running) {
          dirty = dirty || !onlyIfChanged;
          return;
        }
        running = true;
        try {
          let force = !onlyIfChanged;
          do {
            dirty = false;
            if (!(await sessionStillValid(ctx, req, memberId))) return end();
            const unread = await unreadOf(ctx, memberId);
            if (ended) return;
            if (force || unread !== lastSent) write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
            lastSent = unread;
            force = true;
          } while (dirty && !ended);
        } catch (err) {
          // the database is briefly away, or the app is closing: the next signal or heartbeat tries again
          if (!ended) req.log.warn({ err }, 'unread stream refresh failed');
        } finally {
          running = false;
        }
      };

      // subscribe before the first count, so a signal between the two is not lost
      const unsubscribe = ctx.live.subscribe(memberId, () => void refresh(false));
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        void refresh(true);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      open.add(end);
      const mine = byMember.get(memberId) ?? [];
      byMember.set(memberId, mine);
      mine.push(end);
      // more streams than LIVE_STREAMS_PER_MEMBER for one member on this instance: the oldest (a tab left open long ago) is closed
      while (mine.length > ctx.config.limits.liveStreamsPerMember) mine[0]!();

      res.on('close', end);
      res.on('error', end);
      write(`retry: ${RETRY_MS}\n\n`);
      await refresh(false);
    },
  );
}
