/**
 * `npm run bench:people`: the designer directory and the gallery of issue 9 at scale.
 *
 * On the PostgreSQL server at BENCH_PG_URL it creates `boothhub_bench_people`, migrates it with the server's own
 * migrations and generates 100,000 designers with their directory rows and 1,000,000 work pictures
 * (bench/people-data.ts). Then, in one run (autocannon, loopback only):
 *   (d1)–(d8) Common/searchDesigner: sorts, keyword (Chinese, English), city + minimum rating, a deep page;
 *   (g1)–(g5) Gallery/getPictures: first page, category, category + style, keyset next pages;
 * each on the full server and, as its baseline, on bare Fastify + node-postgres running a hand-written equivalent
 * query (bench/targets/pg-query.ts); EXPLAIN (ANALYZE, BUFFERS) of the SQL the server runs; and the watermarked
 * picture route cold and warm (bench/pictures.ts). Rewrites its section of docs/performance.md (not with --no-write).
 *
 * Flags: --keep, --reuse, --no-write. Env: BENCH_DESIGNERS (100000), BENCH_PICTURES (1000000), BENCH_DURATION,
 * BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_TIMEOUT, BENCH_PG_URL, BENCH_DB.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { designers as dContract, gallery as gContract } from '@boothhub/shared';
import { searchDesigners } from '../apps/server/src/modules/designers/profile.service.js';
import { galleryKeys } from '../apps/server/src/modules/designers/gallery.repository.js';
import { getPictures } from '../apps/server/src/modules/designers/gallery.service.js';
import { encodeCursor, listFingerprint } from '../apps/server/src/lib/paging.js';
import { searchQuery } from '../apps/server/src/lib/search.js';
import { benchDbFromEnv, finishBenchDb, prepareBenchDb } from './bench-db.js';
import { measurePairs, pairTable, variantPlans, type ListVariant } from './compare.js';
import { freePort, machineFacts, repoRoot, settingsFromEnv, start, stop, waitFor, writeSection } from './lib.js';
import { smsCatcher } from './member.js';
import { generatePeople, verifyProfileVectors } from './people-data.js';
import { peopleDoc } from './people-doc.js';
import { planDetails } from './tasks-doc.js';
import { benchPictures } from './pictures.js';
import type { Statement } from './tasks-plans.js';

const settings = settingsFromEnv();
const designerCount = Number(process.env.BENCH_DESIGNERS ?? 100_000);
const pictureCount = Number(process.env.BENCH_PICTURES ?? 1_000_000);
const bdb = benchDbFromEnv('boothhub_bench_people');
const log = (msg: string) => console.log(msg);
const CAP = 10_000;
const SEARCH_CAP = 1_000;

// ---- Common/searchDesigner and its hand-written equivalents

const CARD = `select p.member_id, p.city, p.specialties, p.taidu, p.sudu, p.pinzhi, p.rating, p.rating_count, p.completed,
  p.works_count, p.covers, m.cardno, m.nickname, m.userlogo, m.descr from designer_profiles p join members m on m.id = p.member_id`;
const ORDER = {
  rating: 'p.rating desc, p.member_id desc',
  completed: 'p.completed desc, p.member_id desc',
  newest: 'p.joined_at desc, p.member_id desc',
};

function bareDirectory(where: string, params: unknown[], sort: keyof typeof ORDER, offset: number): Statement[] {
  return [
    { sql: `${CARD} where ${where} order by ${ORDER[sort]} limit 20 offset ${offset}`, params },
    { sql: `select count(*) from (select 1 from designer_profiles p where ${where} limit ${CAP + 1}) c`, params },
  ];
}
/** the newest SEARCH_CAP matches ranked, with their count, in one statement */
function bareDirectoryKeyword(keyword: string, where: string, params: unknown[]): Statement[] {
  const q = `$${params.length + 1}`;
  return [
    {
      sql: `with c as (select p.member_id as id, ts_rank(p.search, to_tsquery('simple', ${q})) as r, p.rating from designer_profiles p
             where ${where} and p.search @@ to_tsquery('simple', ${q}) order by p.member_id desc limit ${SEARCH_CAP})
           ${CARD.replace('from designer_profiles p', ', (select count(*) from c) as total from c join designer_profiles p on p.member_id = c.id')}
           order by c.r desc, c.rating desc, c.id desc limit 20`,
      params: [...params, searchQuery(keyword)],
    },
  ];
}

