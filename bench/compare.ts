/**
 * A call of the full server against a bare Fastify + node-postgres answering a hand-written equivalent of its SQL
 * (bench/targets/pg-query.ts), in the same run: the variants, their plans (the SQL the server really runs, explained),
 * both measurements and the table of ratios. Used by bench/people.ts and bench/models.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { AppContext } from '../apps/server/src/platform/context.js';
import { freePort, measure, ratio, start, stop, waitFor, type BenchSettings, type Measured } from './lib.js';
import { call } from './member.js';
import { plansOf, type Statement, type VariantPlans } from './tasks-plans.js';

export interface ListVariant {
  key: string;
  name: string;
  /** the call's path under /api, e.g. Common/searchDesigner */
  path: string;
  body: Record<string, unknown>;
  /** the server's own service function for this body (its SQL is recorded and explained) */
  serve: (ctx: AppContext) => Promise<unknown>;
  /** the hand-written equivalent: the page, then the (capped) total, run side by side */
  bare: Statement[];
  /** every item of the server's answer fits the request */
  check: (item: Record<string, any>) => boolean;
}

export interface Pair {
  key: string;
  name: string;
  server: Measured;
  bare: Measured;
}

const log = (msg: string) => console.log(msg);

/** The SQL each variant runs on the server and its plans (warm cache); logs a line per variant. */
export async function variantPlans(databaseUrl: string, client: pg.Client, variants: ListVariant[]): Promise<VariantPlans[]> {
  const out: VariantPlans[] = [];
  for (const v of variants) {
    let total: number | undefined;
    const plans = await plansOf(databaseUrl, client, async (ctx) => {
      total = ((await v.serve(ctx)) as { total?: number }).total;
    });
    out.push({ key: v.key, name: v.name, body: v.body, total, plans });
    const seq = plans.some((p) => p.seqScans.length) ? ' — SEQ SCAN' : '';
    log(`(${v.key}) ${v.name}: total ${total}; ${plans.map((p) => `${p.ms.toFixed(1)} ms`).join(' + ')}${seq}`);
  }
  return out;
}

/**
 * Each variant on bare Fastify + pg (its hand-written SQL; one process for all of them) and then on the full server
 * at `base` (its answer checked first), one variant after the other, so both rows of a call see the same load.
 */
export async function measurePairs(settings: BenchSettings, databaseUrl: string, base: string, variants: ListVariant[]): Promise<Pair[]> {
  const bareTarget = await startBareQueries(databaseUrl, Object.fromEntries(variants.map((v) => [v.key, v.bare])));
  const pairs: Pair[] = [];
  try {
    for (const v of variants) {
      const bareUrl = `${bareTarget.url}${v.key}`;
      const res = (await (await fetch(bareUrl)).json()) as { rows: unknown[] };
      if (!res.rows.length) throw new Error(`(${v.key}) the hand-written query found nothing`);
      const data = (await call(base, v.path, v.body)).envelope.data as { listItem: Array<Record<string, any>> };
      if (!data.listItem.length || !data.listItem.every(v.check)) throw new Error(`(${v.key}) answered items that do not fit the request`);
      const bare = await measure(settings, `${v.key}/bare`, `${v.name} — bare Fastify + pg`, bareUrl);
      const opts = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify(v.body) };
      const server = await measure(settings, v.key, v.name, `${base}/api/${v.path}`, opts);
      pairs.push({ key: v.key, name: v.name, server, bare });
    }
  } finally {
    await bareTarget.close();
  }
  return pairs;
}

let queriesFiles = 0;

/**
 * bench/targets/pg-query.ts answering `queries` (key → statements; `name` runs one as a named prepared statement) on a
 * port of its own, ready when this resolves: `GET <url><key>`. `close()` stops it and removes its statements' file.
 */
export async function startBareQueries(databaseUrl: string, queries: Record<string, Array<Statement & { name?: string }>>) {
  const file = path.join(os.tmpdir(), `boothhub-bench-queries-${process.pid}-${queriesFiles++}.json`);
  writeFileSync(file, JSON.stringify(queries));
  const port = await freePort();
  const child: ChildProcess = start('bench/targets/pg-query.ts', { PORT: String(port), DATABASE_URL: databaseUrl, BENCH_QUERIES_FILE: file });
  const url = `http://127.0.0.1:${port}/`;
  const close = async () => {
    await stop(child);
    rmSync(file, { force: true });
  };
  try {
    await waitFor(`${url}${Object.keys(queries)[0]}`, child);
  } catch (err) {
    await close();
    throw err;
  }
  return { url, child, close };
}

const fixed = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(2));
const rps = (m: Measured) => m.rps.toFixed(m.rps >= 100 ? 0 : 1);

/** BoothHub beside its bare equivalent: requests/s and p95 of both, and their ratios. */
export function pairTable(pairs: Pair[]): string {
  return [
    '| call | BoothHub req/s | BoothHub p95 ms | bare req/s | bare p95 ms | req/s vs bare | p95 vs bare | failed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pairs.map(
      (p) =>
        `| (${p.key}) ${p.name} | ${rps(p.server)} | ${fixed(p.server.p95)} | ${rps(p.bare)} | ${fixed(p.bare.p95)} | ` +
        `${ratio(p.server.rps, p.bare.rps)} | ${ratio(p.server.p95, p.bare.p95)} | ${p.server.failures + p.bare.failures} |`,
    ),
  ].join('\n');
}
