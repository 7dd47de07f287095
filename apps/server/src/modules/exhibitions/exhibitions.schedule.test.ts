// @engine-parity: the schedule is a JSON column and its days are calendar dates
import { addDays } from '@boothhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { exWorld, fails, ok, published, type ExWorld } from './exhibitions.fixtures.js';

/** An exhibition's build schedule (issue 36 part 3, decision 079): who sets it, its checks, where it shows. */
let t: TestApp;
let w: ExWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await exWorld(t);
});
afterAll(async () => t?.close());

const hall = (name: string, nameEn: string) => ({ name, nameEn, widthCm: 3000, depthCm: 2000, plots: [] });

async function showWithHalls() {
  const id = await published(w);
  const info = await ok(t.agent().call('Common/huizhanInfo', { id }));
  const plan = await ok(w.business.agent.call('Article/huizhanPlan', { id, halls: [hall('1 号馆', 'Hall 1'), hall('2 号馆', 'Hall 2')] }));
  return { id, sdate: info.sdate as string, edate: info.edate as string, halls: plan.halls.map((h: { id: number }) => h.id) as number[] };
}

const moveIn = (day: string, hallId: number | null = null, opens = '08:00', closes = '20:00') => ({ day, kind: 'move_in', hallId, opens, closes });
const rule = { kind: 'special_from', dayOffset: -3, note: '特装展位 D−3 起进场', noteEn: 'Special builds from day −3' };

describe('the build schedule of an exhibition', () => {
  it('is set by the publisher and shown on the public page and the floor plan, in both languages', async () => {
    const s = await showWithHalls();
    expect((await ok(t.agent().call('Common/huizhanInfo', { id: s.id }))).buildSchedule).toBeNull();
    const days = [
      moveIn(addDays(s.sdate, -2), s.halls[1], '09:00', '17:30'),
      moveIn(addDays(s.sdate, -3)),
      moveIn(addDays(s.sdate, -2)),
      { day: addDays(s.edate, 1), kind: 'move_out', hallId: null, opens: '17:00', closes: '24:00' },
    ];
    const saved = await ok(w.business.agent.call('Article/huizhanSchedule', { id: s.id, days, rules: [rule] }));
    expect(saved.days.map((d: { day: string; hallName: string | null; opens: string }) => [d.day, d.hallName, d.opens])).toEqual([
      [addDays(s.sdate, -3), null, '08:00'],
      [addDays(s.sdate, -2), null, '08:00'],
      [addDays(s.sdate, -2), '2 号馆', '09:00'],
      [addDays(s.edate, 1), null, '17:00'],
    ]);
    expect(saved.rules).toEqual([{ ...rule, day: addDays(s.sdate, -3) }]);
    const en = await ok(t.agent().call('Common/huizhanInfo', { id: s.id }, { 'accept-language': 'en-US' }));
    expect(en.buildSchedule.days[2]).toMatchObject({ hallName: 'Hall 2', opens: '09:00', closes: '17:30', kind: 'move_in' });
    expect(en.buildSchedule.rules[0]).toMatchObject({ kind: 'special_from', noteEn: 'Special builds from day −3' });
    const booth = await ok(t.agent().call('Common/huizhanBooth', { id: s.id }));
    expect(booth.buildSchedule).toEqual(saved);
    // an admin may change it too; an empty schedule clears it
    await ok(w.admin.agent.call('Article/huizhanSchedule', { id: s.id, days: [], rules: [] }));
    expect((await ok(t.agent().call('Common/huizhanBooth', { id: s.id }))).buildSchedule).toBeNull();
  });

  it('is refused to anyone but the publisher and admins', async () => {
    const s = await showWithHalls();
    const body = { id: s.id, days: [moveIn(addDays(s.sdate, -1))], rules: [] };
    await fails(w.other.agent.call('Article/huizhanSchedule', body), 403, 'FORBIDDEN');
    await fails(w.designer.agent.call('Article/huizhanSchedule', body), 403, 'FORBIDDEN');
    await fails(w.factory.agent.call('Article/huizhanSchedule', body), 403, 'FORBIDDEN');
    await fails(t.agent().call('Article/huizhanSchedule', body), 401, 'AUTH_REQUIRED');
    await fails(w.business.agent.call('Article/huizhanSchedule', { ...body, id: 99_999_999 }), 404, 'EXHIBITION_NOT_FOUND');
    // a draft is the publisher's to schedule, nobody else's to see
    const draft = await published(w, {}, 'draft');
    const info = await ok(w.business.agent.call('Common/huizhanInfo', { id: draft }));
    await ok(w.business.agent.call('Article/huizhanSchedule', { id: draft, days: [moveIn(addDays(info.sdate, -1))], rules: [] }));
    await fails(w.other.agent.call('Article/huizhanSchedule', { id: draft, days: [], rules: [] }), 404, 'EXHIBITION_NOT_FOUND');
  });

  it('refuses hours outside a day, an end before the start, days far from the show and unknown halls', async () => {
    const s = await showWithHalls();
    const other = await showWithHalls();
    const bad = async (days: unknown[], field: string, reason: RegExp, rules: unknown[] = []) => {
      const body = await fails(w.business.agent.call('Article/huizhanSchedule', { id: s.id, days, rules }), 400, 'VALIDATION_FAILED');
      expect(body.field ?? body.data?.field ?? body.errorMessage).toBeDefined();
      expect(body.errorMessage).toMatch(reason);
      expect(JSON.stringify(body)).toContain(field);
    };
    const d = addDays(s.sdate, -1);
    await bad([moveIn(d, null, '20:00', '08:00')], 'days.0', /after the start/);
    await bad([moveIn(d, null, '08:00', '08:00')], 'days.0', /after the start/);
    await bad([moveIn(d, null, '08:15', '12:00')], 'days.0', /30 minutes/);
    await bad([moveIn(d), moveIn(d, null, '25:00', '26:00')], 'days', /HH:MM/);
    await bad([moveIn(d), moveIn(addDays(s.sdate, 1))], 'days.1', /first show day/);
    await bad([moveIn(addDays(s.sdate, -31))], 'days.0', /30 days/);
    await bad([{ ...moveIn(addDays(s.edate, -1)), kind: 'move_out' }], 'days.0', /last show day/);
    await bad([{ ...moveIn(addDays(s.edate, 11)), kind: 'move_out' }], 'days.0', /10 days/);
    await bad([moveIn(d, other.halls[0])], 'days.0', /floor plan/);
    await bad([moveIn(d), moveIn(d, null, '09:00', '10:00')], 'days.1', /twice/);
    await bad([], 'rules.0', /needs the day/, [{ ...rule, dayOffset: null }]);
    await bad([], 'rules', /./, [{ ...rule, dayOffset: -40 }]);
    // unchanged by the refusals
    expect((await ok(t.agent().call('Common/huizhanInfo', { id: s.id }))).buildSchedule).toBeNull();
  });
});
