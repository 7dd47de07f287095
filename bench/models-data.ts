/**
 * The model centre's benchmark data (issue 10), fast and reproducible (seeded):
 *  - OWNERS designers (members) who upload;
 *  - TEXTS distinct model texts (title, description, tags, format) drawn in Node, each with the tokens the app's
 *    own `modelSearchVector` stores (title, descr, tags, format);
 *  - `count` models by one `INSERT … SELECT … FROM generate_series`: nine categories, eight styles (or none), 40 %
 *    free, 90 % approved (the rest pending or rejected), 2 % deleted, downloads skewed towards few, newest last;
 *  - FAVOURITES favourites of models by the owners (the list's "most favourited" sort and every card count them);
 *  - secondary indexes dropped during the load and re-created from their own definitions, then VACUUM ANALYZE.
 */
import type pg from 'pg';
import { modelFormats } from '@boothhub/shared/contracts/models';
import { searchTokens } from '../apps/server/src/lib/search.js';
import { dropIndexes } from './catalogue-data.js';
import { STYLES } from './people-data.js';
import { prng } from './tasks-data.js';

export const OWNERS = 5000;
export const TEXTS = 20_000;
export const FAVOURITES = 300_000;
export const MODEL_CATEGORIES = ['booth', 'furniture', 'lighting', 'screen', 'plant', 'vehicle', 'people', 'structure', 'material'];

const THINGS: Array<{ zh: string; en: string; tags: string[] }> = [
  { zh: '特装展台', en: 'Island booth', tags: ['展台', 'booth', '特装'] },
  { zh: '双层展台', en: 'Double-deck stand', tags: ['展台', 'stand'] },
  { zh: '铝合金桁架', en: 'Aluminium truss', tags: ['桁架', 'truss'] },
  { zh: '洽谈桌椅', en: 'Meeting table and chairs', tags: ['家具', 'furniture'] },
  { zh: 'LED 屏幕墙', en: 'LED video wall', tags: ['屏幕', 'LED', 'screen'] },
  { zh: '射灯组', en: 'Spotlight set', tags: ['灯光', 'lighting'] },
  { zh: '绿植墙', en: 'Green wall', tags: ['绿植', 'plant'] },
  { zh: '展车', en: 'Show car', tags: ['车辆', 'car'] },
  { zh: '接待台', en: 'Reception desk', tags: ['接待台', 'desk'] },
  { zh: '人物剪影', en: 'People silhouettes', tags: ['人物', 'people'] },
];
const SIZES = ['3x3', '6x9', '9x12', '12x12', '18x24', '2m', '4m'];
const DESCR = [
  '可直接用于效果图，贴图完整，比例真实。',
  'Real-world scale, PBR materials, ready for renderings.',
  '适合车展与消费电子展，结构可拆分。',
  'Low-poly version for walk-throughs; high-poly on request.',
];

interface ModelText {
  title: string;
  descr: string;
  tags: string[];
  format: string;
  tokens: string;
}

function drawText(rand: () => number): ModelText {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const thing = pick(THINGS);
  const title = rand() < 0.5 ? `${thing.zh} ${pick(SIZES)}` : rand() < 0.5 ? `${thing.en} ${pick(SIZES)}` : `${thing.zh} ${thing.en}`;
  const descr = pick(DESCR);
  const format = pick(modelFormats);
  // modelSearchVector (models.service.ts): title, descr, the tags joined by spaces, the format
  return { title, descr, tags: thing.tags, format, tokens: searchTokens(title, descr, thing.tags.join(' '), format) };
}

type Log = (msg: string) => void;

