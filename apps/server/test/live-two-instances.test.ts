import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByCardno } from '../src/modules/accounts/members.service.js';
import { grantAdmin } from '../src/modules/admin/admin.service.js';
import { createLiveHub } from '../src/modules/messages/live.hub.js';
import type { LiveHub } from '../src/platform/context.js';
import { notify } from '../src/modules/messages/notify.service.js';
import { openTestDatabase, onPostgres } from './database.js';
import { LIVE_MS, SseClient } from './sse-client.js';

/**
 * The key property of docs/rules/messages.md: two server PROCESSES on one
 * PostgreSQL database; a member's event stream is open on instance B; a
 * message made on instance A (or by anything else writing to the database)
 * reaches that stream within a second, through LISTEN/NOTIFY.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Instance {
  proc: ChildProcess;
  url: string;
  output: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bh-live-'));
  dirs.push(dataDir);
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^(VITEST|NODE_OPTIONS|TEST_)/.test(k)) childEnv[k] = v;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...childEnv, ...env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: '0', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  proc.stdout!.on('data', (c: Buffer) => output.push(c.toString()));
  proc.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
  const inst = { proc, url: `http://127.0.0.1:${port}`, output };
  instances.push(inst);
  return inst;
}

async function waitReady(inst: Instance, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (inst.proc.exitCode !== null) throw new Error(`instance exited (${inst.proc.exitCode}):\n${inst.output.join('')}`);
    try {
      const res = await fetch(`${inst.url}/readyz`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance at ${inst.url} not ready after ${ms} ms:\n${inst.output.join('')}`);
}

async function call(inst: Instance, callPath: string, body: unknown, cookie?: string) {
  const res = await fetch(`${inst.url}/api/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('bh_session='));
  return { status: res.status, body: (await res.json()) as any, cookie: setCookie?.split(';')[0] };
}

const instances: Instance[] = [];
const dirs: string[] = [];
const streams: SseClient[] = [];
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let hub: LiveHub;
let smsCatcher: http.Server;
const smsSent: Array<{ phone: string; code: string; purpose: string }> = [];
let a: Instance;
let b: Instance;

beforeAll(async () => {
  if (!onPostgres()) return;
  database = await openTestDatabase(); // a fresh database, migrated
  hub = createLiveHub(database);
  await hub.start();
  smsCatcher = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      smsSent.push(JSON.parse(raw));
      res.end('ok');
    });
  });
  await new Promise<void>((r) => smsCatcher.listen(0, '127.0.0.1', r));
  const env = {
    DATABASE_URL: database.url!,
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: `http://127.0.0.1:${(smsCatcher.address() as net.AddressInfo).port}/sms`,
  };
  [a, b] = [await startInstance(env), await startInstance(env)];
  await Promise.all([waitReady(a), waitReady(b)]);
}, 180_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all(
    instances.map(
      (i) =>
        new Promise<void>((resolve) => {
          if (i.proc.exitCode !== null) return resolve();
          i.proc.once('exit', () => resolve());
          i.proc.kill('SIGTERM');
          setTimeout(() => i.proc.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  await hub?.close();
  await database?.close();
  smsCatcher?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}, 60_000);

let phoneSeq = 0;
/** register through the public calls on an instance, with the code caught by the SMS webhook */
async function register(inst: Instance) {
  const phone = `137${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`;
  expect((await call(inst, 'User/getCode', { phone, purpose: 'register' })).status).toBe(200);
  const code = smsSent.findLast((m) => m.phone === phone && m.purpose === 'register')?.code;
  expect(code).toMatch(/^\d{6}$/);
  const res = await call(inst, 'User/regist', { phone, phoneCode: code, password: 'passw0rd1', role: 'designer' });
  expect(res.status).toBe(200);
  expect(res.cookie).toBeTruthy();
  return { phone, cardno: res.body.data.cardno as string, cookie: res.cookie! };
}

describe('live messages across two server processes on one PostgreSQL database', () => {
  it.runIf(onPostgres())(
    'a message made through instance A reaches the stream open on instance B within a second',
    async () => {
      const member = await register(a);
      const operator = await register(a);
      await grantAdmin(database.db, operator.phone, new Date()); // what `npm run admin -- grant` does

      const onB = await SseClient.open(`${b.url}/api/Tipcenter/stream`, { cookie: member.cookie });
      const onA = await SseClient.open(`${a.url}/api/Tipcenter/stream`, { cookie: member.cookie });
      streams.push(onB, onA);
      expect(onB.status).toBe(200);
      expect(await onB.nextUnread(0)).toBe(0);
      expect(await onA.nextUnread(0)).toBe(0);

      // 1. a public call on A that creates a message (an admin changes the member's role)
      let sentAt = Date.now();
      const changed = await call(a, 'Admin/memberRole', { cardno: member.cardno, role: 'business', reason: 'asked by phone' }, operator.cookie);
      expect(changed.status).toBe(200);
      expect(await onB.nextUnread(1)).toBe(1);
      expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);
      await onA.waitForUnread(1);

      // 2. a message written by a third process (this test) through notify(): NOTIFY crosses to both
      const { id: memberId } = (await findMemberByCardno(database.db, member.cardno))!;
      sentAt = Date.now();
      await database.db.transaction((tx) =>
        notify(tx, hub, memberId, {
          kind: 'test.event',
          title: { zh: '测试', en: 'Test' },
          content: { zh: '内容', en: 'Content' },
        }),
      );
      expect(await onB.nextUnread(2)).toBe(2);
      expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);

      // 3. the member reads everything in a tab served by A: B's tab follows
      sentAt = Date.now();
      const read = await call(a, 'Tipcenter/editMsg', { ids: 'all', read: true }, member.cookie);
      expect(read.body.data).toMatchObject({ unread: 0, affected: 2 });
      expect(await onB.nextUnread(3)).toBe(0);
      expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);
      expect((await call(b, 'Tipcenter/getList', { page: 1, pageSize: 10 }, member.cookie)).body.data).toMatchObject({ total: 2, unread: 0 });
    },
    120_000,
  );
});
