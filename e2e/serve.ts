/**
 * One browser-test server (playwright.config.ts starts one per worker): `node --import tsx e2e/serve.ts <index>`.
 * Each has its own database with the demo data and its own files folder, so no worker sees another's members or
 * data: a fresh PostgreSQL database on E2E_POSTGRES_URL's server when that is set (as in CI; dropped when the server
 * stops), else the embedded PGlite in a fresh folder. It serves the production build (apps/server/dist and
 * apps/web/dist, which `npm run test:e2e` builds when stale), or the server's source when E2E_SERVER=source.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const index = Number(process.argv[2] ?? 0);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORTS!.split(',')[index]!;
const adminUrl = process.env.E2E_POSTGRES_URL;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const dbName = `${process.env.E2E_DB_PREFIX ?? 'boothhub_e2e'}_${process.pid}_${index}`;
let databaseUrl = '';
if (adminUrl) {
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const fromSource = process.env.E2E_SERVER === 'source';
const args = fromSource ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/server/main.js'];
const child = spawn(process.execPath, args, {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    // the sandbox top-up the wallet journeys use; on PostgreSQL it must be allowed by name
    PAYMENT_SANDBOX: '1',
    ALLOW_SANDBOX_IN_PRODUCTION: adminUrl ? '1' : '0',
    DEMO_DATA: '1',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `boothhub-e2e-${index}-`)),
  },
});

let stopping = false;
async function stop(signal: NodeJS.Signals, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) {
    child.kill(signal);
    await new Promise((done) => child.once('exit', done));
  }
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  process.exit(exitCode);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
child.on('exit', (code) => {
  if (!stopping) {
    console.error(`the browser-test server ${index} exited with ${code}`);
    void stop('SIGTERM', 1);
  }
});
