/* Test helpers for the build calendar (decision 079): a show with a floor plan and a build schedule, a task for one
   of its booths sent out for quotes, crews. */
import { addDays } from '@boothhub/shared';
import { pubBody } from '../exhibitions/exhibitions.fixtures.js';
import { ok, PIN, taskBody, type Actor, type World } from '../tasks/tasks.fixtures.js';
import { deadlineIn } from './factories.fixtures.js';

export interface Show {
  id: number;
  sdate: string;
  edate: string;
  /** plot A01 in hall 1, B01 in hall 2 */
  plotA: number;
  plotB: number;
  halls: number[];
}

const plot = (number: string) => ({ number, widthCm: 600, depthCm: 300, opens: 2, xCm: 0, yCm: 0 });

/** The schedule every test show gets: move-in D−3…D−1 08:00–20:00 in every hall, hall 2 only 08:00–12:00 on D−1. */
export const scheduleOf = (show: Pick<Show, 'sdate' | 'edate' | 'halls'>) => ({
  days: [
    { day: addDays(show.sdate, -3), kind: 'move_in', hallId: null, opens: '08:00', closes: '20:00' },
    { day: addDays(show.sdate, -2), kind: 'move_in', hallId: null, opens: '08:00', closes: '20:00' },
    { day: addDays(show.sdate, -1), kind: 'move_in', hallId: null, opens: '08:00', closes: '20:00' },
    { day: addDays(show.sdate, -1), kind: 'move_in', hallId: show.halls[1], opens: '08:00', closes: '12:00' },
    { day: addDays(show.edate, 1), kind: 'move_out', hallId: null, opens: '17:00', closes: '24:00' },
  ],
  rules: [{ kind: 'special_from', dayOffset: -3, note: '特装展位 D−3 起进场', noteEn: 'Special builds from D−3' }],
});

/** An approved show of the world's publisher with two halls and the schedule above. */
export async function showWithSchedule(w: World): Promise<Show> {
  const body = pubBody(w.t);
  const { id } = await ok(w.publisher.agent.call('Article/huizhanPub', body));
  await ok(w.admin.agent.call('Admin/huizhanReview', { id, approve: true }));
  const hall = (name: string, nameEn: string, n: string) => ({ name, nameEn, widthCm: 3000, depthCm: 2000, plots: [plot(n)] });
  const plan = await ok(
    w.publisher.agent.call('Article/huizhanPlan', { id, halls: [hall('1 号馆', 'Hall 1', 'A01'), hall('2 号馆', 'Hall 2', 'B01')] }),
  );
  const show: Show = {
    id,
    sdate: body.sdate,
    edate: body.edate,
    halls: plan.halls.map((h: { id: number }) => h.id),
    plotA: plan.halls[0].plots[0].id,
    plotB: plan.halls[1].plots[0].id,
  };
  await ok(w.publisher.agent.call('Article/huizhanSchedule', { id, ...scheduleOf(show) }));
  return show;
}

/** A paid (recruiting) task of the world's publisher for a booth of the show, sent to these factories for quotes. */
export async function requestAtShow(w: World, show: Show, factories: Actor[], plotId = show.plotA) {
  const { id: taskId } = await ok(w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(w.t, { groupid: show.id, plotId })));
  await ok(w.publisher.agent.call('Taskcenter/businessTaskPay', { id: taskId, paycode: PIN }));
  const { id } = await ok(
    w.publisher.agent.call('Quote/requestCreate', {
      taskId,
      factories: factories.map((f) => f.cardno),
      capabilities: ['structure'],
      deadline: deadlineIn(w.t, 7),
    }),
  );
  for (const f of factories) await ok(f.agent.call('Quote/accept', { id }));
  return id as number;
}

export async function crewOf(f: Actor, name = '一队', size = 8): Promise<number> {
  return (await ok(f.agent.call('Factory/crewAdd', { name, size }))).id;
}

export const crewDay = (crewId: number, day: string, starts = '08:00', ends = '18:00') => ({ crewId, day, starts, ends });

export const quoteWith = (id: number, crewDays: unknown[], price = 9_000_000) => ({
  id,
  price,
  buildDays: 2,
  schedule: '布展两天，D−1 验收。',
  notes: '',
  crewDays,
});