function designerVariant(
  key: string,
  name: string,
  body: Record<string, unknown>,
  bare: Statement[],
  check: ListVariant['check'] = () => true,
): ListVariant {
  const parsed = dContract.searchDesigner.body.parse(body);
  return { key, name, path: 'Common/searchDesigner', body, serve: (ctx) => searchDesigners(ctx, parsed), bare, check };
}

const designerVariants: ListVariant[] = [
  designerVariant('d1', 'searchDesigner: first page, by rating', { page: 1, pageSize: 20 }, bareDirectory('p.listed = 1', [], 'rating', 0)),
  designerVariant(
    'd2',
    'searchDesigner: by completed tasks',
    { page: 1, pageSize: 20, sort: 'completed' },
    bareDirectory('p.listed = 1', [], 'completed', 0),
  ),
  designerVariant('d3', 'searchDesigner: newest', { page: 1, pageSize: 20, sort: 'newest' }, bareDirectory('p.listed = 1', [], 'newest', 0)),
  designerVariant(
    'd4',
    'searchDesigner: city 上海 + rating ≥ 4.5',
    { page: 1, pageSize: 20, city: '上海', minRating: 4.5 },
    bareDirectory('p.listed = 1 and p.city = $1 and p.rating >= $2', ['上海', 45], 'rating', 0),
    (x) => x.city === '上海' && x.rating >= 4.5,
  ),
  designerVariant(
    'd5',
    'searchDesigner: keyword 展台',
    { page: 1, pageSize: 20, searchKey: '展台' },
    bareDirectoryKeyword('展台', 'p.listed = 1', []),
  ),
  designerVariant(
    'd6',
    'searchDesigner: keyword "booth"',
    { page: 1, pageSize: 20, searchKey: 'booth' },
    bareDirectoryKeyword('booth', 'p.listed = 1', []),
  ),
  designerVariant(
    'd7',
    'searchDesigner: keyword 王 + city 上海',
    { page: 1, pageSize: 20, searchKey: '王', city: '上海' },
    bareDirectoryKeyword('王', 'p.listed = 1 and p.city = $1', ['上海']),
    (x) => x.city === '上海',
  ),
  designerVariant(
    'd8',
    'searchDesigner: deep page 200 of 20 (OFFSET), by rating',
    { page: 200, pageSize: 20 },
    bareDirectory('p.listed = 1', [], 'rating', 3980),
  ),
];

// ---- Gallery/getPictures and its hand-written equivalents

const PICTURES = `select wp.id, wp.work_id, wp.file_id, wp.category, wp.style, w.title, m.cardno, m.nickname
  from work_pictures wp join works w on w.id = wp.work_id join members m on m.id = wp.designer_id`;
function bareGallery(f: { category?: string; style?: string }, afterId?: number): Statement[] {
  const conds = ["wp.visibility = 'public'"];
  const params: unknown[] = [];
  if (f.category) conds.push(`wp.category = $${params.push(f.category)}`);
  if (f.style) conds.push(`wp.style = $${params.push(f.style)}`);
  const where = conds.join(' and ');
  const page = afterId === undefined ? where : `${where} and wp.id < $${params.length + 1}`;
  return [
    { sql: `${PICTURES} where ${page} order by wp.id desc limit 21`, params: afterId === undefined ? params : [...params, afterId] },
    { sql: `select count(*) from (select 1 from work_pictures wp where ${where} order by wp.id desc limit ${CAP + 1}) c`, params },
  ];
}
function galleryVariant(key: string, name: string, body: Record<string, unknown>, afterId?: number): ListVariant {
  const parsed = gContract.getPictures.body.parse(body);
  const f = { category: body.category as string | undefined, style: body.style as string | undefined };
  return {
    key,
    name,
    path: 'Gallery/getPictures',
    body,
    serve: (ctx) => getPictures(ctx, null, parsed),
    bare: bareGallery(f, afterId),
    check: (x) => (!f.category || x.category === f.category) && (!f.style || x.style === f.style),
  };
}

