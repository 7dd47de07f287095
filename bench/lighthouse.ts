/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: its default config, simulated slow 4G and a 4× slower CPU)
 * in Debian's Chromium on six public pages of the production build, served by the compiled server on a fresh embedded
 * database with demo data: home, the task hall, a task, an exhibition, a designer and a model (--tls: also through a
 * TLS load balancer in front). Each page is run BENCH_LH_RUNS times
 * (default 3) and the run with the median performance score is kept. Prints the table and writes its section of
 * docs/performance.md (skip with --no-write). Not a test: figures depend on the machine and its load.
 *
 * Targets (issue 35): performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.1, SEO 100.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { freePort, repoRoot, stop, waitFor, writeSection } from './lib.js';
import { startTlsFront, type TlsFront } from './tls-front.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
const write = !process.argv.includes('--no-write');
/** also through a TLS load balancer in front (HTTP/2), as production serves it */
const tls = process.argv.includes('--tls');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-extensions',
  '--disable-default-apps',
  '--no-first-run',
  '--mute-audio',
  '--lang=zh-CN',
  // the TLS front's self-signed certificate (bench/tls-front.ts)
  '--ignore-certificate-errors',
];

interface Row {
  page: string;
  served: string;
  url: string;
  score: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
  requests: number;
}

/** The compiled server (npm start's build) on a fresh embedded database with demo data. */
function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server/main.js')], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The address of the first public page of a kind, from the server's own sitemap (a task, an exhibition …). */
async function firstPage(base: string, kind: string): Promise<string> {
  const xml = await (await fetch(`${base}/sitemaps/${kind}-1.xml`)).text();
  const loc = /<loc>(.*?)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error(`the demo data has no public ${kind}`);
  const url = new URL(loc.replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}

const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function rowOf(page: string, served: string, url: string, lhr: Result): Row {
  const items =
    (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number; requestCount: number }> } | undefined)
      ?.items ?? [];
  const of = (type: string) => items.find((i) => i.resourceType === type);
  return {
    page,
    served,
    url,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    fcp: audit(lhr, 'first-contentful-paint'),
    lcp: audit(lhr, 'largest-contentful-paint'),
    tbt: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    bytes: of('total')?.transferSize ?? audit(lhr, 'total-byte-weight'),
    scriptBytes: of('script')?.transferSize ?? NaN,
    requests: of('total')?.requestCount ?? NaN,
  };
}

async function measurePage(port: number, page: string, served: string, url: string): Promise<Row> {
  const rows: Row[] = [];
  for (let i = 0, failures = 0; i < runs; i++) {
    const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    // Lighthouse's own trace recording fails now and then (NO_NAVSTART, NO_FCP on a busy machine): run again, twice at most
    if (error && failures < 2) {
      failures++;
      i--;
      console.log(`  ${page}: Lighthouse failed (${error.code}), running again`);
      continue;
    }
    if (error) throw new Error(`${url}: ${error.message}`);
    const row = rowOf(page, served, url, result.lhr);
    rows.push(row);
    console.log(`  ${page}, ${served}, run ${i + 1}/${runs}: performance ${row.score}, LCP ${s(row.lcp)}, TBT ${row.tbt.toFixed(0)} ms`);
  }
  rows.sort((a, b) => a.score - b.score);
  return rows[Math.floor(rows.length / 2)]!;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? '' : ' ✗');

function section(rows: Row[], facts: string[]): string {
  return [
    '### Lighthouse (`npm run bench:lighthouse`)',
    '',
    "Lighthouse 12 (`bench/lighthouse.ts`), mobile preset (simulated slow 4G, 4× CPU slowdown), in Debian's Chromium",
    `(headless), against the production build served by the compiled server on a fresh embedded database with demo data;`,
    `median performance score of ${runs} runs per page. Targets (issue 35): performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.1,`,
    'SEO 100 (✗ = missed). The six public pages the server renders for a visitor (decision 076), each served by the',
    'server directly (HTTP/1.1 without TLS: six connections, one request at a time on each); `--tls` adds each page as',
    'production serves it, through a TLS load balancer in front (README, "Production"; `bench/tls-front.ts`: HTTPS with',
    'HTTP/2 to the browser, HTTP/1.1 to the server). Transfer sizes are what the browser received.',
    '',
    ...facts,
    '',
    '| page | served | performance | SEO | FCP | LCP | TBT | CLS | transfer | of it JavaScript | requests |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.served} | ${r.score}${mark(r.score >= 95)} | ${r.seo}${mark(r.seo === 100)} | ${s(r.fcp)} | ${s(r.lcp)}${mark(r.lcp <= 2000)} | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)}${mark(r.cls <= 0.1)} | ${kb(r.bytes)} | ${kb(r.scriptBytes)} | ${r.requests} |`,
    ),
  ].join('\n');
}

async function main() {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-if-stale.mjs')], { stdio: 'inherit' });
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0]!;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boothhub-lighthouse-'));
  const server = startServer(port, dataDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let front: TlsFront | undefined;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, server, 180_000);
    const first = async (kind: string) => firstPage(base, kind);
    if (tls) front = await startTlsFront(base);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const pages: Array<[string, string]> = [
      ['home `/`', '/'],
      ['task hall `/orderList`', '/orderList'],
      ['a task `/orderDetail?id=…`', await first('tasks')],
      ['an exhibition `/exhibition/<id>`', await first('exhibitions')],
      ['a designer `/designInfo?id=…`', await first('designers')],
      ['a model `/modelDetail?id=…`', await first('models')],
    ];
    const ways: Array<[string, string]> = [
      ['HTTP/1.1, direct', base],
      ...(front ? [['HTTP/2 + TLS, load balancer', front.url] as [string, string]] : []),
    ];
    const rows: Row[] = [];
    for (const [page, address] of pages) {
      for (const [served, origin] of ways) rows.push(await measurePage(chrome.port, page, served, `${origin}${address}`));
    }
    const version = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const cpu = os.cpus();
    const facts = [
      `- Date: ${startedAt.toISOString().slice(0, 10)}; ${version}; Node ${process.version}`,
      `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}); load average (1 min) ${loadBefore.toFixed(2)} at the start, ${os.loadavg()[0]!.toFixed(2)} at the end (other work on the machine slows the simulated CPU too)`,
    ];
    const text = section(rows, facts);
    console.log(`\n${text}`);
    if (write) writeSection(path.join(repoRoot, 'docs/performance.md'), 'lighthouse', text);
  } finally {
    if (chrome) chrome.kill();
    await front?.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
