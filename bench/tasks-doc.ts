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
  const parts = v.plans.map((p, i) => {
    const seq = p.seqScans.length ? ` — **sequential scan: ${p.seqScans.join('; ')}**` : '';
    return `Statement ${i + 1} of ${v.plans.length} (${p.ms.toFixed(1)} ms)${seq}\n\n${fence('sql', inlineParams(p))}\n\n${fence('', p.plan)}`;
  });
  const total = v.total === undefined ? '' : `, total ${v.total.toLocaleString('en')}`;
  return `<details><summary>(${v.key}) ${v.name}: body <code>${JSON.stringify(v.body)}</code>${total}</summary>\n\n${parts.join('\n\n')}\n\n</details>`;
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
