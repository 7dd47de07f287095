// @engine-parity: the saved searches' keyword match (tsvector) and jsonb filters, the reminders' markers
// @isolated: sets TASK_TIMER_MS for the app (the test runs the timers itself)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MAX } from '@boothhub/shared/contracts/savedSearches';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { startSmtpStandin, type SmtpStandin } from '../../dev/smtp-standin.js';
import { factory, quoteBody, requestFor } from '../factories/factories.fixtures.js';
import { modelOf } from '../models/models.fixtures.js';
import { saveSettings } from '../notifications/notifications.repository.js';
import { drainOutbox } from '../notifications/notifications.service.js';
import { runSearchAlerts, SETTLE_MS } from './saved-searches.service.js';
import { actor, DAY, ok, PIN, taskBody, taskIn, upload, world, type Actor, type World } from './tasks.fixtures.js';
import { runTaskReminders } from './tasks.reminders.js';

/**
 * The events worth leaving the site for (docs/rules/messages.md, decision 074): each is in the member's message centre
 * and, by default, in their mailbox (through the outbox and a real SMTP server, the stand-in); the reminders are told
 * once; a designer's saved search tells of new matching tasks at most once an hour, batched.
 */
let t: TestApp;
let smtp: SmtpStandin;
let w: World;

beforeAll(async () => {
  smtp = await startSmtpStandin();
  t = await createTestApp({
    TASK_TIMER_MS: '0' /* the test runs the timers itself */,
    SMTP_URL: smtp.smtpUrl,
    MAIL_FROM: 'notice@boothhub.test',
    NOTIFY_POLL_MS: '0',
    NOTIFY_EMAIL_DAILY_CAP: '1000',
  });
  w = await world(t);
  for (const a of [w.publisher, w.designer, w.applicant, w.stranger]) await reachable(a);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const addressOf = new Map<number, string>();
/** the member's address, verified (as if they had opened the link: notifications.test.ts covers that) */
async function reachable(a: Actor) {
  const email = `alerts${a.id}.${process.pid}@mail.test`;
  addressOf.set(a.id, email);
  await saveSettings(t.app.ctx.db, a.id, { email, emailVerifiedAt: t.app.ctx.now() }, t.app.ctx.now());
  return a;
}

/** the member's messages of `kind`, newest first */
async function told(a: Actor, kind: string) {
  const page = await ok(a.agent.call('Tipcenter/getList', { page: 1, pageSize: 100 }));
  return (page.listItem as Array<{ kind: string; title: string; content: string; link: string | null }>).filter((m) => m.kind === kind);
}
/** the mails the member received with this subject, after the outbox was drained */
async function mailed(a: Actor, subject: string) {
  await drainOutbox(t.app.ctx);
  return smtp.mails().filter((m) => m.to.includes(addressOf.get(a.id)!) && m.subject === subject);
}
/** a message of `kind` was told to the member, and it reached their mailbox once */
async function expectToldAndMailed(a: Actor, kind: string) {
  const [m] = await told(a, kind);
  expect(m, `${kind} in the message centre`).toBeTruthy();
  expect(await mailed(a, m!.title), `${kind} mailed`).toHaveLength(1);
  return m!;
}
const switchOff = (a: Actor, kind: string) =>
  ok(a.agent.call('Notify/setPrefs', { kinds: [{ kind, channels: [] }], quietHours: { on: false, start: '22:00', end: '08:00' }, digest: false }));

describe('the events that go off-site', () => {
  it('not selected and a revision asked reach the designers by mail; a kind switched off stays on the site', async () => {
    const id = await taskIn(w, 'delivered');
    await expectToldAndMailed(w.applicant, 'task.not_selected');
    await ok(w.publisher.agent.call('Taskcenter/businessRevise', { id, reason: '请把洽谈区放大一些。' }));
    const m = await expectToldAndMailed(w.designer, 'task.revision');
    expect(m.content).toContain('请把洽谈区放大一些');

    await switchOff(w.designer, 'task.revision');
    await ok(w.designer.agent.call('Taskcenter/designerTaskPost', { id, note: '第二版', files: [await upload(t, w.designer, 'delivery')] }));
    await ok(w.publisher.agent.call('Taskcenter/businessRevise', { id, reason: '再调整一下灯光。' }));
    expect(await told(w.designer, 'task.revision')).toHaveLength(2);
    expect(await mailed(w.designer, '企业要求修改')).toHaveLength(1);
    await ok(
      w.designer.agent.call('Notify/setPrefs', {
        kinds: [{ kind: 'task.revision', channels: ['email'] }],
        quietHours: { on: false, start: '22:00', end: '08:00' },
        digest: false,
      }),
    );
  });

  it('a build quote asked reaches the factory, its answer the business', async () => {
    const f = await reachable(await factory(t));
    const { id } = await requestFor(w, [f]);
    await expectToldAndMailed(f, 'quote.invited');
    await ok(f.agent.call('Quote/accept', { id }));
    await ok(f.agent.call('Quote/submit', quoteBody(id)));
    await expectToldAndMailed(w.publisher, 'quote.received');
  });

  it('a complaint decided reaches both parties', async () => {
    const taskId = await taskIn(w, 'delivered');
    const { id } = await ok(
      w.publisher.agent.call('Complain/complainAdd', { taskId, category: 'quality', content: '交付内容与需求不符，多次沟通无果。' }),
    );
    await ok(w.admin.agent.call('Admin/complainTake', { id }));
    await ok(w.admin.agent.call('Admin/complainDecide', { id, decision: 'business', reason: '设计师未按需求交付' }));
    await expectToldAndMailed(w.publisher, 'complaint.resolved');
    await expectToldAndMailed(w.designer, 'complaint.resolved');
  });

  it('a model approved or rejected reaches its uploader', async () => {
    const uploader = await reachable(await actor(t, 'designer'));
    await modelOf(t, uploader, w.admin);
    await expectToldAndMailed(uploader, 'model.approved');
    const id = await modelOf(t, uploader, w.admin, {}, false);
    await ok(w.admin.agent.call('Admin/modelReview', { id, approve: false, reason: '缺少贴图' }));
    await expectToldAndMailed(uploader, 'model.rejected');
  });
});

describe('reminders', () => {
  it('24 h before the design is due the designer is reminded, once', async () => {
    const rdate = new Date(t.app.ctx.now().getTime() + 30 * 60 * 60_000).toISOString();
    const id = await taskIn(w, 'in_progress', { rdate });
    expect((await runTaskReminders(t.app.ctx))['task.due_soon']).not.toContain(id);
    t.advance(7 * 60 * 60_000);
    const [a, b] = await Promise.all([runTaskReminders(t.app.ctx), runTaskReminders(t.app.ctx)]);
    expect([...a['task.due_soon'], ...b['task.due_soon']].filter((x) => x === id)).toHaveLength(1);
    expect((await runTaskReminders(t.app.ctx))['task.due_soon']).not.toContain(id);
    const mine = (await told(w.designer, 'task.due_soon')).filter((m) => m.link === `/orderDetail?id=${id}`);
    expect(mine).toHaveLength(1);
    expect(await mailed(w.designer, '设计即将到期')).not.toHaveLength(0);
  });

  it('24 h before a delivery is accepted automatically the business is reminded, once per delivery', async () => {
    const id = await taskIn(w, 'delivered');
    const mine = async () => (await told(w.publisher, 'task.auto_accept_soon')).filter((m) => m.link === `/orderDetail?id=${id}`);
    expect((await runTaskReminders(t.app.ctx))['task.auto_accept_soon']).not.toContain(id);
    t.advance(6 * DAY + 60_000);
    expect((await runTaskReminders(t.app.ctx))['task.auto_accept_soon']).toContain(id);
    expect((await runTaskReminders(t.app.ctx))['task.auto_accept_soon']).not.toContain(id);
    expect(await mine()).toHaveLength(1);
    expect((await mine())[0]!.content).toContain('第 1 版');
    const before = (await mailed(w.publisher, '设计即将自动验收')).length;
    expect(before).toBeGreaterThan(0);
    // a revision and a new delivery: a new 7 days, a new reminder
    await ok(w.publisher.agent.call('Taskcenter/businessRevise', { id, reason: '请增加一个储物间。' }));
    await ok(w.designer.agent.call('Taskcenter/designerTaskPost', { id, note: '第二版', files: [await upload(t, w.designer, 'delivery')] }));
    expect((await runTaskReminders(t.app.ctx))['task.auto_accept_soon']).not.toContain(id);
    t.advance(6 * DAY + 60_000);
    expect((await runTaskReminders(t.app.ctx))['task.auto_accept_soon']).toContain(id);
    expect(await mine()).toHaveLength(2);
    expect((await mine())[0]!.content).toContain('第 2 版');
    expect(await mailed(w.publisher, '设计即将自动验收')).toHaveLength(before + 1);
  });
});

describe('saved searches', () => {
  /** a task of the world's publisher, paid (recruiting), in `city` */
  async function recruiting(city: string, over: Record<string, unknown> = {}) {
    const { id } = await ok(w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, { addr: `${city} 国际会展中心 1 号馆`, ...over })));
    await ok(w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
    return id as number;
  }
  const settle = () => t.advance(SETTLE_MS + 1000);

  it('only designers save searches; the same filters twice are one; at most SAVED_SEARCH_MAX; deleted only by their owner', async () => {
    for (const a of [w.publisher, w.admin, await factory(t)]) {
      const res = await a.agent.call('Task/saveSearch', { city: '上海' });
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('DESIGNER_ONLY');
    }
    const d = await actor(t, 'designer');
    const first = await ok(d.agent.call('Task/saveSearch', { city: '上海', types: ['booth'], costMin: 500_000, keyword: ' 车展 ' }));
    expect(first).toMatchObject({
      filters: { city: ['上海'], types: ['booth'], costMin: 500_000, keyword: '车展' },
      label: '上海 · 展台设计 · “车展” · ≥ 5000 金币',
      toldAt: null,
    });
    const again = await ok(d.agent.call('Task/saveSearch', { city: ['上海'], types: 'booth', costMin: 500_000, keyword: '车展' }));
    expect(again.id).toBe(first.id);
    // the city typed in English is kept by its Chinese name: the same search
    const inEnglish = await ok(d.agent.call('Task/saveSearch', { city: 'Shanghai', types: 'booth', costMin: 500_000, keyword: '车展' }));
    expect(inEnglish.id).toBe(first.id);
    const en = await d.agent.call('Task/savedSearches', {}, { 'accept-language': 'en-US' });
    expect(en.body.data).toMatchObject({
      max: SAVED_SEARCH_MAX,
      listItem: [{ id: first.id, label: 'Shanghai · Booth / stand · “车展” · ≥ 5000 coins' }],
    });
    for (let i = 1; i < SAVED_SEARCH_MAX; i++) await ok(d.agent.call('Task/saveSearch', { city: `城市${i}` }));
    const over = await d.agent.call('Task/saveSearch', { city: '还有一个' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ errorCode: 'SAVED_SEARCH_LIMIT' });
    expect((await ok(d.agent.call('Task/savedSearches', {}))).listItem).toHaveLength(SAVED_SEARCH_MAX);

    const other = await d.agent.call('Task/saveSearch', { costMin: 'a lot' });
    expect(other.status).toBe(400);
    const stranger = await w.stranger.agent.call('Task/deleteSavedSearch', { id: first.id });
    expect(stranger.body).toMatchObject({ errorCode: 'SAVED_SEARCH_NOT_FOUND' });
    await ok(d.agent.call('Task/deleteSavedSearch', { id: first.id }));
    expect((await ok(d.agent.call('Task/savedSearches', {}))).listItem.map((s: { id: number }) => s.id)).not.toContain(first.id);
    expect((await d.agent.call('Task/deleteSavedSearch', { id: first.id })).body).toMatchObject({ errorCode: 'SAVED_SEARCH_NOT_FOUND' });
    await ok(d.agent.call('Task/saveSearch', { city: '还有一个' }));
  });

  it('new matching tasks are told at most once an hour per search, batched, by mail too', async () => {
    const city = `甲城${process.pid % 1000}`;
    const d = await reachable(await actor(t, 'designer'));
    const s = await ok(d.agent.call('Task/saveSearch', { city, types: ['booth'] }));
    const other = await reachable(await actor(t, 'designer'));
    await ok(other.agent.call('Task/saveSearch', { city, keyword: '新能源', costMax: 900_000 }));
    await taskIn(w, 'recruiting'); // elsewhere: matches neither
    await ok(w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, { addr: `${city} 会展中心` }))); // never paid
    const ids = [
      await recruiting(city),
      await recruiting(city),
      await recruiting(city, { types: 'stage' }),
      await recruiting(city, { cost: 2_000_000 }),
    ];

    expect(await runSearchAlerts(t.app.ctx)).toEqual([]); // not settled yet
    settle();
    expect(await runSearchAlerts(t.app.ctx)).toContain(s.id);
    const [m] = await told(d, 'task.matched');
    expect(m!.title).toBe(`3 个新任务符合 ${city} · 展台设计`);
    expect(m!.link).toBe(`/orderList?city=${encodeURIComponent(city)}`);
    expect(await mailed(d, m!.title)).toHaveLength(1);
    // the keyword and budget search: the stage task's title carries 新能源 too (taskBody), the 20,000-coin one is over
    const [o] = await told(other, 'task.matched');
    expect(o!.title).toBe(`3 个新任务符合 ${city} · “新能源” · ≤ 9000 金币`);

    // within the hour: kept for the next message
    const later = await recruiting(city);
    settle();
    expect(await runSearchAlerts(t.app.ctx)).not.toContain(s.id);
    expect(await told(d, 'task.matched')).toHaveLength(1);
    t.advance(60 * 60_000);
    expect(await runSearchAlerts(t.app.ctx)).toContain(s.id);
    const [next] = await told(d, 'task.matched');
    expect(next!.title).toBe(`1 个新任务符合 ${city} · 展台设计`);
    expect(next!.link).toBe(`/orderDetail?id=${later}`);
    expect(await runSearchAlerts(t.app.ctx)).not.toContain(s.id);
    expect(await told(d, 'task.matched')).toHaveLength(2);
    expect((await ok(d.agent.call('Task/savedSearches', {}))).listItem[0].toldAt).not.toBeNull();
    void ids;
  });

  it('a designer who switched the kind off is told on the site only; a deleted search tells nothing', async () => {
    const city = `乙城${process.pid % 1000}`;
    const d = await reachable(await actor(t, 'designer'));
    await switchOff(d, 'task.matched');
    await ok(d.agent.call('Task/saveSearch', { city }));
    const gone = await ok(w.stranger.agent.call('Task/saveSearch', { city }));
    await ok(w.stranger.agent.call('Task/deleteSavedSearch', { id: gone.id }));
    await recruiting(city);
    settle();
    await runSearchAlerts(t.app.ctx);
    const [m] = await told(d, 'task.matched');
    expect(m!.title).toBe(`1 个新任务符合 ${city}`);
    expect(await mailed(d, m!.title)).toHaveLength(0);
    expect((await told(w.stranger, 'task.matched')).filter((x) => x.title.includes(city))).toHaveLength(0);
  });
});
