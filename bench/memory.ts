/**
 * `npm run bench:memory`: the embedded server's memory and start (issue 37 item 4), measured from outside:
 *   node --import tsx bench/memory.ts [--browse N | --minutes M] [-- ENV=value …]
 * Starts the built server (`npm run build`: apps/server/dist/server/main.js) on PGlite in a fresh DATA_DIR with the
 * demo data (NODE_ENV=production, LOG_LEVEL=warn, plus any ENV=value after `--`) and reads /proc/<pid>:
 * - the first start: wall time until /readyz answers, resident memory then, its peak (VmHWM);
 * - idle: resident after 30 s with nothing asked;
 * - after browsing: N rounds (default 20) of what a visitor's pages call — every public list's pages, each task,
 *   exhibition, designer and model detail, the rendered pages, pictures — or as many rounds as M minutes hold
 *   (`--minutes`: the "an hour of browsing" is `--minutes 60`), then 30 s idle;
 * - a second start on the same DATA_DIR: wall time until /readyz, resident after 30 s idle.
 * Prints a markdown table. Not a test: the figures depend on the machine.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startBuilt, stop, waitFor } from './lib.js';

const argv = process.argv.slice(2);
const browseAt = argv.indexOf('--browse');
const rounds = browseAt >= 0 ? Number(argv[browseAt + 1]) || 20 : 20;
const minutesAt = argv.indexOf('--minutes');
const browseMs = minutesAt >= 0 ? Number(argv[minutesAt + 1]) * 60_000 : 0;
const envAt = argv.indexOf('--');
const extraEnv = Object.fromEntries(
  (envAt >= 0 ? argv.slice(envAt + 1) : []).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]).filter(([k]) => k),
);
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 30_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boothhub-memory-'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (kb: number) => Math.round(kb / 1024);

interface Memory {
  rss: number;
  hwm: number;
  /** malloc's main heap ([heap] in smaps) */
  heap: number;
  /** CPU seconds the process has used so far (user + system): the start's cost whatever the machine's load */
  cpu: number;
}

/** Resident memory of the process, its peak and malloc's main heap, in MB (/proc/<pid>/status and smaps). */
function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const heap = readFileSync(`/proc/${pid}/smaps`, 'utf8')
    .split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)
    .filter((m) => m.split('\n')[0]!.endsWith('[heap]'))
    .reduce((sum, m) => sum + Number(/\nRss:\s+(\d+)/.exec(m)?.[1] ?? 0), 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const cpu = (Number(stat[11]) + Number(stat[12])) / 100;
  return { rss: mb(field('VmRSS')), hwm: mb(field('VmHWM')), heap: mb(heap), cpu };
}

async function startServer(): Promise<{ child: ChildProcess; base: string; ms: number }> {
  const port = await freePort();
  const began = Date.now();
  const child = startBuilt(port, { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '1', ...extraEnv });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, child, 1_800_000);
  return { child, base, ms: Date.now() - began };
}

const post = async (base: string, call: string, body: unknown) => {
  const res = await fetch(`${base}/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return ((await res.json()) as { data?: any }).data;
};
const get = async (url: string) => {
  const res = await fetch(url);
  await res.arrayBuffer();
};

/** One round of a visitor's browsing: every public list page by page, every detail, rendered pages and pictures. */
async function browse(base: string) {
  const lists: Array<[string, string, (x: any) => string]> = [
    ['Taskcenter/getBusinesTask', 'Taskcenter/showBusinesTask', (x) => `/orderDetail?id=${x.id}`],
    ['Common/searchHuizhan', '', (x) => `/exhibition/${x.id}`],
    ['Common/searchHuiyi', '', (x) => `/conventionSpace/spaceInfo?id=${x.id}`],
    ['Common/searchDesigner', '', (x) => `/designInfo?cardno=${x.cardno}`],
    ['Common/searchService', '', (x) => `/serviceInfo?id=${x.id}`],
    ['Common/searchFactory', '', () => '/factory'],
    ['Common/searchModel', '', (x) => `/modelDetail?id=${x.id}`],
  ];
  for (const [list, detail, page] of lists) {
    for (let p = 1; p <= 5; p++) {
      const d = await post(base, list, { page: p, pageSize: 20 }).catch(() => null);
      const items: any[] = d?.listItem ?? [];
      for (const x of items) {
        if (detail) await post(base, detail, { id: x.id });
        await get(`${base}${page(x)}`);
        for (const pic of [x.cover, x.thumb, x.avatar, x.poster].filter((u) => typeof u === 'string' && u.startsWith('/')))
          await get(`${base}${pic}`);
      }
      if (items.length < 20) break;
    }
  }
  for (const page of ['/', '/exhibition', '/conventionSpace', '/designer', '/factory', '/service', '/modelCenter', '/gallery', '/article']) {
    await get(`${base}${page}`);
  }
}

async function main() {
  const rows: Array<[string, string, Memory | null]> = [];
  const first = await startServer();
  const pid = first.child.pid!;
  rows.push(['first start (migrations + demo data) until /readyz', `${(first.ms / 1000).toFixed(1)} s`, memoryOf(pid)]);
  await sleep(idleMs);
  rows.push([`idle ${idleMs / 1000} s after the first start`, '', memoryOf(pid)]);
  const began = Date.now();
  let done = 0;
  while (browseMs ? Date.now() - began < browseMs : done < rounds) {
    await browse(first.base);
    done++;
  }
  rows.push([`after ${done} rounds of browsing (${((Date.now() - began) / 1000).toFixed(0)} s)`, '', memoryOf(pid)]);
  await sleep(idleMs);
  rows.push([`idle ${idleMs / 1000} s after browsing`, '', memoryOf(pid)]);
  await stop(first.child);
  const second = await startServer();
  rows.push(['second start (same data) until /readyz', `${(second.ms / 1000).toFixed(1)} s`, memoryOf(second.child.pid!)]);
  await sleep(idleMs);
  rows.push([`idle ${idleMs / 1000} s after the second start`, '', memoryOf(second.child.pid!)]);
  await stop(second.child);
  rmSync(dataDir, { recursive: true, force: true });

  const env = Object.entries(extraEnv)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(`\nbench:memory ${env || '(defaults)'}; load average ${os.loadavg()[0]!.toFixed(1)} at the end\n`);
  console.log('| moment | time | CPU s so far | resident MB | peak MB | malloc main heap MB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [what, time, m] of rows) {
    if (!m) continue;
    console.log(`| ${what} | ${time} | ${m.cpu.toFixed(1)} | ${m.rss} | ${m.hwm} | ${m.heap} |`);
  }
}

main().catch((err) => {
  console.error(err);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
