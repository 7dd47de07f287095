/**
 * The generated database a data benchmark runs on (bench/tasks.ts, bench/catalogue.ts): its name and flags from
 * the command line and the environment, and its preparation — reuse a kept one, or create it afresh, migrate it
 * with the server's own migrations and fill it.
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { assertLoopback } from './lib.js';

export interface BenchDb {
  /** the PostgreSQL server (BENCH_PG_URL) */
  serverUrl: string;
  /** the bench database's name (BENCH_DB or the default) and URL */
  name: string;
  url: string;
  keep: boolean;
  reuse: boolean;
  write: boolean;
}

export function benchDbFromEnv(defaultName: string): BenchDb {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  assertLoopback(serverUrl);
  const name = process.env.BENCH_DB ?? defaultName;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DB must be a plain lower-case name: ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    serverUrl,
    name,
    url: url.toString(),
    keep: process.argv.includes('--keep'),
    reuse: process.argv.includes('--reuse'),
    write: !process.argv.includes('--no-write'),
  };
}

/** A kept database as it is (with --reuse, new migrations applied), or a fresh one migrated and filled by `fill`. */
export async function prepareBenchDb(admin: pg.Client, db: BenchDb, fill: (client: pg.Client) => Promise<void>, log: (m: string) => void) {
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [db.name])).rowCount! > 0;
  if (db.reuse && exists) {
    log(`reusing the kept database ${db.name} (applying any new migrations)`);
    await (await openDatabase({ databaseUrl: db.url })).close();
    return { generatedIn: 0, reused: true };
  }
  if (exists) await admin.query(`DROP DATABASE ${db.name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${db.name}`);
  await (await openDatabase({ databaseUrl: db.url })).close(); // the server's own migrations
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const t0 = Date.now();
    await fill(client);
    const generatedIn = (Date.now() - t0) / 1000;
    log(`  generated in ${generatedIn.toFixed(0)} s`);
    return { generatedIn, reused: false };
  } finally {
    await client.end();
  }
}

/** Drops the database unless --keep, at the end of a run. */
export async function finishBenchDb(admin: pg.Client, db: BenchDb, log: (m: string) => void) {
  if (!db.keep) await admin.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`).catch(() => undefined);
  else log(`kept the database ${db.name} (--keep); drop it with: psql -h 127.0.0.1 -U postgres -c 'drop database ${db.name}'`);
}
