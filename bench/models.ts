/**
 * `npm run bench:models`: the model centre of issue 10.
 *
 * On the PostgreSQL server at BENCH_PG_URL it creates `boothhub_bench_models`, migrates it with the server's own
 * migrations and generates 100,000 models (bench/models-data.ts). Then, in one run (loopback only):
 *   (m1)–(m10) Common/searchModel: sorts, category, keywords (Chinese, English), free + format, price range, a deep
 *              page — each on the full server and, as its baseline, on bare Fastify + node-postgres running a
 *              hand-written equivalent query (bench/targets/pg-query.ts), with EXPLAIN (ANALYZE, BUFFERS) of the SQL
 *              the server runs;
 *   a 200 MB upload through /api/tus by a member registered through the real API, in 5 MiB PATCHes and in one,
 *   with the server's RSS sampled while it runs (bench/tus-upload.ts);
 *   the model detail page's JavaScript with and without the viewer, from the production build (bench/web-size.ts;
 *   build it first: npm run build -w apps/web).
 * Rewrites its section of docs/performance.md (not with --no-write).
 *
 * Flags: --keep, --reuse, --no-write. Env: BENCH_MODELS (100000), BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP,
 * BENCH_TIMEOUT, BENCH_PG_URL, BENCH_DB.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { models as contract } from '@boothhub/shared';
import { searchQuery } from '../apps/server/src/lib/search.js';
import { searchModels } from '../apps/server/src/modules/models/models.service.js';
import { benchDbFromEnv, finishBenchDb, prepareBenchDb } from './bench-db.js';
import { measurePairs, pairTable, variantPlans, type ListVariant } from './compare.js';
import { freePort, machineFacts, repoRoot, settingsFromEnv, start, stop, waitFor, writeSection } from './lib.js';
import { registerMember, smsCatcher } from './member.js';
import { generateModels, verifyModelVectors } from './models-data.js';
import { modelsDoc } from './models-doc.js';
import { planDetails } from './tasks-doc.js';
import type { Statement } from './tasks-plans.js';
import { glbFile, stlFile, tusUpload, type TusRun } from './tus-upload.js';
import { modelPageSizes, type WebSize } from './web-size.js';

const settings = settingsFromEnv();
const modelCount = Number(process.env.BENCH_MODELS ?? 100_000);
const bdb = benchDbFromEnv('boothhub_bench_models');
const log = (msg: string) => console.log(msg);
const CAP = 10_000;
const SEARCH_CAP = 1_000;

/** the stored count the favourites call keeps on each model (migration models_favourites_count) */
const FAVOURITES = 'm.favourites';
const COLUMNS = `m.id, m.owner_id, m.title, m.category, m.style, m.tags, m.descr, m.price, m.licence, m.format, m.file_id, m.file_size,
  m.preview_file_id, m.images, m.thumbnail, m.polygons, m.bbox, m.status, m.reject_reason, m.reviewed_by, m.reviewed_at, m.published_at,
  m.deleted, m.downloads, m.favourites, m.created_at, m.updated_at,
  (select u.nickname from members u where u.id = m.owner_id) as author`;
const PUBLIC = "m.status = 'approved' and not m.deleted";
const ORDER = { newest: 'm.id desc', downloads: 'm.downloads desc, m.id desc', favourites: `${FAVOURITES} desc, m.id desc` };

function bareList(where: string, params: unknown[], sort: keyof typeof ORDER, offset = 0): Statement[] {
  return [
    // the page's ids first (a select-list subquery would otherwise run for every row the OFFSET skips)
    {
      sql: `select ${COLUMNS} from models m where m.id in (select m.id from models m where ${where} order by ${ORDER[sort]} limit 20 offset ${offset})
            order by ${ORDER[sort]}`,
      params,
    },
    { sql: `select count(*) from (select 1 from models m where ${where} limit ${CAP + 1}) c`, params },
  ];
}
function bareKeyword(keyword: string): Statement[] {
  return [
    {
      sql: `with c as (select m.id, ts_rank(m.search, to_tsquery('simple', $1)) as r from models m
             where ${PUBLIC} and m.search @@ to_tsquery('simple', $1) order by m.id desc limit ${SEARCH_CAP})
           select ${COLUMNS}, (select count(*) from c) as total from c join models m on m.id = c.id order by c.r desc, c.id desc limit 20`,
      params: [searchQuery(keyword)],
    },
  ];
}

function variant(key: string, name: string, body: Record<string, unknown>, bare: Statement[], check: ListVariant['check'] = () => true): ListVariant {
  const parsed = contract.searchModel.body.parse(body);
  return { key, name, path: 'Common/searchModel', body, serve: (ctx) => searchModels(ctx, null, parsed), bare, check };
}

