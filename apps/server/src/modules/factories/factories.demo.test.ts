import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { demoSeedSteps } from '../index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../demo/demo.service.js';
import { assertLedgerIntact } from '../tasks/tasks.fixtures.js';
import { DEMO_FACTORY_PHONES } from './factories.demo.js';

describe('demo factories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX: '1' });
  });
  afterAll(async () => t?.close());

  it('ten factories in several cities with photos and crews, a request for quotes with two quotes holding crew days, and one chosen', async () => {
    expect(await seedDemoData(t.app.ctx, t.app.log, demoSeedSteps)).toBe(true);
    const all = (await t.agent().call('Common/searchFactory', { pageSize: 20 })).body.data;
    expect(all.total).toBe(10);
    expect(new Set(all.listItem.map((f: { city: string }) => f.city)).size).toBeGreaterThanOrEqual(5);
    for (const f of all.listItem) expect(f.photoCount).toBe(3);
    const info = (await t.agent().call('Common/factoryInfo', { cardno: all.listItem[0].cardno })).body.data;
    expect(info.certificates).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: info.photos[0].url })).statusCode).toBe(200);

    const business = t.agent();
    await business.call('User/login', { phone: DEMO_ACCOUNTS.business.phone, password: DEMO_PASSWORD });
    const factory = t.agent();
    expect((await factory.call('User/login', { phone: DEMO_FACTORY_PHONES[0], password: DEMO_PASSWORD })).status).toBe(200);
    const inbox = (await factory.call('Quote/inbox', {})).body.data;
    expect(inbox.listItem).toHaveLength(2);
    const [req, picked] = await Promise.all(
      [...inbox.listItem]
        .sort((a: { id: number }, b: { id: number }) => a.id - b.id)
        .map(async (r: { id: number }) => (await business.call('Quote/requestInfo', { id: r.id })).body.data),
    );
    expect(req.status).toBe('open');
    expect(req.quotes).toHaveLength(3);
    expect(req.quotes.filter((q: { status: string }) => q.status === 'quoted')).toHaveLength(2);
    expect(req.files).toHaveLength(1);
    // the second request chose the demo factory: the business sees its confirmed build slot
    expect(picked.buildSlot).toMatchObject({ state: 'confirmed' });
    expect(picked.buildSlot.days).toHaveLength(3);

    // the demo factory's calendar (decision 079): its crews, and held and confirmed crew days on the show's move-in days
    const crews = (await factory.call('Factory/crews', {})).body.data.listItem;
    expect(crews.map((c: { name: string }) => c.name)).toEqual(['搭建一组', '搭建二组', '灯光电工组']);
    const window = (await factory.call('Quote/requestInfo', { id: req.id })).body.data.buildWindow;
    expect(window.exhibitionTitle).toBe('上海国际汽车工业展览会');
    const moveIn = window.days.map((d: { day: string }) => d.day);
    type Cell = { day: string; starts: string; ends: string; state: string; crewName: string };
    const cells: Cell[] = [];
    for (const month of [...new Set(moveIn.map((d: string) => d.slice(0, 7)))]) {
      const cal = (await factory.call('Factory/calendar', { month })).body.data;
      expect(cal.crews).toHaveLength(3);
      cells.push(...cal.bookings);
    }
    expect(cells).toHaveLength(6);
    expect(cells.filter((b) => b.state === 'held')).toHaveLength(3);
    expect(cells.filter((b) => b.state === 'confirmed')).toHaveLength(3);
    for (const b of cells) {
      const open = window.days.find((d: { day: string }) => d.day === b.day);
      expect(open).toBeDefined();
      expect(b.starts >= open.opens && b.ends <= open.closes).toBe(true);
    }
    // never two bookings of one crew on one day
    expect(new Set(cells.map((b) => `${b.crewName} ${b.day}`)).size).toBe(cells.length);
    // every demo factory has crews to book
    for (const phone of DEMO_FACTORY_PHONES.slice(1)) {
      const other = t.agent();
      await other.call('User/login', { phone, password: DEMO_PASSWORD });
      const mine = (await other.call('Factory/crews', {})).body.data.listItem;
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(3);
    }
    // the recruiting demo tasks are untouched
    const stats = (await t.agent().call('Taskcenter/homeStats', {})).body.data;
    expect(stats.recruiting).toBe(34);
    // the factories' accepted task beside the designers' demo past projects
    expect(stats.completed).toBeGreaterThanOrEqual(1);
    await assertLedgerIntact(t);
  });
});
