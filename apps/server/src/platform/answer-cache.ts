import type { Written } from '../db/write-watch.js';

/**
 * A short-lived cache of whole answers of public reads that do not depend on who asks (the public task list, a visitor's task detail):
 * the same body in the same language gets the same JSON for up to `ttlMs`, sent as it was serialised.
 *
 * Honest by construction (docs/decisions/041-public-answer-cache.md):
 * - any write this process sends to the database (Database.onWrite: insert, update, delete, commit) empties it,
 *   before and after the statement runs, so a member who just published, signed up or was paid sees it at once —
 *   but a write only to tables no shared answer reads (UNSHOWN_TABLES: sessions, codes, chats …) does not;
 * - an answer computed while a write ran is not kept (the generation it started with has moved on);
 * - writes of another instance are seen within `ttlMs` (1 s by default; ANSWER_CACHE_MS=0 turns it off);
 * - only successful answers are kept, at most `max` of them and `maxChars` characters of JSON in all (the oldest go
 *   first, and every keep first drops the answers whose time has passed), so bodies varied on purpose cannot fill memory.
 */
/**
 * Tables no shared answer reads (the public task list and a visitor's task detail read tasks, members, signups,
 * orbits, exhibitions …): a write that changed only these leaves the kept answers as they are. They are a live
 * site's busiest private bookkeeping — each signed-in member's session is touched every five minutes, sign-ins write
 * sessions, codes and attempts, members chat — which would otherwise empty the cache many times a second (decision
 * 055). A table left out of this list only costs kept answers; a table in it that a shared call reads would show
 * its changes late, so `tasks.shared-list.test.ts` checks that the shared calls' statements name none of them.
 */
export const UNSHOWN_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'sms_codes',
  'login_attempts',
  'reset_tokens',
  'security_events',
  'audit_log',
  'idempotency_keys',
  'wechat_states',
  'wechat_pending',
  'messages',
  'task_chats',
]);

/** whether a write (the tables it changed, db/write-watch.ts) can change a kept answer */
export const changesSharedAnswers = (written: Written) => {
  for (const table of written) if (!UNSHOWN_TABLES.has(table)) return true;
  return false;
};

export interface AnswerCache {
  /** the kept JSON of this key, if still good */
  get(key: string): string | undefined;
  /** the generation to hand back to `set` (read it before computing the answer) */
  generation(): number;
  set(key: string, generation: number, json: string): void;
  /** forget everything (a write happened) */
  clear(): void;
  /** forget the answers whose time has passed (a server gone quiet: platform/idle-gc.ts), which a keep would drop */
  prune(): void;
  /** since start: answers served from the cache, answers looked for and not there (computed), times emptied (/metrics) */
  counts(): { hits: number; misses: number; clears: number };
  /** the answers held now and their characters of JSON in all (good or past their time) */
  held(): { answers: number; chars: number };
}

export function answerCache(opts: { ttlMs: number; max?: number; maxChars?: number; now?: () => number }): AnswerCache {
  const max = opts.max ?? 2_000;
  const maxChars = opts.maxChars ?? 16 * 1024 * 1024;
  const now = opts.now ?? Date.now;
  // insertion order is expiry order (one ttl for all), so the oldest entry is always the first to go
  const kept = new Map<string, { json: string; until: number }>();
  let chars = 0;
  let gen = 0;
  const counted = { hits: 0, misses: 0, clears: 0 };
  const drop = (key: string) => {
    chars -= kept.get(key)?.json.length ?? 0;
    kept.delete(key);
  };
  return {
    get(key) {
      const hit = kept.get(key);
      if (hit && hit.until > now()) {
        counted.hits++;
        return hit.json;
      }
      if (hit) drop(key);
      counted.misses++;
      return undefined;
    },
    generation: () => gen,
    set(key, generation, json) {
      if (opts.ttlMs <= 0 || generation !== gen || json.length > maxChars) return;
      drop(key);
      const t = now();
      for (const [oldest, entry] of kept) {
        if (entry.until > t && kept.size < max && chars + json.length <= maxChars) break;
        drop(oldest);
      }
      kept.set(key, { json, until: t + opts.ttlMs });
      chars += json.length;
    },
    prune() {
      const t = now();
      for (const [oldest, entry] of kept) {
        if (entry.until > t) break;
        drop(oldest);
      }
    },
    clear() {
      counted.clears++;
      gen++;
      kept.clear();
      chars = 0;
    },
    counts: () => ({ ...counted }),
    held: () => ({ answers: kept.size, chars }),
  };
}
