/**
 * `npm run bench:catalogue`: the catalogue's searches on 100,000 generated exhibitions beside 1,000,000 tasks.
 *
 * On the PostgreSQL server at BENCH_PG_URL it creates the database `boothhub_bench_catalogue`, migrates it with
 * the server's own migrations, generates the tasks' data set (bench/tasks-data.ts) and the catalogue
 * (bench/catalogue-data.ts: venues, exhibitions, conventions), and checks a sample of search vectors against the
 * app's tokenizer. Then, in one run, with autocannon (loopback only), it measures
 *   (b) bare Fastify + node-postgres, a single-row query by primary key (the baseline),
 *   (e1)–(e7) Common/searchHuizhan: first page, keywords, keyword + city + dates, city + dates, deep pages,
 *   (g1)–(g2) Common/search (every kind: tasks, exhibitions, conventions, venues) for 车展 and "auto",
 * each on the full server (bench/targets/server.ts) in its own process, and records EXPLAIN (ANALYZE, BUFFERS)
 * of the SQL each call really runs. Prints requests/s, p95 and the ratios to (b), and rewrites its section of
 * docs/performance.md (skip with --no-write).
 *
 * Flags: --keep, --reuse, --no-write (as bench/tasks.ts). Env: BENCH_EXHIBITIONS (default 100000), BENCH_TASKS
 * (default 1000000), BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_TIMEOUT, BENCH_PG_URL, BENCH_DB.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { exhibitions as contract, shanghaiDay } from '@boothhub/shared';
import { conventionSearchHits } from '../apps/server/src/modules/conventions/conventions.service.js';
import { exhibitionSearchHits } from '../apps/server/src/modules/exhibitions/exhibitions.service.js';
import { searchExhibitions } from '../apps/server/src/modules/exhibitions/query.service.js';
import { taskSearchProvider } from '../apps/server/src/modules/tasks/tasks.service.js';
import { venueSearchHits } from '../apps/server/src/modules/venues/venues.service.js';
import type { AppContext } from '../apps/server/src/platform/context.js';
import { catalogueDoc } from './catalogue-doc.js';
import { planDetails } from './tasks-doc.js';
import { generateCatalogue, verifyCatalogueVectors } from './catalogue-data.js';
import { benchDbFromEnv, finishBenchDb, prepareBenchDb } from './bench-db.js';
import {
  freePort,
  machineFacts,
  measure,
  measureTarget,
  pgRowBaseline,
  repoRoot,
  settingsFromEnv,
  start,
  stop,
  table,
  waitFor,
  writeSection,
  type Measured,
} from './lib.js';
import { call } from './member.js';
import { generateTasks } from './tasks-data.js';
import { plansOf, type Plan, type VariantPlans } from './tasks-plans.js';

const settings = settingsFromEnv();
const exhibitionCount = Number(process.env.BENCH_EXHIBITIONS ?? 100_000);
const taskCount = Number(process.env.BENCH_TASKS ?? 1_000_000);
const bdb = benchDbFromEnv('boothhub_bench_catalogue');
const log = (msg: string) => console.log(msg);

/** Three months from today (Asia/Shanghai), the list's "next 3 months" filter. */
function nextMonths(months: number) {
  const today = shanghaiDay(new Date());
  const to = new Date(`${today}T00:00:00Z`);
  to.setUTCMonth(to.getUTCMonth() + months);
  return { dateFrom: today, dateTo: to.toISOString().slice(0, 10) };
}

interface Variant {
  key: string;
  name: string;
  body: Record<string, unknown>;
  check: (item: Record<string, any>) => boolean;
}

