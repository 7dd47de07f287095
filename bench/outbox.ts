/**
 * `npm run bench:outbox`: how many notifications one server instance drains a second on PostgreSQL, and the delay from
 * an event to its mail under a steady load (decisions 068, 074).
 *
 * On the PostgreSQL server at BENCH_PG_URL it creates the database `boothhub_bench_outbox`, migrates it with the
 * server's own migrations, makes BENCH_MEMBERS members (default 20) with verified addresses, and starts the SMTP
 * stand-in (apps/server/src/dev/smtp-standin.ts) answering each mail in BENCH_SMTP_MS (default 50) ms. In one run:
 *   (a) bare: BENCH_MAILS mails (default 300) rendered and sent one after the other by the server's own SMTP sender
 *       (nodemailer, as the outbox makes it), no database: the ceiling of one sender against this relay;
 *   (b) the same number of events told (message + outbox row, in their transactions) and then drained by one
 *       instance's worker (`drainOutbox`, one row at a time: claim, send, settle): notifications a second;
 *   (c) a steady load: events told at BENCH_LOAD (default 0.8) × (b)'s rate for BENCH_DURATION s (default 15) while
 *       the instance's worker runs as in production (a drain every NOTIFY_POLL_MS, the default 2 s, one at a time):
 *       the delay from each event to the stand-in's receipt of its mail.
 * Everything runs in this one process (the events, the worker, the stand-in), as an instance serving requests would
 * share its event loop. Rewrites its section of docs/performance.md (skip with --no-write).
 *
 * Flags: --keep, --reuse, --no-write (bench/bench-db.ts). Env: BENCH_MAILS, BENCH_MEMBERS, BENCH_SMTP_MS, BENCH_LOAD,
 *        BENCH_DURATION, BENCH_PG_URL, BENCH_DB.
 */
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { startSmtpStandin } from '../apps/server/src/dev/smtp-standin.js';
import { createMember } from '../apps/server/src/modules/accounts/members.service.js';
import { tell } from '../apps/server/src/modules/messages/notify.service.js';
import { renderMail, smtpSender } from '../apps/server/src/modules/notifications/mail.channel.js';
import { saveSettings } from '../apps/server/src/modules/notifications/notifications.repository.js';
import { drainOutbox } from '../apps/server/src/modules/notifications/notifications.service.js';
import { benchDbFromEnv, finishBenchDb, prepareBenchDb } from './bench-db.js';
import { percentile, ratio, repoRoot, writeSection } from './lib.js';

