import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';

/**
 * Gives V8's unused heap back to the system once the server goes quiet after work (issue 37, docs/performance.md
 * "Memory of the embedded server"). A burst of requests grows V8's old space well past what stays alive (after five
 * rounds of the demo's browsing: 269 MB of old space for 96 MB in use, a resident size of ~520 MB) and V8 keeps it
 * while nothing allocates; full collections once the burst is over shrink it (heap 255 → 115 MB, the process 485 → 340 MB).
 *
 * No work per request: every `everyMs` the process's CPU time since the last look tells whether it was busy (at
 * least `busyShare` of the interval); the first quiet look after a busy one collects, once.
 */
export interface IdleCollection {
  /** one look: collects when the process was busy since the last collection and quiet since the last look */
  tick(): boolean;
}

export function idleCollection(opts: {
  everyMs: number;
  /** CPU microseconds used since the call before (process.cpuUsage's user + system) */
  cpuSince: () => number;
  collect: () => void;
  busyShare?: number;
}): IdleCollection {
  const busyMicros = opts.everyMs * 1000 * (opts.busyShare ?? 0.1);
  let workedSinceCollection = false;
  return {
    tick() {
      if (opts.cpuSince() >= busyMicros) {
        workedSinceCollection = true;
        return false;
      }
      if (!workedSinceCollection) return false;
      workedSinceCollection = false;
      opts.collect();
      return true;
    },
  };
}

/**
 * V8's full collection (node's `gc` when started with --expose-gc, otherwise the same function made available now, as
 * Jest's leak detector does), repeated while it still shrinks the heap (at most 6 times): each full collection compacts
 * only some of the fragmented pages, so one left a heap of 228 MB holding 88 MB (the demo after browsing); on a
 * fragmented test heap one gave 213 → 154 MB, two 88 MB, five 50 MB (16 MB in use), in 0.1–0.5 s once the work is over.
 */
export function fullCollection(): () => void {
  let gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  const heap = () => v8.getHeapStatistics().total_heap_size;
  return () => {
    for (let i = 0, size = heap(); i < 6; i++) {
      gc();
      const now = heap();
      if (now > size - 1024 * 1024) return;
      size = now;
    }
  };
}

/**
 * The apps that asked for the collection in this process, each with what it lets go of first (its kept answers whose
 * time has passed): one look for all of them (tests run many apps in one process).
 */
const apps = new Map<FastifyInstance, () => void>();
let stopLooking: (() => void) | undefined;

function startLooking(everyMs: number): () => void {
  const collect = fullCollection();
  let last = process.cpuUsage();
  const collection = idleCollection({
    everyMs,
    cpuSince: () => {
      const used = process.cpuUsage(last);
      last = process.cpuUsage();
      return used.user + used.system;
    },
    collect: () => {
      for (const letGo of apps.values()) letGo();
      const before = v8.getHeapStatistics().total_heap_size;
      collect();
      const after = v8.getHeapStatistics().total_heap_size;
      last = process.cpuUsage(); // the collection's own CPU is not work that calls for another
      const [app] = apps.keys();
      app?.log.debug({ heapMB: Math.round(after / 1048576), freedMB: Math.round((before - after) / 1048576) }, 'quiet after work: V8 heap collected');
    },
  });
  const timer = setInterval(() => collection.tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Looks every `everyMs` (IDLE_GC_MS; 0: never) while the app runs: one look per process, however many apps.
 * `letGo` runs before each collection: what the app keeps that has no more use (the kept answers past their time).
 */
export function registerIdleCollection(app: FastifyInstance, everyMs: number, letGo: () => void = () => undefined) {
  if (!Number.isFinite(everyMs) || everyMs <= 0) return;
  apps.set(app, letGo);
  stopLooking ??= startLooking(everyMs);
  app.addHook('onClose', async () => {
    apps.delete(app);
    if (apps.size === 0) {
      stopLooking?.();
      stopLooking = undefined;
    }
  });
}
