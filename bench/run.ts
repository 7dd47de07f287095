/**
 * `npm run bench`: in one run, with autocannon, measures
 *   (a) a bare Fastify hello,
 *   (e) the same hello with the security headers and request id every BoothHub API answer carries,
 *   (b) bare Fastify + node-postgres, a single-row query by primary key,
 *   (c) the full BoothHub server's /healthz,
 *   (d) the full server's logged-in Member/userInfo,
 * each target in its own child process on 127.0.0.1, against the PostgreSQL
 * server at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * on a fresh database that is dropped at the end. Prints requests/s, p95
 * latency and the ratios against (a) and (b), and writes docs/performance.md
 * (its own section; skip with --no-write). Not a test: numbers depend on the machine.
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10),
 *      BENCH_WARMUP (s, default 2), BENCH_PG_URL.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  assertLoopback,
  freePort,
  machineFacts,
  measure as measureWith,
  repoRoot,
  settingsFromEnv,
  start,
  stop,
  table,
  waitFor,
  writeSection,
  type Measured,
  type MeasureOptions,
  measureTarget,
  helloBaseline,
  pgRowBaseline,
} from './lib.js';
import { call, registerMember, smsCatcher } from './member.js';

const settings = settingsFromEnv();
const { duration, connections, warmup } = settings;
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const write = !process.argv.includes('--no-write');

const measure = (key: 'a' | 'b' | 'c' | 'd' | 'e', name: string, url: string, opts: MeasureOptions = {}) =>
  measureWith(settings, key, name, url, opts);

async function main() {
  assertLoopback(pgServerUrl);
  const dbName = `boothhub_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgServerUrl });
  await admin.connect();
  const pgVersion = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(pgServerUrl);
  dbUrl.pathname = `/${dbName}`;
  const children: ChildProcess[] = [];
  const sms = await smsCatcher();
  const results: Measured[] = [];
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0]!;
  try {
    const seed = new pg.Client({ connectionString: dbUrl.toString() });
    await seed.connect();
    await seed.query('create table bench_item (id integer primary key, name text not null)');
    await seed.query("insert into bench_item select g, 'item ' || g from generate_series(1, 100) g");
    await seed.end();

    console.log(`bench: ${duration} s per target (after ${warmup} s warm-up), ${connections} connections, database ${dbName}`);

    // (a) bare Fastify hello; (e) the same with the API answer's security headers and request id; (b) bare Fastify + pg,
    // one row by primary key
    results.push(await measureTarget(settings, children, helloBaseline));
    results.push(
      await measureTarget(settings, children, {
        key: 'e',
        name: "bare Fastify hello with an API answer's security headers and request id",
        script: 'hello-headers',
      }),
    );
    results.push(await measureTarget(settings, children, pgRowBaseline(dbUrl.toString())));

    // (c) and (d): the full server on the same database (its migrations run at start)
    const serverPort = await freePort();
    const base = `http://127.0.0.1:${serverPort}`;
    const server = start('apps/server/src/main.ts', {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      DEMO_DATA: '0',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: sms.url,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    });
    children.push(server);
    await waitFor(`${base}/readyz`, server);
    results.push(await measure('c', 'BoothHub /healthz', `${base}/healthz`));
    const cookie = await registerMember(base, sms.codes);
    const check = await call(base, 'Member/userInfo', {}, cookie);
    if (!check.envelope.data?.cardno) throw new Error('Member/userInfo did not answer the member');
    results.push(
      await measure('d', 'BoothHub Member/userInfo (logged in)', `${base}/api/Member/userInfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: '{}',
      }),
    );
    await stop(server);
  } finally {
    for (const c of children) await stop(c);
    await sms.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }

  const facts = machineFacts({ startedAt, pgVersion, loadBefore, settings });
  const t = table(results, ['a', 'b', 'e']);
  console.log(`\n${t}\n`);
  if (results.some((r) => r.failures)) {
    console.error('some requests failed: the numbers above are not valid');
    process.exitCode = 1;
    return;
  }
  if (write) {
    writeSection(path.join(repoRoot, 'docs/performance.md'), 'server', performanceDoc(t, facts));
    console.log('wrote its section of docs/performance.md');
  }
}

function performanceDoc(t: string, facts: string[]): string {
  return `## Server overhead (\`npm run bench\`)

How much the full BoothHub server costs on top of the framework and the database driver it stands on.
\`npm run bench\` (\`bench/run.ts\`) measures five targets in one run with autocannon, each in its own Node process
on 127.0.0.1, one after the other:

- **(a)** a bare Fastify hello (\`bench/targets/hello.ts\`): the ceiling of the framework on this machine;
- **(e)** the same hello with what every BoothHub API answer must carry: the security headers of an answer that is not a
  page and the request id (\`bench/targets/hello-headers.ts\`, the server's own \`apiHeaders\`, decision 054): how much of
  (c)'s distance to (a) those headers are;
- **(b)** bare Fastify + node-postgres answering one row by primary key from a 100-row table (\`bench/targets/pg-row.ts\`):
  the ceiling of one database round trip per request;
- **(c)** the full server's \`/healthz\` (every plugin, hook and metric, no database);
- **(d)** the full server's \`POST /api/Member/userInfo\` as a logged-in member: one statement: the session by its token's
  hash joined to the member and the member's money and standing figures (ledger balance, invitation rewards and
  invitees, identity, PIN, ratings; decision 041); plus the envelope and the request log at the default level
  \`info\` (one access line per request, decision 054; \`npm run bench:tasks\` runs the server at \`warn\`).

The full server runs on PostgreSQL (a fresh database, dropped afterwards), with the member registered through the real
API (SMS code caught by a local webhook). Requests/s count 2xx answers only; latencies are per request as autocannon
saw them. "vs (a)", "vs (b)" and "vs (e)" are ratios: requests/s of the row divided by requests/s of the baseline (below 1 = slower),
p95 of the row divided by p95 of the baseline (above 1 = slower).

### Last run

${facts.join('\n')}

${t}

### Reading it
Numbers from a shared 2-core machine move by ±10–20 % between runs; compare ratios within one run, not numbers across
machines. This is not a test and does not run in CI.

### Reproduce
\`\`\`
npm ci
npm run bench                 # rewrites this section; --no-write only prints: npm run bench -- --no-write
BENCH_DURATION=30 BENCH_CONNECTIONS=50 npm run bench
\`\`\`
It needs a PostgreSQL server on 127.0.0.1:5432 that lets \`postgres\` create databases (or set \`BENCH_PG_URL\`).
`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
