/**
 * Generates the business-tasks benchmark data set on PostgreSQL, fast and
 * reproducibly (seeded):
 *  - a few thousand members: businesses (publishers) and designers;
 *  - TEXTS distinct task texts (title, requirements, address, city, design
 *    type) drawn in Node from Chinese, English and mixed vocabularies, each
 *    with its search tokens from the app's own `searchTokens` (the tokens
 *    `toSearchVector(title, tips, addr, city)` stores, in that order);
 *  - `count` tasks by one `INSERT … SELECT … FROM generate_series`, each
 *    picking one of those texts, `search = to_tsvector('simple', tokens)`
 *    exactly as publish.service writes it, with the other fields drawn in SQL;
 *  - their orbits (publish, pay, select, deliver, accept, cancel) and signups;
 *  - the tasks' secondary indexes are dropped during the load and re-created
 *    from their own definitions (the migration's), then VACUUM ANALYZE.
 * `verifySearchVectors` re-checks a sample of rows against the app's function.
 */
import type pg from 'pg';
import { searchTokens } from '../apps/server/src/lib/search.js';
import { cityOf } from '../apps/server/src/modules/tasks/publish.service.js';

export const BUSINESSES = 3000;
export const DESIGNERS = 5000;
/** distinct task texts the tasks draw from */
export const TEXTS = 60_000;
/** members ids: businesses 1..BUSINESSES, designers after them (fresh database) */
export const FIRST_DESIGNER = BUSINESSES + 1;

/** mulberry32: a small seeded PRNG, so every run generates the same texts */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CITIES: Array<{ zh: string; en: string; venues: string[] }> = [
  { zh: '上海', en: 'Shanghai', venues: ['国家会展中心', '新国际博览中心', '世博展览馆'] },
  { zh: '北京', en: 'Beijing', venues: ['中国国际展览中心 顺义馆', '国家会议中心'] },
  { zh: '广州', en: 'Guangzhou', venues: ['琶洲 广交会展馆', '保利世贸博览馆'] },
  { zh: '深圳', en: 'Shenzhen', venues: ['国际会展中心 宝安', '会展中心 福田'] },
  { zh: '成都', en: 'Chengdu', venues: ['世纪城新国际会展中心', '西部国际博览城'] },
  { zh: '杭州', en: 'Hangzhou', venues: ['国际博览中心', '大会展中心'] },
  { zh: '南京', en: 'Nanjing', venues: ['国际博览中心'] },
  { zh: '武汉', en: 'Wuhan', venues: ['国际博览中心', '客厅'] },
  { zh: '重庆', en: 'Chongqing', venues: ['国际博览中心 悦来'] },
  { zh: '西安', en: "Xi'an", venues: ['国际会展中心'] },
  { zh: '厦门', en: 'Xiamen', venues: ['国际会展中心'] },
  { zh: '东莞', en: 'Dongguan', venues: ['厚街 广东现代国际展览中心'] },
  { zh: '天津', en: 'Tianjin', venues: ['国家会展中心'] },
  { zh: '青岛', en: 'Qingdao', venues: ['国际会展中心', '红岛国际会议展览中心'] },
  { zh: '长沙', en: 'Changsha', venues: ['国际会展中心'] },
  { zh: '郑州', en: 'Zhengzhou', venues: ['国际会展中心'] },
];

const SHOWS: Array<{ zh: string; en: string }> = [
  { zh: '国际车展', en: 'Auto Show' },
  { zh: '新能源汽车展', en: 'New Energy Vehicle Expo' },
  { zh: '家具展', en: 'Furniture Fair' },
  { zh: '医疗器械博览会', en: 'Medical Devices Expo' },
  { zh: '建材展', en: 'Building Materials Expo' },
  { zh: '美博会', en: 'Beauty Expo' },
  { zh: '工业博览会', en: 'Industry Fair' },
  { zh: '电子展', en: 'Electronics Show' },
  { zh: '食品饮料展', en: 'Food & Beverage Expo' },
  { zh: '照明展', en: 'Lighting Fair' },
  { zh: '纺织面料展', en: 'Textile Fair' },
  { zh: '文博会', en: 'Cultural Industries Fair' },
  { zh: '机器人展', en: 'Robotics Expo' },
  { zh: '汽车零部件展', en: 'Automotive Parts Expo' },
  { zh: '工业自动化展', en: 'Industrial Automation Show' },
  { zh: '珠宝展', en: 'Jewellery Show' },
  { zh: '茶博会', en: 'Tea Expo' },
  { zh: '游戏展', en: 'Game Show' },
];

