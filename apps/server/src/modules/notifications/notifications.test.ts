// @engine-parity
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { startSmtpStandin, type ReceivedMail, type SmtpStandin } from '../../dev/smtp-standin.js';
import { actor, ok, taskIn, world, type Actor, type World } from '../tasks/tasks.fixtures.js';
import { tell } from '../messages/notify.service.js';
import { saveSettings } from './notifications.repository.js';
import { drainOutbox, VERIFY_MAILS_PER_DAY } from './notifications.service.js';
import { nextShanghaiTime } from './notify.policy.js';

/**
 * Off-site notifications end to end (docs/rules/messages.md, decision 068): events told through the message centre
 * reach a member's verified address as the member chose, through the outbox and a real SMTP server (the stand-in).
 */
let t: TestApp;
let smtp: SmtpStandin;
let w: World;
const CAP = 4;
const MAX_TRIES = 4;

beforeAll(async () => {
  smtp = await startSmtpStandin();
  t = await createTestApp({
    SMTP_URL: smtp.smtpUrl,
    MAIL_FROM: 'BoothHub <notice@boothhub.test>',
    NOTIFY_POLL_MS: '0',
    NOTIFY_EMAIL_DAILY_CAP: String(CAP),
    NOTIFY_MAX_TRIES: String(MAX_TRIES),
    PUBLIC_URL: 'https://boothhub.test',
  });
  w = await world(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
const address = () => `member${++n}.${process.pid}@mail.test`;
const drain = () => drainOutbox(t.app.ctx);
const mailsTo = (to: string) => smtp.mails().filter((m) => m.to.includes(to));
const local = (url: string) => url.replace('https://boothhub.test', '');
const prefs = async (a: Agent) => ok(a.call('Notify/getPrefs', {}));

/** Set an address the way a member does: save it, open the link mailed to it (no login needed). */
async function verified(a: Agent, email = address()): Promise<string> {
  const p = await ok(a.call('Notify/setEmail', { email }));
  expect(p).toMatchObject({ email, emailVerified: false });
  await drain();
  const mail = await smtp.waitFor(email);
  const link = /https:\/\/boothhub\.test\/api\/Notify\/verifyEmail\?t=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const res = await t.agent().get(local(link!));
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe('/personalCenter/notificationSettings?email=verified');
  expect(await prefs(a)).toMatchObject({ email, emailVerified: true });
  return email;
}

/** A member with a verified address; `setPrefs` body parts over the defaults. */
async function member(role: 'designer' | 'business' = 'designer', over: Record<string, unknown> = {}) {
  const a = await actor(t, role);
  const email = await verified(a.agent);
  if (Object.keys(over).length) {
    await ok(a.agent.call('Notify/setPrefs', { kinds: [], quietHours: { on: false, start: '22:00', end: '08:00' }, digest: false, ...over }));
  }
  return { ...a, email };
}

const event = (who: Actor, kind: string, link = '/orderDetail?id=1', now = t.app.ctx.now()) =>
  t.app.ctx.db.transaction((tx) =>
    tell(tx, t.app.ctx.live, who.id, now, { kind, zh: [`标题 ${kind}`, `内容 ${kind}`], en: [`Title ${kind}`, `Content ${kind}`], link }),
  );

const outboxOf = async (memberId: number) => {
  const page = await ok(w.admin.agent.call('Notify/outbox', { page: 1, pageSize: 100 }));
  return (page.listItem as Array<{ memberId: number; kind: string; status: string; attempts: number; lastError: string | null; id: number }>).filter(
    (r) => r.memberId === memberId,
  );
};

describe('an address', () => {
  it('receives nothing but its verification mail until the link is opened', async () => {
    const a = await actor(t);
    const email = address();
    await ok(a.agent.call('Notify/setEmail', { email }));
    await event(a, 'task.selected');
    await drain();
    const mails = mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['请确认您的邮箱']);
  });

  it('is verified only by an untampered link for the address it was sent to', async () => {
    const a = await actor(t);
    const email = address();
    await ok(a.agent.call('Notify/setEmail', { email }));
    await drain();
    const link = /\/api\/Notify\/verifyEmail\?t=(\S+)/.exec((await smtp.waitFor(email)).text)!;
    const [body, sig] = link[1]!.split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'verify', m: a.id, e: 'other@mail.test' })).toString('base64url');
    for (const bad of [`${forged}.${sig}`, `${body}.${sig!.slice(0, -2)}AA`, 'nonsense']) {
      const res = await t.agent().get(`/api/Notify/verifyEmail?t=${bad}`);
      expect(res.headers.location).toBe('/personalCenter/notificationSettings?email=invalid');
    }
    expect((await prefs(a.agent)).emailVerified).toBe(false);
    // the address changed since: the old link does nothing
    await ok(a.agent.call('Notify/setEmail', { email: address() }));
    expect((await t.agent().get(`/api/Notify/verifyEmail?t=${link[1]}`)).headers.location).toBe('/personalCenter/notificationSettings?email=invalid');
  });

  it('is refused while the server has no SMTP, and a malformed one by the contract', async () => {
    const bare = await createTestApp();
    try {
      const a = await actor(bare);
      const res = await a.agent.call('Notify/setEmail', { email: 'x@mail.test' });
      expect(res.status).toBe(409);
      expect(res.body.errorCode).toBe('MAIL_UNAVAILABLE');
      expect(await ok(a.agent.call('Notify/getPrefs', {}))).toMatchObject({ available: [], kinds: expect.any(Array) });
    } finally {
      await bare.close();
    }
    const a = await actor(t);
    expect((await a.agent.call('Notify/setEmail', { email: 'not an address' })).body.errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('which events go where', () => {
  it('task events reach each side by e-mail, in their language, linking straight to the task', async () => {
    const designerMail = await verified(w.designer.agent);
    const businessMail = await verified(w.publisher.agent);
    await ok(
      w.designer.agent.call(
        'Notify/setPrefs',
        { kinds: [], quietHours: { on: false, start: '22:00', end: '08:00' }, digest: false },
        { 'accept-language': 'en-US' },
      ),
    );
    const id = await taskIn(w, 'delivered');
    await drain();
    const selected = await smtp.waitFor(designerMail, (m) => m.subject === 'You were selected');
    expect(selected.text).toContain(`https://boothhub.test/orderDetail?id=${id}`);
    expect(selected.html).toContain(`href="https://boothhub.test/orderDetail?id=${id}"`);
    expect(selected.headers['list-unsubscribe']).toMatch(/^<https:\/\/boothhub\.test\/api\/Notify\/unsubscribe\?t=[\w.-]+>$/);
    expect(selected.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(selected.from).toBe('notice@boothhub.test');
    const delivered = await smtp.waitFor(businessMail, (m) => m.subject === '收到设计交付');
    expect(delivered.text).toContain(`https://boothhub.test/orderDetail?id=${id}`);
    await ok(w.publisher.agent.call('Taskcenter/businessAccept', { id }));
    await drain();
    const accepted = await smtp.waitFor(designerMail, (m) => m.subject === 'Design accepted');
    expect(accepted.text).toMatch(/coins/);
    // the other applicant was not selected: a site message only
    expect(smtp.mails().filter((m) => m.subject === '未被选中')).toEqual([]);
  });

  it('follows the member’s choice per kind: chat is off until chosen, a kind switched off sends nothing', async () => {
    const m = await member('designer');
    await event(m, 'task.chat');
    await event(m, 'test.not_offsite');
    await drain();
    expect(mailsTo(m.email).filter((x) => x.subject !== '请确认您的邮箱')).toEqual([]);
    const p = await ok(
      m.agent.call('Notify/setPrefs', {
        kinds: [
          { kind: 'task.chat', channels: ['email'] },
          { kind: 'withdraw.paid', channels: [] },
        ],
        quietHours: { on: false, start: '22:00', end: '08:00' },
        digest: false,
      }),
    );
    expect(p.kinds).toContainEqual({ kind: 'task.chat', channels: ['email'], locked: false });
    expect(p.kinds).toContainEqual({ kind: 'withdraw.paid', channels: [], locked: false });
    await event(m, 'task.chat');
    await event(m, 'withdraw.paid');
    await event(m, 'withdraw.rejected');
    await drain();
    expect(
      mailsTo(m.email)
        .map((x) => x.subject)
        .filter((s) => s !== '请确认您的邮箱')
        .sort(),
    ).toEqual(['标题 task.chat', '标题 withdraw.rejected']);
  });

  it('an event rolled back sends nothing', async () => {
    const m = await member('designer');
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await tell(tx, t.app.ctx.live, m.id, t.app.ctx.now(), { kind: 'task.selected', zh: ['回滚', '回滚'], en: ['rolled', 'back'] });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await drain();
    expect(await outboxOf(m.id)).toEqual([expect.objectContaining({ kind: 'email.verify' })]);
  });
});

describe('when', () => {
  it('quiet hours hold a non-urgent mail until they end; an account-security one goes at once, without unsubscribe', async () => {
    const m = await member('designer', { quietHours: { on: true, start: '22:00', end: '08:00' } });
    const now = t.app.ctx.now();
    const night = new Date(nextShanghaiTime(now, 23 * 60).getTime()); // 23:00 in Shanghai
    await event(m, 'task.selected', '/orderDetail?id=5', night);
    await event(m, 'paycode.changed', '/user/security', night);
    t.advance(night.getTime() - now.getTime());
    await drain();
    expect(mailsTo(m.email).map((x) => x.subject)).toEqual(['请确认您的邮箱', '标题 paycode.changed']);
    expect(mailsTo(m.email)[1]!.headers['list-unsubscribe']).toBeUndefined();
    t.advance(8 * 60 * 60_000); // 07:00
    await drain();
    expect(mailsTo(m.email)).toHaveLength(2);
    t.advance(61 * 60_000); // 08:01
    await drain();
    expect(mailsTo(m.email).map((x) => x.subject)).toContain('标题 task.selected');
  });

  it('the daily digest folds the day’s mails into one at 09:00, linking each', async () => {
    const m = await member('designer', { digest: true });
    await event(m, 'task.selected', '/orderDetail?id=11');
    await event(m, 'withdraw.paid', '/user/withdraw');
    await drain();
    expect(mailsTo(m.email)).toHaveLength(1);
    const now = t.app.ctx.now();
    t.advance(nextShanghaiTime(now, 9 * 60).getTime() - now.getTime() + 60_000);
    await drain();
    const digest = mailsTo(m.email)[1] as ReceivedMail;
    expect(digest.subject).toBe('BoothHub 今日通知（2 条）');
    expect(digest.text).toContain('https://boothhub.test/orderDetail?id=11');
    expect(digest.text).toContain('https://boothhub.test/user/withdraw');
    expect(mailsTo(m.email)).toHaveLength(2);
  });
});

describe('faults and limits', () => {
  it(`sends at most ${CAP} single mails a day to a member; the rest stay in the message centre only`, async () => {
    const m = await member('designer');
    for (let i = 0; i < CAP + 2; i++) await event(m, 'withdraw.rejected', `/user/withdraw?i=${i}`);
    await drain();
    expect(mailsTo(m.email).filter((x) => x.subject === '标题 withdraw.rejected')).toHaveLength(CAP);
    const rows = await outboxOf(m.id);
    expect(rows.filter((r) => r.status === 'capped')).toHaveLength(2);
    expect(rows.find((r) => r.status === 'capped')?.lastError).toBe(`daily cap of ${CAP} reached`);
  });

  it('a relay failing 3 times then accepting sends the mail once, after back-offs', async () => {
    const m = await member('designer');
    smtp.failNext(3);
    await event(m, 'task.accepted', '/orderDetail?id=3');
    for (let i = 0; i < 6; i++) {
      await drain();
      t.advance(60 * 60_000);
    }
    expect(mailsTo(m.email).filter((x) => x.subject === '标题 task.accepted')).toHaveLength(1);
    const [row] = (await outboxOf(m.id)).filter((r) => r.kind === 'task.accepted');
    expect(row).toMatchObject({ status: 'sent', attempts: 4 });
  });

  it(`a mail refused ${MAX_TRIES} times is dead, shown to admins, and an admin's resend delivers it`, async () => {
    const m = await member('designer');
    smtp.failNext(MAX_TRIES);
    await event(m, 'task.delivered', '/orderDetail?id=4');
    await drain();
    const [first] = (await outboxOf(m.id)).filter((r) => r.kind === 'task.delivered');
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first!.lastError).toMatch(/451/);
    for (let i = 0; i < MAX_TRIES; i++) {
      t.advance(60 * 60_000);
      await drain();
    }
    const [dead] = (await outboxOf(m.id)).filter((r) => r.kind === 'task.delivered');
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_TRIES });
    const listed = await ok(w.admin.agent.call('Notify/outbox', { page: 1, pageSize: 20, status: 'dead' }));
    expect(listed.listItem.map((r: { id: number }) => r.id)).toContain(dead!.id);
    expect((await w.designer.agent.call('Notify/outbox', { page: 1, pageSize: 20 })).status).toBe(403);
    expect(await ok(w.admin.agent.call('Notify/resend', { id: dead!.id }))).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await w.admin.agent.call('Notify/resend', { id: dead!.id })).body.errorCode).toBe('NOT_FOUND');
    await drain();
    expect(mailsTo(m.email).filter((x) => x.subject === '标题 task.delivered')).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('a mailbox the relay says does not exist (550) is dead at once, not retried', async () => {
    const a = await actor(t);
    const now = t.app.ctx.now();
    // an address that passed its check and bounces since
    await saveSettings(t.app.ctx.db, a.id, { email: `bounce.${a.id}@mail.test`, emailVerifiedAt: now }, now);
    const refusedBefore = smtp.refused();
    await event(a, 'withdraw.paid', '/user/withdraw');
    await drain();
    t.advance(60 * 60_000);
    await drain();
    const [row] = await outboxOf(a.id);
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(row!.lastError).toMatch(/^550/);
    expect(smtp.refused() - refusedBefore).toBe(1);
  });

  it(`mails at most ${VERIFY_MAILS_PER_DAY} address checks a day for one member`, async () => {
    const a = await actor(t);
    for (let i = 0; i < VERIFY_MAILS_PER_DAY; i++) await ok(a.agent.call('Notify/setEmail', { email: address() }));
    const refused = await a.agent.call('Notify/setEmail', { email: address() });
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('RATE_LIMITED');
  });
});

describe('unsubscribe', () => {
  it('one click (RFC 8058 POST, no login) stops that kind of mail; the page asks first; a tampered link changes nothing', async () => {
    const m = await member('designer');
    await event(m, 'withdraw.paid', '/user/withdraw');
    await drain();
    const mail = await smtp.waitFor(m.email, (x) => x.subject === '标题 withdraw.paid');
    const url = local(/^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!);
    expect(mail.text).toContain(`https://boothhub.test${url}`);

    const anonymous = t.agent();
    const page = await anonymous.get(url);
    expect(page.status).toBe(200);
    expect(page.raw.body).toContain('<form method="post"');
    expect((await prefs(m.agent)).kinds).toContainEqual({ kind: 'withdraw.paid', channels: ['email'], locked: false });

    const tampered = url.replace(/t=([\w-]+)\./, (_s, body: string) => `t=${body.slice(0, -1)}${body.endsWith('A') ? 'B' : 'A'}.`);
    const refused = await anonymous.request('POST', tampered, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(refused.status).toBe(400);
    expect((await prefs(m.agent)).kinds).toContainEqual({ kind: 'withdraw.paid', channels: ['email'], locked: false });

    const done = await anonymous.request('POST', url, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(done.status).toBe(200);
    expect((await prefs(m.agent)).kinds).toContainEqual({ kind: 'withdraw.paid', channels: [], locked: false });
    await event(m, 'withdraw.paid', '/user/withdraw');
    await event(m, 'withdraw.rejected', '/user/withdraw');
    await drain();
    expect(mailsTo(m.email).map((x) => x.subject)).toEqual(['请确认您的邮箱', '标题 withdraw.paid', '标题 withdraw.rejected']);
  });

  it('account-security kinds cannot be switched off', async () => {
    const m = await member('designer', { kinds: [{ kind: 'paycode.changed', channels: [] }] });
    expect((await prefs(m.agent)).kinds).toContainEqual({ kind: 'paycode.changed', channels: ['email'], locked: true });
  });
});
