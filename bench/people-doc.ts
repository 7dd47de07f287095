/** The designer directory's and the gallery's section of docs/performance.md, written by bench/people.ts. */
import type { Pair } from './compare.js';
import type { PictureRun } from './pictures.js';
import { plansSection } from './tasks-doc.js';
import type { VariantPlans } from './tasks-plans.js';

export interface PeopleDocInput {
  table: string;
  machine: string[];
  facts: Record<string, string | number>;
  plans: VariantPlans[];
  pairs: Pair[];
  pictures: PictureRun;
}

const n = (v: string | number | undefined) => Number(v).toLocaleString('en');
const ms = (v: VariantPlans | undefined) => (v ? v.plans.map((p) => `${p.ms.toFixed(1)} ms`).join(' + ') : 'n/a');
const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

function reading(o: PeopleDocInput): string {
  const by = (k: string) => o.plans.find((v) => v.key === k);
  const r = (keys: string[]) => range(o.pairs.filter((p) => keys.includes(p.key)).map((p) => p.server.rps / p.bare.rps));
  const pic = (w: number, cache: string) => o.pictures.rows.find((x) => x.width === w && x.cache === cache);
  const speedup = (w: number) => ((pic(w, 'hit')?.rps ?? NaN) / (pic(w, 'miss')?.rps ?? NaN)).toFixed(0);
  return `- **The directory without a keyword** is one walk of the index of its sort (\`designer_profiles_rating_idx\`,
  \`_completed_idx\`, \`_joined_idx\`; the city index for a city, the rating bound checked in it) that stops after the page,
  then the 20 cards by primary key; the total is the capped count, an index-only scan of at most 10,001 entries
  (by rating: ${ms(by('d1'))}; city + rating: ${ms(by('d4'))}). Page 200 by OFFSET reads the 3,980 entries before it
  (${ms(by('d8'))}; its total was remembered from the first page).
- **A keyword** ranks the newest 1,000 matches only (lib/search.ts \`rankedIds\`, decision 014), found through the GIN index
  \`designer_profiles_search_idx\` or a backwards walk of the primary key: 展台 ${ms(by('d5'))}, "booth" ${ms(by('d6'))},
  王 within 上海 ${ms(by('d7'))}.
- **The gallery** is one walk of \`work_pictures\` newest first (the primary key for all public pictures, the category
  index for a category), with the work and the designer by primary key (memoized); the next page by cursor is
  \`id < last\` on the same index and costs what the first page costs (${ms(by('g4'))} against ${ms(by('g1'))}; its
  total was remembered). Category + style has no index of its own: the style index is walked with the category checked
  on each row, which costs the capped count most (${ms(by('g3'))}); the page itself stays fast. An index
  \`(visibility, category, style, id)\` would make the count an index-only walk; not added, as the capped total is
  remembered for 30 s.
- **Ratios.** The directory's rows answer ${r(['d1', 'd2', 'd3', 'd4', 'd8'])} of the bare requests/s without a keyword and
  ${r(['d5', 'd6', 'd7'])} with one (the keyword's SQL dominates both); the gallery ${r(['g1', 'g2', 'g3', 'g4', 'g5'])}. Ratios above
  1 are the remembered capped total: the bare equivalent counts 10,001 rows on every request, the server once per 30 s.
  On this machine's load the rows of one kind still differ by two to five times between calls measured a minute apart:
  read the ratios as rough, and the plans' times as the server's real cost.
  ${o.plans.some((v) => v.plans.some((p) => p.seqScans.length)) ? 'Some plans have a sequential scan: see below.' : 'No plan has a sequential scan.'}
- **Watermarked pictures.** A cold request is CPU in sharp: decode the 3000 × 2000 original, scale it, draw the SVG
  watermark, encode with mozjpeg, and write the cache. Four at a time on this loaded machine: ${pic(480, 'miss')?.rps.toFixed(1)} renders/s at
  480 px (p95 ${pic(480, 'miss')?.p95.toFixed(0)} ms), ${pic(1600, 'miss')?.rps.toFixed(1)} at 1600 px (p95 ${pic(1600, 'miss')?.p95.toFixed(0)} ms). Warm, the
  picture comes from storage: ${speedup(480)}× and ${speedup(1600)}× the cold rate. So a gallery page of 20 pictures nobody has seen
  costs its first visitor a few seconds of server CPU, once; if uploads of many works at once make that visible, the
  480 px render could be made when the work is saved.`;
}

