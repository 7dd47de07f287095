/**
 * `npm run bench:render`: what a page rendered on the server (decision 076) costs against its own API call, in one run
 * with autocannon — issue 35's target: a rendered task or exhibition page at least 0.3 of its API call's requests/s,
 * p95 under 50 ms at 10 connections.
 *
 *   (b) bare Fastify + node-postgres, one row by primary key (the database round trip's ceiling)
 *   (t) `POST /api/Taskcenter/showBusinesTask` of a demo task      (T) `GET /orderDetail?id=…` rendered for a visitor
 *   (x) `POST /api/Common/huizhanInfo` of a demo exhibition          (X) `GET /exhibition/<id>` rendered for a visitor
 *   (h) `GET /` the home page rendered for a visitor
 *
 * The compiled server (npm start's build, with the server entry of the web client) on a fresh PostgreSQL database with
 * the demo data, LOG_LEVEL=warn, each in the way production runs it: the public answers and the rendered pages kept
 * until a write empties them. Prints the table and writes its section of docs/performance.md (skip with --no-write).
 * Not a test: numbers depend on the machine. Env: BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_PG_URL.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  machineFacts,
  measure,
  measureTarget,
  pgRowBaseline,
  ratio,
  repoRoot,
  scratchDatabase,
  settingsFromEnv,
  stop,
  table,
  waitFor,
  writeSection,
  type Measured,
} from './lib.js';

const settings = settingsFromEnv();
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const write = !process.argv.includes('--no-write');
/** the mark of a page the server rendered with its content (the state the client takes over) */
const RENDERED = 'id="bh-ssr-state"';

async function post(base: string, call: string, body: unknown) {
  const res = await fetch(`${base}/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await res.json()) as { success: boolean; data: any };
  if (!envelope.success) throw new Error(`${call} failed`);
  return envelope.data;
}

/** A page must come back rendered (its content and the state), or the row would measure the client's empty shell. */
async function assertRendered(url: string, text: string) {
  const html = await (await fetch(url)).text();
  if (!html.includes(RENDERED) || !html.includes(text)) throw new Error(`${url} was not rendered with "${text}"`);
}

async function main() {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-if-stale.mjs')], { stdio: 'inherit' });
  const db = await scratchDatabase(pgServerUrl, 'boothhub_bench_render');
  const { pgVersion } = db;
  const children: ChildProcess[] = [];
  const results: Measured[] = [];
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0]!;
  try {
    results.push(await measureTarget(settings, children, pgRowBaseline(db.url)));

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server/main.js')], {
      cwd: path.join(repoRoot, 'apps/server'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        DEMO_DATA: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(server);
    await waitFor(`${base}/readyz`, server, 180_000);

    const task = (await post(base, 'Taskcenter/getBusinesTask', { page: 1, pageSize: 1 })).listItem[0] as { id: number; title: string };
    const show = (await post(base, 'Common/searchHuizhan', { page: 1, pageSize: 1 })).listItem[0] as { id: number; title?: string; name?: string };
    const showTitle = show.title ?? show.name ?? '';
    await assertRendered(`${base}/orderDetail?id=${task.id}`, task.title);
    await assertRendered(`${base}/exhibition/${show.id}`, showTitle);
    await assertRendered(`${base}/`, '');
    // what a browser sends: every answer may come compressed (the API's on the fly past 1 KB, the pages kept compressed)
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const json = (body: unknown) => ({
      method: 'POST' as const,
      headers: { ...browser, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const page = { headers: browser };

    results.push(
      await measure(settings, 't', `API: Taskcenter/showBusinesTask of a task`, `${base}/api/Taskcenter/showBusinesTask`, json({ id: task.id })),
    );
    results.push(await measure(settings, 'T', `rendered page: /orderDetail?id=… (that task)`, `${base}/orderDetail?id=${task.id}`, page));
    results.push(await measure(settings, 'x', `API: Common/huizhanInfo of an exhibition`, `${base}/api/Common/huizhanInfo`, json({ id: show.id })));
    results.push(await measure(settings, 'X', `rendered page: /exhibition/<id> (that exhibition)`, `${base}/exhibition/${show.id}`, page));
    results.push(await measure(settings, 'h', `rendered page: / (home)`, `${base}/`, page));
  } finally {
    for (const c of children) await stop(c);
    await db.drop();
  }

  const of = (k: string) => results.find((r) => r.key === k)!;
  const facts = machineFacts({ startedAt, pgVersion, loadBefore, settings });
  const t = table(results, ['b']);
  const verdict = (page: string, api: string) => {
    const r = of(page).rps / of(api).rps;
    const p95 = of(page).p95;
    return `- (${page}) against (${api}): **${ratio(of(page).rps, of(api).rps)}** of its API call's requests/s (target ≥ 0.3${r >= 0.3 ? ' ✔' : ' ✗'}), p95 ${p95.toFixed(1)} ms (target < 50 ms${p95 < 50 ? ' ✔' : ' ✗'})`;
  };
  const text = [
    '## Rendered pages against their API call (`npm run bench:render`)',
    '',
    'Issue 35, item 5 (decision 076): a page the server renders for a visitor must not cost much more than its own API',
    "call. `bench/render.ts` starts the compiled server (with the web client's server entry) on a fresh PostgreSQL",
    'database with the demo data at `LOG_LEVEL=warn` and measures, in one run, each API call and the rendered page that',
    'shows it, both as production serves them: the public answers and the rendered pages are kept until a write to',
    'what they show empties them (`platform/answer-cache.ts`, `platform/page-render.ts`). Each page is first checked to',
    'come back rendered (its title in the HTML and the state the client takes over), so a row never measures the empty',
    'shell. Every request carries the `Accept-Encoding` a browser sends: the API answers past 1 KB are compressed on',
    'the fly, the rendered pages are kept compressed (`platform/compressed-pages.ts`).',
    '',
    ...facts,
    '',
    t,
    '',
    verdict('T', 't'),
    verdict('X', 'x'),
  ].join('\n');
  console.log(`\n${text}\n`);
  if (results.some((r) => r.failures)) {
    console.error('some requests failed: the numbers above are not valid');
    process.exitCode = 1;
    return;
  }
  if (write) writeSection(path.join(repoRoot, 'docs/performance.md'), 'render', text);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
