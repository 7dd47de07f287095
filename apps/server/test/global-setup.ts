import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Once per test run, before any test file: an embedded database with every migration applied, dumped to a file
 * named by the migrations' hash (test/database.ts starts each file's PGlite from it instead of running initdb and
 * the migrations again — about five seconds a file). On PostgreSQL (TEST_DATABASE_URL) a migrated template database
 * for this run, each test file's database created as its copy (`CREATE DATABASE … TEMPLATE`), dropped at the end.
 * And the glTF inspection's worker bundled as JavaScript (`gltfWorkerBundle`).
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsFolder = path.join(serverRoot, 'drizzle');

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
  await gltfWorkerBundle();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplate(serverUrl);
  await pgliteTemplate();
}

/**
 * lib/gltf-worker.ts bundled by esbuild as build.mjs bundles it for production (the packages stay imports of
 * node_modules), into dist/test/ — two folders below apps/server, as deep as the source — under a name hashed from
 * the bundle, written once. Its path goes to lib/gltf-process.ts as BH_GLTF_WORKER: every model upload, 3D delivery
 * and tus upload forks it as plain JavaScript instead of loading the worker's TypeScript through tsx (an inspection's
 * CPU 3.0–3.9 s → 1.4–1.9 s, docs/ci.md).
 */
export async function gltfWorkerBundle() {
  if (process.env.BH_GLTF_WORKER && existsSync(process.env.BH_GLTF_WORKER)) return; // another project's setup made it
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(pkg.dependencies).filter((name) => name !== '@boothhub/shared');
  const { outputFiles } = await build({
    absWorkingDir: serverRoot,
    entryPoints: ['src/lib/gltf-worker.ts'],
    outfile: 'dist/test/gltf-worker.js',
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
    external: external.flatMap((name) => [name, `${name}/*`]),
  });
  const code = outputFiles[0]!.contents;
  const file = path.join(serverRoot, 'dist/test', `gltf-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, code);
    renameSync(tmp, file); // whole or not at all, whatever runs beside us
  }
  process.env.BH_GLTF_WORKER = file;
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
