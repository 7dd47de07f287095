import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { memberWithSession } from '../../../test/session-fixture.js';
import { LIVE_MS, SseClient } from '../../../test/sse-client.js';
import { endSessionsOf } from '../accounts/session.service.js';
import { updateMember } from '../accounts/members.service.js';
import { HEARTBEAT_MS } from './messages.stream.js';
import { notify } from './notify.service.js';

/** The unread stream against a real listening server, read with Node's http client. */
let t: TestApp;
let base: string;
const opened: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const c of opened) c.close();
  await t?.close();
});

async function member(app: TestApp = t) {
  const m = await memberWithSession(app.app.ctx.db, { now: app.app.ctx.now() });
  return { id: m.member.id, cookie: m.cookie, token: m.token };
}
async function stream(cookie?: string, url = base) {
  const c = await SseClient.open(`${url}/api/Tipcenter/stream`, cookie ? { cookie } : {});
  opened.push(c);
  return c;
}
const send = (memberId: number, app: TestApp = t) =>
  notify(
    app.app.ctx.db,
    app.app.ctx.live,
    memberId,
    { kind: 'test.event', title: { zh: '标题', en: 'Title' }, content: { zh: '内容', en: 'Content' } },
    app.app.ctx.now(),
  );
async function callApi(path: string, body: unknown, cookie: string) {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return (await res.json()) as any;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('GET /api/Tipcenter/stream', () => {
  it('sends the unread count at connect and again within a second of a new message', async () => {
    const m = await member();
    const s = await stream(m.cookie);
    expect(s.status).toBe(200);
    expect(s.res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.res.headers['cache-control']).toMatch(/no-cache/);
    expect(s.res.headers['x-accel-buffering']).toBe('no');
    expect(s.res.headers['x-request-id']).toBeTruthy();
    expect(await s.nextUnread(0)).toBe(0);

    const sentAt = Date.now();
    await send(m.id);
    expect(await s.nextUnread(1)).toBe(1);
    expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);
    await send(m.id);
    expect(await s.nextUnread(2)).toBe(2);
  });

  it('answers a visitor without a session with the 401 envelope, not a stream', async () => {
    const s = await stream();
    expect(s.status).toBe(401);
    expect(s.res.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(await s.text())).toMatchObject({ success: false, errorCode: 'AUTH_REQUIRED', data: null });
    const bogus = await stream('bh_session=nope');
    expect(bogus.status).toBe(401);
  });

  it('updates every open tab when one tab marks messages read; other members hear nothing', async () => {
    const m = await member();
    const other = await member();
    await send(m.id);
    await send(m.id);
    const [tab1, tab2, theirs] = [await stream(m.cookie), await stream(m.cookie), await stream(other.cookie)];
    expect(await tab1.nextUnread(0)).toBe(2);
    expect(await tab2.nextUnread(0)).toBe(2);
    expect(await theirs.nextUnread(0)).toBe(0);

    // The pushes of the two messages sent before the tabs opened may still arrive after a tab's count at connect (on
    // PostgreSQL a NOTIFY reaches the listener later, more so on a loaded machine): they say 2 again, never 0.
    expect((await callApi('Tipcenter/editMsg', { ids: 'all', read: true }, m.cookie)).data.unread).toBe(0);
    await tab1.waitForUnread(0);
    await tab2.waitForUnread(0);
    const seen = tab2.unreads().length;
    const list = await callApi('Tipcenter/getList', { page: 1, pageSize: 10 }, m.cookie);
    await callApi('Tipcenter/delMsg', { ids: [list.data.listItem[0].id] }, m.cookie);
    expect(await tab2.nextUnread(seen)).toBe(0); // a change to the list, same count: tabs may refetch

    await sleep(300);
    expect(theirs.unreads()).toEqual([0]);
  });

  it('drops the subscription when the client disconnects', async () => {
    const m = await member();
    const before = t.app.ctx.live.connections();
    const s = await stream(m.cookie);
    await s.nextUnread(0);
    expect(t.app.ctx.live.connections()).toBe(before + 1);
    s.close();
    await expect.poll(() => t.app.ctx.live.connections(), { timeout: LIVE_MS }).toBe(before);
  });

  it('ends the stream of a member who is banned (their sessions are gone) at the next signal', async () => {
    const m = await member();
    const s = await stream(m.cookie);
    await s.nextUnread(0);
    await updateMember(t.app.ctx.db, m.id, { banned: true });
    await endSessionsOf(t.app.ctx, m.id);
    await send(m.id);
    await s.until(() => s.ended, LIVE_MS, 'the stream to end');
    expect(s.unreads()).toEqual([0]); // the new count was not sent to the banned member
  });

  it('ends the stream after logout (session deleted) at the next signal', async () => {
    const m = await member();
    const s = await stream(m.cookie);
    await s.nextUnread(0);
    await endSessionsOf(t.app.ctx, m.id);
    await send(m.id);
    await s.until(() => s.ended, LIVE_MS, 'the stream to end');
    expect(s.unreads()).toEqual([0]); // the new count was not sent after the logout
  });

  it('the 6th stream of one member closes the 1st (LIVE_STREAMS_PER_MEMBER, default 5); others are untouched', async () => {
    expect(t.config.limits.liveStreamsPerMember).toBe(5);
    const m = await member();
    const other = await member();
    const theirs = await stream(other.cookie);
    const streams: SseClient[] = [];
    for (let i = 0; i < 5; i++) streams.push(await stream(m.cookie));
    for (const s of streams) await s.nextUnread(0, 5_000);
    expect(streams.some((s) => s.ended)).toBe(false);
    streams.push(await stream(m.cookie));
    await streams[0]!.until(() => streams[0]!.ended, 5_000, 'the oldest stream to end');
    expect(await streams[5]!.nextUnread(0, 5_000)).toBe(0);
    expect(streams.slice(1).every((s) => !s.ended)).toBe(true);
    expect(theirs.ended).toBe(false);
    for (const s of [...streams, theirs]) s.close();
  });

  it('app.close() ends open streams, so a graceful shutdown finishes', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const m = await member(other);
    const s = await stream(m.cookie, url);
    await s.nextUnread(0);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(LIVE_MS); // an open stream would hold the close until the heartbeat at least
    await s.until(() => s.ended, LIVE_MS, 'the stream to end');
  });

  it(
    'sends a comment heartbeat and re-checks the session on it (a ban without a signal ends the stream)',
    async () => {
      const m = await member();
      const s = await stream(m.cookie);
      await s.nextUnread(0);
      await updateMember(t.app.ctx.db, m.id, { banned: true });
      await s.until(() => s.comments.length > 0, HEARTBEAT_MS + 3_000, 'a heartbeat');
      expect(s.comments[0]).toBe('ping');
      await s.until(() => s.ended, LIVE_MS, 'the stream to end');
    },
    HEARTBEAT_MS + 10_000,
  );
});
