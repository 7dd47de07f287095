/**
 * `npm run bench`: in one run, with autocannon, measures the rows of issue 37's table
 *   (a) a bare Fastify hello,
 *   (e) the same hello with the security headers and request id every BoothHub API answer carries,
 *   (b) bare Fastify + node-postgres, a single-row query by primary key,
 *   (c) the full BoothHub server's /healthz,
 *   (d) the full server's logged-in Member/userInfo,
 *   (f) the full server's showBusinesTask over every public task in turn, kept answers off (ANSWER_CACHE_MS=0),
 *   (g) the full server's getBusinesTask page 1 (no filter), kept answers off,
 *   (h) bare Fastify + node-postgres answering (g)'s own statement (the SQL the server runs for it, captured from its
 *       service, prepared as the server prepares it) with the rows as JSON: the floor under (g),
 *   (i) the same for (d)'s statement (the session, the member, its coins, identity and figures stamp): the floor under (d),
 *   (j) bare Fastify + node-postgres answering the cheapest read of a first page any server could make: 20 task rows
 *       with the list's own columns from the one table, newest first, no join, no count (prepared): the floor under (g)
 *       of every way to compute that page,
 *   (k) the full server answering that cheapest read as a list page (bench/targets/server.ts with BENCH_CHEAP_PAGE=1): the list's
 *       presenting, schema and envelope over (j)'s rows — what a computed first page would cost if the task row
 *       carried everything the list shows,
 * each target in its own child process on 127.0.0.1, against the PostgreSQL
 * server at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * on a fresh database that is dropped at the end; the full server starts on it with the demo data (DEMO_DATA=1) and
 * LOG_LEVEL=warn (BENCH_LOG_LEVEL to change). Prints requests/s, p95 latency and the ratios against (a), (b) and (e),
 * and writes docs/performance.md (its own section; skip with --no-write). Not a test: numbers depend on the machine.
 *
 * Every target is started first and kept alive; BENCH_ROUNDS rounds (default 3) then measure each once, in an order
 * rotated by one each round; the ratios are the medians of the ratios within each round (bench/lib.ts roundsTable).
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 10),
 *      BENCH_WARMUP (s, default 2), BENCH_PG_URL, BENCH_LOG_LEVEL (default warn).
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  machineFacts,
  measure as measureWith,
  repoRoot,
  scratchDatabase,
  settingsFromEnv,
  start,
  stop,
  table,
  waitFor,
  writeSection,
  type Measured,
  type MeasureOptions,
  startTarget,
  roundsTable,
  helloBaseline,
  pgRowBaseline,
} from './lib.js';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { tasks as contract } from '@boothhub/shared';
import type { Db } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import { listPublicTasks } from '../apps/server/src/modules/tasks/query.service.js';
import { cpuMeter } from './cpu.js';
import { captureSql, userInfoSql } from './tasks-plans.js';
import { startBareQueries } from './compare.js';
import { cheapestPage } from './cheapest-page.js';
import { call, registerMember, smsCatcher } from './member.js';

const settings = settingsFromEnv();
const { duration, connections, warmup } = settings;
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const write = !process.argv.includes('--no-write');
/** (j)'s statement as Drizzle writes it (the SQL and its parameters; the same builder (k) runs prepared) */
const cheapestPageSql = () => {
  const q = cheapestPage(drizzle.mock({ schema }) as unknown as Db).toSQL();
  return { sql: q.sql, params: q.params };
};

type Key = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k';
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const measure = (key: Key, name: string, url: string, opts: MeasureOptions = {}) => measureWith(settings, key, name, url, opts);

