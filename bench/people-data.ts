/**
 * The designer directory's and the gallery's benchmark data (issue 9), fast and reproducible (seeded):
 *  - `designers` members with role designer and one `designer_profiles` row each (decision 025): PROFILE_TEXTS
 *    distinct nickname / description / city / specialty texts drawn in Node with the search tokens the app's own
 *    `writeProfile` stores (nickname, strt, prov, descr, the specialties' names in both languages); ratings, rating
 *    counts, completed tasks, works counts and join dates drawn per row in SQL;
 *  - works (1–9 pictures each, 5 % hidden) and one `work_pictures` row per picture with the work's fields copied on
 *    (decision 026), up to `pictures` rows, newest work last;
 *  - secondary indexes dropped during the load and re-created from their own definitions, then VACUUM ANALYZE.
 */
import type pg from 'pg';
import { designTypes } from '@boothhub/shared/contracts/tasks';
import { searchTokens } from '../apps/server/src/lib/search.js';
import { dropIndexes } from './catalogue-data.js';
import { CITIES, prng } from './tasks-data.js';

export const PROFILE_TEXTS = 20_000;
export const DESIGN_TYPES = Object.keys(designTypes);
export const STYLES = ['modern', 'tech', 'luxury', 'natural', 'industrial', 'chinese', 'creative', 'other'];

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '艳', '杰', '涛', '明', '超', '霞', '平', '刚', '雪', '晨'];
const STUDIOS = ['展示设计工作室', '空间设计', 'Design Studio', 'Exhibits', '会展设计', 'Creative Lab'];
const DESCR = [
  '十年特装展台设计经验，擅长汽车与消费电子展台。',
  '专注展厅与博物馆空间设计，服务过多家上市公司。',
  'Booth and showroom designer; auto shows, furniture fairs and tech expos across China.',
  '舞台与会议活动美陈，提供效果图、施工图与现场指导。',
  'Island stands and double-deck booths, from concept renderings to construction drawings.',
  '擅长新中式与自然生态风格，注重材料与灯光。',
];

