import type { DemoSeedStep } from '../demo/demo.service.js';
import { demoCompletedTask, type DemoBooth } from './tasks.demo.js';

/** what a m² of a booth design paid in each demo city, in cents (others: the last) — so the cities differ a little */
const cityRate: Record<string, number> = { 上海: 160_00, 北京: 150_00, 深圳: 140_00, 广州: 130_00, 杭州: 120_00, '': 110_00 };
/** the spread of prices around a city's rate, in per cent, taken in turn */
const spread = [80, 92, 100, 108, 125, 96, 115, 88];
const areas: Array<[number, string]> = [
  [36, '6×6 m'],
  [42, '7×6 m'],
  [48, '8×6 m'],
  [54, '9×6 m'],
  [63, '9×7 m'],
  [72, '9×8 m'],
  [81, '9×9 m'],
  [96, '12×8 m'],
];

/**
 * The demo market's history for the budget guidance (decision 075): each demo designer completed four tasks in their
 * city for the demo business — three one-storey booths of 36–99 m² (the demo's common brief) and a two-storey or a
 * hall — at their city's rate per m², spread ±25 %, a little more per open side. With the directory's rated tasks
 * this gives 上海 and 北京 their own figures, 深圳 and 广州 their province's, and the other cities the country's.
 */
export async function demoMarketHistory(
  db: Parameters<DemoSeedStep['run']>[0],
  p: { publisherId: number; designers: Array<{ id: number; city: string }>; now: Date },
) {
  let k = 0;
  for (const d of p.designers) {
    const rate = cityRate[d.city] ?? cityRate['']!;
    for (let j = 0; j < 4; j++, k++) {
      const [plaza, sizes] = areas[k % areas.length]!;
      const opens = (k % 4) + 1;
      const brief: DemoBooth =
        j < 3
          ? { types: 'booth', plaza, sizes, opens, layer: 1 }
          : k % 2
            ? { types: 'booth', plaza: 144, sizes: '12×12 m', opens: 4, layer: 2 }
            : { types: 'hall', plaza, sizes, opens, layer: 1 };
      const perM2 = Math.round((rate * spread[k % spread.length]! * (100 + 5 * (opens - 1))) / 10_000);
      await demoCompletedTask(db, {
        publisherId: p.publisherId,
        designerId: d.id,
        title: `${d.city} ${brief.layer > 1 ? '双层展台' : brief.types === 'hall' ? '展厅设计' : '展台设计'} ${sizes}`,
        city: d.city,
        cost: Math.max(10_000, Math.round((perM2 * brief.plaza) / 100) * 100),
        now: p.now,
        daysAgo: 60 + ((k * 11) % 300),
        brief,
      });
    }
  }
}
