/** The business-tasks section of docs/performance.md, written by bench/tasks.ts. */
import { inlineParams } from './tasks-plans.js';
import type { VariantPlans } from './tasks.js';

export interface TasksDocInput {
  table: string;
  machine: string[];
  facts: Record<string, string | number>;
  plans: VariantPlans[];
  count: number;
}

const fence = (lang: string, text: string) => `\`\`\`${lang}\n${text}\n\`\`\``;

function planBlock(v: VariantPlans): string {
  const label = (i: number) => (v.key === '6' ? `Statement ${i + 1} of ${v.plans.length}` : i === 0 ? 'Statement 1: the page' : 'Statement 2: the total');
  const parts = v.plans.map((p, i) => {
    const seq = p.seqScans.length ? ` — **sequential scan: ${p.seqScans.join('; ')}**` : '';
    return `${label(i)} (${p.ms.toFixed(1)} ms)${seq}\n\n${fence('sql', inlineParams(p))}\n\n${fence('', p.plan)}`;
  });
  const total = v.total === undefined ? '' : `, total ${v.total.toLocaleString('en')}`;
  return `<details><summary>(${v.key}) ${v.name}: body <code>${JSON.stringify(v.body)}</code>${total}</summary>\n\n${parts.join('\n\n')}\n\n</details>`;
}

const ms = (v: VariantPlans | undefined, i: number) => (v?.plans[i] ? `${v.plans[i]!.ms.toFixed(1)} ms` : 'n/a');

/** What the plans of this run say, with their own figures. */
function reading(plans: VariantPlans[]): string {
  const by = (k: string) => plans.find((v) => v.key === k);
  const lists = plans.filter((v) => v.key !== '6');
  const pages = lists.map((v) => `(${v.key}) ${ms(v, 0)}`).join(', ');
  const totals = lists.map((v) => `(${v.key}) ${ms(v, 1)}`).join(', ');
  return `- **Without a relevance ranking the page itself is cheap** (statement 1: ${pages}; (4) and (5) rank, see below). Newest first walks \`tasks_pkey\` backwards
  and stops after the page; filters use the city/type indexes. The page's ids are picked on \`tasks\` alone and only those
  20 rows are joined to their publisher and counted for signups (\`searchTasks\` in tasks.repository.ts); before this
  change a deep page joined and counted signups for all 10,000 skipped rows. Deep OFFSET still reads the skipped rows'
  index entries and heap rows (page 500: ${ms(by('3'), 0)}), which stays small at this depth; keyset pagination was not needed.
- **The total is what costs** (statement 2, \`count(*)\`: ${totals}). It must visit every matching row: for the
  unfiltered list an index-only scan over every public task; for city + type + budget an index-only scan of
  \`tasks_city_types_idx\` (added with this bench, migration 0006: before it the count read ~31,000 heap pages through
  a BitmapAnd of three indexes, ~0.9 s); for a keyword the GIN index finds the matches but each one's heap page is read
  to check the status.
- **A keyword sorted by relevance** (the default with a keyword) computes \`ts_rank\` for every match before it can
  choose 20 (${by('4')?.total?.toLocaleString('en') ?? 'n/a'} for 车展: ${ms(by('4'), 0)}); the same keyword newest first walks the primary
  key backwards and stops after 20 matches (${ms(by('4n'), 0)}), but still pays for its total (${ms(by('4n'), 1)}).
  No index orders by \`ts_rank\`, so this grows with the number of matches, not with the page.
- **The detail** (\`showBusinesTask\`, anonymous) is ${by('6')?.plans.length ?? 'a few'} primary-key or \`(task_id, id)\` lookups,
  each well under a millisecond; what it costs beyond (b) is the server's own work per request (hooks, validation, the
  envelope, serialising the detail and its orbits) and the statements it runs one after the other.
- Not changed, because each would change what the call answers (a product decision): a capped or estimated \`total\` for
  large results (exact up to e.g. 10,000, otherwise "10,000+"), a short-lived cache of totals, ranking only the newest N
  matches of a broad keyword, or newest-first by default for broad keywords with relevance on request.`;
}

