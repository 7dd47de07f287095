/**
 * Pieces every benchmark shares: loopback checks, child-process targets,
 * the autocannon runner (requests/s of 2xx answers, p50/p95/p99 as autocannon
 * saw each request), the results table and the facts about the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchSettings {
  duration: number;
  connections: number;
  warmup: number;
  /** seconds before a request counts as failed (timed out) */
  timeout: number;
}

export const settingsFromEnv = (): BenchSettings => ({
  duration: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
  timeout: Number(process.env.BENCH_TIMEOUT ?? 30),
});

export interface Measured {
  key: string;
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  failures: number;
  /** CPU µs per answered request of the target's process and its database backends (MeasureOptions.cpu), if asked */
  cpuPerRequest?: number;
  /** of `cpuPerRequest`, the database backends' share */
  dbCpuPerRequest?: number;
}

export function assertLoopback(url: string) {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') throw new Error(`bench targets must be loopback, got ${host}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A target script (TypeScript, run by tsx) in its own Node process. */
export function start(script: string, env: Record<string, string>): ChildProcess {
  // BENCH_CPU_PROF=<dir>: each process started writes its CPU profile there when it stops (issue 37's profiles)
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The built server (`npm run build`: apps/server/dist/server/main.js) on 127.0.0.1:`port`, NODE_ENV=production,
 * LOG_LEVEL=warn, `env` on top; `nodeArgs` before the script (e.g. --cpu-prof).
 */
export function startBuilt(port: number, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A baseline of bench/targets (`hello`, `hello-headers`, `pg-row` …) started in its own process on a free port (kept in `children`, so a failed run still stops it). */
export async function startTarget(
  children: ChildProcess[],
  target: { script: string; env?: Record<string, string> },
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = start(`bench/targets/${target.script}.ts`, { PORT: String(port), ...target.env });
  children.push(child);
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, child);
  return { url, child };
}

/** A baseline started, measured at its `/`, stopped. */
export async function measureTarget(
  s: BenchSettings,
  children: ChildProcess[],
  target: { key: string; name: string; script: string; env?: Record<string, string> },
): Promise<Measured> {
  const { url, child } = await startTarget(children, target);
  try {
    return await measure(s, target.key, target.name, url);
  } finally {
    await stop(child);
  }
}

/** Baseline (a): a bare Fastify hello. */
export const helloBaseline = { key: 'a', name: 'bare Fastify hello', script: 'hello' };

/** Baseline (b): bare Fastify + node-postgres answering one row by primary key, on the given database. */
export const pgRowBaseline = (databaseUrl: string) => ({
  key: 'b',
  name: 'bare Fastify + pg single-row query',
  script: 'pg-row',
  env: { DATABASE_URL: databaseUrl },
});

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

export interface MeasureOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** per-request variations (e.g. a different body each time) */
  requests?: Request[];
  /**
   * starts a meter of the target's CPU (its process and its database backends: bench/cpu.ts `cpuMeter`) after the
   * warm-up; what it reads after the window gives `cpuPerRequest`, which the load generator's own CPU and a busy
   * machine's scheduling move far less than requests/s
   */
  cpu?: () => Promise<() => Promise<{ total: number; db: number }>>;
}

/** A warm-up, then `duration` seconds of autocannon against one URL (or several: autocannon spreads the connections). */
export async function measure(s: BenchSettings, key: string, name: string, url: string | string[], opts: MeasureOptions = {}): Promise<Measured> {
  for (const u of [url].flat()) assertLoopback(u);
  const { cpu, ...cannon } = opts;
  const base = { url, connections: s.connections, timeout: s.timeout, ...cannon };
  if (s.warmup > 0) await autocannon({ ...base, duration: s.warmup });
  const latencies: number[] = [];
  const meter = cpu ? await cpu() : null;
  const instance = autocannon({ ...base, duration: s.duration });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  const cpuUsed = meter ? await meter() : null;
  latencies.sort((x, y) => x - y);
  const m: Measured = {
    key,
    name,
    rps: result['2xx'] / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result['2xx'],
    failures: result.non2xx + result.errors + result.timeouts,
    ...(cpuUsed && result['2xx'] ? { cpuPerRequest: cpuUsed.total / result['2xx'], dbCpuPerRequest: cpuUsed.db / result['2xx'] } : {}),
  };
  const cpuNote = m.cpuPerRequest !== undefined ? `, ${m.cpuPerRequest.toFixed(0)} µs CPU a request (database ${m.dbCpuPerRequest!.toFixed(0)})` : '';
  console.log(
    `(${key}) ${name}: ${m.rps.toFixed(0)} req/s, p95 ${m.p95.toFixed(2)} ms${cpuNote}` + (m.failures ? `, ${m.failures} FAILED requests` : ''),
  );
  return m;
}

/** x / y with two decimals, or two significant digits below 0.1 (0.0047 rather than 0.00) */
export const ratio = (x: number, y: number) => (!y ? 'n/a' : x / y >= 0.1 || x === 0 ? (x / y).toFixed(2) : (x / y).toPrecision(2));
const fixed = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(2));

