/** The catalogue section of docs/performance.md, written by bench/catalogue.ts. */
import { plansSection } from './tasks-doc.js';
import type { VariantPlans } from './tasks-plans.js';

export interface CatalogueDocInput {
  table: string;
  machine: string[];
  facts: Record<string, string | number>;
  plans: VariantPlans[];
  exhibitionCount: number;
  taskCount: number;
}

const ms = (v: VariantPlans | undefined) => (v ? v.plans.map((p) => `${p.ms.toFixed(1)} ms`).join(' + ') : 'n/a');

export function catalogueDoc(o: CatalogueDocInput): string {
  const f = o.facts;
  const by = (k: string) => o.plans.find((v) => v.key === k);
  return `## The catalogue at ${o.exhibitionCount.toLocaleString('en')} exhibitions beside ${o.taskCount.toLocaleString('en')} tasks (\`npm run bench:catalogue\`)

\`bench/catalogue.ts\` measures the exhibitions' list and search (\`Common/searchHuizhan\`) and the global search
(\`Common/search\`, every kind at once: tasks, exhibitions, conventions, venues) of the full server on one PostgreSQL
database, against the bare Fastify + node-postgres baseline **(b)** (one row by primary key) in the same run. Each
target runs in its own Node process on 127.0.0.1; requests are anonymous.

### Data (\`bench/catalogue-data.ts\` on top of \`bench/tasks-data.ts\`)
- A fresh database \`boothhub_bench_catalogue\`, migrated by the server's own migrations; this run:
  ${f.reused === 'true' ? 'a kept database (--reuse)' : `generated in ${f.generatedIn} s`}.
- ${Number(f.tasks).toLocaleString('en')} tasks (the tasks' benchmark data set), ${Number(f.exhibitions).toLocaleString('en')}
  exhibitions (${Number(f.upcoming).toLocaleString('en')} approved and not ended: start dates spread over two years back and
  two years ahead, 5 % pending), ${Number(f.conventions).toLocaleString('en')} conventions and ${f.venues} venues in 16
  cities. The exhibitions table is ${f.exhibitions_size} with its indexes.
- Titles are Chinese (\`第12届上海国际车展\`) with an English twin (\`Shanghai International Auto Show 12\`), organisers
  in both languages, descriptions in either; 20,000 distinct texts drawn in Node (seeded), each row picks one.
  \`search\` holds the tokens of the app's own \`searchTokens\` in the order \`exhibitionSearchVector\` uses; the run
  re-checks ${f.checked} sampled rows (no difference, or it stops).

### Last run

${o.machine.join('\n')}

${o.table}

"vs (b)": requests/s of the row divided by those of the baseline (below 1 = slower); p95 of the row divided by the
baseline's p95 (above 1 = slower).

${plansSection(
  o.plans,
  `The SQL the server runs: the bench calls the server's own \`searchExhibitions\` and each global-search provider on a
Drizzle instance that logs each statement, then \`EXPLAIN (ANALYZE, BUFFERS)\` with the same parameters (warm cache).`,
  'catalogue',
)}

### Reading it
- **Without a keyword** the list walks \`exhibitions_status_date_idx\` (or the city index for cities) from today in
  start-date order and stops after the page; the total is the capped count (at most 10,001 index entries):
  first page ${ms(by('e1'))}, two cities and three months ${ms(by('e5'))}. Page 200 by OFFSET reads the 3,980 skipped
  entries first (${ms(by('e6'))}).
- **A keyword** ranks only the newest matches up to the cap (lib/search.ts, decision 014), through the GIN index
  \`exhibitions_search_idx\` or a backwards walk of the primary key, with the other filters checked on each row:
  车展 ${ms(by('e2'))}, with city and dates ${ms(by('e3'))}, "auto" ${ms(by('e4'))}, page 50 ${ms(by('e7'))}.
- **The global search** asks the four providers side by side, each one ranked search of its own table with a capped
  total; 车展 runs ${by('g1')?.plans.length ?? 'n/a'} statements (${ms(by('g1'))}). Every statement is fast, but together they
  are ~15 ms of database CPU per request (the tasks' provider ranks the newest 1,000 of its ~85,000 matches), so on two
  shared cores the call is bound by the database's CPU, not by waiting. The next step, if the global search becomes
  hot: count the kinds that are not shown (a capped count, no ranking) and rank only the shown kind's page.
- **Before** (the same data, earlier on 2026-11-24): without the 60-day bound on how long an entry lasts, the first
  page scanned the start-date index from the first exhibition ever entered (20,000 tasks beside 100,000 exhibitions:
  66 req/s, p95 192 ms, against ${'~'}700 with the bound); with the bound but before \`edate\` joined the date indexes,
  the unfiltered total was a 12 ms sequential scan and (e1) answered 1,113 req/s (0.046 of (b)); conventions ranked
  every keyword match (a 10 ms sequential scan for "auto") until they moved to \`rankedIds\`; and each page joined
  all 400 venues by a hash join (a sequential scan, now a primary-key read per row).

### Reproduce
\`\`\`
npm run bench:catalogue                  # generates 1,000,000 tasks and 100,000 exhibitions; rewrites this section
npm run bench:catalogue -- --keep        # keep the database; then --reuse skips the generation
BENCH_TASKS=50000 BENCH_EXHIBITIONS=10000 npm run bench:catalogue -- --no-write   # a small data set, print only
\`\`\`
Not a test and not run in CI.
`;
}
