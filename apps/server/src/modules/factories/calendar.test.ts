// @engine-parity: calendar dates, and the crew slots' ON CONFLICT DO NOTHING that keeps a crew in one place
import { addDays } from '@boothhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../../test/database.js';
import { fails } from '../exhibitions/exhibitions.fixtures.js';
import { ok, PIN, taskBody, worldForTests, type Actor } from '../tasks/tasks.fixtures.js';
import { crewDay, crewOf, quoteWith, requestAtShow, showWithSchedule, type Show } from './calendar.fixtures.js';
import { deadlineIn, factory } from './factories.fixtures.js';

/** Crews, crew bookings that follow a quote, and the factory's calendar (issue 36 part 3, decision 079). */
const s = worldForTests();
let show: Show;
beforeAll(async () => {
  show = await showWithSchedule(s.w);
});
const d = (n: number) => addDays(show.sdate, n);
const info = (a: Actor, id: number) => ok(a.agent.call('Quote/requestInfo', { id }));
const calendar = (a: Actor, month = d(-3).slice(0, 7)) => ok(a.agent.call('Factory/calendar', { month }));

describe('crews', () => {
  it('are added, listed, renamed and retired by their factory', async () => {
    const f = await factory(s.t);
    expect(await ok(f.agent.call('Factory/crews', {}))).toEqual({ listItem: [] });
    const a = await ok(f.agent.call('Factory/crewAdd', { name: '木工一队', size: 8 }));
    const b = await ok(f.agent.call('Factory/crewAdd', { name: '电工队', size: 3 }));
    expect(a).toEqual({ id: expect.any(Number), name: '木工一队', size: 8, retired: false });
    expect(await ok(f.agent.call('Factory/crewRename', { id: a.id, name: '木工 A 队' }))).toMatchObject({ name: '木工 A 队', size: 8 });
    expect(await ok(f.agent.call('Factory/crewRename', { id: a.id, name: '木工 A 队', size: 10 }))).toMatchObject({ size: 10 });
    expect(await ok(f.agent.call('Factory/crewRetire', { id: a.id }))).toMatchObject({ retired: true });
    expect(await ok(f.agent.call('Factory/crewRetire', { id: a.id }))).toMatchObject({ retired: true });
    const list = await ok(f.agent.call('Factory/crews', {}));
    expect(list.listItem.map((c: { id: number; retired: boolean }) => [c.id, c.retired])).toEqual([
      [b.id, false],
      [a.id, true],
    ]);
  });

  it("are a factory's own: other roles are refused, another factory's crew is not found, fields are checked", async () => {
    const f = await factory(s.t);
    const other = await factory(s.t);
    const id = await crewOf(f);
    for (const a of [s.w.publisher, s.w.designer, s.w.admin]) {
      await fails(a.agent.call('Factory/crewAdd', { name: '一队', size: 5 }), 403, 'FACTORY_ONLY');
      await fails(a.agent.call('Factory/crews', {}), 403, 'FACTORY_ONLY');
      await fails(a.agent.call('Factory/calendar', { month: '2026-12' }), 403, 'FACTORY_ONLY');
    }
    await fails(s.t.agent().call('Factory/crews', {}), 401, 'AUTH_REQUIRED');
    await fails(other.agent.call('Factory/crewRename', { id, name: '抢来的队' }), 404, 'CREW_NOT_FOUND');
    await fails(other.agent.call('Factory/crewRetire', { id }), 404, 'CREW_NOT_FOUND');
    await fails(f.agent.call('Factory/crewAdd', { name: '', size: 5 }), 400, 'VALIDATION_FAILED');
    await fails(f.agent.call('Factory/crewAdd', { name: '一队', size: 0 }), 400, 'VALIDATION_FAILED');
    await fails(f.agent.call('Factory/calendar', { month: '2026-13' }), 400, 'VALIDATION_FAILED');
  });
});