const soon = nextMonths(3);
const inRange = (x: Record<string, any>) => x.edate >= soon.dateFrom && x.sdate <= soon.dateTo;
const exhibitionVariants: Variant[] = [
  { key: 'e1', name: 'searchHuizhan: first page, no filter (not ended, soonest first)', body: { page: 1, pageSize: 20 }, check: () => true },
  { key: 'e2', name: 'searchHuizhan: keyword 车展', body: { page: 1, pageSize: 20, searchKey: '车展' }, check: (x) => x.title.includes('车展') },
  {
    key: 'e3',
    name: 'searchHuizhan: keyword 车展 + city 上海 + next 3 months',
    body: { page: 1, pageSize: 20, searchKey: '车展', city: '上海', ...soon },
    check: (x) => x.title.includes('车展') && x.city === '上海' && inRange(x),
  },
  { key: 'e4', name: 'searchHuizhan: keyword "auto"', body: { page: 1, pageSize: 20, searchKey: 'auto' }, check: () => true },
  {
    key: 'e5',
    name: 'searchHuizhan: cities 上海, 北京 + next 3 months',
    body: { page: 1, pageSize: 20, city: ['上海', '北京'], ...soon },
    check: (x) => ['上海', '北京'].includes(x.city) && inRange(x),
  },
  { key: 'e6', name: 'searchHuizhan: deep page 200 of 20, no filter', body: { page: 200, pageSize: 20 }, check: () => true },
  {
    key: 'e7',
    name: 'searchHuizhan: keyword 车展, deep page 50 of 20',
    body: { page: 50, pageSize: 20, searchKey: '车展' },
    check: (x) => x.title.includes('车展'),
  },
];
const globalVariants = [
  { key: 'g1', name: 'Common/search 车展 (every kind: counts + first page)', body: { keyword: '车展', page: 1, pageSize: 20 } },
  { key: 'g2', name: 'Common/search "auto" (every kind: counts + first page)', body: { keyword: 'auto', page: 1, pageSize: 20 } },
];

/** The statements of each global-search provider for one keyword (what Common/search runs side by side). */
async function globalPlans(databaseUrl: string, client: pg.Client, keyword: string): Promise<Plan[]> {
  const q = { keyword, page: 1, pageSize: 20, lang: 'zh-CN' as const };
  const providers = [taskSearchProvider.hits, exhibitionSearchHits, conventionSearchHits, venueSearchHits];
  const plans: Plan[] = [];
  for (const hits of providers) {
    plans.push(...(await plansOf(databaseUrl, client, (ctx: AppContext) => hits(ctx, null, q))));
  }
  return plans;
}

