/**
 * `npm run bench:tasks`: the business-tasks calls on 1,000,000 generated tasks.
 *
 * On the PostgreSQL server at BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) it creates the database
 * `boothhub_bench_tasks`, migrates it with the server's own migrations
 * (openDatabase), generates the tasks (bench/tasks-data.ts) and checks a
 * sample of search vectors against the app's tokenizer. Then, in one run,
 * with autocannon (loopback only), it measures
 *   (b) bare Fastify + node-postgres, a single-row query by primary key (the baseline),
 *   (1)–(5) Taskcenter/getBusinesTask: first page; city + type + budget range;
 *           a deep page; the keywords 车展 and "auto",
 *   (6) Taskcenter/showBusinesTask of random public tasks (anonymous: kept answers; 6u: none; 6m: logged in),
 *   (1f)–(5nf), (3cf) the floor under each list row without kept answers: bare Fastify + node-postgres running that
 *           row's own statements (captured from the server's service) and answering their rows as JSON,
 * each on the full server (bench/targets/server.ts) in its own process, and
 * records EXPLAIN (ANALYZE, BUFFERS) of the SQL each call really runs
 * (bench/tasks-plans.ts). Prints requests/s, p95 and the ratios to (b), and
 * rewrites its section of docs/performance.md (skip with --no-write).
 *
 * Flags: --keep (keep the database), --reuse (use a kept database as it is),
 *        --no-write. Env: BENCH_TASKS (default 1000000), BENCH_DURATION,
 *        BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_TIMEOUT (s, default 30), BENCH_PG_URL,
 *        BENCH_DB (the database's name, default boothhub_bench_tasks).
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tasks as contract } from '@boothhub/shared';
import { listPublicTasks, showTask } from '../apps/server/src/modules/tasks/query.service.js';
import { benchDbFromEnv, finishBenchDb, prepareBenchDb } from './bench-db.js';
import {
  freePort,
  machineFacts,
  measure,
  measureTarget,
  helloBaseline,
  pgRowBaseline,
  repoRoot,
  settingsFromEnv,
  start,
  stop,
  table,
  waitFor,
  writeSection,
  type Measured,
} from './lib.js';
import { call, registerMember, smsCatcher } from './member.js';
import { deepCursor, variants } from './tasks-variants.js';
import { generateTasks, verifySearchVectors } from './tasks-data.js';
import { captureSql, explain, plansOf, userInfoSql, type Plan, type Statement, type VariantPlans } from './tasks-plans.js';
import { startBareQueries } from './compare.js';
import { planDetails, tasksDoc } from './tasks-doc.js';

const settings = settingsFromEnv();
const count = Number(process.env.BENCH_TASKS ?? 1_000_000);
const bdb = benchDbFromEnv('boothhub_bench_tasks');
const log = (msg: string) => console.log(msg);
/** the list rows whose statements the server runs prepared (filtered by status alone: no SQL built per request) */
const preparedRows = new Set(['1', '3c']);

