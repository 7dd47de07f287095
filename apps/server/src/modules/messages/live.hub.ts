import type { Database } from '../../db/client.js';
import { notifyChannel } from '../../db/client.js';
import type { LiveHub } from '../../platform/context.js';

const CHANNEL = 'bh_member_changed';

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
