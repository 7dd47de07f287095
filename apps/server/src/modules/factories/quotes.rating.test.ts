import { describe, expect, it } from 'vitest';
import { shanghaiDay } from '@boothhub/shared';
import { ok, worldForTests } from '../tasks/tasks.fixtures.js';
import { factory, quoteBody, requestFor } from './factories.fixtures.js';

/** Issue 32 item 4: a business rates the factory it chose once the stand is built; the factory's page shows it. */
const s = worldForTests();
const DAY = 86_400_000;
/** the show's days: beginning `from` days after today (Asia/Shanghai) */
const show = (from: number) => {
  const at = s.t.app.ctx.now().getTime();
  return { sdate: shanghaiDay(new Date(at + from * DAY)), edate: shanghaiDay(new Date(at + (from + 2) * DAY)) };
};

describe('rating a build', () => {
  it('once the show has begun, the business rates the chosen factory once; its page shows the averages and the build', async () => {
    const { t, w } = s;
    const [f1, f2] = [await factory(t), await factory(t)];
    const { id } = await requestFor(w, [f1, f2], show(1));
    for (const f of [f1, f2]) {
      await ok(f.agent.call('Quote/accept', { id }));
      await ok(f.agent.call('Quote/submit', quoteBody(id)));
    }
    const picked = await ok(w.publisher.agent.call('Quote/pick', { id, cardno: f2.cardno }));
    expect(picked.can.rate).toBe(false);
    const rating = { id, quality: 5, punctuality: 4, service: 3, comment: ' 准时交付，做工扎实。 ' };
    // before the show: nothing to rate yet
    expect((await w.publisher.agent.call('Quote/rate', rating)).body.errorCode).toBe('QUOTE_NOT_RATABLE');

    t.advance(DAY); // the show begins (sessions last longer than a day)
    expect((await ok(w.publisher.agent.call('Quote/requestInfo', { id }))).can.rate).toBe(true);
    // only the business: the factories and anyone else are refused, as if the request did not exist
    for (const a of [f2, f1, w.designer]) expect((await a.agent.call('Quote/rate', rating)).body.errorCode).toBe('QUOTE_REQUEST_NOT_FOUND');
    expect((await w.publisher.agent.call('Quote/rate', { ...rating, quality: 6 })).body.errorCode).toBe('VALIDATION_FAILED');

    const rated = await ok(w.publisher.agent.call('Quote/rate', rating));
    expect(rated.rating).toMatchObject({ quality: 5, punctuality: 4, service: 3, comment: '准时交付，做工扎实。' });
    expect(rated.can.rate).toBe(false);
    expect((await w.publisher.agent.call('Quote/rate', rating)).body.errorCode).toBe('QUOTE_ALREADY_RATED');
    // the rated factory sees its rating and is told; the other factory sees neither
    expect((await ok(f2.agent.call('Quote/requestInfo', { id }))).rating).toMatchObject({ quality: 5 });
    expect((await ok(f1.agent.call('Quote/requestInfo', { id }))).rating).toBeNull();
    const told = await ok(f2.agent.call('Tipcenter/getList', { page: 1, pageSize: 5 }));
    expect(JSON.stringify(told)).toContain('4 星');

    const page = await ok(t.agent().call('Common/factoryInfo', { cardno: f2.cardno }));
    expect(page.ratings).toEqual({ count: 1, quality: 5, punctuality: 4, service: 3 });
    expect(page.buildCount).toBe(1);
    expect(page.builds[0]).toMatchObject({ title: picked.taskTitle, city: picked.city, stars: 4, comment: '准时交付，做工扎实。' });
    const other = await ok(t.agent().call('Common/factoryInfo', { cardno: f1.cardno }));
    expect(other).toMatchObject({ ratings: null, builds: [], buildCount: 0 });
  });

  it('two tries at once rate once', async () => {
    const { t, w } = s;
    const f = await factory(t);
    const { id } = await requestFor(w, [f], show(0));
    await ok(f.agent.call('Quote/accept', { id }));
    await ok(f.agent.call('Quote/submit', quoteBody(id)));
    await ok(w.publisher.agent.call('Quote/pick', { id, cardno: f.cardno }));
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, i) => w.publisher.agent.call('Quote/rate', { id, quality: i + 1, punctuality: 3, service: 3 })),
    );
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.body.errorCode === 'QUOTE_ALREADY_RATED')).toHaveLength(4);
    expect((await ok(t.agent().call('Common/factoryInfo', { cardno: f.cardno }))).ratings.count).toBe(1);
  });
});