export async function generateModels(client: pg.Client, count: number, log: Log) {
  await client.query("set maintenance_work_mem = '512MB'");
  await client.query('set synchronous_commit = off');
  const t0 = Date.now();
  await client.query(
    `insert into members (cardno, phone, password_hash, role, nickname, invite_code, created_at, updated_at)
     select (10000000 + g)::text, '13' || lpad(g::text, 9, '0'), 'bench: no login', 'designer', '模型师 ' || g, 'BENCH' || g, now(), now()
       from generate_series(1, $1::int) g order by g`,
    [OWNERS],
  );
  const rand = prng(20261126);
  const texts = Array.from({ length: TEXTS }, () => drawText(rand));
  await client.query('create temp table model_texts (n int primary key, title text, descr text, tags jsonb, format text, tokens text)');
  for (let i = 0; i < texts.length; i += 5000) {
    const part = texts.slice(i, i + 5000);
    await client.query('insert into model_texts select * from unnest($1::int[], $2::text[], $3::text[], $4::jsonb[], $5::text[], $6::text[])', [
      part.map((_, j) => i + j),
      part.map((t) => t.title),
      part.map((t) => t.descr),
      part.map((t) => JSON.stringify(t.tags)),
      part.map((t) => t.format),
      part.map((t) => t.tokens),
    ]);
  }
  const indexes = await dropIndexes(client, 'models');
  await client.query(
    `insert into models (owner_id, title, category, style, tags, descr, price, format, file_id, file_size, images, thumbnail, polygons,
                         status, published_at, deleted, downloads, created_at, updated_at, search)
     select 1 + (g::bigint * 7919) % $2::int, t.title, ($4::text[])[1 + (g::bigint * 31) % $5::int],
            case when g % 9 = 0 then null else ($6::text[])[1 + ((g::bigint * 2654435761) % 1000003) % $7::int] end,
            t.tags, t.descr, case when g % 5 < 2 then 0 else 100 * (1 + (g::bigint * 104729) % 500) end, t.format,
            'm' || g, 1000000 + (g::bigint * 7919) % 200000000, jsonb_build_array('i' || g), 'i' || g, 1000 + (g::bigint * 40503) % 2000000,
            case when g % 10 = 7 then 'pending' when g % 30 = 9 then 'rejected' else 'approved' end, now(), g % 50 = 3,
            (((g::bigint * 2654435761) % 1000)^3 / 1000000)::int, now() - make_interval(mins => ($1::int - g)), now(),
            to_tsvector('simple', t.tokens)
       from generate_series(1, $1::int) g join model_texts t on t.n = (g::bigint * 2654435761) % $3::int`,
    [count, OWNERS, TEXTS, MODEL_CATEGORIES, MODEL_CATEGORIES.length, STYLES, STYLES.length],
  );
  for (const def of indexes) await client.query(def);
  await client.query(
    `insert into favourites (member_id, kind, target_id)
     select 1 + g % $2::int, 'model', 1 + ((g::bigint * 2654435761) % 1000003) % $3::int from generate_series(1, $1::int) g
     on conflict do nothing`,
    [FAVOURITES, OWNERS, count],
  );
  // each model's stored count, as the favourites call keeps it
  await client.query(
    `update models m set favourites = c.n from (select target_id, count(*)::int n from favourites where kind = 'model' group by target_id) c
      where c.target_id = m.id`,
  );
  for (const t of ['members', 'models', 'favourites']) await client.query(`vacuum analyze ${t}`);
  log(
    `  ${OWNERS} owners, ${count.toLocaleString('en')} models, ${FAVOURITES.toLocaleString('en')} favourites drawn: ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** Re-computes a sample of models' vectors with the app's tokenizer; the ids that differ. */
export async function verifyModelVectors(client: pg.Client): Promise<{ checked: number; mismatched: number[] }> {
  const rows = (
    await client.query<{ id: number; title: string; descr: string; tags: string[]; format: string; search: string }>(
      'select id, title, descr, tags, format, search::text as search from models tablesample system (2) repeatable (7) limit 200',
    )
  ).rows;
  const mismatched: number[] = [];
  for (const r of rows) {
    const want = (
      await client.query<{ v: string }>(`select to_tsvector('simple', $1)::text as v`, [searchTokens(r.title, r.descr, r.tags.join(' '), r.format)])
    ).rows[0]!.v;
    if (want !== r.search) mismatched.push(r.id);
  }
  return { checked: rows.length, mismatched };
}
