/**
 * Generates the catalogue's benchmark data on top of the tasks' data set (bench/tasks-data.ts), fast and
 * reproducibly (seeded):
 *  - VENUES venues in the tasks' sixteen cities;
 *  - TEXTS distinct exhibition texts (title and English title, organiser, description, city, address) drawn in
 *    Node, each with the search tokens the app's own `exhibitionSearchVector` would store;
 *  - `count` exhibitions by one `INSERT … SELECT … FROM generate_series`, each picking one text, a start date
 *    between two years ago and two years ahead that grows with the id (an exhibition is entered up to three
 *    months before it opens, so the newest entries are the furthest ahead, as on a live site; about half have
 *    not ended), 95 % approved, an industry of the default tree, an area and a venue of its city;
 *  - CONVENTIONS conventions the same way (the global search asks every kind);
 *  - the new rows' secondary indexes are dropped during the load and re-created from their own definitions,
 *    then VACUUM ANALYZE.
 * `verifyCatalogueVectors` re-checks a sample of rows against the app's function.
 */
import type pg from 'pg';
import { searchTokens } from '../apps/server/src/lib/search.js';
import { BUSINESSES, CITIES, prng } from './tasks-data.js';

export const VENUES = 400;
export const TEXTS = 20_000;
export const CONVENTIONS = 20_000;

const SHOWS: Array<{ zh: string; en: string; industry: string }> = [
  { zh: '国际车展', en: 'International Auto Show', industry: 'auto' },
  { zh: '新能源汽车展', en: 'New Energy Vehicle Expo', industry: 'auto' },
  { zh: '汽车零部件展', en: 'Automotive Parts Expo', industry: 'auto' },
  { zh: '家具展', en: 'Furniture Fair', industry: 'furniture' },
  { zh: '医疗器械博览会', en: 'Medical Devices Expo', industry: 'medical' },
  { zh: '建材展', en: 'Building Materials Expo', industry: 'building' },
  { zh: '工业博览会', en: 'Industry Fair', industry: 'machinery' },
  { zh: '工业自动化展', en: 'Industrial Automation Show', industry: 'machinery' },
  { zh: '电子展', en: 'Electronics Show', industry: 'electronics' },
  { zh: '食品饮料展', en: 'Food & Beverage Expo', industry: 'food' },
  { zh: '纺织面料展', en: 'Textile Fair', industry: 'textile' },
  { zh: '文博会', en: 'Cultural Industries Fair', industry: 'culture' },
  { zh: '光伏储能展', en: 'Solar & Storage Expo', industry: 'energy' },
  { zh: '消费电子展', en: 'Consumer Electronics Show', industry: 'consumer' },
  { zh: '农业博览会', en: 'Agriculture Expo', industry: 'agriculture' },
  { zh: '教育装备展', en: 'Education Equipment Show', industry: 'education' },
  { zh: '金融科技峰会', en: 'Fintech Summit', industry: 'finance' },
];
const ORGANISERS = [
  { zh: '中国国际贸易促进委员会', en: 'CCPIT' },
  { zh: '励展博览集团', en: 'RX Global' },
  { zh: '法兰克福展览', en: 'Messe Frankfurt' },
  { zh: '博闻中国', en: 'UBM China' },
  { zh: '行业协会', en: 'the industry association' },
];
const DESCR = [
  '年度行业盛会，汇聚上下游企业，设有新品发布、论坛和配对洽谈。',
  '展示最新技术与解决方案，预计观众超过十万人次。',
  'The year’s meeting place of the trade, with launches, forums and buyer matchmaking.',
  'Over 1,000 exhibitors from 30 countries; halls for start-ups and an outdoor area.',
  '同期举办高峰论坛与颁奖典礼，特装展位比例高。',
];

export interface CatalogueText {
  title: string;
  titleEn: string;
  organiser: string;
  organiserEn: string;
  descr: string;
  city: string;
  address: string;
  industry: string;
  tokens: string;
}

