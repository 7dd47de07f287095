/**
 * A fixed-window counter in this process's memory: at most `limit` takes per key (e.g. an address) in each `windowMs`.
 * For cheap anonymous calls whose cost is bounded per instance (Wechat/login's states, decision 057), where a row per
 * try would itself be the cost. Several instances each allow `limit`: the bound is `limit × instances`. The map forgets
 * the keys whose window is over once it holds more than `maxKeys`, so it never grows without bound.
 */
export interface WindowLimit {
  /** count one take for `key` at `nowMs`: `0` when allowed, else the milliseconds until the key's window ends */
  take(key: string, nowMs: number): number;
}

export function windowLimit(limit: number, windowMs: number, maxKeys = 10_000): WindowLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const forgetEnded = (nowMs: number) => {
    for (const [key, w] of windows) if (nowMs - w.start >= windowMs) windows.delete(key);
  };
  return {
    take(key, nowMs) {
      let w = windows.get(key);
      if (!w || nowMs - w.start >= windowMs || nowMs < w.start) {
        if (!w && windows.size >= maxKeys) forgetEnded(nowMs);
        w = { start: nowMs, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= limit) return w.start + windowMs - nowMs;
      w.count++;
      return 0;
    },
  };
}
