import type { Database, Db } from '../../db/client.js';
import { notifyChannel } from '../../db/client.js';

const CHANNEL = 'bh_member_changed';

/**
 * Fans "something changed for member N" out to that member's open event
 * streams on every server instance, through PostgreSQL LISTEN/NOTIFY
 * (PGlite supports the same in one process).
 */
export interface LiveHub {
  start(): Promise<void>;
  /** call inside the transaction that made the change: delivered on commit */
  signal(db: Db, memberId: number): Promise<void>;
  subscribe(memberId: number, onChange: () => void): () => void;
  close(): Promise<void>;
  connections(): number;
}

export function createLiveHub(database: Database): LiveHub {
  const subscribers = new Map<number, Set<() => void>>();
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start() {
      unlisten = await database.listen(CHANNEL, (payload) => {
        const memberId = Number(payload);
        for (const fn of subscribers.get(memberId) ?? []) fn();
      });
    },
    async signal(db, memberId) {
      await notifyChannel(db, CHANNEL, String(memberId));
    },
    subscribe(memberId, onChange) {
      let set = subscribers.get(memberId);
      if (!set) subscribers.set(memberId, (set = new Set()));
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0) subscribers.delete(memberId);
      };
    },
    async close() {
      await unlisten?.().catch(() => undefined);
      subscribers.clear();
    },
    connections() {
      let n = 0;
      for (const s of subscribers.values()) n += s.size;
      return n;
    },
  };
}
