import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';

/**
 * A fresh, real database for one test file (already migrated: a copy of test/global-setup.ts's template when the
 * run made one): PGlite in memory by default, or
 * — when TEST_DATABASE_URL points at a PostgreSQL server — a new database on
 * it, dropped when the test file closes it.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true, loadDataDir: pgliteTemplate() });
  const name = `bh_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = process.env.BH_PG_TEMPLATE;
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The migrated database test/global-setup.ts dumped for this run, if any (migrations still run: a no-op then). */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.BH_PGLITE_TEMPLATE;
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