const KINDS: Array<{ zh: string; en: string; types: string }> = [
  { zh: '特装展台', en: 'custom booth', types: 'booth' },
  { zh: '岛型展位', en: 'island stand', types: 'booth' },
  { zh: '双开口展台', en: 'corner booth', types: 'booth' },
  { zh: '标摊升级', en: 'shell scheme upgrade', types: 'booth' },
  { zh: '双层展台', en: 'double-deck stand', types: 'booth' },
  { zh: '品牌展厅', en: 'brand showroom', types: 'hall' },
  { zh: '主舞台', en: 'main stage', types: 'stage' },
  { zh: '发布会舞台', en: 'launch event stage', types: 'stage' },
  { zh: '展馆规划', en: 'pavilion layout', types: 'pavilion' },
  { zh: '美陈布置', en: 'event styling', types: 'event' },
  { zh: '开幕式', en: 'opening ceremony', types: 'event' },
  { zh: '导视系统', en: 'wayfinding signage', types: 'other' },
];

const TIPS = [
  '需要效果图和施工图，风格现代简约，主色调蓝白。',
  '客户为新能源车企，展台要体现科技感，含 LED 大屏和洽谈区。',
  '预算含设计费，需提供 3 个角度的效果图。',
  '要求开放式布局，设置产品展示区、体验区和 VIP 接待室。',
  '木作为主，环保材料，方便拆装复用。',
  '请参考附件中的品牌手册，logo 需在四个方向可见。',
  'Brand colours blue and white, an LED video wall and a meeting room for 6.',
  'Open layout with a product wall, a demo counter and storage of about 4 m².',
  'Please follow the brand guidelines; renderings from three angles are required.',
  'Reusable modular structure preferred; the stand travels to three shows this year.',
  '需要二层洽谈区，承重与消防按场馆规定。',
  '灯光要突出展品，地台高度 10 cm 以内。',
];

export interface TaskText {
  title: string;
  tips: string;
  addr: string;
  city: string;
  types: string;
  tokens: string;
}

/** One task's texts: a Chinese, English or mixed title, a venue address, requirements. */
function drawText(rand: () => number): TaskText {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const c = pick(CITIES);
  const show = pick(SHOWS);
  const kind = pick(KINDS);
  const year = rand() < 0.4 ? `${2025 + Math.floor(rand() * 2)} ` : '';
  const lang = rand();
  const title =
    lang < 0.45
      ? `${year}${c.zh}${show.zh} ${kind.zh}`
      : lang < 0.7
        ? `${year}${show.en} ${kind.en} ${c.en}`
        : `${c.zh}${show.zh} ${show.en} ${kind.en}`;
  const addr = `${c.zh} ${pick(c.venues)} ${1 + Math.floor(rand() * 12)} 号馆`;
  const n = rand();
  const tips = n < 0.1 ? '' : n < 0.7 ? pick(TIPS) : `${pick(TIPS)}\n${pick(TIPS)}`;
  const city = cityOf(addr);
  const t = title.slice(0, 80);
  return { title: t, tips, addr, city, types: kind.types, tokens: searchTokens(t, tips, addr, city) };
}

export function drawTexts(n: number, seed = 20_251_101): TaskText[] {
  const rand = prng(seed);
  return Array.from({ length: n }, () => drawText(rand));
}

const STYLES = ['modern', 'tech', 'luxury', 'natural', 'industrial', 'chinese', 'creative', 'other'];
const DELIVERABLES = [
  '["rendering"]',
  '["rendering","plan"]',
  '["rendering","construction","plan"]',
  '["rendering","construction","plan","elevation","material"]',
  '["rendering","model"]',
];
const CONTACTS = ['王经理', '李女士', '张先生', '陈总', '刘工', 'Ms. Chen', 'Mr. Li'];
const sqlArray = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

