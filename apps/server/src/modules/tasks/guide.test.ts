import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../../test/database.js';
import type { Agent } from '../../../test/harness.js';
import { recordCompletion } from './guide.service.js';
import { ok, taskIn, worldForTests } from './tasks.fixtures.js';

/**
 * Budget guidance (docs/rules/tasks.md "Budget guidance", decision 075): the bands a completion feeds, the widening
 * ladder, the minimum sample, the position of a budget, and that only a task completing with its budget paid adds to
 * its bands, in the transaction that completes it.
 */
const s = worldForTests();

type Booth = { city: string; types?: string; layer?: number; opens?: number; plaza?: number };
/** Completed tasks of `perM2` coins a m² each, as the state machine records them on completion. */
async function completed(b: Booth, perM2Coins: number[]) {
  const plaza = b.plaza ?? 54;
  for (const coins of perM2Coins) {
    await recordCompletion(s.t.app.ctx.db, {
      city: b.city,
      types: b.types ?? 'booth',
      layer: b.layer ?? 1,
      opens: b.opens ?? 2,
      plaza,
      cost: coins * 100 * plaza,
      serviceId: null,
    });
  }
}

const guide = async (body: Record<string, unknown>, agent?: Agent, lang = 'zh-CN') =>
  ok((agent ?? s.t.agent()).call('Taskcenter/budgetGuide', { types: 'booth', layer: 1, opens: 2, plaza: 54, ...body }, { 'accept-language': lang }));

/** 100, 110, … coins a m²: with 8 of them p25 is the 2nd (110), the median the 4th (130), p75 the 6th (150) */
const eight = [170, 100, 160, 110, 150, 120, 140, 130];

describe('budget guidance', () => {
  it('shows nothing below 8 completed tasks, and the exact band from the 8th, for anyone', async () => {
    await completed({ city: '上海' }, eight.slice(0, 7));
    expect(await guide({ city: '上海' })).toEqual({ guide: null, minSample: 8 });
    await completed({ city: '上海' }, eight.slice(7));
    const g = (await guide({ city: '上海' })).guide;
    expect(g).toEqual({
      step: 'exact',
      place: 'city',
      placeName: '上海',
      opens: 2,
      area: { min: 36, max: 99 },
      count: 8,
      median: 130_00,
      p25: 110_00,
      p75: 150_00,
    });
    // the same from a member of either role, and the city's English name is the same place
    expect((await guide({ city: '上海' }, s.w.designer.agent)).guide).toEqual(g);
    expect((await guide({ city: '上海' }, s.w.publisher.agent)).guide).toEqual(g);
    expect((await guide({ city: 'shanghai' }, undefined, 'en-US')).guide).toEqual({ ...g, placeName: 'Shanghai' });
  });

  it('widens step by step and says which: any open sides, nearby area, the province, anywhere', async () => {
    // other open sides in 上海: the exact band (3 sides) is empty, any open sides holds the 8 above
    expect((await guide({ city: '上海', opens: 3 })).guide).toMatchObject({ step: 'anyOpens', opens: null, count: 8, median: 130_00 });
    // 120 m² is the next area band (100–199): only with its neighbours (36–499 m²) does it hold 8
    expect((await guide({ city: '上海', plaza: 120 })).guide).toMatchObject({ step: 'nearbyArea', area: { min: 36, max: 499 }, count: 8 });
    // 深圳 alone has 5, 广东 (深圳 + 广州) 9
    await completed({ city: '深圳' }, [200, 210, 220, 230, 240]);
    await completed({ city: '广州' }, [180, 190, 250, 260]);
    expect((await guide({ city: '深圳' })).guide).toMatchObject({ step: 'province', place: 'province', placeName: '广东', count: 9, median: 220_00 });
    expect((await guide({ city: '深圳' }, undefined, 'en-US')).guide).toMatchObject({ placeName: 'Guangdong' });
    // 成都 and a city the region tree does not know: the whole country (8 + 9)
    expect((await guide({ city: '成都' })).guide).toMatchObject({ step: 'anywhere', place: 'anywhere', placeName: null, count: 17 });
    expect((await guide({ city: '火星城' })).guide).toMatchObject({ step: 'anywhere', count: 17 });
    // a large stand: 600 m² (500–999) has no neighbour with tasks; 250 m² (200–499) has 150 m² (100–199) as one
    await completed({ city: '成都', plaza: 150 }, [90, 95, 100, 105, 110, 115, 120, 125]);
    expect((await guide({ city: '北京', plaza: 600 })).guide).toEqual(null);
    expect((await guide({ city: '北京', plaza: 250 })).guide).toMatchObject({ step: 'anywhereNearbyArea', area: { min: 100, max: 999 }, count: 8 });
  });

  it('never widens the design type or the storeys', async () => {
    expect((await guide({ city: '上海', layer: 2 })).guide).toBeNull();
    expect((await guide({ city: '上海', types: 'stage' })).guide).toBeNull();
    await completed({ city: '上海', layer: 2 }, [300, 310, 320, 330, 340, 350, 360]);
    expect((await guide({ city: '上海', layer: 2 })).guide).toBeNull();
  });

  it('places a budget against the band: below, in the middle half under or over the median, above', async () => {
    const at = async (coinsPerM2: number) => (await guide({ city: '上海', cost: coinsPerM2 * 100 * 54 })).guide.position;
    expect(await at(100)).toBe('below');
    expect(await at(110)).toBe('lowerMiddle');
    expect(await at(130)).toBe('lowerMiddle');
    expect(await at(140)).toBe('upperMiddle');
    expect(await at(150)).toBe('upperMiddle');
    expect(await at(151)).toBe('above');
    expect((await guide({ city: '上海' })).guide.position).toBeUndefined();
  });

  it('refuses a body outside the contract with the field named', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ city: '上海', plaza: 0 }, 'plaza'],
      [{ city: '上海', types: 'castle' }, 'types'],
      [{ city: '上海', layer: 9 }, 'layer'],
      [{ city: '' }, 'city'],
      [{ city: '上海', cost: 0 }, 'cost'],
      [{ city: '上海', budget: 1 }, 'budget'],
    ];
    for (const [body, field] of bad) {
      const res = await s.t.agent().call('Taskcenter/budgetGuide', { types: 'booth', layer: 1, opens: 2, plaza: 54, ...body });
      expect({ status: res.status, code: res.body.errorCode, field: res.body.details?.field }).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
      });
    }
  });
});