/** A markdown table of results with ratios against the given baselines. */
export function table(results: Measured[], baselines: string[]): string {
  const bases = baselines.map((k) => results.find((r) => r.key === k)!);
  const failed = results.some((r) => r.failures);
  const lines = [
    `| target | requests/s | p50 ms | p95 ms | p99 ms | ${baselines.map((k) => `req/s vs (${k})`).join(' | ')} | ${baselines.map((k) => `p95 vs (${k})`).join(' | ')} |${failed ? ' failed requests |' : ''}`,
    `| --- | ---: | ---: | ---: | ---: | ${baselines.map(() => '---:').join(' | ')} | ${baselines.map(() => '---:').join(' | ')} |${failed ? ' ---: |' : ''}`,
    ...results.map(
      (r) =>
        `| (${r.key}) ${r.name} | ${r.rps.toFixed(r.rps >= 100 ? 0 : 1)} | ${fixed(r.p50)} | ${fixed(r.p95)} | ${fixed(r.p99)} | ` +
        `${bases.map((b) => ratio(r.rps, b.rps)).join(' | ')} | ${bases.map((b) => ratio(r.p95, b.p95)).join(' | ')} |${failed ? ` ${r.failures} |` : ''}`,
    ),
  ];
  return lines.join('\n');
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * The table of several rounds (`byRound[r]` holds every target once, in the same order each round): requests/s and
 * latencies are the rounds' medians, and each ratio is the median of the ratios taken within each round (paired, so
 * a machine that slows down between rounds moves a target and its baseline alike); the last column lists the rounds.
 */