const variants: ListVariant[] = [
  variant('m1', 'searchModel: first page, newest', { page: 1, pageSize: 20 }, bareList(PUBLIC, [], 'newest')),
  variant(
    'm2',
    'searchModel: category booth',
    { page: 1, pageSize: 20, category: 'booth' },
    bareList(`${PUBLIC} and m.category = $1`, ['booth'], 'newest'),
    (x) => x.category === 'booth',
  ),
  variant('m3', 'searchModel: keyword 展台', { page: 1, pageSize: 20, searchKey: '展台' }, bareKeyword('展台')),
  variant('m4', 'searchModel: keyword "truss"', { page: 1, pageSize: 20, searchKey: 'truss' }, bareKeyword('truss')),
  variant('m5', 'searchModel: most downloaded', { page: 1, pageSize: 20, sort: 'downloads' }, bareList(PUBLIC, [], 'downloads')),
  variant('m6', 'searchModel: most favourited', { page: 1, pageSize: 20, sort: 'favourites' }, bareList(PUBLIC, [], 'favourites')),
  variant(
    'm7',
    'searchModel: free + format glb',
    { page: 1, pageSize: 20, free: true, format: 'glb' },
    bareList(`${PUBLIC} and m.format = $1 and m.price = 0`, ['glb'], 'newest'),
    (x) => x.price === 0 && x.format === 'glb',
  ),
  variant(
    'm8',
    'searchModel: price 10–100 coins',
    { page: 1, pageSize: 20, priceMin: 1000, priceMax: 10000 },
    bareList(`${PUBLIC} and m.price >= $1 and m.price <= $2`, [1000, 10000], 'newest'),
    (x) => x.price >= 1000 && x.price <= 10000,
  ),
  variant('m9', 'searchModel: deep page 200 of 20 (OFFSET), newest', { page: 200, pageSize: 20 }, bareList(PUBLIC, [], 'newest', 3980)),
  variant(
    'm10',
    'searchModel: keyword 展台, most downloaded',
    { page: 1, pageSize: 20, searchKey: '展台', sort: 'downloads' },
    bareList(`${PUBLIC} and m.search @@ to_tsquery('simple', $1)`, [searchQuery('展台')], 'downloads'),
  ),
];

async function main() {
  const admin = new pg.Client({ connectionString: bdb.serverUrl });
  await admin.connect();
  const pgVersion = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
  const databaseUrl = bdb.url;
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0]!;
  const sms = await smsCatcher();
  const dataDir = path.join(os.tmpdir(), 'boothhub-bench-models');
  let web: WebSize | string;
  try {
    web = modelPageSizes();
  } catch (err) {
    web = (err as Error).message;
  }
  try {
    const prepared = await prepareBenchDb(admin, bdb, (client) => generateModels(client, modelCount, log), log);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const verified = await verifyModelVectors(client);
      log(`search vectors: ${verified.checked} sampled models, ${verified.mismatched.length} differ from the app's tokens`);
      if (verified.mismatched.length) throw new Error(`search vectors differ for models ${verified.mismatched.slice(0, 10).join(', ')}`);
      const facts = (
        await client.query<Record<string, string>>(
          `select (select count(*) from models) as models, (select count(*) from models where status = 'approved' and not deleted) as public,
             (select count(*) from favourites) as favourites, pg_size_pretty(pg_total_relation_size('models')) as models_size`,
        )
      ).rows[0]!;
      const plans = await variantPlans(databaseUrl, client, variants);

      log(`bench: ${settings.duration} s per target (after ${settings.warmup} s warm-up), ${settings.connections} connections`);
      rmSync(dataDir, { recursive: true, force: true });
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = start('bench/targets/server.ts', {
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        DATA_DIR: dataDir,
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: sms.url,
      });
      try {
        await waitFor(`${base}/readyz`, server, 120_000);
        const pairs = await measurePairs(settings, databaseUrl, base, variants);
        const cookie = await registerMember(base, sms.codes);
        const tus: TusRun[] = [];
        tus.push(await tusUpload(base, cookie, server.pid!, stlFile, 5 * 1024 * 1024));
        tus.push(await tusUpload(base, cookie, server.pid!, stlFile, null));
        tus.push(await tusUpload(base, cookie, server.pid!, glbFile(), 5 * 1024 * 1024));
        const t = pairTable(pairs);
        console.log(`\n${t}\n`);
        if (typeof web === 'string') console.log(`model page JavaScript not measured: ${web}`);
        if (bdb.write) {
          const machine = machineFacts({ startedAt, pgVersion, loadBefore, settings });
          const allFacts = { ...facts, generatedIn: prepared.generatedIn.toFixed(0), reused: String(prepared.reused), checked: verified.checked };
          writeSection(path.join(repoRoot, 'docs/performance.md'), 'models', modelsDoc({ table: t, machine, facts: allFacts, plans, tus, web }));
          writeSection(path.join(repoRoot, 'docs/performance-archive.md'), 'models-plans', planDetails('models', plans));
          console.log('wrote its section of docs/performance.md');
        }
        if (pairs.some((p) => p.server.failures || p.bare.failures)) {
          console.error('some requests failed: their rows count only the answered ones');
          process.exitCode = 1;
        }
      } finally {
        await stop(server);
      }
    } finally {
      await client.end();
    }
  } finally {
    await sms.close();
    await finishBenchDb(admin, bdb, log);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