const mails = Number(process.env.BENCH_MAILS ?? 300);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 20);
const smtpMs = Number(process.env.BENCH_SMTP_MS ?? 50);
const load = Number(process.env.BENCH_LOAD ?? 0.8);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const POLL_MS = 2_000;
const bdb = benchDbFromEnv('boothhub_bench_outbox');
const log = (msg: string) => console.log(msg);
const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function main() {
  const admin = new pg.Client({ connectionString: bdb.serverUrl });
  await admin.connect();
  const pgVersion = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0]!;
  await prepareBenchDb(admin, bdb, async () => undefined, log);

  const smtp = await startSmtpStandin({ delayMs: smtpMs });
  const config = loadConfig({
    DATABASE_URL: bdb.url,
    DATA_DIR: path.join(os.tmpdir(), `boothhub-bench-outbox-${process.pid}`),
    LOG_LEVEL: 'warn',
    DEMO_DATA: '0',
    SMTP_URL: smtp.smtpUrl,
    MAIL_FROM: 'BoothHub <notice@boothhub.test>',
    NOTIFY_POLL_MS: '0', // the bench drives the worker itself
    NOTIFY_EMAIL_DAILY_CAP: '1000', // the most it takes: far above what a member gets here
    TASK_TIMER_MS: '0',
    PUBLIC_URL: 'https://boothhub.test',
  });
  const database = await openDatabase({ databaseUrl: bdb.url });
  const app = await buildApp(config, { database, web: false });
  const { ctx } = app;
  try {
    log(`making ${memberCount} members with verified addresses`);
    const members: number[] = [];
    for (let i = 0; i < memberCount; i++) {
      const phone = `137${String(process.pid % 10_000).padStart(4, '0')}${String(i).padStart(4, '0')}`;
      const m = await createMember(ctx.db, { phone, password: 'passw0rd1', role: 'designer' }, ctx.now());
      await saveSettings(ctx.db, m.id, { email: `bench${i}@mail.test`, emailVerifiedAt: ctx.now() }, ctx.now());
      members.push(m.id);
    }
    let seq = 0;
    const event = () => {
      const n = ++seq;
      return ctx.db.transaction((tx) =>
        tell(tx, ctx.live, members[n % members.length]!, ctx.now(), {
          kind: 'task.selected',
          zh: [`第 ${n} 号`, '企业选择了您来完成任务，请按时交付设计。'],
          en: [`No. ${n}`, 'The business chose you. Please deliver by the due date.'],
          link: `/orderDetail?id=${n}`,
        }),
      );
    };

    // (a) one sender, no database
    const sender = smtpSender(smtp.smtpUrl, 'BoothHub <notice@boothhub.test>');
    const mail = renderMail({
      en: false,
      publicUrl: 'https://boothhub.test',
      items: [{ title: { zh: '标题', en: 'Title' }, content: { zh: '内容', en: 'Content' }, link: '/orderDetail?id=1' }],
    });
    let t0 = performance.now();
    for (let i = 0; i < mails; i++) await sender.send({ to: `bench${i % memberCount}@mail.test`, ...mail });
    const bareMs = performance.now() - t0;
    sender.close();
    log(`(a) ${mails} mails in ${fmt(bareMs / 1000, 2)} s`);

    // (b) a backlog drained by one worker
    for (let i = 0; i < mails; i++) await event();
    smtp.clear();
    t0 = performance.now();
    let drained = 0;
    while (drained < mails) {
      const n = await drainOutbox(ctx, mails);
      if (!n) break;
      drained += n;
    }
    const drainMs = performance.now() - t0;
    if (smtp.mails().length !== mails) throw new Error(`expected ${mails} mails, the stand-in has ${smtp.mails().length}`);
    log(`(b) ${drained} notifications drained in ${fmt(drainMs / 1000, 2)} s`);
    const bareRate = mails / (bareMs / 1000);
    const drainRate = drained / (drainMs / 1000);

    // (c) a steady load with the worker polling as in production
    smtp.clear();
    const rate = drainRate * load;
    const told = new Map<string, number>();
    let stop = false;
    const worker = (async () => {
      while (!stop) {
        await drainOutbox(ctx);
        await sleep(POLL_MS);
      }
    })();
    const until = Date.now() + duration * 1000;
    let k = 0;
    const base = Date.now();
    while (Date.now() < until) {
      const due = base + (k * 1000) / rate;
      if (due > Date.now()) await sleep(due - Date.now());
      const at = Date.now();
      await event();
      told.set(`第 ${seq} 号`, at);
      k++;
    }
    // let the worker catch up, then stop it
    const deadline = Date.now() + 60_000;
    while (smtp.mails().length < told.size && Date.now() < deadline) await sleep(100);
    stop = true;
    await worker;
    const delays = smtp
      .mails()
      .map((m) => Date.parse(m.at) - (told.get(m.subject) ?? NaN))
      .filter((d) => Number.isFinite(d))
      .sort((x, y) => x - y);
    log(
      `(c) ${told.size} events at ${fmt(rate)}/s, ${delays.length} mails; delay p50 ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms`,
    );

    const lines = [
      '## The notification outbox on one instance (`npm run bench:outbox`)',
      '',
      'How many notifications one server instance sends a second on PostgreSQL, and how long an event waits for its',
      `mail under a steady load (decisions 068, 074). The SMTP stand-in accepts each mail after ${smtpMs} ms. \`bench/outbox.ts\``,
      'runs, in one process:',
      '',
      `- **(a)** bare: ${mails} mails rendered and sent one after the other by the server's own SMTP sender (nodemailer,`,
      '  one connection per mail as the outbox makes it), no database: the ceiling of one sender against this relay;',
      `- **(b)** ${mails} events told (message + outbox row in their transactions), then drained by one instance's worker`,
      '  (`drainOutbox`: claim one row `FOR UPDATE SKIP LOCKED`, read the settings, check the daily cap, send, settle);',
      `- **(c)** events told at ${Math.round(load * 100)} % of (b)'s rate for ${duration} s while the worker runs as in production (a`,
      `  drain every NOTIFY_POLL_MS, the default ${POLL_MS / 1000} s): the delay from each event to the stand-in's receipt of its mail.`,
      '',
      '### Last run',
      '',
      `- Date: ${startedAt.toISOString().slice(0, 10)}`,
      `- Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}`,
      `- Node ${process.version}; PostgreSQL ${pgVersion} on the same machine (127.0.0.1:5432)`,
      `- Load average (1 min) when the run started: ${loadBefore.toFixed(2)}, when it ended: ${os.loadavg()[0]!.toFixed(2)}`,
      '',
      '| row | notifications/s | ms each | vs (a) |',
      '| --- | ---: | ---: | ---: |',
      `| (a) bare sender → stand-in, no database | ${fmt(bareRate)} | ${fmt(bareMs / mails)} | 1.00 |`,
      `| (b) outbox drained by one instance | ${fmt(drainRate)} | ${fmt(drainMs / drained)} | ${ratio(drainRate, bareRate)} |`,
      '',
      `| steady load (c) | events/s offered | mails | delay p50 ms | delay p95 ms | delay max ms |`,
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      `| ${told.size} events over ${duration} s | ${fmt(rate)} | ${delays.length} | ${percentile(delays, 50)} | ${percentile(delays, 95)} | ${delays.at(-1) ?? 'n/a'} |`,
      '',
      '### Reading it',
      'One worker sends one notification at a time, so an instance drains at most about 1 / (relay time + a few',
      "statements) a second: (b) over (a) is what the outbox adds to each send (the claim, the member's settings, the",
      'daily cap, the settle). More throughput comes from more instances (each claims its own rows: decision 068), not',
      'from one. Under a steady load the delay is mostly the wait for the next poll (up to NOTIFY_POLL_MS) plus the',
      'queue ahead. Numbers from a shared 2-core machine move by ±10–20 % between runs; compare ratios within one run.',
      ...(loadBefore > os.cpus().length
        ? [
            '',
            `This run shared the machine with other work (load ${loadBefore.toFixed(1)} on ${os.cpus().length} cores): its absolute numbers are low; read the ratio.`,
          ]
        : []),
      "Most of (a)'s time beyond the relay's answer is a new SMTP connection per mail (the sender does not pool them).",
      '',
      '### Reproduce',
      '```',
      'npm run bench:outbox                 # rewrites this section; --no-write only prints',
      'BENCH_MAILS=1000 BENCH_SMTP_MS=50 BENCH_DURATION=30 npm run bench:outbox',
      '```',
      'It needs a PostgreSQL server on 127.0.0.1:5432 that lets `postgres` create databases (or set `BENCH_PG_URL`).',
    ];
    const section = lines.join('\n');
    console.log(`\n${section}\n`);
    if (bdb.write) writeSection(path.join(repoRoot, 'docs/performance.md'), 'outbox', section);
  } finally {
    await app.close();
    await database.close();
    await smtp.close();
    await finishBenchDb(admin, bdb, log);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
