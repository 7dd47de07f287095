/**
 * CPU profiles of the built server (`npm run build`: apps/server/dist/server/main.js) under load, one profile per call:
 *   DATABASE_URL=… node --import tsx bench/profile-built.ts <out-dir> [healthz] [userInfo] [list] [show]
 * For each call named: starts the built server with `--cpu-prof` (NODE_ENV=production, LOG_LEVEL=warn,
 * ANSWER_CACHE_MS=0, the demo data on DATABASE_URL), loads the call with autocannon for BENCH_DURATION s (default 5, 10
 * connections), stops the server and prints answers/s and the top frames (bench/profile-top.ts) of its profile, which
 * stays in <out-dir>/<call>/. `list` is getBusinesTask page 1, `show` showBusinesTask over every public task in turn.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import { freePort, repoRoot, startBuilt, waitFor } from './lib.js';
import { call, registerMember, smsCatcher } from './member.js';

const [outDir = '/tmp/prof-built', ...names] = process.argv.slice(2);
const calls = names.length ? names : ['healthz', 'userInfo', 'list', 'show'];
const seconds = Number(process.env.BENCH_DURATION ?? 5);
const sms = await smsCatcher();
const json = { 'content-type': 'application/json' };

for (const name of calls) {
  const dir = path.join(outDir, name);
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const spawned = Date.now();
  const child = startBuilt(port, { DEMO_DATA: '1', ANSWER_CACHE_MS: '0', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: sms.url }, [
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
  ]);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, child, 180_000);
  let opts: Options;
  if (name === 'healthz') opts = { url: `${base}/healthz` };
  else if (name === 'userInfo') {
    const cookie = await registerMember(base, sms.codes);
    opts = { url: `${base}/api/Member/userInfo`, method: 'POST', headers: { ...json, cookie }, body: '{}' };
  } else if (name === 'list') opts = { url: `${base}/api/Taskcenter/getBusinesTask`, method: 'POST', headers: json, body: '{"page":1}' };
  else {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const d = (await call(base, 'Taskcenter/getBusinesTask', { page })).envelope.data as { listItem: { id: number }[] };
      ids.push(...d.listItem.map((t) => t.id));
      if (d.listItem.length === 0 || ids.length >= (d as unknown as { total: number }).total) break;
    }
    opts = {
      url: `${base}/api/Taskcenter/showBusinesTask`,
      method: 'POST',
      headers: json,
      requests: ids.map((id) => ({ body: JSON.stringify({ id }) })),
    } as Options;
  }
  const skip = (Date.now() - spawned) / 1000;
  const r = await autocannon({ ...opts, connections: 10, duration: seconds });
  console.log(`${name}: ${Math.round(r.requests.average)} answers/s, ${r.non2xx} not 2xx`);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  const file = readdirSync(dir).sort().at(-1)!;
  console.log(
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/profile-top.ts', path.join(dir, file), '30', String(skip)], {
      cwd: repoRoot,
      encoding: 'utf8',
    }),
  );
}
await sms.close();
