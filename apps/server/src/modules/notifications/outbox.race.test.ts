import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { onPostgres } from '../../../test/database.js';
import { startSmtpStandin, type SmtpStandin } from '../../dev/smtp-standin.js';
import { actor } from '../tasks/tasks.fixtures.js';
import { tell } from '../messages/notify.service.js';
import { saveSettings } from './notifications.repository.js';
import { drainOutbox } from './notifications.service.js';

/**
 * Two instances drain one outbox at once (decision 068): every notification is sent exactly once. On PostgreSQL
 * the second instance is a second app with its own pool on the same database, so the claims really race
 * (`FOR UPDATE SKIP LOCKED`); the embedded database has one connection, and the test is for PostgreSQL.
 */
const ROWS = 60;
let t: TestApp;
let smtp: SmtpStandin;
let second: { app: Awaited<ReturnType<typeof buildApp>>; database: Database } | undefined;

beforeAll(async () => {
  smtp = await startSmtpStandin();
  t = await createTestApp({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'notice@boothhub.test', NOTIFY_POLL_MS: '0', NOTIFY_EMAIL_DAILY_CAP: '1000' });
  const url = (t.app.ctx.database as Database & { url?: string }).url;
  if (onPostgres() && url) {
    const database = await openDatabase({ databaseUrl: url });
    second = { app: await buildApp(t.config, { database, web: false }), database };
  }
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t?.close();
  await smtp?.close();
});

describe.runIf(onPostgres())('two instances draining one outbox', () => {
  it(`send each of ${ROWS} notifications once`, async () => {
    const members = [await actor(t), await actor(t), await actor(t)];
    const now = t.app.ctx.now();
    for (const [i, m] of members.entries()) {
      await saveSettings(t.app.ctx.db, m.id, { email: `race${i}.${process.pid}@mail.test`, emailVerifiedAt: now }, now);
    }
    for (let i = 0; i < ROWS; i++) {
      const m = members[i % members.length]!;
      await tell(t.app.ctx.db, t.app.ctx.live, m.id, now, { kind: 'withdraw.rejected', zh: [`第 ${i} 条`, '内容'], en: [`No. ${i}`, 'content'] });
    }
    const handled = await Promise.all([drainOutbox(t.app.ctx), drainOutbox(second!.app.ctx), drainOutbox(t.app.ctx), drainOutbox(second!.app.ctx)]);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(ROWS);
    // both instances took part
    expect(handled[0]! + handled[2]!).toBeGreaterThan(0);
    expect(handled[1]! + handled[3]!).toBeGreaterThan(0);
    const subjects = smtp.mails().map((m) => m.subject);
    expect(subjects).toHaveLength(ROWS);
    expect(new Set(subjects).size).toBe(ROWS);
  });
});
