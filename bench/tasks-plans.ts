/**
 * The SQL a call really runs, and its plans: the bench calls the server's own
 * service functions (query.service.ts) on a Drizzle instance whose logger
 * records every statement with its parameters, then runs
 * `EXPLAIN (ANALYZE, BUFFERS)` of each recorded statement with the same
 * parameters on the same database.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { sessionWithFigures } from '../apps/server/src/modules/members/profile.repository.js';
import { sha256 } from '../apps/server/src/platform/crypto.js';
import type { Db } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import type { AppContext } from '../apps/server/src/platform/context.js';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Plan extends Statement {
  plan: string;
  /** Execution Time of EXPLAIN ANALYZE, ms */
  ms: number;
  seqScans: string[];
}

/** A benchmark row's call with the plans of the statements it runs (the docs' query-plan tables). */
export interface VariantPlans {
  key: string;
  name: string;
  body: unknown;
  total?: number;
  plans: Plan[];
}

/** Runs `f` with a context whose database records each statement; returns them in order. */
export async function captureSql(databaseUrl: string, f: (ctx: AppContext) => Promise<unknown>): Promise<Statement[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const statements: Statement[] = [];
  try {
    const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } }) as unknown as Db;
    // the list and the detail read only `db`, `config` (the totals' caps) and `now` (anonymous viewer: no storage, SMS or live signals)
    const config = loadConfig({ DATABASE_URL: databaseUrl });
    await f({ db, config, now: () => new Date() } as AppContext);
  } finally {
    await pool.end();
  }
  return statements;
}

/**
 * Member/userInfo's statement for the member whose cookie is given: the session, the member, its coins, identity and
 * figures stamp — all it reads while its slower figures are kept (decision 091; they are read by a second statement
 * once a minute or after a change).
 */
export function userInfoSql(databaseUrl: string, cookie: string): Promise<Statement[]> {
  const tokenHash = sha256(decodeURIComponent(/bh_session=([^;]+)/.exec(cookie)?.[1] ?? ''));
  return captureSql(databaseUrl, (ctx) => sessionWithFigures(ctx.db, tokenHash));
}

export async function explain(client: pg.Client, s: Statement): Promise<Plan> {
  const res = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.sql}`, s.params);
  const lines = res.rows.map((r) => r['QUERY PLAN']);
  const plan = lines.join('\n');
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  return { ...s, plan, ms, seqScans: lines.filter((l) => /Seq Scan/.test(l)).map((l) => l.trim()) };
}

/** The plans of what `f` runs, each explained twice (the first run warms the cache; the second is kept). */
export async function plansOf(databaseUrl: string, client: pg.Client, f: (ctx: AppContext) => Promise<unknown>): Promise<Plan[]> {
  const statements = await captureSql(databaseUrl, f);
  for (const s of statements) await explain(client, s);
  const plans: Plan[] = [];
  for (const s of statements) plans.push(await explain(client, s));
  return plans;
}

/** A statement with its parameters written in, for reading (not for running). */
export function inlineParams(s: Statement): string {
  return s.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const v = s.params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}
