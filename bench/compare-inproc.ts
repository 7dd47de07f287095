/**
 * Two checkouts of the server side by side in ONE process, for a before/after on a shared, noisy machine:
 *   DATABASE_URL=… node --import tsx bench/compare-inproc.ts <other checkout> [task id]
 * Builds this checkout's server and the other one's (e.g. `git archive <commit> | tar -x -C /tmp/base`, with
 * node_modules linked to this one's) on the same database (NODE_ENV=production, LOG_LEVEL from the environment, the
 * log written nowhere), registers a member, then sends `/healthz`, a task's detail (anonymous and logged in) and
 * Member/userInfo to each by inject, 10 at a time, in batches that alternate between the two, and prints the CPU time
 * of the process per request of each. No sockets: the figures are the servers' own work (plus light-my-request's),
 * and load from elsewhere falls on both alike.
 */
import { Writable } from 'node:stream';
import path from 'node:path';
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
  ['showBusinesTask anonymous', (app) => post(app, '/api/Taskcenter/showBusinesTask', { id: taskId })],
  ['showBusinesTask member', (app) => post(app, '/api/Taskcenter/showBusinesTask', { id: taskId }, cookie)],
  ['Member/userInfo', (app) => post(app, '/api/Member/userInfo', {}, cookie)],
];
const BATCH = Number(process.env.BATCH ?? 400);
const ROUNDS = Number(process.env.ROUNDS ?? 6);
for (const [name, run] of cases) {
  const cpu = { base: 0, new: 0 };
  const n = { base: 0, new: 0 };
  for (let r = 0; r < ROUNDS + 1; r++) {
    for (const which of (r % 2 ? ['new', 'base'] : ['base', 'new']) as Array<'base' | 'new'>) {
      const before = process.cpuUsage();
      for (let i = 0; i < BATCH; i += 10) {
        const res = await Promise.all(Array.from({ length: 10 }, () => run(apps[which])));
        if (res.some((x) => x.statusCode !== 200)) throw new Error(`${name} ${which}: ${res[0]!.statusCode}`);
      }
      const used = process.cpuUsage(before);
      if (r === 0) continue; // warm-up
      cpu[which] += used.user + used.system;
      n[which] += BATCH;
    }
  }
  const b = cpu.base / n.base;
  const w = cpu.new / n.new;
  console.log(`${name}: other ${b.toFixed(1)} µs, this ${w.toFixed(1)} µs of CPU per request (this/other ${(w / b).toFixed(2)})`);
}
await apps.base.close();
await apps.new.close();
