/**
 * Two checkouts of the full server side by side, for a change to its fixed cost per request (issue 37):
 *   node --import tsx bench/side-by-side.ts <tree A> <tree B> [--rounds 4] [--requests 6000] [--calls healthz,userInfo]
 * (/healthz gets four times the requests)
 * Starts each tree's bench/targets/server.ts (its own sources and node_modules, tsx, NODE_ENV=production, LOG_LEVEL=warn)
 * at once, on one fresh PostgreSQL database (BENCH_PG_URL's server, dropped at the end) that A migrates, registers one
 * member through A (its cookie serves both: the session is in the database), then for each round and call loads A and
 * B in turn (autocannon, 10 connections, a fixed number of requests after a short warm-up) and reads from /proc the CPU
 * time each server process and the database's backends spent per answer. On a shared machine that is steadier than
 * answers/s, which it prints too; the medians over the rounds close the output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import pg from 'pg';
import { backendPids, backendsMicros, backendsUsed, cpuMicros } from './cpu.js';
import { freePort, scratchDatabase, stop, waitFor } from './lib.js';
import { registerMember, smsCatcher } from './member.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
const rounds = Number(option('rounds', '4'));
const requests = Number(option('requests', '6000'));
const calls = option('calls', 'healthz,userInfo').split(',');
const [treeA, treeB] = args.map((t) => path.resolve(t));
if (!treeA || !treeB) throw new Error('usage: bench/side-by-side.ts <tree A> <tree B> [--rounds n] [--requests n] [--calls a,b]');

const db = await scratchDatabase(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'boothhub_bench_sbs');
const sms = await smsCatcher();
const children: ChildProcess[] = [];
try {
  const startTree = async (tree: string) => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/targets/server.ts'], {
      cwd: tree,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: db.url,
        DATA_DIR: path.join(os.tmpdir(), `${db.name}-${children.length}`),
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: sms.url,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, child, 300_000);
    return { tree, child, base };
  };
  // A first: it migrates the database; B then finds nothing to do
  const a = await startTree(treeA);
  const b = await startTree(treeB);
  const cookie = await registerMember(a.base, sms.codes);
  const json = { 'content-type': 'application/json' };
  const optionsOf = (name: string, base: string): Options => {
    if (name === 'healthz') return { url: `${base}/healthz` };
    if (name === 'userInfo') return { url: `${base}/api/Member/userInfo`, method: 'POST', headers: { ...json, cookie }, body: '{}' };
    if (name === 'list') return { url: `${base}/api/Taskcenter/getBusinesTask`, method: 'POST', headers: json, body: '{"page":1}' };
    throw new Error(`unknown call ${name}`);
  };
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const rows: Record<string, { server: number[]; db: number[]; rps: number[] }> = {};
  for (let round = 1; round <= rounds; round++) {
    for (const name of calls) {
      for (const target of round % 2 ? [a, b] : [b, a]) {
        const opts = optionsOf(name, target.base);
        await autocannon({ ...opts, connections: 10, amount: Math.max(500, requests / 6) });
        const pids = await backendPids(client);
        const dbBefore = backendsMicros(pids);
        const before = cpuMicros(target.child.pid!);
        const amount = name === 'healthz' ? requests * 4 : requests;
        const began = process.hrtime.bigint();
        const r = await autocannon({ ...opts, connections: 10, amount });
        const rps = r.requests.total / (Number(process.hrtime.bigint() - began) / 1e9);
        const server = (cpuMicros(target.child.pid!) - before) / r.requests.total;
        const dbUsed = backendsUsed(dbBefore, backendsMicros(pids)) / r.requests.total;
        const label = `${name} ${target === a ? 'A' : 'B'}`;
        const row = (rows[label] ??= { server: [], db: [], rps: [] });
        row.server.push(server);
        row.db.push(dbUsed);
        row.rps.push(rps);
        console.log(
          `round ${round} ${label}: ${Math.round(rps)} answers/s, server ${server.toFixed(1)} µs/answer, ` +
            `database ${dbUsed.toFixed(1)} µs/answer, ${r.non2xx} not 2xx, load ${os.loadavg()[0]!.toFixed(1)}`,
        );
      }
    }
  }
  await client.end();
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  console.log(`\nA = ${treeA}\nB = ${treeB}\nmedians of ${rounds} rounds of ${requests} requests:`);
  for (const [label, r] of Object.entries(rows)) {
    console.log(
      `${label}: server ${median(r.server).toFixed(1)} µs/answer, database ${median(r.db).toFixed(1)} µs/answer, ${Math.round(median(r.rps))} answers/s`,
    );
  }
} finally {
  for (const c of children) await stop(c);
  await sms.close();
  for (let i = 0; i < 2; i++) rmSync(path.join(os.tmpdir(), `${db.name}-${i}`), { recursive: true, force: true });
  await db.drop();
}