async function main() {
  const admin = new pg.Client({ connectionString: bdb.serverUrl });
  await admin.connect();
  const pgVersion = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
  const databaseUrl = bdb.url;
  const children: ChildProcess[] = [];
  const results: Measured[] = [];
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0]!;
  const plans: VariantPlans[] = [];
  let facts: Record<string, string | number> = {};
  try {
    const prepared = await prepareBenchDb(
      admin,
      bdb,
      async (client) => {
        log(`generating ${taskCount.toLocaleString('en')} tasks and ${exhibitionCount.toLocaleString('en')} exhibitions in ${bdb.name}:`);
        await generateTasks(client, taskCount, log);
        await generateCatalogue(client, exhibitionCount, log);
      },
      log,
    );
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const verified = await verifyCatalogueVectors(client);
      log(`search vectors: ${verified.checked} sampled exhibitions, ${verified.mismatched.length} differ from the app's tokens`);
      if (verified.mismatched.length) throw new Error(`search vectors differ for exhibitions ${verified.mismatched.slice(0, 10).join(', ')}`);
      const stats = (
        await client.query<Record<string, string>>(
          `select (select count(*) from exhibitions) as exhibitions,
             (select count(*) from exhibitions where status = 'approved' and edate >= current_date) as upcoming,
             (select count(*) from conventions) as conventions, (select count(*) from venues) as venues,
             (select count(*) from tasks) as tasks, pg_size_pretty(pg_total_relation_size('exhibitions')) as exhibitions_size`,
        )
      ).rows[0]!;
      facts = { ...stats, generatedIn: prepared.generatedIn.toFixed(0), reused: String(prepared.reused), checked: verified.checked };
      await client.query('create table if not exists bench_item (id integer primary key, name text not null)');
      await client.query("insert into bench_item select g, 'item ' || g from generate_series(1, 100) g on conflict do nothing");

      for (const v of exhibitionVariants) {
        const body = contract.searchHuizhan.body.parse(v.body);
        let total: number | undefined;
        const p = await plansOf(databaseUrl, client, async (ctx) => (total = (await searchExhibitions(ctx, null, 'zh-CN', body)).total));
        plans.push({ key: v.key, name: v.name, body: v.body, total, plans: p });
        log(
          `(${v.key}) ${v.name}: total ${total}; ${p.map((x) => `${x.ms.toFixed(1)} ms`).join(' + ')}${p.some((x) => x.seqScans.length) ? ' — SEQ SCAN' : ''}`,
        );
      }
      for (const g of globalVariants) {
        const p = await globalPlans(databaseUrl, client, g.body.keyword);
        plans.push({ key: g.key, name: g.name, body: g.body, plans: p });
        log(
          `(${g.key}) ${g.name}: ${p.length} statements, ${p.map((x) => x.ms.toFixed(1)).join(' + ')} ms${p.some((x) => x.seqScans.length) ? ' — SEQ SCAN' : ''}`,
        );
      }

      log(`bench: ${settings.duration} s per target (after ${settings.warmup} s warm-up), ${settings.connections} connections`);
      results.push(await measureTarget(settings, children, pgRowBaseline(databaseUrl)));

      const serverPort = await freePort();
      const base = `http://127.0.0.1:${serverPort}`;
      const server = start('bench/targets/server.ts', {
        PORT: String(serverPort),
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        DATA_DIR: path.join(os.tmpdir(), 'boothhub-bench-catalogue'),
      });
      children.push(server);
      await waitFor(`${base}/readyz`, server, 120_000);
      const json = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
      for (const v of exhibitionVariants) {
        const data = (await call(base, 'Common/searchHuizhan', v.body)).envelope.data;
        if (!data.listItem.length || !data.listItem.every(v.check)) throw new Error(`(${v.key}) answered items that do not fit the request`);
        results.push(await measure(settings, v.key, v.name, `${base}/api/Common/searchHuizhan`, { ...json, body: JSON.stringify(v.body) }));
      }
      for (const g of globalVariants) {
        const data = (await call(base, 'Common/search', g.body)).envelope.data;
        if (!data.listItem.length) throw new Error(`(${g.key}) found nothing`);
        results.push(await measure(settings, g.key, g.name, `${base}/api/Common/search`, { ...json, body: JSON.stringify(g.body) }));
      }
      await stop(server);
    } finally {
      await client.end();
    }
  } finally {
    for (const c of children) await stop(c);
    await finishBenchDb(admin, bdb, log);
    await admin.end();
  }

  const t = table(results, ['b']);
  console.log(`\n${t}\n`);
  const seq = plans.flatMap((v) => v.plans.flatMap((p) => p.seqScans.map((s) => `(${v.key}) ${s}`)));
  if (seq.length) console.log(`sequential scans in the plans:\n${seq.join('\n')}`);
  if (results.some((r) => r.failures)) {
    console.error('some requests failed: their rows count only the answered ones');
    process.exitCode = 1;
  }
  if (bdb.write) {
    const machine = machineFacts({ startedAt, pgVersion, loadBefore, settings });
    writeSection(
      path.join(repoRoot, 'docs/performance.md'),
      'catalogue',
      catalogueDoc({ table: t, machine, facts, plans, exhibitionCount, taskCount }),
    );
    writeSection(path.join(repoRoot, 'docs/performance-archive.md'), 'catalogue-plans', planDetails('catalogue', plans));
    console.log('wrote its section of docs/performance.md');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