async function main() {
  const admin = new pg.Client({ connectionString: bdb.serverUrl });
  await admin.connect();
  const pgVersion = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
  const databaseUrl = bdb.url;
  const children: ChildProcess[] = [];
  const results: Measured[] = [];
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0]!;
  const plans: VariantPlans[] = [];
  let facts: Record<string, string | number> = {};
  const sms = await smsCatcher();
  try {
    const prepared = await prepareBenchDb(
      admin,
      bdb,
      async (client) => {
        log(`generating ${count.toLocaleString('en')} tasks in ${bdb.name}:`);
        await generateTasks(client, count, log);
      },
      log,
    );
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const verified = await verifySearchVectors(client);
      log(`search vectors: ${verified.checked} sampled rows, ${verified.mismatched.length} differ from the app's toSearchVector`);
      if (verified.mismatched.length)
        throw new Error(`search vectors differ from the app's for tasks ${verified.mismatched.slice(0, 10).join(', ')}`);
      const stats = (
        await client.query<Record<string, string>>(
          `select (select count(*) from tasks) as tasks, (select count(*) from tasks where status = 'recruiting') as recruiting,
             (select count(*) from members) as members, (select count(*) from task_signups) as signups,
             (select count(*) from task_orbits) as orbits, pg_size_pretty(pg_total_relation_size('tasks')) as tasks_size,
             pg_size_pretty(pg_relation_size('tasks_search_idx')) as search_idx_size`,
        )
      ).rows[0]!;
      facts = { ...stats, generatedIn: prepared.generatedIn.toFixed(0), reused: String(prepared.reused), checked: verified.checked };
      await client.query('create table if not exists bench_item (id integer primary key, name text not null)');
      await client.query("insert into bench_item select g, 'item ' || g from generate_series(1, 100) g on conflict do nothing");

      // the SQL each call runs, and its plans (a first run warms the cache)
      for (const v of variants) {
        const body = contract.getBusinesTask.body.parse(v.body);
        let total: number | undefined;
        // the first call's statements: later calls of a list known to be capped skip the count (lib/paging.ts)
        const p = await plansOf(databaseUrl, client, async (ctx) => (total = (await listPublicTasks(ctx, body)).total));
        plans.push({ key: v.key, name: v.name, body: v.body, total, plans: p });
        log(
          `(${v.key}) ${v.name}: total ${total}; ${p.map((x) => `${x.ms.toFixed(1)} ms`).join(' + ')}${p.some((x) => x.seqScans.length) ? ' — SEQ SCAN' : ''}`,
        );
      }
      const showIds = (
        await client.query<{ id: number }>("select id from tasks tablesample system (1) repeatable (3) where status <> 'unpaid' limit 5000")
      ).rows.map((r) => r.id);
      const showStatements = await captureSql(databaseUrl, (ctx) => showTask(ctx, null, showIds[0]!));
      const showPlans: Plan[] = [];
      for (const s of showStatements) showPlans.push(await explain(client, s));
      plans.push({ key: '6', name: 'showBusinesTask (anonymous)', body: { id: showIds[0] }, plans: showPlans });
      log(`(6) showBusinesTask: ${showPlans.length} statements, ${showPlans.map((x) => x.ms.toFixed(1)).join(' + ')} ms`);

      log(`bench: ${settings.duration} s per target (after ${settings.warmup} s warm-up), ${settings.connections} connections`);
      // (b) the baseline: bare Fastify + pg, one row by primary key; (a) bare Fastify hello, the baseline of /healthz
      results.push(await measureTarget(settings, children, pgRowBaseline(databaseUrl)));
      results.push(await measureTarget(settings, children, helloBaseline));

      // the full server on the bench database
      const serverPort = await freePort();
      const base = `http://127.0.0.1:${serverPort}`;
      const server = start('bench/targets/server.ts', {
        PORT: String(serverPort),
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: sms.url,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        DATA_DIR: path.join(os.tmpdir(), 'boothhub-bench-tasks'),
      });
      children.push(server);
      await waitFor(`${base}/readyz`, server, 120_000);
      results.push(await measure(settings, 'c', 'BoothHub /healthz', `${base}/healthz`));
      const cookie = await registerMember(base, sms.codes);
      const me = (await call(base, 'Member/userInfo', {}, cookie)).envelope.data;
      if (!me?.cardno) throw new Error('Member/userInfo did not answer the member');
      const json = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
      const asMember = { method: 'POST' as const, headers: { 'content-type': 'application/json', cookie } };
      results.push(await measure(settings, '7', 'Member/userInfo (logged in)', `${base}/api/Member/userInfo`, { ...asMember, body: '{}' }));
      // userInfo reads the session, the member and its figures in one statement (profile.repository sessionWithFigures)
      const infoPlans: Plan[] = [];
      for (const st of await userInfoSql(databaseUrl, cookie)) infoPlans.push(await explain(client, st));
      if (!infoPlans.length) throw new Error('the session of the registered member was not found');
      plans.push({ key: '7', name: 'Member/userInfo (the session, the member and its figures)', body: {}, plans: infoPlans });
      const deep = { page: 500, pageSize: 20, cursor: await deepCursor(base) };
      const listRows = [...variants, { key: '3c', name: 'getBusinesTask: deep page 500 of 20 by cursor, no filter', body: deep, check: () => true }];
      for (const v of listRows) {
        const data = (await call(base, 'Taskcenter/getBusinesTask', v.body)).envelope.data;
        if (data.listItem.length !== v.body.pageSize || !data.listItem.every(v.check))
          throw new Error(`(${v.key}) answered items that do not fit the request`);
        results.push(await measure(settings, v.key, v.name, `${base}/api/Taskcenter/getBusinesTask`, { ...json, body: JSON.stringify(v.body) }));
      }
      // the same list rows on a server that keeps no answer (ANSWER_CACHE_MS=0): what a list costs when every request
      // is a new one (another body, or a write came between); the rows above are what a repeated list costs
      const coldPort = await freePort();
      const cold = start('bench/targets/server.ts', {
        PORT: String(coldPort),
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        ANSWER_CACHE_MS: '0',
        DATA_DIR: path.join(os.tmpdir(), 'boothhub-bench-tasks'),
      });
      children.push(cold);
      await waitFor(`http://127.0.0.1:${coldPort}/readyz`, cold, 120_000);
      for (const v of listRows) {
        const name = `${v.name}, no kept answers (ANSWER_CACHE_MS=0)`;
        results.push(
          await measure(settings, `${v.key}u`, name, `http://127.0.0.1:${coldPort}/api/Taskcenter/getBusinesTask`, {
            ...json,
            body: JSON.stringify(v.body),
          }),
        );
      }
      // the floor under each computed row: bare Fastify + pg answering the row's own statements (a repeated call's, as
      // the rows above repeat it: a list remembered as capped skips its count), named prepared statements where the
      // server prepares them (a list filtered by status alone), its rows as JSON and nothing else (bench/targets/pg-query.ts)
      const floors: Record<string, Array<Statement & { name?: string }>> = {};
      for (const v of listRows) {
        const body = contract.getBusinesTask.body.parse(v.body);
        await captureSql(databaseUrl, (ctx) => listPublicTasks(ctx, body));
        const own = await captureSql(databaseUrl, (ctx) => listPublicTasks(ctx, body));
        floors[v.key] = own.map((st, i) => (preparedRows.has(v.key) ? { ...st, name: `bench_${v.key}_${i}` } : st));
      }
      const bare = await startBareQueries(databaseUrl, floors);
      try {
        for (const v of listRows) {
          const n = floors[v.key]!.length;
          const name = `(${v.key}u)'s own ${n === 1 ? 'statement' : `${n} statements`}, bare Fastify + pg, the rows as JSON`;
          results.push(await measure(settings, `${v.key}f`, name, `${bare.url}${v.key}`));
        }
      } finally {
        await bare.close();
      }
      const pickId = () => showIds[Math.floor(Math.random() * showIds.length)];
      // a visitor's detail is kept a moment too (decision 044): what one costs when it is not
      results.push(
        await measure(
          settings,
          '6u',
          'showBusinesTask: a random public task (anonymous), no kept answers (ANSWER_CACHE_MS=0)',
          `http://127.0.0.1:${coldPort}/api/Taskcenter/showBusinesTask`,
          {
            ...json,
            body: JSON.stringify({ id: showIds[0] }),
            requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ id: pickId() }) }) }],
          },
        ),
      );
      await stop(cold);
      const shown = (await call(base, 'Taskcenter/showBusinesTask', { id: showIds[1] })).envelope.data;
      if (shown.detail.id !== showIds[1] || shown.detail.conts !== null)
        throw new Error('showBusinesTask did not answer the public view of the task');
      results.push(
        await measure(settings, '6', 'showBusinesTask: a random public task (anonymous)', `${base}/api/Taskcenter/showBusinesTask`, {
          ...json,
          body: JSON.stringify({ id: showIds[0] }),
          requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ id: pickId() }) }) }],
        }),
      );
      results.push(
        await measure(settings, '6m', 'showBusinesTask: a random public task (logged in, not a party)', `${base}/api/Taskcenter/showBusinesTask`, {
          ...asMember,
          body: JSON.stringify({ id: showIds[0] }),
          requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ id: pickId() }) }) }],
        }),
      );
      await stop(server);
    } finally {
      await client.end();
    }
  } finally {
    for (const c of children) await stop(c);
    await sms.close();
    await finishBenchDb(admin, bdb, log);
    await admin.end();
  }

  const t = table(results, ['b', 'a']);
  console.log(`\n${t}\n`);
  const seq = plans.flatMap((v) => v.plans.flatMap((p) => p.seqScans.map((s) => `(${v.key}) ${s}`)));
  if (seq.length) console.log(`sequential scans in the plans:\n${seq.join('\n')}`);
  if (results.some((r) => r.failures)) {
    console.error('some requests failed (timed out after BENCH_TIMEOUT s or not 2xx): their rows count only the answered ones');
    process.exitCode = 1;
  }
  if (bdb.write) {
    const machine = machineFacts({ startedAt, pgVersion, loadBefore, settings });
    writeSection(path.join(repoRoot, 'docs/performance.md'), 'tasks', tasksDoc({ table: t, machine, facts, plans, count }));
    writeSection(path.join(repoRoot, 'docs/performance-archive.md'), 'tasks-plans', planDetails('tasks', plans));
    console.log('wrote its section of docs/performance.md');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