describe('budget guidance learns as tasks complete', () => {
  // the fixtures' brief: 上海, booth, 1 storey, 3 open sides, 54 m², 8,000 coins (148.15 coins a m² → bucket 148 coins)
  const band = { city: '上海', opens: 3 };

  it('a task accepted by its publisher, or decided for its designer, counts at once; unfinished ones and a split do not', async () => {
    const { w } = s;
    const before = (await guide(band)).guide;
    expect(before).toMatchObject({ step: 'anyOpens', count: 8 });
    for (const state of ['recruiting', 'in_progress', 'delivered', 'cancelled'] as const) await taskIn(w, state);
    expect((await guide(band)).guide).toEqual(before);

    // a split decided in a complaint paid no market price
    const split = await taskIn(w, 'disputed');
    const complaint = (await ok(w.admin.agent.call('Admin/complainList', { page: 1, pageSize: 50 }))).listItem.find((c: any) => c.taskId === split);
    await ok(w.admin.agent.call('Admin/complainTake', { id: complaint.id }));
    await ok(w.admin.agent.call('Admin/complainDecide', { id: complaint.id, decision: 'split', designerAmount: 400_000, reason: '双方各有责任' }));
    expect((await guide(band)).guide).toEqual(before);

    // seven more accepted: the exact band (3 open sides) reaches 8 with the one decided for the designer
    for (let i = 0; i < 7; i++) await taskIn(w, 'completed');
    expect((await guide(band)).guide).toMatchObject({ step: 'anyOpens', count: 15 });
    const won = await taskIn(w, 'disputed');
    const c2 = (await ok(w.admin.agent.call('Admin/complainList', { page: 1, pageSize: 50 }))).listItem.find((c: any) => c.taskId === won);
    await ok(w.admin.agent.call('Admin/complainTake', { id: c2.id }));
    await ok(w.admin.agent.call('Admin/complainDecide', { id: c2.id, decision: 'designer', reason: '交付符合需求' }));
    expect((await guide(band)).guide).toEqual({
      step: 'exact',
      place: 'city',
      placeName: '上海',
      opens: 3,
      area: { min: 36, max: 99 },
      count: 8,
      median: 148_00,
      p25: 148_00,
      p75: 148_00,
    });
  });
});

describe.runIf(onPostgres())('budget guidance under concurrent completions', () => {
  it('20 completions of one band at once, in their own transactions, all count and none deadlocks', async () => {
    const db = s.t.app.ctx.db;
    const band = { city: '西安', types: 'booth', layer: 1, opens: 4, plaza: 72, serviceId: null };
    // two prices in turn, in different orders of rows (the city's and the country's bands are shared by all)
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          await recordCompletion(tx, { ...band, cost: (i % 2 ? 120 : 180) * 100 * 72 });
        }),
      ),
    );
    expect((await guide({ city: '西安', opens: 4, plaza: 72 })).guide).toMatchObject({
      step: 'exact',
      count: 20,
      p25: 120_00,
      median: 120_00,
      p75: 180_00,
    });
  });
});