/** The cursor after the first page (as the server makes it) and the page's last id, without asking the server first (its capped total stays uncounted). */
async function nextOf(client: pg.Client, filter: { category?: string }) {
  const where = filter.category ? "visibility = 'public' and category = $1" : "visibility = 'public'";
  const params = filter.category ? [filter.category] : [];
  const sql = `select id from work_pictures where ${where} order by id desc limit 1 offset 19`;
  const lastId = (await client.query<{ id: number }>(sql, params)).rows[0]!.id;
  return { cursor: encodeCursor('newest', listFingerprint({ category: filter.category, style: undefined }), galleryKeys, [lastId]), lastId };
}

async function galleryVariants(client: pg.Client): Promise<ListVariant[]> {
  const first = { page: 1, pageSize: 20 };
  const booth = { page: 1, pageSize: 20, category: 'booth' };
  const n1 = await nextOf(client, {});
  const n2 = await nextOf(client, { category: 'booth' });
  return [
    galleryVariant('g1', 'getPictures: first page', first),
    galleryVariant('g2', 'getPictures: category booth', booth),
    galleryVariant('g3', 'getPictures: category hall + style chinese', { page: 1, pageSize: 20, category: 'hall', style: 'chinese' }),
    galleryVariant('g4', 'getPictures: next page by cursor (keyset)', { page: 2, pageSize: 20, cursor: n1.cursor }, n1.lastId),
    galleryVariant('g5', 'getPictures: category booth, next page by cursor', { ...booth, page: 2, cursor: n2.cursor }, n2.lastId),
  ];
}

async function main() {
  const admin = new pg.Client({ connectionString: bdb.serverUrl });
  await admin.connect();
  const pgVersion = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
  const databaseUrl = bdb.url;
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0]!;
  const sms = await smsCatcher();
  const dataDir = path.join(os.tmpdir(), 'boothhub-bench-people');
  try {
    const prepared = await prepareBenchDb(admin, bdb, (client) => generatePeople(client, designerCount, pictureCount, log), log);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const verified = await verifyProfileVectors(client);
      log(`search vectors: ${verified.checked} sampled profiles, ${verified.mismatched.length} differ from the app's tokens`);
      if (verified.mismatched.length) throw new Error(`search vectors differ for designers ${verified.mismatched.slice(0, 10).join(', ')}`);
      const facts = (
        await client.query<Record<string, string>>(
          `select (select count(*) from designer_profiles) as profiles, (select count(*) from designer_profiles where listed = 1) as listed,
             (select count(*) from works) as works, (select count(*) from work_pictures) as pictures,
             (select count(*) from work_pictures where visibility = 'public') as public_pictures,
             pg_size_pretty(pg_total_relation_size('work_pictures')) as pictures_size,
             pg_size_pretty(pg_total_relation_size('designer_profiles')) as profiles_size`,
        )
      ).rows[0]!;
      const variants = [...designerVariants, ...(await galleryVariants(client))];
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
        // the directory's refresh would recompute the generated ratings from (no) evaluations
        DESIGNER_REFRESH_MS: '0',
      });
      try {
        await waitFor(`${base}/readyz`, server, 120_000);
        const pairs = await measurePairs(settings, databaseUrl, base, variants);
        const pictures = await benchPictures(settings, base, sms.codes, 4);
        const t = pairTable(pairs);
        console.log(`\n${t}\n`);
        if (bdb.write) {
          const machine = machineFacts({ startedAt, pgVersion, loadBefore, settings });
          const doc = peopleDoc({
            table: t,
            machine,
            facts: { ...facts, generatedIn: prepared.generatedIn.toFixed(0), reused: String(prepared.reused), checked: verified.checked },
            plans,
            pairs,
            pictures,
          });
          writeSection(path.join(repoRoot, 'docs/performance.md'), 'people', doc);
          writeSection(path.join(repoRoot, 'docs/performance-archive.md'), 'people-plans', planDetails('people', plans));
          console.log('wrote its section of docs/performance.md');
        }
        if (pairs.some((p) => p.server.failures || p.bare.failures) || pictures.rows.some((r) => r.failures)) {
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
