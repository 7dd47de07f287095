/** The business-tasks section of docs/performance.md, written by bench/tasks.ts. */
import { inlineParams } from './tasks-plans.js';
import type { VariantPlans } from './tasks-plans.js';

export interface TasksDocInput {
  table: string;
  machine: string[];
  facts: Record<string, string | number>;
  plans: VariantPlans[];
  count: number;
}

const fence = (lang: string, text: string) => `\`\`\`${lang}\n${text}\n\`\`\``;

export function planBlock(v: VariantPlans): string {
  const label = (i: number) =>
    v.key === '6' || v.key === '7' || v.plans.length !== 2
      ? `Statement ${i + 1} of ${v.plans.length}`
      : `Statement ${i + 1}: ${isCount(v.plans[i]!) ? 'the total' : 'the page'}`;
  const parts = v.plans.map((p, i) => {
    const seq = p.seqScans.length ? ` — **sequential scan: ${p.seqScans.join('; ')}**` : '';
    return `${label(i)} (${p.ms.toFixed(1)} ms)${seq}\n\n${fence('sql', inlineParams(p))}\n\n${fence('', p.plan)}`;
  });
  const total = v.total === undefined ? '' : `, total ${v.total.toLocaleString('en')}`;
  return `<details><summary>(${v.key}) ${v.name}: body <code>${JSON.stringify(v.body)}</code>${total}</summary>\n\n${parts.join('\n\n')}\n\n</details>`;
}

/** The benchmarks whose query plans go to docs/performance-archive.md, each under its own heading there. */
export const planTitles = {
  tasks: 'Query plans: business tasks',
  catalogue: 'Query plans: the catalogue',
  people: 'Query plans: designers and the gallery',
  models: 'Query plans: the model centre',
} as const;
export type PlansOf = keyof typeof planTitles;
/** GitHub's anchor of a heading. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** Each statement's SQL and plan, written to its section of docs/performance-archive.md (`writeSection(…, `${of}-plans`)`). */
export function planDetails(of: PlansOf, plans: VariantPlans[]): string {
  return `## ${planTitles[of]}

The SQL and the \`EXPLAIN (ANALYZE, BUFFERS)\` of each statement of the last run; the summary is in
[performance.md](performance.md).

${plans.map(planBlock).join('\n\n')}`;
}

/** The "Query plans" part of a section: how the plans were taken and a summary table; each plan is in the archive. */
export function plansSection(plans: VariantPlans[], how: string, of: PlansOf): string {
  const seqTotal = plans.reduce((n, v) => n + v.plans.reduce((m, p) => m + p.seqScans.length, 0), 0);
  const summary = plans
    .map(
      (v) =>
        `| (${v.key}) ${v.name} | ${v.total?.toLocaleString('en') ?? '—'} | ${v.plans.map((p) => p.ms.toFixed(1)).join(' + ')} | ${v.plans.some((p) => p.seqScans.length) ? 'yes' : 'none'} |`,
    )
    .join('\n');
  return `### Query plans

${how}
Sequential scans found in all plans: **${seqTotal}**.

| call | total | statement times, ms | seq scan |
| --- | ---: | ---: | --- |
${summary}

Each statement's SQL and plan: [performance-archive.md](performance-archive.md#${anchor(planTitles[of])}).`;
}

const isCount = (p: { sql: string }) => /^select count\(\*\)/.test(p.sql);
/** the list's count statement (the page and the count run side by side, so either may be logged first) */
const countMs = (v: VariantPlans | undefined) => {
  const p = v?.plans.find(isCount);
  return p ? `${p.ms.toFixed(1)} ms` : 'n/a';
};
const ms = (v: VariantPlans | undefined, i: number) => (v?.plans[i] ? `${v.plans[i]!.ms.toFixed(1)} ms` : 'n/a');

