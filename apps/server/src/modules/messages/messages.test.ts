import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { memberWithSession } from '../../../test/session-fixture.js';
import { notify } from './notify.service.js';

let t: TestApp;
type Who = { id: number; agent: Agent };
let alice: Who; // the owner
let bob: Who; // another member
let admin: Who;
let banned: Who;

async function who(opts: Parameters<typeof memberWithSession>[1] = {}): Promise<Who> {
  const { member, token } = await memberWithSession(t.app.ctx.db, { ...opts, now: t.app.ctx.now() });
  const agent = t.agent();
  agent.cookies.set('bh_session', token);
  return { id: member.id, agent };
}

let n = 0;
async function send(memberId: number, link?: string) {
  n++;
  return notify(
    t.app.ctx.db,
    t.app.ctx.live,
    memberId,
    { kind: 'test.event', title: { zh: `标题${n}`, en: `Title ${n}` }, content: { zh: `内容${n}`, en: `Content ${n}` }, link },
    t.app.ctx.now(),
  );
}

const list = async (a: Agent, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  a.call('Tipcenter/getList', { page: 1, pageSize: 100, ...body }, headers);

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, admin, banned] = [await who(), await who(), await who({ role: 'admin' }), await who({ banned: true })];
});
afterAll(async () => t?.close());

describe('authorization', () => {
  const calls: Array<[string, unknown]> = [
    ['Tipcenter/getList', { page: 1, pageSize: 20 }],
    ['Tipcenter/editMsg', { ids: 'all', read: true }],
    ['Tipcenter/delMsg', { ids: [1] }],
    ['Tipcenter/unread', {}],
  ];

  it.each(calls)('%s refuses an anonymous visitor with 401 AUTH_REQUIRED', async (path, body) => {
    const res = await t.agent().call(path, body);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, errorCode: 'AUTH_REQUIRED', data: null });
  });

  it.each(calls)('%s refuses a banned member with 403 ACCOUNT_BANNED', async (path, body) => {
    const res = await banned.agent.call(path, body);
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('ACCOUNT_BANNED');
  });

  it('refuses the stream to an anonymous visitor (401 envelope) and to a banned member (403)', async () => {
    const anon = await t.agent().get('/api/Tipcenter/stream');
    expect(anon.status).toBe(401);
    expect(anon.headers['content-type']).toMatch(/application\/json/);
    expect(anon.body).toMatchObject({ errCode: 'failed', success: false, errorCode: 'AUTH_REQUIRED', data: null });
    const ban = await banned.agent.get('/api/Tipcenter/stream');
    expect(ban.status).toBe(403);
    expect(ban.body.errorCode).toBe('ACCOUNT_BANNED');
  });

  it('refuses a session that no longer exists', async () => {
    const a = t.agent();
    a.cookies.set('bh_session', 'not-a-real-token');
    expect((await a.call('Tipcenter/unread', {})).status).toBe(401);
  });
});