function drawText(rand: () => number): CatalogueText {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const c = pick(CITIES);
  const show = pick(SHOWS);
  const org = pick(ORGANISERS);
  const edition = 1 + Math.floor(rand() * 30);
  const title = `第${edition}届${c.zh}${show.zh}`;
  const titleEn = `${c.en} ${show.en} ${edition}`;
  const descr = pick(DESCR);
  const address = `${c.zh} 会展大道 ${1 + Math.floor(rand() * 999)} 号`;
  // the texts, in the same order, that exhibitionSearchVector (modules/exhibitions/publish.service.ts) hands to toSearchVector
  const tokens = searchTokens(title, titleEn, descr, null, org.zh, org.en, c.zh, address);
  return { title, titleEn, organiser: org.zh, organiserEn: org.en, descr, city: c.zh, address, industry: show.industry, tokens };
}

/** Drops a table's plain secondary indexes (for a bulk load) and returns their definitions to re-create them. */
export async function dropIndexes(client: pg.Client, table: string): Promise<string[]> {
  const defs = (
    await client.query<{ name: string; def: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as def from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = $1::regclass and not x.indisprimary and not x.indisunique`,
      [table],
    )
  ).rows;
  for (const d of defs) await client.query(`drop index ${d.name}`);
  return defs.map((d) => d.def);
}

/** Loads venues, `count` exhibitions and the conventions into a database that already holds the tasks' data set. */
export async function generateCatalogue(client: pg.Client, count: number, log: (m: string) => void) {
  const rand = prng(20261124);
  await client.query(`create temp table cat_texts (n int primary key, title text, title_en text, organiser text, organiser_en text,
    descr text, city text, address text, industry text, tokens text)`);
  const texts = Array.from({ length: TEXTS }, () => drawText(rand));
  for (let i = 0; i < texts.length; i += 2000) {
    const chunk = texts.slice(i, i + 2000);
    await client.query(
      `insert into cat_texts select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])`,
      [
        chunk.map((_, j) => i + j),
        chunk.map((t) => t.title),
        chunk.map((t) => t.titleEn),
        chunk.map((t) => t.organiser),
        chunk.map((t) => t.organiserEn),
        chunk.map((t) => t.descr),
        chunk.map((t) => t.city),
        chunk.map((t) => t.address),
        chunk.map((t) => t.industry),
        chunk.map((t) => t.tokens),
      ],
    );
  }
  log(`  ${TEXTS.toLocaleString('en')} distinct exhibition texts`);
  const cityNames = CITIES.map((c) => c.zh);
  await client.query(
    `insert into venues (name, name_en, city, address, plaza, sizes, featured, search)
     select c.city || '国际会展中心 ' || g, c.city_en || ' Expo Centre ' || g, c.city, c.city || ' 会展大道 ' || g || ' 号',
            20000 + (g::bigint * 7919) % 200000, 1000 + (g::bigint * 104729) % 50000, g % 40 = 0,
            to_tsvector('simple', c.city || ' ' || g)
       from generate_series(1, $1::int) g
       join (select * from unnest($2::text[], $3::text[]) with ordinality as u(city, city_en, k)) c on c.k = 1 + g % $4::int`,
    [VENUES, cityNames, CITIES.map((c) => c.en), CITIES.length],
  );
  // venue search vectors with the app's tokens (few rows: computed in Node)
  const venueRows = (
    await client.query<{ id: number; name: string; name_en: string; city: string; address: string }>(
      'select id, name, name_en, city, address from venues',
    )
  ).rows;
  for (let i = 0; i < venueRows.length; i += 500) {
    const chunk = venueRows.slice(i, i + 500);
    await client.query(
      `update venues v set search = to_tsvector('simple', u.tokens) from unnest($1::int[], $2::text[]) u(id, tokens) where v.id = u.id`,
      [chunk.map((v) => v.id), chunk.map((v) => searchTokens(v.name, v.name_en, v.city, v.address, null))],
    );
  }
  log(`  ${VENUES} venues`);

  const exIndexes = await dropIndexes(client, 'exhibitions');
  const t0 = Date.now();
  await client.query(
    `insert into exhibitions (publisher_id, title, title_en, industry, city, venue_id, address, sdate, edate, organiser, organiser_en,
                              area, exhibitors, descr, status, published_at, created_at, updated_at, search)
     select 1 + (g::bigint * 7) % $2::int, t.title, t.title_en, t.industry, t.city,
            (select v.id from venues v where v.city = t.city order by v.id offset (g % 25) limit 1),
            t.address, d.sdate, d.sdate + (1 + g % 5), t.organiser, t.organiser_en,
            5000 + (g::bigint * 7919) % 195000, 50 + (g::bigint * 104729) % 3000, t.descr,
            case when g % 20 = 0 then 'pending' else 'approved' end, now(), now(), now(),
            to_tsvector('simple', t.tokens)
       from generate_series(1, $1::int) g
       join cat_texts t on t.n = (g::bigint * 2654435761) % $3::int
       cross join lateral (select (current_date - 730 + (g::bigint * 1460 / $1::int)::int - ((g::bigint * 40503) % 90)::int) as sdate) d`,
    [count, BUSINESSES, TEXTS],
  );
  log(`  ${count.toLocaleString('en')} exhibitions in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  for (const def of exIndexes) await client.query(def);

  const cvIndexes = await dropIndexes(client, 'conventions');
  await client.query(
    `insert into conventions (publisher_id, title, title_en, sizes, sdate, edate, addrs, city, industry, descr, status, published_at, search)
     select 1 + (g::bigint * 11) % $2::int, replace(t.title, '展', '大会'), t.title_en || ' Conference', 100 + (g::bigint * 7919) % 5000,
            d.sdate, d.sdate + (g % 3), t.address, t.city, t.industry, t.descr, 'approved', now(),
            to_tsvector('simple', t.tokens)
       from generate_series(1, $1::int) g
       join cat_texts t on t.n = (g::bigint * 40503) % $3::int
       cross join lateral (select (current_date - 730 + (g::bigint * 1460 / $1::int)::int - ((g::bigint * 7919) % 90)::int) as sdate) d`,
    [CONVENTIONS, BUSINESSES, TEXTS],
  );
  for (const def of cvIndexes) await client.query(def);
  log(`  ${CONVENTIONS.toLocaleString('en')} conventions; indexes re-created`);
  await client.query('vacuum analyze venues');
  await client.query('vacuum analyze exhibitions');
  await client.query('vacuum analyze conventions');
}

/** Re-computes a sample of exhibitions' vectors from their stored texts with the app's tokenizer and lists the ids that differ. */
export async function verifyCatalogueVectors(client: pg.Client): Promise<{ checked: number; mismatched: number[] }> {
  const rows = (
    await client.query<{
      id: number;
      title: string;
      title_en: string | null;
      descr: string;
      descr_en: string | null;
      organiser: string;
      organiser_en: string | null;
      city: string;
      address: string;
      search: string;
    }>(
      `select id, title, title_en, descr, descr_en, organiser, organiser_en, city, address, search::text
         from exhibitions tablesample system (1) repeatable (7) limit 200`,
    )
  ).rows;
  const mismatched: number[] = [];
  for (const r of rows) {
    const tokens = searchTokens(r.title, r.title_en, r.descr, r.descr_en, r.organiser, r.organiser_en, r.city, r.address);
    const want = (await client.query<{ v: string }>(`select to_tsvector('simple', $1)::text as v`, [tokens])).rows[0]!.v;
    if (want !== r.search) mismatched.push(r.id);
  }
  return { checked: rows.length, mismatched };
}
