import v8 from 'node:v8';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { fullCollection, idleCollection, registerIdleCollection } from './idle-gc.js';

/** A collection driven by a list of CPU microseconds per look (every look of 1 s: busy from 100,000 µs). */
function looks(cpu: number[]) {
  const used = [...cpu];
  let collections = 0;
  const c = idleCollection({ everyMs: 1000, cpuSince: () => used.shift() ?? 0, collect: () => collections++ });
  const ticks = cpu.map(() => c.tick());
  return { ticks, collections };
}

describe('the collection when the server goes quiet', () => {
  it('collects once, at the first quiet look after a busy one', () => {
    const { ticks, collections } = looks([400_000, 900_000, 2_000, 1_000, 0, 0]);
    expect(ticks).toEqual([false, false, true, false, false, false]);
    expect(collections).toBe(1);
  });

  it('never collects for a server that stays quiet, nor while it stays busy', () => {
    expect(looks([0, 5_000, 99_999, 0]).collections).toBe(0);
    expect(looks([100_000, 500_000, 1_000_000]).collections).toBe(0);
  });

  it('collects again after each burst of work', () => {
    expect(looks([300_000, 0, 0, 300_000, 200_000, 0, 0]).ticks).toEqual([false, true, false, false, false, true, false]);
  });

  it("V8's full collection runs without --expose-gc and gives back what is no longer reachable", () => {
    const collect = fullCollection();
    const held: { items?: string[] } = { items: Array.from({ length: 200_000 }, (_, i) => `item ${i} `.repeat(4)) };
    const withGarbage = v8.getHeapStatistics().used_heap_size;
    delete held.items;
    collect();
    expect(v8.getHeapStatistics().used_heap_size).toBeLessThan(withGarbage);
  });

  it('lets each app drop what it keeps past its time (its kept answers) before it collects', async () => {
    const app = Fastify();
    let letGo = 0;
    registerIdleCollection(app, 40, () => letGo++);
    const until = Date.now() + 150;
    while (Date.now() < until); // 150 ms of work, then quiet
    await vi.waitFor(() => expect(letGo).toBe(1), { timeout: 10_000, interval: 20 });
    await app.close();
  });
});