describe('Tipcenter/getList', () => {
  it('lists only the member’s own messages, newest first, in the request’s language', async () => {
    const first = await send(alice.id, '/orderDetail?id=7');
    const second = await send(alice.id);
    const bobs = await send(bob.id);

    const zh = await list(alice.agent);
    expect(zh.status).toBe(200);
    expect(zh.body.success).toBe(true);
    const d = zh.body.data;
    expect(d.listItem.map((m: any) => m.id)).toEqual([second, first]);
    expect(d).toMatchObject({ total: 2, page: 1, pageSize: 100, unread: 2 });
    expect(d.listItem[1]).toMatchObject({ id: first, kind: 'test.event', title: '标题1', content: '内容1', link: '/orderDetail?id=7', read: false });
    expect(d.listItem[0].link).toBeNull();
    expect(new Date(d.listItem[0].dates).toISOString()).toBe(d.listItem[0].dates);
    expect(d.listItem.some((m: any) => m.id === bobs)).toBe(false);

    const en = await list(alice.agent, {}, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.body.data.listItem[1]).toMatchObject({ title: 'Title 1', content: 'Content 1' });
    alice.agent.cookies.set('bh_lang', 'en-US');
    expect((await list(alice.agent)).body.data.listItem[0].title).toBe('Title 2');
    alice.agent.cookies.delete('bh_lang');
  });

  it('pages, and filters to the unread ones', async () => {
    const b = await who();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await send(b.id));
    await b.agent.call('Tipcenter/editMsg', { ids: [ids[0], ids[1]], read: true });

    const p2 = await b.agent.call('Tipcenter/getList', { page: 2, pageSize: 2 });
    expect(p2.body.data).toMatchObject({ total: 5, page: 2, pageSize: 2, unread: 3 });
    expect(p2.body.data.listItem.map((m: any) => m.id)).toEqual([ids[2], ids[1]]);

    const onlyUnread = await b.agent.call('Tipcenter/getList', { page: 1, pageSize: 20, unread: true });
    expect(onlyUnread.body.data.total).toBe(3);
    expect(onlyUnread.body.data.listItem.map((m: any) => m.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect((await b.agent.call('Tipcenter/getList', { unread: false })).body.data).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect((await b.agent.call('Tipcenter/getList', { page: 9 })).body.data).toMatchObject({ listItem: [], total: 5, page: 9 });
  });

  it('shows an admin only the admin’s own messages', async () => {
    const mine = await send(admin.id);
    const res = await list(admin.agent);
    expect(res.body.data.listItem.map((m: any) => m.id)).toEqual([mine]);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ page: 1.5 }, 'page'],
    [{ unread: 'yes' }, 'unread'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const res = await alice.agent.call('Tipcenter/getList', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field } });
  });

  it('refuses an unknown field with 400 naming it', async () => {
    const res = await alice.agent.call('Tipcenter/getList', { memberId: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'memberId' } });
  });
});

describe('Tipcenter/editMsg and Tipcenter/unread', () => {
  it('marks the given messages read and answers the new count', async () => {
    const c = await who();
    const [m1, m2, m3] = [await send(c.id), await send(c.id), await send(c.id)];
    expect((await c.agent.call('Tipcenter/unread', {})).body).toEqual({ errCode: 'success', success: true, data: { unread: 3 } });

    const res = await c.agent.call('Tipcenter/editMsg', { ids: [m1, m2], read: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ unread: 1, affected: 2 });
    const items = (await list(c.agent)).body.data.listItem;
    expect(items.map((m: any) => [m.id, m.read])).toEqual([
      [m3, false],
      [m2, true],
      [m1, true],
    ]);
    // again: nothing left to change, still fine
    expect((await c.agent.call('Tipcenter/editMsg', { ids: [m1], read: true })).body.data).toEqual({ unread: 1, affected: 0 });
    expect((await c.agent.call('Tipcenter/editMsg', { ids: 'all', read: true })).body.data).toEqual({ unread: 0, affected: 1 });
    expect((await c.agent.call('Tipcenter/unread', {})).body.data).toEqual({ unread: 0 });
  });

  it('leaves another member’s messages alone, by id or with "all"', async () => {
    const [o, x] = [await who(), await who()];
    const theirs = [await send(o.id), await send(o.id)];
    const mine = await send(x.id);
    const before = (await list(o.agent)).body.data;

    const byId = await x.agent.call('Tipcenter/editMsg', { ids: [...theirs, mine, 2_000_000], read: true });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual({ unread: 0, affected: 1 });
    await send(x.id);
    expect((await x.agent.call('Tipcenter/editMsg', { ids: 'all', read: true })).body.data).toEqual({ unread: 0, affected: 1 });
    // an admin has no power over other members' messages here either
    expect((await admin.agent.call('Tipcenter/editMsg', { ids: theirs, read: true })).body.data.affected).toBe(0);

    expect((await list(o.agent)).body.data).toEqual(before);
    expect(before.unread).toBe(2);
  });

  it.each([
    [{ ids: 'all', read: false }, 'read'],
    [{ ids: 'all' }, 'read'],
    [{ ids: [], read: true }, 'ids'],
    [{ ids: ['1'], read: true }, 'ids'],
    [{ ids: [0], read: true }, 'ids'],
    [{ ids: 'some', read: true }, 'ids'],
    [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), read: true }, 'ids'],
    [{ ids: [1], read: true, memberId: 3 }, 'memberId'],
  ])('refuses %j with 400', async (body, field) => {
    const res = await alice.agent.call('Tipcenter/editMsg', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect(String(res.body.details.field)).toMatch(new RegExp(`^${field}`));
  });

  it('refuses a body on Tipcenter/unread', async () => {
    const res = await alice.agent.call('Tipcenter/unread', { all: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'all' } });
  });
});