type Log = (msg: string) => void;
const timed = async <T>(log: Log, what: string, f: () => Promise<T>): Promise<T> => {
  const t0 = Date.now();
  const out = await f();
  log(`  ${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return out;
};

interface ProfileText {
  nickname: string;
  descr: string;
  city: string;
  specialties: string[];
  tokens: string;
}

function drawProfile(rand: () => number): ProfileText {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const city = pick(CITIES);
  const name = pick(SURNAMES) + pick(GIVEN) + (rand() < 0.5 ? pick(GIVEN) : '');
  const nickname = rand() < 0.3 ? `${city.en} ${pick(STUDIOS)} ${name}` : `${name}${pick(STUDIOS)}`;
  const descr = pick(DESCR);
  const specialties = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(DESIGN_TYPES)))];
  const names = specialties.flatMap((c) => [designTypes[c as keyof typeof designTypes].zh, designTypes[c as keyof typeof designTypes].en]);
  // members.prov = members.strt = the city, so the directory's city is the city (city.ts); the same texts writeProfile hands to toSearchVector
  const tokens = searchTokens(nickname, city.zh, city.zh, descr, ...names);
  return { nickname, descr, city: city.zh, specialties, tokens };
}

/** `designers` designers with their profile rows, then works and pictures up to `pictures`. */
export async function generatePeople(client: pg.Client, designers: number, pictures: number, log: Log) {
  await client.query("set maintenance_work_mem = '512MB'");
  await client.query('set synchronous_commit = off');
  await profileTexts(client);
  await timed(log, `${designers.toLocaleString('en')} designers (members)`, () =>
    client.query(
      `insert into members (cardno, phone, password_hash, role, nickname, descr, invite_code, prov, strt, created_at, updated_at)
       select (10000000 + g)::text, '13' || lpad(g::text, 9, '0'), 'bench: no login', 'designer', t.nickname, t.descr, 'BENCH' || g,
              t.city, t.city, now() - make_interval(days => (($1::int - g)::bigint * 1095 / $1::int)::int), now()
         from generate_series(1, $1::int) g join people_texts t on t.n = (g::bigint * 2654435761) % $2::int order by g`,
      [designers, PROFILE_TEXTS],
    ),
  );
  await designerProfiles(client, log);
  // works: 1–9 pictures each (five on average) until `pictures` pictures; newest work = highest id
  await designerWorks(client, { first: 1, designers, works: Math.round(pictures / 5) }, log);
  const pictureIndexes = await dropIndexes(client, 'work_pictures');
  await timed(log, 'work pictures', () =>
    client.query(
      `insert into work_pictures (work_id, file_id, position, designer_id, visibility, category, style, created_at)
       select w.id, 'w' || w.id || '-' || p, p, w.designer_id, w.visibility, w.category, w.style, w.created_at
         from works w cross join lateral generate_series(0, w.picture_count - 1) p order by w.id, p`,
    ),
  );
  await timed(log, 'indexes re-created', async () => {
    for (const def of pictureIndexes) await client.query(def);
  });
  for (const t of ['members', 'designer_profiles', 'works', 'work_pictures']) await client.query(`vacuum analyze ${t}`);
}

/** The session's temporary table `people_texts`: PROFILE_TEXTS drawn profile texts (seeded) the members and profiles pick from. */
export async function profileTexts(client: pg.Client) {
  const rand = prng(20261125);
  const texts = Array.from({ length: PROFILE_TEXTS }, () => drawProfile(rand));
  await client.query('create temp table people_texts (n int primary key, nickname text, descr text, city text, specialties text[], tokens text)');
  for (let i = 0; i < texts.length; i += 5000) {
    const part = texts.slice(i, i + 5000);
    await client.query(
      "insert into people_texts select n, a, b, c, string_to_array(d, ','), e from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) u(n, a, b, c, d, e)",
      [
        part.map((_, j) => i + j),
        part.map((t) => t.nickname),
        part.map((t) => t.descr),
        part.map((t) => t.city),
        part.map((t) => t.specialties.join(',')),
        part.map((t) => t.tokens),
      ],
    );
  }
}

/**
 * One `designer_profiles` row for every designer member, its texts from `people_texts` (profileTexts) by the member's
 * id, its ratings, rating counts, completed tasks and works count drawn from the id.
 */
export async function designerProfiles(client: pg.Client, log: Log) {
  const profileIndexes = await dropIndexes(client, 'designer_profiles');
  await timed(log, 'designer profiles', () =>
    client.query(
      `insert into designer_profiles (member_id, listed, nickname, city, specialties, taidu, sudu, pinzhi, rating, rating_count,
                                      completed, works_count, covers, joined_at, figures_at, updated_at, search)
       select m.id, case when m.id % 200 = 0 then 0 else 1 end, t.nickname, t.city, t.specialties, r.taidu, r.sudu, r.pinzhi,
              round((r.taidu + r.sudu + r.pinzhi) / 3.0), r.n, r.completed, r.n % 31,
              jsonb_build_array('c' || m.id || 'a', 'c' || m.id || 'b', 'c' || m.id || 'c'), m.created_at, now(), now(),
              to_tsvector('simple', t.tokens)
         from members m join people_texts t on t.n = (m.id::bigint * 2654435761) % $1::int
         cross join lateral (select case when m.id % 7 = 0 then 0 else 30 + (m.id::bigint * 7919) % 21 end as taidu,
                                    case when m.id % 7 = 0 then 0 else 28 + (m.id::bigint * 104729) % 23 end as sudu,
                                    case when m.id % 7 = 0 then 0 else 32 + (m.id::bigint * 40503) % 19 end as pinzhi,
                                    case when m.id % 7 = 0 then 0 else 1 + (m.id::bigint * 31) % 60 end as n,
                                    ((m.id::bigint * 2654435761) % 1000)^2 / 5000 as completed) r
        where m.role = 'designer'`,
      [PROFILE_TEXTS],
    ),
  );
  for (const def of profileIndexes) await client.query(def);
}

/** `works` works (1–9 pictures each, five on average; 5 % hidden) of the designers first … first + designers − 1; newest work = highest id. */
export async function designerWorks(client: pg.Client, o: { first: number; designers: number; works: number }, log: Log) {
  const workCount = o.works;
  const workIndexes = await dropIndexes(client, 'works');
  await timed(log, `${workCount.toLocaleString('en')} works`, () =>
    client.query(
      `insert into works (designer_id, title, descr, category, style, cover, picture_count, visibility, created_at, updated_at)
       select $7::int + (g::bigint * 7919) % $2::int, (array['车展特装展台','家具展展台方案','Island stand concept','展厅设计 Showroom','舞台美陈'])[1 + g % 5] || ' ' || g,
              '', ($3::text[])[1 + (g::bigint * 31) % $4::int], ($5::text[])[1 + ((g::bigint * 2654435761) % 1000003) % $6::int], 'w' || g || '-0',
              1 + (g::bigint * 40503) % 9, case when g % 20 = 0 then 'hidden' else 'public' end,
              now() - make_interval(mins => ($1::int - g)), now()
         from generate_series(1, $1::int) g`,
      [workCount, o.designers, DESIGN_TYPES, DESIGN_TYPES.length, STYLES, STYLES.length, o.first],
    ),
  );
  for (const def of workIndexes) await client.query(def);
}

/** Re-computes a sample of profiles' vectors from their texts with the app's tokenizer; the ids that differ. */
export async function verifyProfileVectors(client: pg.Client): Promise<{ checked: number; mismatched: number[] }> {
  const rows = (
    await client.query<{ id: number; nickname: string; strt: string; prov: string; descr: string; specialties: string[]; search: string }>(
      `select m.id, m.nickname, m.strt, m.prov, m.descr, p.specialties, p.search::text as search
         from designer_profiles p tablesample system (2) repeatable (7) join members m on m.id = p.member_id limit 200`,
    )
  ).rows;
  const mismatched: number[] = [];
  for (const r of rows) {
    const names = r.specialties.flatMap((c) => [designTypes[c as keyof typeof designTypes].zh, designTypes[c as keyof typeof designTypes].en]);
    const tokens = searchTokens(r.nickname, r.strt, r.prov, r.descr, ...names);
    const want = (await client.query<{ v: string }>(`select to_tsvector('simple', $1)::text as v`, [tokens])).rows[0]!.v;
    if (want !== r.search) mismatched.push(r.id);
  }
  return { checked: rows.length, mismatched };
}