export function roundsTable(byRound: Measured[][], baselines: string[]): string {
  const keys = byRound[0]!.map((m) => m.key);
  const of = (key: string) => byRound.map((round) => round.find((m) => m.key === key)!);
  const failed = byRound.flat().some((r) => r.failures);
  // CPU a request (MeasureOptions.cpu): the baseline's over the row's, so that as with requests/s below 1 = costlier
  const withCpu = byRound.flat().every((r) => r.cpuPerRequest !== undefined);
  const cpuHead = withCpu ? ` CPU µs a request (of it the database) | ${baselines.map((k) => `CPU vs (${k})`).join(' | ')} |` : '';
  const cpuRule = withCpu ? ` ---: | ${baselines.map(() => '---:').join(' | ')} |` : '';
  const lines = [
    `| target | requests/s | p50 ms | p95 ms | p99 ms | ${baselines.map((k) => `req/s vs (${k})`).join(' | ')} | ${baselines.map((k) => `p95 vs (${k})`).join(' | ')} |${cpuHead} each round's req/s |${failed ? ' failed requests |' : ''}`,
    `| --- | ---: | ---: | ---: | ---: | ${baselines.map(() => '---:').join(' | ')} | ${baselines.map(() => '---:').join(' | ')} |${cpuRule} --- |${failed ? ' ---: |' : ''}`,
    ...keys.map((key) => {
      const rows = of(key);
      const paired = (b: string, field: 'rps' | 'p95') => {
        const base = of(b);
        return median(rows.map((r, i) => r[field] / base[i]![field]));
      };
      const cpuOf = (r: Measured) => r.cpuPerRequest!;
      const cpuPaired = (b: string) => {
        const base = of(b);
        return median(rows.map((r, i) => cpuOf(base[i]!) / cpuOf(r)));
      };
      const cpuCells = withCpu
        ? ` ${median(rows.map(cpuOf)).toFixed(0)} (${median(rows.map((r) => r.dbCpuPerRequest!)).toFixed(0)}) | ${baselines.map((b) => ratio(cpuPaired(b), 1)).join(' | ')} |`
        : '';
      const rps = median(rows.map((r) => r.rps));
      return (
        `| (${key}) ${rows[0]!.name} | ${rps.toFixed(rps >= 100 ? 0 : 1)} | ${fixed(median(rows.map((r) => r.p50)))} | ${fixed(median(rows.map((r) => r.p95)))} | ` +
        `${fixed(median(rows.map((r) => r.p99)))} | ${baselines.map((b) => ratio(paired(b, 'rps'), 1)).join(' | ')} | ` +
        `${baselines.map((b) => ratio(paired(b, 'p95'), 1)).join(' | ')} |${cpuCells} ${rows.map((r) => r.rps.toFixed(0)).join(', ')} |` +
        (failed ? ` ${rows.reduce((n, r) => n + r.failures, 0)} |` : '')
      );
    }),
  ];
  return lines.join('\n');
}

/** Date, machine, Node and PostgreSQL, load: the facts a run's numbers depend on. */
export function machineFacts(o: { startedAt: Date; pgVersion: string; loadBefore: number; settings: BenchSettings }): string[] {
  const cpu = os.cpus();
  return [
    `- Date: ${o.startedAt.toISOString().slice(0, 10)}`,
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}`,
    `- Node ${process.version}; PostgreSQL ${o.pgVersion} on the same machine (127.0.0.1:5432)`,
    `- Load average (1 min) when the run started: ${o.loadBefore.toFixed(2)}, when it ended: ${os.loadavg()[0]!.toFixed(2)} (other work on the machine skews every row alike only roughly)`,
    `- autocannon: ${o.settings.connections} connections, ${o.settings.duration} s per target after a ${o.settings.warmup} s warm-up, ${o.settings.timeout} s request timeout; autocannon, the target and PostgreSQL share the cores`,
  ];
}

const DOC_TITLE =
  '# Performance\n\nMeasured by the benchmarks in `bench/` (autocannon, loopback only); each section is rewritten by its own script.\n';

/**
 * Writes one benchmark's section of a markdown file between
 * `<!-- bench:<id> -->` and `<!-- /bench:<id> -->`, keeping every other
 * section (the file is created when missing; a new section is appended).
 */
export function writeSection(file: string, id: string, content: string) {
  const open = `<!-- bench:${id} -->`;
  const close = `<!-- /bench:${id} -->`;
  const block = `${open}\n${content.trim()}\n${close}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : DOC_TITLE;
  const a = current.indexOf(open);
  const b = current.indexOf(close);
  const next = a >= 0 && b > a ? current.slice(0, a) + block + current.slice(b + close.length) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}

/**
 * A fresh database for one run on the PostgreSQL server at `serverUrl`, holding the 100-row table of the pg-row
 * baseline (`bench_item`); `drop()` removes it (call it in a finally). Also the server's version, for the facts.
 */
export async function scratchDatabase(serverUrl: string, prefix: string) {
  assertLoopback(serverUrl);
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const pgVersion = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  };
  try {
    const seed = new pg.Client({ connectionString: url.toString() });
    await seed.connect();
    await seed.query('create table bench_item (id integer primary key, name text not null)');
    await seed.query("insert into bench_item select g, 'item ' || g from generate_series(1, 100) g");
    await seed.end();
  } catch (err) {
    await drop();
    throw err;
  }
  return { name, url: url.toString(), pgVersion, drop };
}
