import { beforeAll, describe, expect, it } from 'vitest';
import { directMessageLimits } from '@boothhub/shared/contracts/conversationOptions';
import { onPostgres } from '../../../test/database.js';
import { actor, ok, worldForTests, type Actor } from '../tasks/tasks.fixtures.js';
import { fails } from '../exhibitions/exhibitions.fixtures.js';

/** Direct messages between members (decision 080): Message/threads, thread, send, block. */
const s = worldForTests();
let business: Actor;
let designer: Actor;
let admin: Actor;
let banned: Actor;

beforeAll(async () => {
  [business, designer, admin, banned] = [
    await actor(s.t, 'business'),
    await actor(s.t, 'designer'),
    await actor(s.t, 'admin'),
    await actor(s.t, 'designer', { banned: true }),
  ];
});

const send = (from: Actor, to: Actor, text: string, headers: Record<string, string> = {}) =>
  from.agent.call('Message/send', { cardno: to.cardno, text }, headers);
const thread = (a: Actor, other: Actor, page = 1) => ok(a.agent.call('Message/thread', { cardno: other.cardno, page, pageSize: 20 }));
const threads = (a: Actor) => ok(a.agent.call('Message/threads', { page: 1, pageSize: 20 }));
const unreadNotices = async (a: Actor) => (await ok(a.agent.call('Tipcenter/unread', {}))).unread as number;

