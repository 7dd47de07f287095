/**
 * A CPU profile of the full server answering one call under load, for docs/performance.md:
 *   DATABASE_URL=… node --import tsx bench/profile-call.ts <Path/call> '<json body>' [--anonymous]
 * Starts bench/targets/server.ts with `--cpu-prof` (profiles in /tmp/prof), registers a member through the real API
 * (unless --anonymous), loads the call with autocannon for 8 s (10 connections), stops the server with SIGTERM and
 * prints answers/s; read the profile with bench/profile-top.ts.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, waitFor } from './lib.js';
import { registerMember, smsCatcher } from './member.js';

const [path = 'Member/userInfo', body = '{}'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const anonymous = process.argv.includes('--anonymous');
const port = await freePort();
const sms = await smsCatcher();
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'bench/targets/server.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: sms.url,
    LOG_LEVEL: 'warn',
    DATA_DIR: '/tmp/boothhub-profile',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/readyz`, child, 60_000);
const headers: Record<string, string> = { 'content-type': 'application/json' };
if (!anonymous) headers.cookie = await registerMember(base, sms.codes);
const r = await autocannon({ url: `${base}/api/${path}`, method: 'POST', headers, body, connections: 10, duration: 8 });
console.log(`${path}: ${Math.round(r.requests.average)} answers/s, ${r.non2xx} not 2xx`);
child.kill('SIGTERM');
await new Promise((resolve) => child.on('exit', resolve));
await sms.close();