type Log = (msg: string) => void;
const timed = async <T>(log: Log, what: string, f: () => Promise<T>): Promise<T> => {
  const t0 = Date.now();
  const out = await f();
  log(`  ${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return out;
};

/**
 * Fills a freshly migrated database with `count` tasks and everything a list and a detail read. `designers`: how many
 * designer members there are (DESIGNERS unless told; bench/ranking.ts has 100,000), ids after the businesses', the
 * tasks' designers and signups drawn among all of them.
 */
export async function generateTasks(client: pg.Client, count: number, log: Log, designers = DESIGNERS) {
  await client.query("set maintenance_work_mem = '512MB'");
  await client.query('set synchronous_commit = off');

  await timed(log, `members (${BUSINESSES} businesses, ${designers} designers)`, () =>
    client.query(
      `insert into members (cardno, phone, password_hash, role, nickname, invite_code, prov, strt, created_at, updated_at)
       select (case when g <= $1 then 20000000 else 30000000 end + g)::text,
              '13' || lpad(g::text, 9, '0'),
              'bench: no login',
              case when g <= $1 then 'business' else 'designer' end,
              case when g <= $1 then '展览公司 ' || g else '设计师 ' || g end,
              'BENCH' || g,
              (${sqlArray(CITIES.map((c) => c.zh))})[1 + g % ${CITIES.length}], '', now() - interval '400 days', now() - interval '400 days'
       from generate_series(1, $1::int + $2::int) g order by g`,
      [BUSINESSES, designers],
    ),
  );
  const first = await client.query<{ min: number; max: number }>(
    "select min(id)::int as min, max(id)::int as max from members where role = 'business'",
  );
  if (first.rows[0]!.min !== 1 || first.rows[0]!.max !== BUSINESSES) throw new Error('members were not numbered from 1 (not a fresh database?)');

  const texts = await timed(log, `${TEXTS} distinct texts and their tokens (Node, searchTokens)`, async () => {
    const all = drawTexts(TEXTS);
    await client.query(
      'create unlogged table bench_texts (k integer primary key, title text, tips text, addr text, city text, types text, tokens text)',
    );
    for (let i = 0; i < all.length; i += 5000) {
      const part = all.slice(i, i + 5000);
      await client.query(
        'insert into bench_texts select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])',
        [part.map((_, j) => i + j), ...(['title', 'tips', 'addr', 'city', 'types', 'tokens'] as const).map((f) => part.map((t) => t[f]))],
      );
    }
    return all;
  });

  const indexes = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes i
     where tablename = 'tasks' and schemaname = current_schema()
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const ix of indexes.rows) await client.query(`drop index "${ix.indexname}"`);

  await timed(log, `${count.toLocaleString('en')} tasks (INSERT … SELECT from generate_series)`, () =>
    client.query(
      `insert into tasks (publisher_id, title, types, plaza, sizes, opens, layer, style, addr, city, sdate, edate, rdate,
         deliverables, tips, cost, conts, attach, status, designer_id, commission_rate, revisions, versions, auto_accept_at,
         paid_at, selected_at, completed_at, cancelled_at, created_at, updated_at, search)
       select publisher_id, t.title, t.types, w * d, w || '×' || d || ' m', opens, layer, style, t.addr, t.city, sdate, sdate + (1 + floor(r11 * 4))::int,
         ((sdate - (3 + floor(r7 * 7))::int)::timestamp + interval '23:59:59.999') at time zone 'Asia/Shanghai',
         deliverables, t.tips, cost, conts, '[]'::jsonb, status, designer_id,
         case when status <> 'unpaid' then 1000 end, greatest(versions - 1, 0), versions,
         case when status = 'delivered' then now() + (1 + r9 * 6) * interval '1 day' end,
         case when status <> 'unpaid' then created + interval '10 minutes' end,
         case when designer_id is not null then least(now(), created + interval '2 days') end,
         case when status = 'completed' then least(now(), created + interval '20 days') end,
         case when status = 'cancelled' then least(now(), created + interval '5 days') end,
         created,
         case status when 'unpaid' then created when 'recruiting' then created + interval '10 minutes'
           when 'completed' then least(now(), created + interval '20 days') else least(now(), created + interval '5 days') end,
         to_tsvector('simple', t.tokens)
       from (
         select *,
           case when status = 'recruiting' then current_date + (15 + floor(r6 * 300))::int else created::date + (15 + floor(r6 * 75))::int end as sdate,
           case when status in ('in_progress', 'delivered', 'completed', 'disputed') then $3::int + floor(r8 * $4)::int end as designer_id,
           case status when 'delivered' then 1 + floor(r9 * 2)::int when 'completed' then 1 + floor(r9 * 2)::int
             when 'disputed' then 1 when 'in_progress' then floor(r9 * 2)::int else 0 end as versions
         from (
           select *,
             case when r5 < 0.015 then 'unpaid' when r5 < 0.715 then 'recruiting' when r5 < 0.795 then 'in_progress'
               when r5 < 0.835 then 'delivered' when r5 < 0.955 then 'completed' when r5 < 0.995 then 'cancelled' else 'disputed' end as status,
             1 + floor(power(r1, 2) * $2)::int as publisher_id,
             3 + floor(r3 * 18)::int as w, 3 + floor(r4 * 12)::int as d,
             1 + floor(r10 * 4)::int as opens, case when r11 < 0.85 then 1 else 2 end as layer,
             (${sqlArray(STYLES)})[1 + floor(r12 * ${STYLES.length})::int] as style,
             (${sqlArray(DELIVERABLES)})[1 + floor(r7 * ${DELIVERABLES.length})::int]::jsonb as deliverables,
             (5 + floor(power(r10, 2) * 495))::bigint * 10000 as cost,
             jsonb_build_object('name', (${sqlArray(CONTACTS)})[1 + g % ${CONTACTS.length}], 'phone', '1380013' || lpad((g % 10000)::text, 4, '0')) as conts,
             now() - ($1::int - g) * interval '30 seconds' as created
           from (
             select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7,
               random() r8, random() r9, random() r10, random() r11, random() r12
             from generate_series(1, $1::int) g
           ) r
         ) s
       ) x
       join bench_texts t on t.k = floor(x.r2 * $5)::int
       order by x.g`,
      [count, BUSINESSES, FIRST_DESIGNER, designers, TEXTS],
    ),
  );

  await timed(log, `the tasks' ${indexes.rows.length} secondary indexes, re-created from their definitions`, async () => {
    for (const ix of indexes.rows) await client.query(ix.indexdef);
  });

  await timed(log, 'orbits (publish, pay, select, deliver, accept, cancel)', () =>
    client.query(
      `insert into task_orbits (task_id, actor_id, action, from_status, to_status, note, created_at)
       select id, publisher_id, 'publish', null, 'unpaid', '', created_at from tasks
       union all select id, publisher_id, 'pay', 'unpaid', 'recruiting', '', paid_at from tasks where paid_at is not null
       union all select id, publisher_id, 'select', 'recruiting', 'in_progress', '', selected_at from tasks where selected_at is not null
       union all select id, designer_id, 'deliver', 'in_progress', 'delivered', '', selected_at + interval '3 days' from tasks where versions > 0
       union all select id, publisher_id, 'accept', 'delivered', 'completed', '', completed_at from tasks where completed_at is not null
       union all select id, publisher_id, 'cancel', 'recruiting', 'cancelled', '', cancelled_at from tasks where cancelled_at is not null
       order by 7, 1`,
    ),
  );

  await timed(log, 'signups (0–3 per task, the selected designer as selected)', () =>
    client.query(
      `insert into task_signups (task_id, designer_id, message, days, quote, status, created_at, updated_at)
       select t.id, case when k = 0 then t.designer_id else $1::int + ((t.id * 7 + k * 1237) % $2::int) end,
         '您好，我做过多个同类展台，可以按时交付。', 5 + k * 2, null,
         case when k = 0 then 'selected' when t.designer_id is not null then 'rejected' when t.status = 'cancelled' then 'rejected' else 'active' end,
         t.paid_at + k * interval '1 hour', t.paid_at + k * interval '1 hour'
       from tasks t
       cross join lateral generate_series(case when t.designer_id is null then 1 else 0 end, t.id % 4) k
       where t.status <> 'unpaid'
       on conflict do nothing`,
      [FIRST_DESIGNER, designers],
    ),
  );

  await client.query('drop table bench_texts');
  await timed(log, 'VACUUM ANALYZE', async () => {
    for (const table of ['members', 'tasks', 'task_orbits', 'task_signups']) await client.query(`vacuum (analyze) ${table}`);
  });
  return { texts: texts.length };
}

/**
 * A sample of stored tasks whose `search` differs from what the app would
 * write for the same title, tips, addr and city (expected: none).
 */
export async function verifySearchVectors(client: pg.Client, sample = 2000): Promise<{ checked: number; mismatched: number[] }> {
  const rows = await client.query<{ id: number; title: string; tips: string; addr: string; city: string }>(
    'select id, title, tips, addr, city from tasks tablesample system (1) repeatable (7) limit $1',
    [sample],
  );
  const ids = rows.rows.map((r) => r.id);
  const tokens = rows.rows.map((r) => searchTokens(r.title, r.tips, r.addr, r.city));
  const bad = await client.query<{ id: number }>(
    `select t.id from tasks t join unnest($1::int[], $2::text[]) u(id, tok) on t.id = u.id
     where t.search is distinct from to_tsvector('simple', u.tok)`,
    [ids, tokens],
  );
  return { checked: ids.length, mismatched: bad.rows.map((r) => r.id) };
}