export function tasksDoc(o: TasksDocInput): string {
  const f = o.facts;
  const seqTotal = o.plans.reduce((n, v) => n + v.plans.reduce((m, p) => m + p.seqScans.length, 0), 0);
  const planSummary = o.plans
    .map((v) => `| (${v.key}) ${v.name} | ${v.total?.toLocaleString('en') ?? '—'} | ${v.plans.map((p) => p.ms.toFixed(1)).join(' + ')} | ${v.plans.some((p) => p.seqScans.length) ? 'yes' : 'none'} |`)
    .join('\n');
  return `## Business tasks at ${o.count.toLocaleString('en')} rows (\`npm run bench:tasks\`)

\`bench/tasks.ts\` measures the public task list (\`Taskcenter/getBusinesTask\`) and the task detail
(\`Taskcenter/showBusinesTask\`) of the full server on a PostgreSQL database holding ${o.count.toLocaleString('en')} generated
tasks, against the bare Fastify + node-postgres baseline **(b)** (one row by primary key, \`bench/targets/pg-row.ts\`)
in the same run. Each target runs in its own Node process on 127.0.0.1; the full server is \`buildApp\` with the web
client off and log level \`warn\` (\`bench/targets/server.ts\`), anonymous requests.

### Data (\`bench/tasks-data.ts\`)
- A fresh database \`boothhub_bench_tasks\`, migrated by the server's own migrations (\`openDatabase\`); dropped at the end
  unless \`--keep\`. This run: ${f.reused === 'true' ? 'a kept database (--reuse)' : `generated in ${f.generatedIn} s`}.
- ${f.members} members (businesses publish, designers sign up), ${Number(f.tasks).toLocaleString('en')} tasks
  (${Number(f.recruiting).toLocaleString('en')} recruiting, the rest in progress, delivered, completed, cancelled, disputed,
  1.5 % unpaid drafts), ${Number(f.orbits).toLocaleString('en')} orbit entries, ${Number(f.signups).toLocaleString('en')} signups.
  The tasks table is ${f.tasks_size} with its indexes; the GIN search index alone ${f.search_idx_size}.
- Titles mix Chinese (\`上海国际车展 特装展台\`), English (\`Furniture Fair island stand Guangzhou\`) and both
  (\`广州家具展 Furniture Fair island stand\`) over 16 cities, 18 shows and 12 kinds of work; requirements in either
  language; addresses are real venues with a hall number. 60,000 distinct texts are drawn in Node (seeded) and each
  task picks one; every other field (publisher, area and dimensions, budget, dates, status, designer …) is drawn per row
  in one \`INSERT … SELECT … FROM generate_series\`.
- \`search\` is filled exactly as the app fills it: the tokens come from the app's own \`searchTokens(title, tips, addr,
  city)\` and the database stores \`to_tsvector('simple', tokens)\`, as \`toSearchVector\` does. The run re-checks
  ${f.checked} sampled rows against the app's function (no difference, or it stops).
- The tasks' secondary indexes are dropped during the load and re-created from their own definitions, then
  \`VACUUM ANALYZE\`. The ledger is not filled (the list and the detail never read it).

### Last run

${o.machine.join('\n')}

${o.table}

"vs (b)": requests/s of the row divided by those of the baseline (below 1 = slower); p95 of the row divided by the
baseline's p95 (above 1 = slower). A list answer is two statements (the page and its total, run side by side on two
pooled connections); the detail is ${o.plans.find((v) => v.key === '6')?.plans.length ?? 'several'} statements, partly in parallel.

### Query plans

The SQL below is what the server runs: the bench calls the server's own \`listPublicTasks\` / \`showTask\` on a Drizzle
instance that logs each statement, then runs \`EXPLAIN (ANALYZE, BUFFERS)\` of it with the same parameters (warm cache).
Sequential scans found in all plans: **${seqTotal}**.

| call | total | statement times, ms | seq scan |
| --- | ---: | ---: | --- |
${planSummary}

${o.plans.map(planBlock).join('\n\n')}

### Reading it
${reading(o.plans)}

### Reproduce
\`\`\`
npm run bench:tasks                     # ~${o.count >= 1_000_000 ? '10–15' : 'a few'} minutes; rewrites this section
npm run bench:tasks -- --keep           # keep boothhub_bench_tasks afterwards; then --reuse skips the generation
BENCH_TASKS=100000 npm run bench:tasks -- --no-write   # a smaller data set, print only
\`\`\`
It needs a PostgreSQL server on 127.0.0.1:5432 that lets \`postgres\` create databases (or set \`BENCH_PG_URL\`).
Not a test and not run in CI; on a shared 2-core machine the numbers move by ±10–20 % between runs.
`;
}