describe('direct messages', () => {
  it('a business writes to a designer; the designer is told, sees the thread, answers; the business reads the answer', async () => {
    const before = await unreadNotices(designer);
    const sent = await ok(send(business, designer, '您好，想请您设计一个 36㎡ 的展台。'));
    expect(sent).toMatchObject({ text: '您好，想请您设计一个 36㎡ 的展台。', mine: true });
    // told through the message centre: one more unread notice, linked to the thread
    expect(await unreadNotices(designer)).toBe(before + 1);
    const notices = await ok(designer.agent.call('Tipcenter/getList', { page: 1, pageSize: 5 }));
    expect(notices.listItem[0]).toMatchObject({
      kind: 'message.direct',
      read: false,
      link: `/personalCenter/messages/chat?cardno=${business.cardno}`,
    });
    // the designer's conversations: one, unread
    const list = await threads(designer);
    expect(list.unread).toBe(1);
    expect(list.listItem[0]).toMatchObject({ other: { cardno: business.cardno, role: 'business', avatar: null }, unread: 1, blocked: false });
    expect(list.listItem[0].last).toMatchObject({ text: sent.text, mine: false });
    // opening the thread marks it and its notice read
    const opened = await thread(designer, business);
    expect(opened).toMatchObject({ other: { cardno: business.cardno }, blocked: false, total: 1 });
    expect(opened.listItem.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([[sent.text, false]]);
    expect(await unreadNotices(designer)).toBe(before);
    expect((await threads(designer)).unread).toBe(0);
    // the answer
    await ok(send(designer, business, '可以，请发我展位图。'));
    const back = await thread(business, designer);
    expect(back.listItem.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
      [sent.text, true],
      ['可以，请发我展位图。', false],
    ]);
    // one conversation for the pair, whoever writes
    expect((await threads(business)).listItem.filter((c: { other: { cardno: string } }) => c.other.cardno === designer.cardno)).toHaveLength(1);
  });

  it('a thread not started yet is an empty page; pages go newest first, each oldest first', async () => {
    const a = await actor(s.t, 'business');
    const b = await actor(s.t, 'designer');
    expect(await thread(a, b)).toMatchObject({ listItem: [], total: 0, other: { cardno: b.cardno } });
    for (let i = 1; i <= 3; i++) await ok(send(a, b, `第${i}条`));
    const p1 = await ok(a.agent.call('Message/thread', { cardno: b.cardno, page: 1, pageSize: 2 }));
    expect(p1.listItem.map((m: { text: string }) => m.text)).toEqual(['第2条', '第3条']);
    const p2 = await ok(a.agent.call('Message/thread', { cardno: b.cardno, page: 2, pageSize: 2 }));
    expect(p2.listItem.map((m: { text: string }) => m.text)).toEqual(['第1条']);
  });

  it('refuses oneself, an unknown member, an empty or too long text', async () => {
    await fails(send(business, business, 'hi'), 400, 'MESSAGE_SELF');
    await fails(business.agent.call('Message/thread', { cardno: business.cardno, page: 1, pageSize: 20 }), 400, 'MESSAGE_SELF');
    await fails(business.agent.call('Message/send', { cardno: '10000000', text: 'hi' }), 404, 'MEMBER_NOT_FOUND');
    await fails(send(business, designer, '   '), 400, 'VALIDATION_FAILED');
    await fails(send(business, designer, 'x'.repeat(directMessageLimits.textMax + 1)), 400, 'VALIDATION_FAILED');
    await ok(send(business, designer, 'x'.repeat(directMessageLimits.textMax)));
  });

  it('a blocked member cannot write; the blocker cannot either until they unblock', async () => {
    const a = await actor(s.t, 'business');
    const d = await actor(s.t, 'designer');
    await ok(send(a, d, '第一条'));
    expect(await ok(d.agent.call('Message/block', { cardno: a.cardno, blocked: true }))).toEqual({ blocked: true });
    await fails(send(a, d, '还在吗？'), 403, 'MESSAGE_BLOCKED');
    await fails(send(d, a, '你好'), 409, 'MESSAGE_YOU_BLOCKED');
    expect((await threads(d)).listItem[0]).toMatchObject({ other: { cardno: a.cardno }, blocked: true });
    expect((await thread(d, a)).blocked).toBe(true);
    expect((await thread(a, d)).blocked).toBe(false); // the blocked member is not shown the block, only told on sending
    await ok(d.agent.call('Message/block', { cardno: a.cardno, blocked: false }));
    await ok(send(a, d, '还在吗？'));
    await fails(d.agent.call('Message/block', { cardno: d.cardno, blocked: true }), 400, 'MESSAGE_SELF');
  });

  it('limits a sender: messages in a window, new conversations a day', async () => {
    const spammer = await actor(s.t, 'business');
    const target = await actor(s.t, 'designer');
    for (let i = 0; i < directMessageLimits.perWindow; i++) await ok(send(spammer, target, `消息 ${i}`));
    const refused = await fails(send(spammer, target, 'one more'), 429, 'RATE_LIMITED');
    expect(refused.errorMessage).toContain(String(directMessageLimits.windowMinutes));
    s.t.advance(directMessageLimits.windowMinutes * 60_000);
    await ok(send(spammer, target, 'after the window'));

    const starter = await actor(s.t, 'business');
    const first = await actor(s.t, 'designer');
    await ok(send(starter, first, '你好'));
    for (let i = 1; i < directMessageLimits.newPerDay; i++) await ok(send(starter, await actor(s.t, 'designer'), '你好'));
    const fresh = await actor(s.t, 'designer');
    await fails(send(starter, fresh, '你好'), 429, 'RATE_LIMITED');
    // an existing conversation goes on; the refused one was not made
    await ok(send(starter, first, '老朋友'));
    expect((await thread(fresh, starter)).total).toBe(0);
  });

  it('every role may write to every role; visitors and banned members are refused by the guard', async () => {
    await ok(send(admin, designer, '平台通知：请补充资料。'));
    await ok(send(designer, admin, '好的。'));
    await ok(send(designer, business, '您好'));
    for (const [path, body] of [
      ['Message/threads', { page: 1, pageSize: 20 }],
      ['Message/thread', { cardno: designer.cardno, page: 1, pageSize: 20 }],
      ['Message/send', { cardno: designer.cardno, text: 'hi' }],
      ['Message/block', { cardno: designer.cardno, blocked: true }],
    ] as const) {
      await fails(s.t.agent().call(path, body), 401, 'AUTH_REQUIRED');
      await fails(banned.agent.call(path, body), 403, 'ACCOUNT_BANNED');
    }
    // a member cannot read someone else's conversation: a thread is always the viewer's with the named member
    const c = await actor(s.t, 'designer');
    expect((await thread(c, business)).total).toBe(0);
  });

  it('an Idempotency-Key sends once: the replay answers the same message', async () => {
    const a = await actor(s.t, 'business');
    const d = await actor(s.t, 'designer');
    const key = { 'Idempotency-Key': `dm-${a.cardno}-1` };
    const first = await ok(send(a, d, '只发一次', key));
    const again = await send(a, d, '只发一次', key);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first);
    expect((await thread(d, a)).total).toBe(1);
  });

  describe.runIf(onPostgres())('on PostgreSQL', () => {
    it('a double click (the same key at once) sends one message; two different sends at once both land in one conversation', async () => {
      const a = await actor(s.t, 'business');
      const d = await actor(s.t, 'designer');
      const key = { 'Idempotency-Key': `dm-race-${a.cardno}` };
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(a, d, '双击', key)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
      expect((await thread(d, a)).total).toBe(1);
      // the first messages of both sides at once: one conversation, both messages
      const b = await actor(s.t, 'business');
      const e = await actor(s.t, 'designer');
      await Promise.all([ok(send(b, e, '甲')), ok(send(e, b, '乙'))]);
      const both = await thread(b, e);
      expect(both.total).toBe(2);
      expect((await threads(b)).listItem.filter((x: { other: { cardno: string } }) => x.other.cardno === e.cardno)).toHaveLength(1);
    });

    it("the limits hold when a sender sends many at once: exactly the window's messages, exactly the day's new conversations", async () => {
      const { perWindow, newPerDay } = directMessageLimits;
      const spammer = await actor(s.t, 'business');
      const target = await actor(s.t, 'designer');
      await ok(send(spammer, target, '开场'));
      const burst = await Promise.all(Array.from({ length: perWindow + 10 }, (_, i) => send(spammer, target, `齐发 ${i}`)));
      const codes = burst.map((r) => r.body.errorCode ?? 'ok');
      expect(codes.filter((c) => c === 'ok')).toHaveLength(perWindow - 1);
      expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(11);
      expect((await thread(target, spammer)).total).toBe(perWindow);

      const starter = await actor(s.t, 'business');
      const others = await Promise.all(Array.from({ length: newPerDay + 5 }, () => actor(s.t, 'designer')));
      const opened = await Promise.all(others.map((o) => send(starter, o, '你好')));
      expect(opened.filter((r) => r.status === 200)).toHaveLength(newPerDay);
      expect((await threads(starter)).total).toBe(newPerDay);
    });
  });
});
