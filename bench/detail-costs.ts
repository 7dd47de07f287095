/**
 * `npm run bench:detail`: where a task's detail (Taskcenter/showBusinesTask) spends its CPU, against the baseline (b)
 * of issue 14 (bare Fastify + node-postgres, one single-row query), on the database `npm run bench:tasks -- --keep`
 * leaves (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/boothhub_bench_tasks).
 *
 * Over HTTP (bench/profile-get.ts: 8 s, 10 connections, each target in its own process): (b), the full server's
 * /healthz, and the detail of a random public task with no kept answers — CPU per answer of the target and of the
 * PostgreSQL backends.
 * In this process, no HTTP (10 calls in flight, BENCH_CALLS calls, after a warm-up): the baseline's statement, rows as
 * wide as the detail's (forty integer columns; one 1,500-byte text), the detail's own statement through node-postgres
 * alone, then through the server's repository (Drizzle, prepared, rows mapped), the use case (presenters, policy) and
 * JSON.stringify — the client's CPU per call and the backends'.
 * Prints a table for docs/performance.md; not a test, not run in CI.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/config.js';
import { showTask } from '../apps/server/src/modules/tasks/query.service.js';
import { taskForDetail } from '../apps/server/src/modules/tasks/detail.repository.js';
import type { AppContext } from '../apps/server/src/platform/context.js';
import { backendPids, backendsMicros, backendsUsed } from './cpu.js';
import { repoRoot } from './lib.js';
import { captureSql } from './tasks-plans.js';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boothhub_bench_tasks';
const calls = Number(process.env.BENCH_CALLS ?? 20_000);
const rows: string[] = [];
const row = (what: string, client: number, db: number, note = '') =>
  rows.push(`| ${what} | ${client.toFixed(0)} | ${db.toFixed(0)} | ${(client + db).toFixed(0)} | ${note} |`);

/** one line of bench/profile-get.ts: "… N µs of the target's CPU per answer, M µs of the database's …" */
function overHttp(args: string[], env: Record<string, string> = {}): Promise<{ server: number; db: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/profile-get.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', () => {
      const m = /([\d.]+) µs of the target's CPU per answer(?:, ([\d.]+) µs of the database's)?/.exec(out);
      if (!m) reject(new Error(`profile-get ${args.join(' ')}: ${out}`));
      else resolve({ server: Number(m[1]), db: Number(m[2] ?? 0) });
    });
  });
}

const control = new pg.Client({ connectionString: url });
await control.connect();
const ids = (
  await control.query<{ id: number }>("select id from tasks tablesample system (1) repeatable (3) where status <> 'unpaid' limit 5000")
).rows.map((r) => r.id);
const pick = (i: number) => ids[i % ids.length]!;
const load = os.loadavg()[0]!;
console.log(`load average ${load.toFixed(2)}; ${calls} calls per in-process row`);

const b = await overHttp(['pg-row', '/', '--db-cpu']);
row('HTTP (b) bare Fastify + pg, one single-row query', b.server, b.db, 'the baseline');
const h = await overHttp(['server', '/healthz']);
row('HTTP /healthz of the full server', h.server, 0, 'no statement');
const d = await overHttp(['server', '/api/Taskcenter/showBusinesTask', '--post', '{"id":1}', '--random-id', '--db-cpu'], {
  ANSWER_CACHE_MS: '0',
});
row('HTTP showBusinesTask, a random public task, anonymous, nothing kept', d.server, d.db, 'row (6u) of bench:tasks');

const database = await openDatabase({ databaseUrl: url, migrate: false });
const ctx = { db: database.db, config: loadConfig({ DATABASE_URL: url }), now: () => new Date() } as unknown as AppContext;
const pool = new pg.Pool({ connectionString: url, max: 10 });
const [detailStatement] = await captureSql(url, (c) => taskForDetail(c.db, pick(0)));

async function inProcess(what: string, f: (i: number) => Promise<unknown>, note = '') {
  for (let i = 0; i < 2_000; i++) await f(i);
  await Promise.all(Array.from({ length: 10 }, (_, k) => f(k))); // every pool holds its ten connections now
  const backends = await backendPids(control);
  const db0 = backendsMicros(backends);
  const t = process.cpuUsage();
  let i = 0;
  await Promise.all(Array.from({ length: 10 }, async () => { while (i < calls) await f(i++); })); // prettier-ignore
  const used = process.cpuUsage(t);
  row(what, (used.user + used.system) / calls, backendsUsed(db0, backendsMicros(backends)) / calls, note);
}

await inProcess("the baseline's statement (pool.query, unnamed)", (i) =>
  pool.query('select id, name from bench_item where id = $1', [1 + (i % 100)]),
);
const forty = `select ${Array.from({ length: 40 }, (_, k) => `$1::int + ${k} as c${k}`).join(', ')}`;
await inProcess('a row of 40 integer columns (named, array rows)', (i) => pool.query({ name: 'forty', text: forty, values: [i], rowMode: 'array' }));
await inProcess('a row of one 1,500-byte text column (named)', (i) =>
  pool.query({ name: 'wide', text: "select repeat('x', 1500 + $1::int % 2)", values: [i] }),
);
await inProcess("the detail's statement through node-postgres alone (named, array rows)", (i) =>
  pool.query({ name: 'detail', text: detailStatement!.sql, values: [pick(i)], rowMode: 'array' }),
);
await inProcess('detail.repository taskForDetail (Drizzle, prepared, rows mapped)', (i) => taskForDetail(ctx.db, pick(i)));
await inProcess('query.service showTask (and presenters, policy)', (i) => showTask(ctx, null, pick(i)));
await inProcess('showTask and JSON.stringify of its answer', async (i) => JSON.stringify(await showTask(ctx, null, pick(i))));

console.log('\n| what | client/server CPU µs per call | PostgreSQL CPU µs per call | sum | |');
console.log('| --- | ---: | ---: | ---: | --- |');
for (const r of rows) console.log(r);
await pool.end();
await database.close();
await control.end();