describe('crew bookings on a build quote', () => {
  it("are held inside the show's move-in window and shown to the factory, on the quote and on its calendar", async () => {
    const f = await factory(s.t);
    const crew = await crewOf(f, '木工一队');
    const id = await requestAtShow(s.w, show, [f]);
    const before = await info(f, id);
    expect(before.buildWindow.days.map((x: { day: string }) => x.day)).toEqual([d(-3), d(-2), d(-1)]);
    expect(before.buildWindow).toMatchObject({ exhibitionId: show.id, hallName: '1 号馆' });
    const quoted = await ok(f.agent.call('Quote/submit', quoteWith(id, [crewDay(crew, d(-3)), crewDay(crew, d(-2), '08:00', '20:00')])));
    expect(quoted.bookings.map((b: { day: string; starts: string; ends: string; state: string }) => [b.day, b.starts, b.ends, b.state])).toEqual([
      [d(-3), '08:00', '18:00', 'held'],
      [d(-2), '08:00', '20:00', 'held'],
    ]);
    const cal = await calendar(f);
    expect(cal.crews).toEqual([{ id: crew, name: '木工一队', size: 8, retired: false }]);
    expect(cal.days[0]).toBe(`${d(-3).slice(0, 7)}-01`);
    expect(cal.bookings.filter((b: { requestId: number }) => b.requestId === id)[0]).toMatchObject({
      crewName: '木工一队',
      state: 'held',
      exhibitionTitle: '上海国际汽车工业展览会',
    });
    // the business sees no slot before it chooses
    expect((await info(s.w.publisher, id)).buildSlot).toBeUndefined();
  });

  it("follow the hall's hours, the move-in window and the schedule's existence, with clear codes", async () => {
    const f = await factory(s.t);
    const crew = await crewOf(f);
    const a = await requestAtShow(s.w, show, [f]);
    const hall2 = await requestAtShow(s.w, show, [f], show.plotB);
    const res = await fails(f.agent.call('Quote/submit', quoteWith(a, [crewDay(crew, d(-5))])), 409, 'BOOKING_OUTSIDE_WINDOW');
    expect(res.errorMessage).toContain(d(-3));
    expect(res.errorMessage).toContain(d(-1));
    await fails(f.agent.call('Quote/submit', quoteWith(a, [crewDay(crew, d(0))])), 409, 'BOOKING_OUTSIDE_WINDOW');
    await fails(f.agent.call('Quote/submit', quoteWith(a, [crewDay(crew, d(-1), '07:00', '12:00')])), 409, 'BOOKING_OUTSIDE_HOURS');
    await fails(f.agent.call('Quote/submit', quoteWith(a, [crewDay(crew, d(-1), '10:00', '20:30')])), 409, 'BOOKING_OUTSIDE_HOURS');
    await fails(f.agent.call('Quote/submit', quoteWith(a, [crewDay(crew, d(-1), '12:00', '10:00')])), 409, 'BOOKING_OUTSIDE_HOURS');
    // hall 2 opens only 08:00–12:00 on D−1
    const h2 = await fails(f.agent.call('Quote/submit', quoteWith(hall2, [crewDay(crew, d(-1), '08:00', '14:00')])), 409, 'BOOKING_OUTSIDE_HOURS');
    expect(h2.errorMessage).toContain('08:00–12:00');
    await ok(f.agent.call('Quote/submit', quoteWith(hall2, [crewDay(crew, d(-1), '08:00', '12:00')])));
    // the refused quotes were not saved either: the refusal rolled the whole answer back
    expect((await info(f, a)).quotes[0]).toMatchObject({ status: 'accepted', price: null });
    // a booth with no show has no window
    const { id: taskId } = await ok(s.w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(s.t)));
    await ok(s.w.publisher.agent.call('Taskcenter/businessTaskPay', { id: taskId, paycode: PIN }));
    const { id: plain } = await ok(
      s.w.publisher.agent.call('Quote/requestCreate', { taskId, factories: [f.cardno], capabilities: [], deadline: deadlineIn(s.t, 7) }),
    );
    await ok(f.agent.call('Quote/accept', { id: plain }));
    expect((await info(f, plain)).buildWindow).toBeNull();
    await fails(f.agent.call('Quote/submit', quoteWith(plain, [crewDay(crew, d(-2))])), 409, 'BOOKING_NO_SCHEDULE');
    await ok(f.agent.call('Quote/submit', quoteWith(plain, [])));
    // another factory's crew, a retired crew
    const other = await factory(s.t);
    await fails(f.agent.call('Quote/submit', quoteWith(a, [crewDay(await crewOf(other), d(-2))])), 404, 'CREW_NOT_FOUND');
    const old = await crewOf(f, '老队');
    await ok(f.agent.call('Factory/crewRetire', { id: old }));
    await fails(f.agent.call('Quote/submit', quoteWith(a, [crewDay(old, d(-2))])), 409, 'CREW_RETIRED');
  });

  it('never put a crew in two places at once, across requests and shows', async () => {
    const f = await factory(s.t);
    const crew = await crewOf(f, '钢构队');
    const second = await crewOf(f, '二队');
    const [a, b] = [await requestAtShow(s.w, show, [f]), await requestAtShow(s.w, show, [f])];
    await ok(f.agent.call('Quote/submit', quoteWith(a, [crewDay(crew, d(-2), '08:00', '14:00')])));
    const res = await fails(f.agent.call('Quote/submit', quoteWith(b, [crewDay(crew, d(-2), '13:30', '18:00')])), 409, 'CREW_DOUBLE_BOOKED');
    expect(res.errorMessage).toContain('钢构队');
    expect((await info(f, b)).quotes[0].status).toBe('accepted');
    // touching hours, another day or another crew are fine
    await ok(f.agent.call('Quote/submit', quoteWith(b, [crewDay(crew, d(-2), '14:00', '18:00'), crewDay(crew, d(-3)), crewDay(second, d(-2))])));
    // two overlapping days in one answer are refused as well
    await fails(
      f.agent.call('Quote/submit', quoteWith(a, [crewDay(second, d(-1), '08:00', '12:00'), crewDay(second, d(-1), '11:00', '12:00')])),
      409,
      'CREW_DOUBLE_BOOKED',
    );
    // a revision frees what the quote held before: a's 08:00–14:00 gives way to 08:00–10:00, so b may take 10:00–14:00
    await ok(f.agent.call('Quote/submit', quoteWith(a, [crewDay(crew, d(-2), '08:00', '10:00')])));
    await ok(f.agent.call('Quote/submit', quoteWith(b, [crewDay(crew, d(-2), '10:00', '18:00')])));
    const held = (await calendar(f)).bookings.map((x: { requestId: number; day: string; starts: string; ends: string }) => [
      x.requestId,
      x.day,
      x.starts,
      x.ends,
    ]);
    expect(held).toEqual([
      [a, d(-2), '08:00', '10:00'],
      [b, d(-2), '10:00', '18:00'],
    ]);
  });

  it('are confirmed when the quote is chosen and freed for the others, in the same change; the business sees the slot', async () => {
    const [win, lose] = [await factory(s.t, { companyName: '上海匠心搭建' }), await factory(s.t)];
    const [cw, cl] = [await crewOf(win, '主力队'), await crewOf(lose, '备选队')];
    const id = await requestAtShow(s.w, show, [win, lose]);
    await ok(win.agent.call('Quote/submit', quoteWith(id, [crewDay(cw, d(-3)), crewDay(cw, d(-2))])));
    await ok(lose.agent.call('Quote/submit', quoteWith(id, [crewDay(cl, d(-3))], 8_000_000)));
    const picked = await ok(s.w.publisher.agent.call('Quote/pick', { id, cardno: win.cardno }));
    expect(picked.buildSlot).toEqual({
      factory: '上海匠心搭建',
      state: 'confirmed',
      days: [
        { day: d(-3), starts: '08:00', ends: '18:00', crewName: '主力队' },
        { day: d(-2), starts: '08:00', ends: '18:00', crewName: '主力队' },
      ],
    });
    expect((await info(win, id)).bookings.map((b: { state: string }) => b.state)).toEqual(['confirmed', 'confirmed']);
    expect((await info(lose, id)).bookings).toEqual([]);
    expect((await info(lose, id)).buildSlot).toBeUndefined();
    expect((await calendar(lose)).bookings).toEqual([]);
    // the loser's crew is free again for another show's quote; the winner's is taken
    const next = await requestAtShow(s.w, show, [win, lose]);
    await ok(lose.agent.call('Quote/submit', quoteWith(next, [crewDay(cl, d(-3))])));
    await fails(win.agent.call('Quote/submit', quoteWith(next, [crewDay(cw, d(-3), '09:00', '10:00')])), 409, 'CREW_DOUBLE_BOOKED');
  });

  it.runIf(onPostgres())(
    'of one crew-day by 20 quotes at once: exactly one wins',
    async () => {
      const f = await factory(s.t);
      const crew = await crewOf(f, '抢手队');
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) ids.push(await requestAtShow(s.w, show, [f]));
      const answers = await Promise.all(
        ids.map((id, i) => f.agent.call('Quote/submit', quoteWith(id, [crewDay(crew, d(-2), i % 2 ? '09:00' : '10:00', '12:00')]))),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      const lost = answers.filter((r) => r.status !== 200);
      expect(lost.map((r) => r.body.errorCode)).toEqual(Array(19).fill('CREW_DOUBLE_BOOKED'));
      const booked = (await calendar(f)).bookings;
      expect(booked).toHaveLength(1);
      const winner = ids[answers.findIndex((r) => r.status === 200)]!;
      expect(booked[0].requestId).toBe(winner);
      // only the winner's quote was saved
      for (const id of ids) expect((await info(f, id)).quotes[0].status).toBe(id === winner ? 'quoted' : 'accepted');
    },
    300_000,
  );
});
