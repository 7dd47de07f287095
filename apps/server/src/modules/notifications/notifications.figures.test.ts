import { shanghaiDay } from '@boothhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { startSmtpStandin, type SmtpStandin } from '../../dev/smtp-standin.js';
import { actor, ok, type Actor } from '../tasks/tasks.fixtures.js';
import { tell } from '../messages/notify.service.js';
import { saveSettings } from './notifications.repository.js';
import { drainOutbox } from './notifications.service.js';

/** The back office's dashboard counts off-site notifications per day and channel: sent, failing, dead (decision 074). */
let t: TestApp;
let smtp: SmtpStandin;
let admin: Actor;

beforeAll(async () => {
  smtp = await startSmtpStandin();
  t = await createTestApp({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'notice@boothhub.test', NOTIFY_POLL_MS: '0', NOTIFY_MAX_TRIES: '2' });
  admin = await actor(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const today = async () => {
  const d = await ok(admin.agent.call('Admin/dashboard', {}));
  const row = (d.notifications as Array<{ day: string; channel: string; sent: number; failed: number; dead: number }>).find(
    (r) => r.day === shanghaiDay(t.app.ctx.now()) && r.channel === 'email',
  );
  return row ?? { sent: 0, failed: 0, dead: 0 };
};

describe('the dashboard’s notification counts', () => {
  it('count today’s e-mails sent, failing and dead', async () => {
    const m = await actor(t);
    const now = t.app.ctx.now();
    await saveSettings(t.app.ctx.db, m.id, { email: `figures.${process.pid}@mail.test`, emailVerifiedAt: now }, now);
    const event = (n: number) =>
      tell(t.app.ctx.db, t.app.ctx.live, m.id, t.app.ctx.now(), {
        kind: 'withdraw.rejected',
        zh: [`第 ${n} 条`, '内容'],
        en: [`No. ${n}`, 'content'],
      });
    const before = await today();

    await event(1);
    await drainOutbox(t.app.ctx); // sent
    await event(2);
    smtp.failNext(1);
    await drainOutbox(t.app.ctx); // refused once: to be tried again
    expect(await today()).toMatchObject({ sent: before.sent + 1, failed: before.failed + 1, dead: before.dead });

    t.advance(31_000);
    smtp.failNext(1);
    await drainOutbox(t.app.ctx); // refused again, the last try: dead
    expect(await today()).toMatchObject({ sent: before.sent + 1, failed: before.failed, dead: before.dead + 1 });
    const d = await ok(admin.agent.call('Admin/dashboard', {}));
    expect(d.notifications[0]).toMatchObject({ day: shanghaiDay(t.app.ctx.now()) });
  });
});
