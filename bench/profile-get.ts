/**
 * A quick load of one target, for profiling and side-by-side runs of the server's fixed cost per request:
 *   node --import tsx bench/profile-get.ts <target> <path> [--prof <dir>] [--seconds 8] [--post '<json>'] [--member]
 *     [--random-id] [--db-cpu]
 * <target> is a script of bench/targets (hello, server …) or any other script path; it runs in its own Node process
 * (NODE_ENV=production, LOG_LEVEL from the environment, warn by default) on 127.0.0.1, with `--cpu-prof` into <dir>
 * when given. autocannon loads <path> for 8 s with 10 connections (GET, or POST with the body; --member registers a
 * member through the real API first and sends its cookie). Prints answers/s and the target's CPU time per answer (from
 * /proc, Linux), steadier than answers/s on a shared machine; read a profile with bench/profile-top.ts.
 * --random-id: each request's body gets the `id` of a random one of the 5,000 public tasks that `npm run bench:tasks`
 * draws (bench/tasks.ts), from $DATABASE_URL. --db-cpu: after a 2 s warm-up, also the CPU time of the PostgreSQL
 * backends connected to $DATABASE_URL's database per answer (the server and the database share the machine's cores:
 * their sum per answer is what a CPU-bound run's answers/s follow). With the full server (bench/targets/server.ts),
 * also the share of the shared reads' answers served kept and how often they were emptied (its /metrics).
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { backendPids, backendsMicros, backendsUsed, cpuMicros } from './cpu.js';
import { freePort, waitFor } from './lib.js';
import { registerMember, smsCatcher } from './member.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const prof = option('prof');
const seconds = Number(option('seconds') ?? 8);
const post = option('post');
const member = args.includes('--member');
const randomId = args.includes('--random-id');
const dbCpu = args.includes('--db-cpu');
const [target = 'hello', path = '/'] = args.filter((a) => !a.startsWith('--'));
const script = target.includes('/') ? target : `bench/targets/${target}.ts`;
const port = await freePort();
const metricsToken = 'profile-get-metrics-0123456789abcdef';
const sms = await smsCatcher();
const child = spawn(process.execPath, [...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []), '--import', 'tsx', script], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: sms.url,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    METRICS_TOKEN: metricsToken,
    DATA_DIR: process.env.DATA_DIR ?? '/tmp/boothhub-profile-get',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
process.on('exit', () => child.kill('SIGTERM'));
await waitFor(`${base}${script.endsWith('server.ts') ? '/readyz' : path}`, child, 60_000);
const headers: Record<string, string> = post ? { 'content-type': 'application/json' } : {};
if (member) headers.cookie = await registerMember(base, sms.codes);
const cpu = () => cpuMicros(child.pid!);
const db = dbCpu || randomId ? new pg.Client({ connectionString: process.env.DATABASE_URL }) : undefined;
await db?.connect();
const ids = randomId
  ? (await db!.query<{ id: number }>("select id from tasks tablesample system (1) repeatable (3) where status <> 'unpaid' limit 5000")).rows.map(
      (x) => x.id,
    )
  : [];
const load = (duration: number) =>
  autocannon({
    url: `${base}${path}`,
    method: post ? 'POST' : 'GET',
    headers,
    body: post,
    connections: 10,
    duration,
    ...(randomId
      ? {
          requests: [
            { setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...JSON.parse(post!), id: ids[Math.floor(Math.random() * ids.length)] }) }) },
          ],
        }
      : {}),
  });
let backends: number[] = [];
const dbMicros = () => backendsMicros(backends);
if (db) {
  await load(2);
  backends = await backendPids(db);
}
/** the full server's kept answers so far (/metrics): served kept, computed, times emptied; null for other targets */
async function kept() {
  if (!script.endsWith('server.ts')) return null;
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const read = (re: RegExp) => Number(re.exec(text)?.[1] ?? 0);
  return {
    hits: read(/^kept_answers_total\{result="hit"\} (\d+)$/m),
    misses: read(/^kept_answers_total\{result="miss"\} (\d+)$/m),
    emptied: read(/^kept_answers_emptied_total (\d+)$/m),
  };
}
const keptBefore = await kept();
const before = cpu();
const dbBefore = dbMicros();
const r = await load(seconds);
const used = cpu() - before; // µs
const dbUsed = backendsUsed(dbBefore, dbMicros());
const answers = r.requests.total;
const keptAfter = await kept();
const shared = keptAfter && keptBefore ? keptAfter.hits + keptAfter.misses - keptBefore.hits - keptBefore.misses : 0;
console.log(
  `${target} ${path}: ${Math.round(r.requests.average)} answers/s, ${(used / answers).toFixed(1)} µs of the target's CPU per answer` +
    (db ? `, ${(dbUsed / answers).toFixed(1)} µs of the database's (${backends.length} backends)` : '') +
    `, ${r.non2xx} not 2xx` +
    (shared && keptAfter && keptBefore
      ? `; kept answers ${((100 * (keptAfter.hits - keptBefore.hits)) / shared).toFixed(1)} % of ${shared}, emptied ${keptAfter.emptied - keptBefore.emptied} times`
      : ''),
);
await db?.end();
child.kill('SIGTERM');
await new Promise((resolve) => child.on('exit', resolve));
await sms.close();
