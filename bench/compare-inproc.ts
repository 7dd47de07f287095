/**
 * Two checkouts of the server side by side in ONE process, for a before/after on a shared, noisy machine:
 *   DATABASE_URL=… node --import tsx bench/compare-inproc.ts <other checkout> [task id]
 * Builds this checkout's server and the other one's (e.g. `git archive <commit> | tar -x -C /tmp/base`, with
 * node_modules linked to this one's) on the same database (NODE_ENV=production, LOG_LEVEL from the environment, the
 * log written nowhere), registers a member, then sends `/healthz`, a task's detail (anonymous and logged in) and
 * Member/userInfo to each by inject, 10 at a time, in batches that alternate between the two, and prints the CPU time
 * of the process per request of each. No sockets: the figures are the servers' own work (plus light-my-request's),
 * and load from elsewhere falls on both alike. Also the CPU time of the PostgreSQL backends of DATABASE_URL's database
 * per request (Linux /proc; the database shares the machine's cores). RANDOM_IDS=1: each detail asks for one of the
 * 5,000 public tasks that `npm run bench:tasks` draws, instead of [task id].
 */
import { Writable } from 'node:stream';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp as buildNew } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { memorySms } from '../apps/server/src/modules/accounts/sms.provider.js';

const [other, taskArg] = process.argv.slice(2);
if (!other) throw new Error('usage: bench/compare-inproc.ts <other checkout> [task id]');
const taskId = Number(taskArg ?? 1);
const { buildApp: buildBase } = (await import(path.resolve(other, 'apps/server/src/app.ts'))) as { buildApp: typeof buildNew };

const env = { ...process.env, HOST: '127.0.0.1', DEMO_DATA: '0', NODE_ENV: 'production', DATA_DIR: '/tmp/boothhub-inproc' };
const sink = () => new Writable({ write: (_c, _e, cb) => cb() });
const sms = memorySms();
const apps = {
  base: await buildBase(loadConfig(env), { web: false, logStream: sink(), sms }),
  new: await buildNew(loadConfig(env), { web: false, logStream: sink(), sms }),
};
await apps.base.ready();
await apps.new.ready();
const phone = `138${String(Date.now()).slice(-8)}`;
const post = (app: typeof apps.new, url: string, body: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, payload: body as object, headers: cookie ? { cookie } : {} });
await post(apps.new, '/api/User/getCode', { phone, purpose: 'register' });
const reg = await post(apps.new, '/api/User/regist', { phone, phoneCode: sms.last(phone), password: 'Bench1234' });
const cookie = String(reg.headers['set-cookie']).split(';')[0]!;

const cases: Array<[string, (app: typeof apps.new) => Promise<{ statusCode: number }>]> = [
  ['/healthz', (app) => app.inject({ url: '/healthz' })],
  ['showBusinesTask anonymous', (app) => post(app, '/api/Taskcenter/showBusinesTask', { id: pick() })],
  ['showBusinesTask member', (app) => post(app, '/api/Taskcenter/showBusinesTask', { id: pick() }, cookie)],
  ['Member/userInfo', (app) => post(app, '/api/Member/userInfo', {}, cookie)],
];
const rowsOf = async <R>(q: SQL) => ((await apps.new.ctx.database.db.execute(q)) as unknown as { rows: R[] }).rows;
const ids = process.env.RANDOM_IDS
  ? (await rowsOf<{ id: number }>(sql`select id from tasks tablesample system (1) repeatable (3) where status <> 'unpaid' limit 5000`)).map(
      (r) => r.id,
    )
  : [taskId];
const pick = () => ids[Math.floor(Math.random() * ids.length)]!;
const dbName = new URL(process.env.DATABASE_URL ?? 'postgres://x/none').pathname.slice(1);
const ticks = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // a backend that has gone
  }
};
let backends: number[] = [];
const dbCpu = () => backends.reduce((sum, pid) => sum + ticks(pid), 0) * 10_000; // µs

const BATCH = Number(process.env.BATCH ?? 400);
const ROUNDS = Number(process.env.ROUNDS ?? 6);
for (const [name, run] of cases) {
  const cpu = { base: 0, new: 0 };
  const db = { base: 0, new: 0 };
  const n = { base: 0, new: 0 };
  for (let r = 0; r < ROUNDS + 1; r++) {
    for (const which of (r % 2 ? ['new', 'base'] : ['base', 'new']) as Array<'base' | 'new'>) {
      const before = process.cpuUsage();
      const dbBefore = dbCpu();
      for (let i = 0; i < BATCH; i += 10) {
        const res = await Promise.all(Array.from({ length: 10 }, () => run(apps[which])));
        if (res.some((x) => x.statusCode !== 200)) throw new Error(`${name} ${which}: ${res[0]!.statusCode}`);
      }
      const used = process.cpuUsage(before);
      const dbUsed = dbCpu() - dbBefore;
      if (r === 0) {
        // warm-up; every pool has opened its connections by now
        backends = (await rowsOf<{ pid: number }>(sql`select pid from pg_stat_activity where datname = ${dbName}`)).map((x) => Number(x.pid));
        continue;
      }
      cpu[which] += used.user + used.system;
      db[which] += dbUsed;
      n[which] += BATCH;
    }
  }
  const b = cpu.base / n.base;
  const w = cpu.new / n.new;
  const bd = db.base / n.base;
  const wd = db.new / n.new;
  console.log(
    `${name}: other ${b.toFixed(1)} µs, this ${w.toFixed(1)} µs of CPU per request (this/other ${(w / b).toFixed(2)}); ` +
      `the database's other ${bd.toFixed(1)} µs, this ${wd.toFixed(1)} µs; both, this/other ${((w + wd) / (b + bd)).toFixed(2)}`,
  );
}
await apps.base.close();
await apps.new.close();