async function main() {
  const db = await scratchDatabase(pgServerUrl, 'boothhub_bench');
  const { name: dbName, pgVersion } = db;
  const children: ChildProcess[] = [];
  const sms = await smsCatcher();
  const byRound: Measured[][] = [];
  let watcher: pg.Client | undefined;
  let ownSql: Awaited<ReturnType<typeof startBareQueries>> | undefined;
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0]!;
  try {
    console.log(`bench: ${duration} s per target (after ${warmup} s warm-up), ${connections} connections, database ${dbName}`);

    // every target started first and kept alive; then BENCH_ROUNDS rounds, each measuring every target once in an order
    // rotated by one per round, so a change of the machine's speed during the run (other work, the host) falls on every
    // target alike and the ratios are taken within each round (the table's ratios are the rounds' medians)
    const hello = await startTarget(children, helloBaseline);
    const headers = await startTarget(children, { script: 'hello-headers' });
    const pgRow = await startTarget(children, pgRowBaseline(db.url));

    // the full server on the same database (its migrations and the demo data run at start), the kept answers of the
    // shared reads off: (f) and (g) are what a miss costs
    const serverPort = await freePort();
    const base = `http://127.0.0.1:${serverPort}`;
    const server = start('apps/server/src/main.ts', {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      DATA_DIR: path.join(os.tmpdir(), dbName),
      DEMO_DATA: '1',
      ANSWER_CACHE_MS: '0',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: sms.url,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    });
    children.push(server);
    await waitFor(`${base}/readyz`, server, 600_000);
    const cookie = await registerMember(base, sms.codes);
    const check = await call(base, 'Member/userInfo', {}, cookie);
    if (!check.envelope.data?.cardno) throw new Error('Member/userInfo did not answer the member');
    const json = { 'content-type': 'application/json' };
    const ids = await publicTaskIds(base);
    const first = (await call(base, 'Taskcenter/getBusinesTask', { page: 1 })).envelope.data as { listItem: unknown[]; total: number };

    // (h) and (i): the statements (g) and (d) run, captured from the server's own code (bench/tasks-plans.ts), answered by
    // bare Fastify + pg as named prepared statements (the server prepares both) with the rows as JSON and nothing else
    const pageSql = await captureSql(db.url, (ctx) => listPublicTasks(ctx, contract.getBusinesTask.body.parse({ page: 1 })));
    const infoSql = await userInfoSql(db.url, cookie);
    if (pageSql.length !== 1 || infoSql.length !== 1) throw new Error(`expected one statement each, got ${pageSql.length} and ${infoSql.length}`);
    ownSql = await startBareQueries(db.url, {
      page: [{ ...pageSql[0]!, name: 'bench_page' }],
      info: [{ ...infoSql[0]!, name: 'bench_info' }],
      rows: [{ ...cheapestPageSql(), name: 'bench_rows' }],
    });
    const bareUrl = ownSql.url;
    const bareRows = async (key: string) => ((await (await fetch(`${bareUrl}${key}`)).json()) as { rows: unknown[] }).rows.length;
    if ((await bareRows('page')) < first.listItem.length || (await bareRows('info')) !== 1 || (await bareRows('rows')) !== 20)
      throw new Error("the bare targets of the server's own statements did not answer their rows");

    // (k): the same server code answering (j)'s rows as a list page, in its own process on the same database
    const cheapPort = await freePort();
    const cheapServer = start('bench/targets/server.ts', {
      PORT: String(cheapPort),
      BENCH_CHEAP_PAGE: '1',
      ANSWER_CACHE_MS: '0',
      DATABASE_URL: db.url,
      DATA_DIR: path.join(os.tmpdir(), dbName),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    });
    children.push(cheapServer);
    await waitFor(`http://127.0.0.1:${cheapPort}/readyz`, cheapServer, 120_000);
    const cheapUrl = `http://127.0.0.1:${cheapPort}/api/Bench/cheapPage`;
    const cheap = await fetch(cheapUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":1}' });
    if (((await cheap.json()) as { data?: { listItem?: unknown[] } }).data?.listItem?.length !== 20)
      throw new Error('the cheapest page did not answer 20 items');

    // each target's CPU a request: its process's, and for those on the database its backends' (bench/cpu.ts)
    watcher = new pg.Client({ connectionString: db.url });
    await watcher.connect();
    const onDb = watcher;
    const meterOf = (pid: number, withDb: boolean) => () => cpuMeter(pid, withDb ? onDb : undefined);
    const serverCpu = meterOf(server.pid!, true);
    const targets: Array<{ key: Key; name: string; url: string; opts?: MeasureOptions }> = [
      { key: 'a', name: helloBaseline.name, url: hello.url, opts: { cpu: meterOf(hello.child.pid!, false) } },
      {
        key: 'e',
        name: "bare Fastify hello with an API answer's security headers and request id",
        url: headers.url,
        opts: { cpu: meterOf(headers.child.pid!, false) },
      },
      { key: 'b', name: pgRowBaseline(db.url).name, url: pgRow.url, opts: { cpu: meterOf(pgRow.child.pid!, true) } },
      { key: 'c', name: 'BoothHub /healthz', url: `${base}/healthz`, opts: { cpu: serverCpu } },
      {
        key: 'd',
        name: 'BoothHub Member/userInfo (logged in)',
        url: `${base}/api/Member/userInfo`,
        opts: { method: 'POST', headers: { ...json, cookie }, body: '{}', cpu: serverCpu },
      },
      {
        key: 'f',
        name: `BoothHub showBusinesTask, every public task in turn (${ids.length}), kept answers off`,
        url: `${base}/api/Taskcenter/showBusinesTask`,
        opts: { method: 'POST', headers: json, requests: ids.map((id) => ({ body: JSON.stringify({ id }) })), cpu: serverCpu },
      },
      {
        key: 'g',
        name: `BoothHub getBusinesTask page 1 (${first.listItem.length} of ${first.total} tasks), kept answers off`,
        url: `${base}/api/Taskcenter/getBusinesTask`,
        opts: { method: 'POST', headers: json, body: '{"page":1}', cpu: serverCpu },
      },
      {
        key: 'h',
        name: "bare Fastify + pg answering (g)'s own statement (prepared), its rows as JSON",
        url: `${ownSql.url}page`,
        opts: { cpu: meterOf(ownSql.child.pid!, true) },
      },
      {
        key: 'i',
        name: "bare Fastify + pg answering (d)'s own statement (prepared), its row as JSON",
        url: `${ownSql.url}info`,
        opts: { cpu: meterOf(ownSql.child.pid!, true) },
      },
      {
        key: 'j',
        name: "bare Fastify + pg answering 20 task rows with the list's columns, one table, no join or count (prepared)",
        url: `${ownSql.url}rows`,
        opts: { cpu: meterOf(ownSql.child.pid!, true) },
      },
      {
        key: 'k',
        name: "BoothHub answering (j)'s rows as a list page (presented, schema, envelope), kept answers off",
        url: cheapUrl,
        opts: { method: 'POST', headers: json, body: '{"page":1}', cpu: meterOf(cheapServer.pid!, true) },
      },
    ];
    for (let round = 0; round < rounds; round++) {
      if (rounds > 1) console.log(`round ${round + 1} of ${rounds}`);
      const measured: Measured[] = [];
      for (let i = 0; i < targets.length; i++) {
        const t = targets[(i + round) % targets.length]!;
        measured.push(await measure(t.key, t.name, t.url, t.opts));
      }
      byRound.push(targets.map((t) => measured.find((m) => m.key === t.key)!));
    }
    await stop(server);
  } finally {
    await watcher?.end().catch(() => undefined);
    await ownSql?.close();
    for (const c of children) await stop(c);
    await sms.close();
    rmSync(path.join(os.tmpdir(), dbName), { recursive: true, force: true });
    await db.drop();
  }

  const facts = machineFacts({ startedAt, pgVersion, loadBefore, settings });
  const t = byRound.length > 1 ? roundsTable(byRound, ['a', 'b', 'e', 'h', 'i', 'j']) : table(byRound[0]!, ['a', 'b', 'e', 'h', 'i', 'j']);
  console.log(`\n${t}\n`);
  if (byRound.flat().some((r) => r.failures)) {
    console.error('some requests failed: the numbers above are not valid');
    process.exitCode = 1;
    return;
  }
  if (write) {
    writeSection(path.join(repoRoot, 'docs/performance.md'), 'server', performanceDoc(t, facts));
    console.log('wrote its section of docs/performance.md');
  }
}