export function pictureTable(p: PictureRun): string {
  return [
    '| request | cache | requests/s | p50 ms | p95 ms | p99 ms | requests | failed |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...p.rows.map(
      (r) =>
        `| \`/api/Gallery/image/<fileId>?w=${r.width}\` | ${r.cache === 'miss' ? 'cold: rendered by sharp, cache written' : 'warm: from the cache'} | ` +
        `${r.rps.toFixed(r.rps >= 100 ? 0 : 1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.requests} | ${r.failures} |`,
    ),
  ].join('\n');
}

export function peopleDoc(o: PeopleDocInput): string {
  const f = o.facts;
  return `## Designers and the gallery at ${n(f.profiles)} designers and ${n(f.pictures)} pictures (\`npm run bench:people\`)

\`bench/people.ts\` measures the designer directory (\`Common/searchDesigner\`) and the gallery (\`Gallery/getPictures\`)
of issue 9 on the full server, each call against **its own bare baseline**: bare Fastify + node-postgres running a
hand-written equivalent of the call's SQL (the same page with the same joins and the same capped total, side by side;
\`bench/targets/pg-query.ts\`), in the same run. Then the watermarked picture route, cold and warm. Every target runs in
its own Node process on 127.0.0.1; the full server is \`buildApp\` with the web client off, log level \`warn\`, and the
directory's periodic refresh off (it would recompute the generated ratings from evaluations there are none of).

### Data (\`bench/people-data.ts\`)
- A fresh database \`boothhub_bench_people\`, migrated by the server's own migrations; this run:
  ${f.reused === 'true' ? 'a kept database (--reuse)' : `generated in ${f.generatedIn} s`}, dropped at the end unless \`--keep\`.
- ${n(f.profiles)} designers (members and their \`designer_profiles\` rows, ${n(f.listed)} listed): Chinese and English studio
  names (\`王磊展示设计工作室\`, \`Shanghai Design Studio 陈静\`), descriptions in either language, 1–3 specialties,
  16 cities; ratings 3.0–5.0 (one in seven unrated), completed tasks skewed towards few, join dates over three years.
  20,000 distinct texts are drawn in Node (seeded) with the tokens the app's \`writeProfile\` stores; the run re-checks
  ${f.checked} sampled rows against the app's tokenizer (no difference, or it stops). The profiles table is ${f.profiles_size}.
- ${n(f.works)} works of 1–9 pictures (5 % hidden) and ${n(f.pictures)} \`work_pictures\` rows (${n(f.public_pictures)} public),
  six categories and eight styles; the table is ${f.pictures_size} with its indexes. One \`INSERT … SELECT … FROM
  generate_series\` per table, secondary indexes dropped during the load and re-created, then \`VACUUM ANALYZE\`.

### Last run (a shared, loaded machine: four engineers' builds and tests ran beside it)

${o.machine.join('\n')}

${o.table}

"vs bare": requests/s of BoothHub divided by those of the bare equivalent (below 1 = slower); its p95 divided by the
bare p95 (above 1 = slower). The two rows of a call ran one right after the other (bare first), so they saw about the same
load; the ratio is the server's cost over the same SQL (hooks, validation, Drizzle, the answer's mapping). One difference
is the server's own: it remembers for 30 s that a list's total reached the cap (lib/paging.ts) and then skips the count,
while the bare equivalent counts on every request.

### The watermarked picture route

${o.pictures.images} distinct 3000 × 2000 JPEGs (${(o.pictures.bytes / o.pictures.images / 1024).toFixed(0)} KB on average) uploaded through
\`File/upload\` by a designer registered through the real API, as two public works. **Cold**: a loop asks every picture once
at four requests at a time; each answer must say \`x-watermark-cache: miss\` (sharp decodes the original, scales it, writes
the watermark and stores the JPEG under \`wm/\`). **Warm**: autocannon over the same URLs, every answer from the cache.
The originals are flat synthetic renderings that compress well; a camera photograph of the same size is 1–3 MB and takes
longer to decode, so real cold renders cost more than these.

${pictureTable(o.pictures)}

### Reading it
${reading(o)}

${plansSection(
  o.plans,
  `The SQL the server runs: the bench calls the server's own \`searchDesigners\` / \`getPictures\` on a Drizzle instance that
logs each statement, then \`EXPLAIN (ANALYZE, BUFFERS)\` with the same parameters (warm cache).`,
  'people',
)}

### Reproduce
\`\`\`
npm run bench:people                     # generates 100,000 designers and 1,000,000 pictures; rewrites this section
npm run bench:people -- --keep           # keep the database; then --reuse skips the generation
BENCH_DESIGNERS=10000 BENCH_PICTURES=100000 npm run bench:people -- --no-write   # a small data set, print only
\`\`\`
It needs a PostgreSQL server on 127.0.0.1:5432 that lets \`postgres\` create databases (or set \`BENCH_PG_URL\`).
Not a test and not run in CI.
`;
}
