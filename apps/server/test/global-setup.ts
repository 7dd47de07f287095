import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Once per test run, before any test file: an embedded database with every migration applied, dumped to a file
 * named by the migrations' hash (test/database.ts starts each file's PGlite from it instead of running initdb and
 * the migrations again — about five seconds a file). On PostgreSQL (TEST_DATABASE_URL) a migrated template database
 * for this run, each test file's database created as its copy (`CREATE DATABASE … TEMPLATE`), dropped at the end.
 */
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

function migrationsHash(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, name.name);
      if (name.isDirectory()) walk(p);
      else h.update(name.name).update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex').slice(0, 16);
}

export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplate(serverUrl);
  await pgliteTemplate();
}

/** The embedded engine's template (also the PGlite parity project's setup when the run is on PostgreSQL). */
export async function pgliteTemplate() {
  const file = path.join(os.tmpdir(), `boothhub-pglite-template-${migrationsHash(migrationsFolder)}.tar`);
  if (!existsSync(file)) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create();
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file); // whole or not at all, whatever runs beside us
  }
  process.env.BH_PGLITE_TEMPLATE = file;
}

async function postgresTemplate(serverUrl: string) {
  const { default: pg } = await import('pg');
  const { openDatabase } = await import('../src/db/client.js');
  const name = `bh_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await (await openDatabase({ databaseUrl: url.toString() })).close(); // the server's own migrations, then no connection
  process.env.BH_PG_TEMPLATE = name;
  return async () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