/** The ids of every public task of the demo, page by page. */
async function publicTaskIds(base: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const data = (await call(base, 'Taskcenter/getBusinesTask', { page, pageSize: 50 })).envelope.data as {
      listItem: { id: number }[];
      total: number;
    };
    ids.push(...data.listItem.map((t) => t.id));
    if (!data.listItem.length || ids.length >= data.total) return ids;
  }
}

function performanceDoc(t: string, facts: string[]): string {
  return `## Server overhead (\`npm run bench\`)

How much the full BoothHub server costs on top of the framework and the database driver it stands on.
\`npm run bench\` (\`bench/run.ts\`) measures eleven targets in one run with autocannon (issue 37's table), each in its own
Node process on 127.0.0.1, all started first and kept alive, then measured in \`BENCH_ROUNDS\` rounds (default 3), each
round every target once in an order rotated by one, so a machine whose speed changes during the run (other work, the
host) slows a target and its baseline alike:

- **(a)** a bare Fastify hello (\`bench/targets/hello.ts\`): the ceiling of the framework on this machine;
- **(e)** the same hello with what every BoothHub API answer must carry: the security headers of an answer that is not a
  page and the request id (\`bench/targets/hello-headers.ts\`, the server's own \`apiHeaders\`, decision 054): how much of
  (c)'s distance to (a) those headers are;
- **(b)** bare Fastify + node-postgres answering one row by primary key from a 100-row table (\`bench/targets/pg-row.ts\`):
  the ceiling of one database round trip per request;
- **(c)** the full server's \`/healthz\` (every plugin, hook and metric, no database): target ≥ 0.8 of (e);
- **(d)** the full server's \`POST /api/Member/userInfo\` as a logged-in member: one statement, the session by its token's
  hash joined to the member, its ledger balance, identity and figures stamp; the slower figures (invitation rewards and
  invitees, PIN, WeChat, ratings) kept in the process while the stamp the database moves stands (decisions 041, 091):
  target ≥ 0.5 of (b);
- **(f)** \`Taskcenter/showBusinesTask\` of every public task of the demo in turn, anonymous, with the kept answers off
  (\`ANSWER_CACHE_MS=0\`, decisions 041 and 055: what a miss costs): target ≥ 0.3 of (b);
- **(g)** \`Taskcenter/getBusinesTask\` page 1 of the demo's public tasks (no filter), kept answers off: a computed
  list page: target ≥ 0.3 of (b);
- **(h)** bare Fastify + node-postgres answering **(g)'s own statement**: the SQL the server runs for that page (captured
  from its service, \`bench/tasks-plans.ts\`), run as a named prepared statement as the server runs it, the rows
  answered as JSON with no mapping or presenting (\`bench/targets/pg-query.ts\`): the floor under (g) — no server
  that reads that statement can beat it, so (h) vs (b) bounds what (g) vs (b) can reach;
- **(i)** the same for **(d)'s own statement** (the session, the member, its coins, identity and figures stamp; the
  slower figures kept while the stamp stands, decision 091): the floor under (d);
- **(j)** bare Fastify + node-postgres answering **the cheapest read of that first page any server could make**: 20
  tasks, newest first, with the columns the list item shows from the tasks table alone (no publisher, signups or
  designer, which live in other tables; no total), a named prepared statement walking the primary key: a floor under
  (g) however its SQL is written — any statement answering the page reads at least these rows and columns — short of
  keeping the answer;
- **(k)** the full server answering **(j)'s rows as a list page**: the same server code with one more call
  (\`bench/targets/server.ts\` with \`BENCH_CHEAP_PAGE=1\`, \`Bench/cheapPage\`: getBusinesTask's body, schema and envelope) that reads
  (j)'s statement prepared as the server prepares its own and presents each row with the list's \`toListItem\`, the
  publisher, signups and designer as empty values, no total counted: what a computed first page would cost if the task
  row carried everything the list shows.

The full server (\`apps/server/src/main.ts\`, NODE_ENV=production, LOG_LEVEL=warn: no access line per request, decision
054) runs on PostgreSQL (a fresh database, dropped afterwards) with the demo data, the member registered through the real
API (SMS code caught by a local webhook). Requests/s count 2xx answers only; latencies are per request as autocannon
saw them. "vs (a)", "vs (b)" and "vs (e)" are ratios: requests/s of the row divided by requests/s of the baseline (below 1 = slower),
p95 of the row divided by p95 of the baseline (above 1 = slower), each taken within a round and the median of the
rounds given; requests/s and latencies are the rounds' medians, and the last column lists each round's requests/s.
"CPU µs a request" is the CPU the target's own process and its PostgreSQL backends spent in the measured window, per
answered request (\`bench/cpu.ts\` \`cpuMeter\`, /proc; the load generator's CPU is not in it), with the backends' share in
brackets, and "CPU vs" the baseline's cost over the row's (below 1 = costlier), the median of the rounds: on two cores
where autocannon, the target and PostgreSQL share the machine, and on a machine shared with other work, that ratio
moves far less than requests/s.

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