/** What the plans of this run say, with their own figures. */
function reading(plans: VariantPlans[]): string {
  const by = (k: string) => plans.find((v) => v.key === k);
  return `- **Totals are capped** (lib/paging.ts, decision 013): \`count(*)\` over \`SELECT 1 … LIMIT 10001\` reads at most
  10,001 entries of an index (the unfiltered list: an index-only scan, ${countMs(by('1'))}); the answer says \`total: 10000,
  totalCapped: true\` and the web client shows "more than 10,000". A list known to reach its cap is remembered as capped
  for 30 s, so the next pages skip the count; a total below the cap (city + type + budget: ${by('2')?.total?.toLocaleString('en') ?? 'n/a'},
  ${countMs(by('2'))} from \`tasks_city_types_idx\`) is counted exactly every time. Their own tasks, bills and signups
  keep exact totals.
- **Deep pages by cursor**: every order but relevance answers \`nextCursor\`; sent back as \`cursor\` the page is
  \`WHERE id < last\` on \`tasks_pkey\` and costs what the first page costs. Page numbers still work by OFFSET
  (page 500: ${ms(by('3'), 0)} for the page, reading the 9,980 skipped index entries and rows).
- **A keyword** (lib/search.ts, decision 014) ranks only the newest 1,000 matches: one statement walks \`tasks_pkey\`
  backwards checking \`search @@ query\` on each row until it has 1,001 of them (or, for a rare keyword, takes them
  from the GIN index), ranks those with \`ts_rank\` and returns 20 with the capped total
  (车展 ${ms(by('4'), 0)}, "auto" ${ms(by('5'), 0)}). Newest first walks the same index and stops after 21 matches; its total is the same capped walk.
  The cost is bounded by the cap, not by the number of matches (~85,000 each).
- **Prepared pages** (lib/prepared.ts, decision 054): a list filtered by status alone — rows (1), (3c) and their \`u\`
  rows — is a named prepared statement, planned once per connection (the page size and the statuses written into its
  text, no OFFSET on a first or cursor page); the lists filtered by values — (2), the keywords — and page 500 by number
  ((3), \`OFFSET $1\`) are planned for their values on every request. Prepared statements map their rows with a mapper
  made once (\`fastRows\`).
- **The detail** (\`showBusinesTask\`) reads the task with its list figures and its orbits in one statement; logged in,
  the same statement is the session check and carries the viewer's signup and favourite (decision 044). A visitor's
  detail is a kept answer (below); (6u) is the same row on a server that keeps nothing.
- **userInfo** is one statement (the session check included): the session by its token's hash joined to its member,
  the member's ledger account, identity and figures stamp (${ms(by('7'), 0)}); the slower figures (rewards, invitees,
  PIN, WeChat, ratings) are kept in the process while their stamp stands, which the database moves in any write
  behind them (decision 091), and read by a second statement once a minute or after a change. Every other call reads
  the session first and then its own data.
- **Kept answers** (platform/answer-cache.ts, decision 041): the public list is the same for every viewer, so the
  server keeps its serialised answer per body and language for \`ANSWER_CACHE_MS\` (1 s) and empties the cache on every
  write this instance sends to the database. Rows (1)–(5n) and (3c) repeat one body, so they measure a kept answer
  (the first page and the popular filters of a busy site); rows ending in \`u\` are the same bodies on a server that
  keeps nothing (\`ANSWER_CACHE_MS=0\`): what each new list or search costs.
- **The floors** (rows ending in \`f\`): bare Fastify + node-postgres running the \`u\` row's own statements — captured
  from the server's service on a repeated call, prepared where the server prepares them, side by side on one pool —
  and answering their rows as JSON, with no presenting, schema, envelope or hook (\`bench/targets/pg-query.ts\`). No
  server that runs those statements can answer faster, so a \`u\` row whose floor is below a target cannot reach it
  without reading less: a total below the cap counted exactly, the newest 1,000 matches of a keyword ranked, an
  OFFSET page walking the rows it skips are the product's rules (decisions 013, 014), not the server's overhead.`;
}

export function tasksDoc(o: TasksDocInput): string {
  const f = o.facts;
  return `## Business tasks at ${o.count.toLocaleString('en')} rows (\`npm run bench:tasks\`)

\`bench/tasks.ts\` measures the public task list (\`Taskcenter/getBusinesTask\`) and the task detail
(\`Taskcenter/showBusinesTask\`) of the full server on a PostgreSQL database holding ${o.count.toLocaleString('en')} generated
tasks, and \`Member/userInfo\` and \`/healthz\`, against the bare Fastify + node-postgres baseline **(b)** (one row by
primary key, \`bench/targets/pg-row.ts\`) and the bare Fastify hello **(a)** in the same run: every line of the targets
of issue 14. Each target runs in its own Node process on 127.0.0.1; the full server is \`buildApp\` with the web
client off and log level \`warn\` (\`bench/targets/server.ts\`); requests are anonymous unless the row says logged in
(a member registered through the real API).

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

"vs (b)", "vs (a)": requests/s of the row divided by those of the baseline (below 1 = slower); p95 of the row divided by
the baseline's p95 (above 1 = slower). Compare (c) /healthz with (a), every other row with (b).

${plansSection(
  o.plans,
  `The SQL below is what the server runs: the bench calls the server's own \`listPublicTasks\` / \`showTask\` on a Drizzle
instance that logs each statement, then runs \`EXPLAIN (ANALYZE, BUFFERS)\` of it with the same parameters (warm cache).`,
  'tasks',
)}

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