describe('Tipcenter/delMsg', () => {
  it('deletes the member’s own messages and answers the new count', async () => {
    const d = await who();
    const [m1, m2, m3] = [await send(d.id), await send(d.id), await send(d.id)];
    await d.agent.call('Tipcenter/editMsg', { ids: [m3], read: true });
    const res = await d.agent.call('Tipcenter/delMsg', { ids: [m1, m3] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ unread: 1, affected: 2 });
    expect((await list(d.agent)).body.data.listItem.map((m: any) => m.id)).toEqual([m2]);
    expect((await d.agent.call('Tipcenter/delMsg', { ids: [m1] })).body.data).toEqual({ unread: 1, affected: 0 });
  });

  it('leaves another member’s messages alone (member and admin alike)', async () => {
    const [o, x] = [await who(), await who()];
    const theirs = [await send(o.id), await send(o.id)];
    const before = (await list(o.agent)).body.data;
    expect((await x.agent.call('Tipcenter/delMsg', { ids: theirs })).body.data).toEqual({ unread: 0, affected: 0 });
    expect((await admin.agent.call('Tipcenter/delMsg', { ids: theirs })).body.data.affected).toBe(0);
    expect((await banned.agent.call('Tipcenter/delMsg', { ids: theirs })).status).toBe(403);
    expect((await list(o.agent)).body.data).toEqual(before);
    expect(before.total).toBe(2);
  });

  it.each([
    [{ ids: 'all' }, 'ids'],
    [{ ids: [] }, 'ids'],
    [{}, 'ids'],
    [{ ids: [1.5] }, 'ids'],
    [{ ids: [1], read: true }, 'read'],
  ])('refuses %j with 400', async (body, field) => {
    const res = await alice.agent.call('Tipcenter/delMsg', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect(String(res.body.details.field)).toMatch(new RegExp(`^${field}`));
  });
});

describe('live signals from the calls', () => {
  /** Counts the live signals for `memberId` from now on. */
  const watch = (memberId: number) => {
    const seen = { count: 0, off: () => {} };
    seen.off = t.app.ctx.live.subscribe(memberId, () => seen.count++);
    return seen;
  };
  /**
   * Waits until every signal sent so far has arrived: a signal for a member no test uses, sent now, arrives after them
   * (one listening connection gets the notifications in commit order), so a count read after it is exact — a signal
   * that was not sent cannot be stood in for by an earlier one still on its way.
   */
  const settle = async () => {
    const nobody = -1;
    const arrived = new Promise<void>((resolve) => {
      const off = t.app.ctx.live.subscribe(nobody, () => {
        off();
        resolve();
      });
    });
    await t.app.ctx.live.signal(t.app.ctx.db, nobody);
    await arrived;
  };

  it('editMsg and delMsg each signal the member’s streams once when they change something, and not otherwise', async () => {
    const s = await who();
    const seen = watch(s.id);
    const [m1, m2] = [await send(s.id), await send(s.id)];
    await settle();
    expect(seen.count).toBe(2); // the two notices' own signals
    await s.agent.call('Tipcenter/editMsg', { ids: [m1], read: true });
    await settle();
    expect(seen.count).toBe(3);
    // already read: nothing changed, nothing to tell
    expect((await s.agent.call('Tipcenter/editMsg', { ids: [m1], read: true })).body.data.affected).toBe(0);
    await settle();
    expect(seen.count).toBe(3);
    await s.agent.call('Tipcenter/delMsg', { ids: [m2] });
    await settle();
    expect(seen.count).toBe(4);
    expect((await s.agent.call('Tipcenter/delMsg', { ids: [m2] })).body.data.affected).toBe(0);
    await settle();
    expect(seen.count).toBe(4);
    seen.off();
  });
});
