/**
 * A short-lived cache of whole answers of public reads that do not depend on who asks (the public task list):
 * the same body in the same language gets the same JSON for up to `ttlMs`, sent as it was serialised.
 *
 * Honest by construction (docs/decisions/041-public-answer-cache.md):
 * - any write this process sends to the database (Database.onWrite: insert, update, delete, commit) empties it,
 *   before and after the statement runs, so a member who just published, signed up or was paid sees it at once;
 * - an answer computed while a write ran is not kept (the generation it started with has moved on);
 * - writes of another instance are seen within `ttlMs` (1 s by default; ANSWER_CACHE_MS=0 turns it off);
 * - only successful answers are kept, at most `max` of them and `maxChars` characters of JSON in all (the oldest go
 *   first, and every keep first drops the answers whose time has passed), so bodies varied on purpose cannot fill memory.
 */
export interface AnswerCache {
  /** the kept JSON of this key, if still good */
  get(key: string): string | undefined;
  /** the generation to hand back to `set` (read it before computing the answer) */
  generation(): number;
  set(key: string, generation: number, json: string): void;
  /** forget everything (a write happened) */
  clear(): void;
}

export function answerCache(opts: { ttlMs: number; max?: number; maxChars?: number; now?: () => number }): AnswerCache {
  const max = opts.max ?? 2_000;
  const maxChars = opts.maxChars ?? 16 * 1024 * 1024;
  const now = opts.now ?? Date.now;
  // insertion order is expiry order (one ttl for all), so the oldest entry is always the first to go
  const kept = new Map<string, { json: string; until: number }>();
  let chars = 0;
  let gen = 0;
  const drop = (key: string) => {
    chars -= kept.get(key)?.json.length ?? 0;
    kept.delete(key);
  };
  return {
    get(key) {
      const hit = kept.get(key);
      if (!hit) return undefined;
      if (hit.until > now()) return hit.json;
      drop(key);
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
    clear() {
      gen++;
      kept.clear();
      chars = 0;
    },
  };
}
