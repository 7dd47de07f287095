/**
 * Moving and backing up an installation (docs/operations.md, decision 039).
 *
 *   npm run db -- export <file>   a consistent dump of the database and its stored files (format: db/dump/format.ts)
 *   npm run db -- backup <file>   the same; meant for the embedded database while the server runs
 *   npm run db -- import <file>   load a dump into an EMPTY database (DATABASE_URL, or the embedded one in DATA_DIR)
 *                                 and its storage, then check counts and the ledger's totals and print them
 *
 * The embedded database lives inside the server's process: when a server is running on DATA_DIR, export and backup
 * ask it for the dump over its backup socket (DATA_DIR/backup.sock) instead of opening the data folder a second time.
 * A dump file is written beside its name and renamed into place only when whole.
 * Exit codes: 0 done, 1 failed (nothing kept), 2 bad usage or configuration, 3 import refused (target not empty …).
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { backupSocketPath, requestBackup, socketAnswers } from '../db/dump/backup-socket.js';
import { exportDump } from '../db/dump/export.js';
import { importDump, ImportRefused, type ImportReport } from '../db/dump/import.js';
import { openStorage } from '../platform/storage-open.js';

const USAGE = 'usage: npm run db -- export <file>\n       npm run db -- backup <file>\n       npm run db -- import <file>';

class Usage extends Error {}

async function writeDump(config: Config, file: string, command: 'export' | 'backup'): Promise<void> {
  if (existsSync(file)) throw new Usage(`${file} exists already; choose another name`);
  const part = `${file}.part-${process.pid}`;
  const out = createWriteStream(part, { flags: 'wx', mode: 0o600 });
  const closed = new Promise<void>((resolve, reject) => {
    out.on('close', resolve);
    out.on('error', reject);
  });
  try {
    if (!config.databaseUrl && (await socketAnswers(backupSocketPath(config.dataDir)))) {
      console.log(`A server is running on ${path.resolve(config.dataDir)}: asking it for the dump.`);
      await requestBackup(config.dataDir, out);
    } else {
      if (command === 'backup' && config.databaseUrl) {
        console.log('Note: for PostgreSQL, pg_dump and point-in-time recovery are the backups to rely on (docs/operations.md).');
      }
      const storage = await openStorage(config);
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const m = await exportDump(database, storage, out);
        if (m.files.missing.length) console.warn(`warning: ${m.files.missing.length} files listed in the database were not in storage`);
      } finally {
        await database.close();
        storage.close?.();
      }
    }
    await closed;
    await rename(part, file);
    console.log(`Wrote ${file}.`);
  } catch (err) {
    out.destroy();
    await closed.catch(() => undefined);
    await rm(part, { force: true });
    throw err;
  }
}

function printReport(r: ImportReport): void {
  const m = r.manifest;
  console.log(`Imported the dump of ${m.createdAt} (${m.source}, migration ${m.migration.tag}).`);
  const width = Math.max(...r.tables.map((t) => t.name.length));
  for (const t of r.tables)
    console.log(`  ${t.name.padEnd(width)}  ${String(t.found).padStart(8)}  ${t.found === t.expected ? 'ok' : `EXPECTED ${t.expected}`}`);
  const l = r.ledger.found;
  console.log(`  ledger: ${l.accounts} accounts, ${l.transactions} transactions, ${l.entries} entries summing to ${l.entriesSum}`);
  for (const [kind, total] of Object.entries(l.balances)) console.log(`    ${kind.padEnd(20)} ${total.padStart(14)} cents  ok`);
  console.log(`  files: ${r.files.count} (${r.files.bytes} bytes)${r.files.alreadyThere ? `, ${r.files.alreadyThere} were there already` : ''}`);
  if (m.files.missing.length)
    console.warn(`  warning: the source had lost ${m.files.missing.length} files before the export: ${m.files.missing.join(', ')}`);
  console.log('Counts, ledger totals and every balance match the dump.');
}

async function main(argv: string[]): Promise<number> {
  const [command, fileArg, ...extra] = argv;
  // `npm run db` runs in apps/server: a relative name means where the operator typed it (npm's INIT_CWD)
  const file = fileArg && path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  if (!file || extra.length || (command !== 'export' && command !== 'backup' && command !== 'import')) throw new Usage(USAGE);
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) throw new Usage(e.message);
    throw e;
  }
  if (command !== 'import') {
    await writeDump(config, file, command);
    return 0;
  }
  if (!existsSync(file)) throw new Usage(`${file}: no such file`);
  if (!config.databaseUrl && (await socketAnswers(backupSocketPath(config.dataDir)))) {
    throw new ImportRefused(`a server is running on ${path.resolve(config.dataDir)}; stop it and import into an empty DATA_DIR`);
  }
  const storage = await openStorage(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  try {
    printReport(await importDump(database, storage, createReadStream(file)));
    return 0;
  } finally {
    await database.close();
    storage.close?.();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(err instanceof Usage || err instanceof ConfigError ? 2 : err instanceof ImportRefused ? 3 : 1);
  },
);
