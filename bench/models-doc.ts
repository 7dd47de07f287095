/** The model centre's section of docs/performance.md, written by bench/models.ts. */
import { plansSection } from './tasks-doc.js';
import type { VariantPlans } from './tasks-plans.js';
import { TUS_BYTES, type TusRun } from './tus-upload.js';
import { webSizeTable, type WebSize } from './web-size.js';

export interface ModelsDocInput {
  table: string;
  machine: string[];
  facts: Record<string, string | number>;
  plans: VariantPlans[];
  tus: TusRun[];
  web: WebSize | string;
}

const n = (v: string | number | undefined) => Number(v).toLocaleString('en');
const ms = (v: VariantPlans | undefined) => (v ? v.plans.map((p) => `${p.ms.toFixed(1)} ms`).join(' + ') : 'n/a');
const mib = (x: number) => x.toFixed(0);
const kb = (x: number) => (x / 1024).toFixed(1);

function reading(o: ModelsDocInput): string {
  const by = (k: string) => o.plans.find((v) => v.key === k);
  const [chunked, whole, glb] = o.tus;
  const stlGrowth = Math.max(...o.tus.filter((r) => r.file !== 'glb').map((r) => r.rssPeak - r.rssBefore));
  return `- **Most favourited (m6): ${ms(by('m6'))}.** Each model stores how many members keep it (\`models.favourites\`, moved
  by the favourites call in the favourite's own transaction through the kind's \`counted\` rule; migration
  \`models_favourites_count\` fills it), and \`models_favourites_idx (status, favourites, id)\` gives the top 20 without
  reading the others. Before, the sort counted the favourites of every approved model on each request
  (\`ORDER BY (SELECT count(*) …)\`: a sequential scan and 84,666 index lookups, 479 ms a statement, 1 request/s).
- **Fixed in this branch**: page 200 by OFFSET computed the favourite count and author of all 4,000 skipped rows (a
  select-list subquery runs for every row the OFFSET skips: 118 ms); the page now takes its ids first and the cards'
  columns for those 20 only (${ms(by('m9'))}). The totals of a price range and of "free + format" were sequential scans
  of the whole table (164 ms and 85 ms: a total below the cap is counted exactly on every request); the indexes
  \`models_price_idx (status, price, id)\` and \`models_format_idx (status, format, price, id)\` make them bitmap scans
  of the matches (${ms(by('m8'))}; ${ms(by('m7'))}). Migration \`models_price_format_idx\`.
- **The rest**: newest first and a category walk \`models_public_idx\` / \`models_category_idx\` and stop after the page;
  a keyword ranks the newest 1,000 matches (\`rankedIds\`: 展台 ${ms(by('m3'))}, "truss" ${ms(by('m4'))}); a keyword with
  another sort (m10) counts its matches with a capped scan that stops at 1,001 (${ms(by('m10'))}: the only remaining
  sequential scan, bounded by the cap).
- **Upload**: ${
    chunked
      ? `an STL in 5 MiB PATCHes ${chunked.mbPerSecond.toFixed(0)} MiB/s, in one PATCH ${whole?.mbPerSecond.toFixed(0)} MiB/s (each PATCH is a
  request of its own: session check, the upload's lock and metadata, a file opened and flushed)`
      : 'n/a'
  }. For an STL the server's
  memory stays flat: at most +${mib(stlGrowth)} MiB over 200 MiB, as tus writes the bytes to disk as they come and the files
  module streams the finished file into storage. A glb${glb ? ` grows the server by +${mib(glb.rssPeak - glb.rssBefore)} MiB at its peak` : ''}: its bytes are
  validated when the last one arrives, but in a process of its own (\`lib/gltf-process.ts\` forks \`lib/gltf-worker.ts\`
  and streams the file to it; one file at a time), which holds the whole file for gltf-validator and glTF-Transform
  (they take bytes, not a stream) and gives the memory back when it exits; the server only streams. The last PATCH's
  answer waits for the validator${glb ? ` (${glb.seconds.toFixed(0)} s for the whole upload against ${chunked?.seconds.toFixed(0)} s for the STL)` : ''}. Before the
  worker (an earlier run of the same day) the server itself read the glb whole: +432 MiB for this file.
- **The viewer** is loaded only when the page shows a preview: the viewer component adds little; three.js with the loader
  and the meshopt decoder are the weight.${
    typeof o.web === 'string'
      ? ''
      : ` Before the viewer /modelDetail loads ${kb(o.web.rows[0]!.gzip)} KB gzip, with it ${kb(o.web.rows.reduce((a, r) => a + r.gzip, 0))} KB: above the
  580 KB route budget CI holds (apps/web/scripts/budget.mjs checks the scene chunk as a route of its own, from the entry
  without the page, and adds every lazy layout as an upper bound) and far above issue 12's 300 KB.`
  }`;
}
function tusTable(runs: TusRun[]): string {
  return [
    '| file | sent as | PATCHes | seconds | MiB/s | RSS before, MiB | RSS peak, MiB | peak growth, MiB | RSS after, MiB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(
      (r) =>
        `| ${r.file}, ${n(r.bytes)} bytes | ${r.mode} | ${r.patches} | ${r.seconds.toFixed(1)} | ${r.mbPerSecond.toFixed(1)} | ${r.rssBefore.toFixed(0)} | ${r.rssPeak.toFixed(0)} | ` +
        `${(r.rssPeak - r.rssBefore).toFixed(0)} | ${r.rssAfter.toFixed(0)} |`,
    ),
  ].join('\n');
}

export function modelsDoc(o: ModelsDocInput): string {
  const f = o.facts;
  const web =
    typeof o.web === 'string'
      ? `Not measured in this run: ${o.web}.`
      : `From the production build of ${o.web.builtAt.slice(0, 16).replace('T', ' ')} UTC (\`npm run build -w apps/web\`), the heavier language (${o.web.lang}):

${webSizeTable(o.web)}`;
  return `## The model centre at ${n(f.models)} models (\`npm run bench:models\`)

\`bench/models.ts\` measures the model list (\`Common/searchModel\`) of issue 10 on the full server against **its own bare
baseline** per call: bare Fastify + node-postgres running a hand-written equivalent of the call's SQL (the same page, the
same per-card favourite count and author, the same capped total; \`bench/targets/pg-query.ts\`), in the same run; then a
200 MB upload through the tus endpoint with the server's memory sampled, and the model page's JavaScript with and
without the viewer. Every target runs in its own Node process on 127.0.0.1; the full server is \`buildApp\` with the
web client off and log level \`warn\`.

### Data (\`bench/models-data.ts\`)
- A fresh database \`boothhub_bench_models\`, migrated by the server's own migrations; this run:
  ${f.reused === 'true' ? 'a kept database (--reuse)' : `generated in ${f.generatedIn} s`}, dropped at the end unless \`--keep\`.
- ${n(f.models)} models (${n(f.public)} approved and not deleted) by 5,000 designers, nine categories, eight styles, every
  format, 40 % free; titles Chinese, English or both (\`特装展台 6x9\`, \`Aluminium truss 4m\`, \`LED 屏幕墙 LED video wall\`);
  downloads skewed towards few; ${n(f.favourites)} favourites. 20,000 distinct texts drawn in Node (seeded) with the tokens
  of the app's \`modelSearchVector\`; the run re-checks ${f.checked} sampled rows (no difference, or it stops). The models
  table is ${f.models_size} with its indexes.

### Last run (a shared, loaded machine: four engineers' builds and tests ran beside it)

${o.machine.join('\n')}

${o.table}

"vs bare": requests/s of BoothHub divided by those of the bare equivalent (below 1 = slower); its p95 divided by the
bare p95 (above 1 = slower). The two rows of a call ran one right after the other (bare first), so they saw about the same
load. The server remembers for 30 s that a list's total reached the cap (lib/paging.ts) and then skips the count; the
bare equivalent counts on every request. On this machine's load (other engineers' test runs and builds) the same call's
ratio moved by two to four times between three runs of the same day: read the ratios as rough, and the plans' times as
the server's real cost.

### Upload through tus (\`/api/tus\`)

A member registered through the real API uploads, as \`modules/models/models.tus.ts\` accepts it, a binary STL of
${n(TUS_BYTES)} bytes (the largest that fits 200 MiB) and a valid glb of the same size (a point cloud whose positions fill
its binary chunk), both generated on the fly: \`POST /api/tus\` with \`Upload-Length\` and the
file name, then \`PATCH\`es at \`Upload-Offset\`; the last one answers the file (its type checked by its bytes, the quota,
the row). The server's resident memory (\`VmRSS\` of its process) is read every 50 ms from the \`POST\` to the answer of
the last \`PATCH\`.

${tusTable(o.tus)}

### The model page's JavaScript

${web}

### Reading it
${reading(o)}

${plansSection(
  o.plans,
  `The SQL the server runs: the bench calls the server's own \`searchModels\` on a Drizzle instance that logs each statement,
then \`EXPLAIN (ANALYZE, BUFFERS)\` with the same parameters (warm cache).`,
  'models',
)}

### Reproduce
\`\`\`
npm run build -w apps/web                # the production build the JavaScript sizes are read from
npm run bench:models                     # generates 100,000 models; rewrites this section
npm run bench:models -- --keep           # keep the database; then --reuse skips the generation
BENCH_MODELS=10000 npm run bench:models -- --no-write   # a small data set, print only
\`\`\`
It needs a PostgreSQL server on 127.0.0.1:5432 that lets \`postgres\` create databases (or set \`BENCH_PG_URL\`).
Not a test and not run in CI.
`;
}
