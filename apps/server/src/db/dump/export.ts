import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { pack as tarPack } from 'tar-stream';
import type { Storage } from '../../platform/storage.js';
import type { Database, Db } from '../client.js';
import { appliedMigration, knownMigrations, rowsOf } from '../migrations.js';
import {
  databaseTables,
  DUMP_FORMAT,
  DUMP_VERSION,
  ident,
  ledgerTotals,
  sequenceValues,
  tablesInLoadOrder,
  type EndMarker,
  type Manifest,
} from './format.js';

const BATCH = 500;

/**
 * Write a dump of `database` and the files of `storage` to `out` (format.ts). The rows are read in one read-only
 * REPEATABLE READ transaction, so they are one consistent moment even while the site writes; on PGlite that
 * transaction holds the embedded database for its length (other queries wait), so it copies the rows to a temporary
 * folder and lets go before the files are streamed. Stored files are never changed once written (storage.ts), so
 * reading them after the snapshot is safe; one deleted since is listed in `files.missing`.
 */
export async function exportDump(database: Database, storage: Storage, out: Writable, now = new Date()): Promise<Manifest> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bh-export-'));
  try {
    const snapshot = await database.db.transaction(async (tx) => readSnapshot(tx, tmp), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    const files: { key: string; size: number }[] = [];
    const missing: string[] = [];
    for (const key of snapshot.fileKeys) {
      try {
        files.push({ key, size: await storage.size(key) });
      } catch (err) {
        if ((err as { code?: string }).code !== 'ENOENT') throw err;
        missing.push(key);
      }
    }
    const manifest: Manifest = {
      format: DUMP_FORMAT,
      version: DUMP_VERSION,
      createdAt: now.toISOString(),
      source: database.kind,
      migration: snapshot.migration,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      ledger: snapshot.ledger,
      files: { count: files.length, bytes: files.reduce((s, f) => s + f.size, 0), missing },
    };

    const pack = tarPack();
    const written = new Promise<void>((resolve, reject) => {
      out.on('error', reject);
      pack.on('error', reject);
      out.on('finish', resolve);
    });
    pack.pipe(out);
    const add = (name: string, size: number, source: Readable | Buffer) =>
      new Promise<void>((resolve, reject) => {
        const done = (err?: Error | null) => (err ? reject(err) : resolve());
        if (Buffer.isBuffer(source)) {
          pack.entry({ name, size, mode: 0o600 }, source, done);
          return;
        }
        const entry = pack.entry({ name, size, mode: 0o600 }, done);
        source.on('error', (err) => {
          entry.destroy(err);
          reject(err);
        });
        source.pipe(entry);
      });
    try {
      await add('manifest.json', ...sized(JSON.stringify(manifest, null, 2)));
      for (const f of files) await add(`files/${f.key}`, f.size, await storage.get(f.key));
      for (const t of snapshot.tables) {
        const file = path.join(tmp, `${t.name}.jsonl.gz`);
        await add(`tables/${t.name}.jsonl.gz`, (await stat(file)).size, createReadStream(file));
      }
      const end: EndMarker = { complete: true, tables: snapshot.tables.length, files: files.length };
      await add('end.json', ...sized(JSON.stringify(end)));
      pack.finalize();
    } catch (err) {
      pack.destroy(err as Error);
      throw err;
    } finally {
      await written.catch(() => undefined);
    }
    await written;
    return manifest;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

function sized(text: string): [number, Buffer] {
  const b = Buffer.from(text, 'utf8');
  return [b.length, b];
}

async function readSnapshot(tx: Db, dir: string) {
  const applied = await appliedMigration(tx);
  const migration = applied && knownMigrations().find((m) => m.when === applied.when && m.hash === applied.hash);
  if (!migration) throw new Error('the database was migrated by a version of BoothHub this one does not know; export it with that version');
  const order = tablesInLoadOrder();
  const unknown = (await databaseTables(tx)).filter((name) => !order.some((t) => t.name === name));
  if (unknown.length) throw new Error(`the database has tables this version does not know: ${unknown.join(', ')}`);

  const tables: Manifest['tables'] = [];
  for (const [i, t] of order.entries()) {
    const gzip = createGzip();
    const done = pipeline(gzip, createWriteStream(path.join(dir, `${t.name}.jsonl.gz`), { mode: 0o600 }));
    const cursor = `bh_dump_${i}`;
    await tx.execute(
      sql.raw(
        `declare ${cursor} no scroll cursor for select row_to_json(r)::text as j from ${ident(t.name)} r order by ${t.key.map(ident).join(', ')}`,
      ),
    );
    let rows = 0;
    for (;;) {
      const batch = await rowsOf<{ j: string }>(tx.execute(sql.raw(`fetch ${BATCH} from ${cursor}`)));
      for (const r of batch) {
        if (!gzip.write(`${r.j}\n`)) await once(gzip, 'drain');
      }
      rows += batch.length;
      if (batch.length < BATCH) break;
    }
    await tx.execute(sql.raw(`close ${cursor}`));
    gzip.end();
    await done;
    tables.push({ name: t.name, rows });
  }
  const fileKeys = (await rowsOf<{ k: string }>(tx.execute(sql`select storage_key as k from files order by storage_key`))).map((r) => r.k);
  return {
    migration: { tag: migration.tag, when: migration.when, hash: migration.hash },
    tables,
    sequences: await sequenceValues(tx),
    ledger: await ledgerTotals(tx),
    fileKeys,
  };
}
