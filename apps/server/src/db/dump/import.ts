import { PassThrough, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { extract as tarExtract, type Extract } from 'tar-stream';
import type { Storage } from '../../platform/storage.js';
import type { Database, Db } from '../client.js';
import { appliedMigration, knownMigrations, migrationsUpTo, rowsOf } from '../migrations.js';
import { databaseTables, DUMP_FORMAT, DUMP_VERSION, ident, ledgerTotals, type EndMarker, type LedgerTotals, type Manifest } from './format.js';

const BATCH_ROWS = 500;
const BATCH_BYTES = 1 << 20;

/** The target is not empty, or the dump cannot be loaded by this version: nothing was changed. */
export class ImportRefused extends Error {}

export interface ImportReport {
  manifest: Manifest;
  tables: { name: string; expected: number; found: number }[];
  ledger: { expected: LedgerTotals; found: LedgerTotals };
  files: { count: number; bytes: number; alreadyThere: number };
}

type TarEntry = Extract extends AsyncIterable<infer E> ? E : never;
type Entry = AsyncIterator<TarEntry>;

/**
 * Load a dump (format.ts) into an empty database and its storage: refuses a database with any row or migrated past the
 * dump; migrates to the dump's migration, puts the files, then loads every table, sets the sequences and checks counts,
 * the ledger's totals and every account's balance in ONE transaction (a mismatch rolls it all back), then applies
 * this version's later migrations. Ledger accounts are inserted at zero and their balances rebuilt by the ledger's
 * own entry trigger (migration 0002), then compared with the dumped balances one by one.
 */
export async function importDump(database: Database, storage: Storage, input: Readable): Promise<ImportReport> {
  const extract = tarExtract();
  input.on('error', (err) => extract.destroy(err));
  input.pipe(extract);
  const it: Entry = extract[Symbol.asyncIterator]();
  try {
    let next = await it.next();
    if (next.done || next.value.header.name !== 'manifest.json') throw new ImportRefused('not a BoothHub dump: it does not start with manifest.json');
    const manifest = JSON.parse(await readText(next.value)) as Manifest;
    if (manifest.format !== DUMP_FORMAT || manifest.version !== DUMP_VERSION) {
      throw new ImportRefused(`not a BoothHub dump of format version ${DUMP_VERSION} (found ${manifest.format} ${manifest.version})`);
    }
    const known = knownMigrations().find((m) => m.tag === manifest.migration.tag && m.hash === manifest.migration.hash);
    if (!known) {
      throw new ImportRefused(
        `the dump was taken at migration ${manifest.migration.tag}, which this version of BoothHub does not have; import it with that version or a newer one`,
      );
    }
    await refuseUnlessEmpty(database.db, manifest);
    const upTo = migrationsUpTo(known.tag);
    try {
      await database.migrate(upTo.folder);
    } finally {
      upTo.remove();
    }

    next = await it.next();
    const files = { count: 0, bytes: 0, alreadyThere: 0 };
    while (!next.done && next.value.header.name.startsWith('files/')) {
      const entry = next.value;
      const key = entry.header.name.slice('files/'.length);
      const size = entry.header.size ?? 0;
      try {
        await storage.put(key, asNodeStream(entry));
      } catch (err) {
        // a file of an earlier, interrupted import: the same key and size is the same file (keys are random, never reused)
        if ((err as { code?: string }).code !== 'EEXIST' || (await storage.size(key)) !== size) throw err;
        files.alreadyThere += 1;
      }
      files.count += 1;
      files.bytes += size;
      next = await it.next();
    }
    if (files.count !== manifest.files.count || files.bytes !== manifest.files.bytes) {
      throw new Error(
        `files: the manifest lists ${manifest.files.count} (${manifest.files.bytes} bytes), the archive holds ${files.count} (${files.bytes} bytes)`,
      );
    }

    const checked = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table bh_expected_balances (id integer primary key, balance bigint not null) on commit drop`);
      await clearSeededRows(tx, manifest);
      while (!next.done && next.value.header.name.startsWith('tables/')) {
        const name = next.value.header.name.slice('tables/'.length).replace(/\.jsonl\.gz$/, '');
        if (!manifest.tables.some((t) => t.name === name)) throw new Error(`the archive holds a table the manifest does not list: ${name}`);
        await loadTable(tx, name, next.value);
        next = await it.next();
      }
      if (next.done || next.value.header.name !== 'end.json') throw new Error('the archive was cut short: it has no end.json');
      const end = JSON.parse(await readText(next.value)) as EndMarker;
      if (!end.complete || end.tables !== manifest.tables.length || end.files !== manifest.files.count)
        throw new Error('end.json does not match the manifest');
      await setSequences(tx, manifest.sequences);
      return verify(tx, manifest);
    });
    await database.migrate();
    return { manifest, ...checked, files };
  } finally {
    extract.destroy();
    input.unpipe(extract);
  }
}

/** tar-stream's entries are streamx streams, whose errors Node's pipeline does not always see: a cut archive must fail, not hang */
function asNodeStream(entry: TarEntry): Readable {
  const body = new PassThrough();
  entry.on('error', (err: Error) => body.destroy(err));
  entry.pipe(body);
  return body;
}

async function readText(entry: TarEntry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of entry as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks).toString('utf8');
}

async function refuseUnlessEmpty(db: Db, manifest: Manifest): Promise<void> {
  const applied = await appliedMigration(db);
  if (applied && applied.when > manifest.migration.when) {
    throw new ImportRefused(
      `the target database is already migrated past the dump's migration ${manifest.migration.tag}; import into a database BoothHub has never started on, or export again with this version`,
    );
  }
  // what an installation makes hangs off its members (and the ledger, and files); a server that started once and
  // nobody used has only what the migrations and the start seed (category trees, server secrets): that is replaced
  const present = new Set(await databaseTables(db));
  const busy: string[] = [];
  for (const name of ['members', 'ledger_transactions', 'files'].filter((n) => present.has(n))) {
    const [r] = await rowsOf<{ n: string }>(db.execute(sql.raw(`select count(*)::text as n from ${ident(name)}`)));
    if (r && r.n !== '0') busy.push(`${name} has ${r.n} rows`);
  }
  if (busy.length) throw new ImportRefused(`the target database is not empty: ${busy.join(', ')}. Import only into an empty database.`);
}

/** The rows the migrations or a first start seeded, gone before the dump's own are loaded (children first). */
async function clearSeededRows(tx: Db, manifest: Manifest): Promise<void> {
  for (const t of [...manifest.tables].reverse()) {
    const [r] = await rowsOf<{ any: boolean }>(tx.execute(sql.raw(`select exists (select 1 from ${ident(t.name)}) as any`)));
    if (r?.any) await tx.execute(sql.raw(`delete from ${ident(t.name)}`));
  }
}

/** A table's single-column references to itself (e.g. a category's parent): such rows are loaded parents first. */
async function selfReferences(db: Db, table: string): Promise<{ column: string; refers: string }[]> {
  return rowsOf(
    db.execute(sql`select a.attname as "column", af.attname as refers
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
      where c.contype = 'f' and c.conrelid = c.confrelid and c.conrelid = ${ident(table)}::regclass`),
  );
}

async function loadTable(tx: Db, name: string, entry: TarEntry): Promise<void> {
  const table = sql.raw(ident(name));
  const selfRefs = await selfReferences(tx, name);
  const stage = sql.raw('bh_stage');
  if (selfRefs.length) await tx.execute(sql`create temp table ${stage} (like ${table}) on commit drop`);

  const insert = async (json: string) => {
    if (name === 'ledger_accounts') {
      // balances start at zero (the ledger's guard demands it); the entries' trigger brings them back
      await tx.execute(sql`insert into bh_expected_balances select id, balance from json_populate_recordset(null::ledger_accounts, ${json}::json)`);
      await tx.execute(sql`insert into ledger_accounts select * from jsonb_populate_recordset(null::ledger_accounts,
        (select jsonb_agg(e || '{"balance":0}'::jsonb) from jsonb_array_elements(${json}::jsonb) e))`);
      return;
    }
    await tx.execute(sql`insert into ${selfRefs.length ? stage : table} select * from json_populate_recordset(null::${table}, ${json}::json)`);
  };

  const gunzip = createGunzip();
  const body = asNodeStream(entry);
  body.on('error', (err) => gunzip.destroy(err));
  body.pipe(gunzip);
  let batch: string[] = [];
  let bytes = 0;
  const decoder = new StringDecoder('utf8');
  let rest = '';
  // lines by hand: readline does not pass on its input's errors, and a cut archive must fail, not hang
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      if (!line) continue;
      batch.push(line);
      bytes += line.length;
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
        await insert(`[${batch.join(',')}]`);
        batch = [];
        bytes = 0;
      }
    }
  }
  rest += decoder.end();
  if (rest) batch.push(rest);
  if (batch.length) await insert(`[${batch.join(',')}]`);

  if (selfRefs.length) {
    // rounds: each moves the staged rows whose parents are already in the table
    const ready = sql.join(
      selfRefs.map(
        (r) =>
          sql`(s.${sql.raw(ident(r.column))} is null or exists (select 1 from ${table} p where p.${sql.raw(ident(r.refers))} = s.${sql.raw(ident(r.column))}))`,
      ),
      sql` and `,
    );
    for (;;) {
      const [moved] = await rowsOf<{ n: number }>(
        tx.execute(sql`with m as (delete from ${stage} s where ${ready} returning s.*), i as (insert into ${table} select * from m returning 1)
                       select count(*)::int as n from i`),
      );
      const [left] = await rowsOf<{ n: number }>(tx.execute(sql`select count(*)::int as n from ${stage}`));
      if (!left?.n) break;
      if (!moved?.n) throw new Error(`${left.n} rows of ${name} refer to rows of ${name} that are not in the dump`);
    }
    await tx.execute(sql`drop table ${stage}`);
  }
}

async function setSequences(tx: Db, sequences: Record<string, string | null>): Promise<void> {
  for (const [name, last] of Object.entries(sequences)) {
    if (last !== null) await tx.execute(sql`select setval(${ident(name)}::regclass, ${last}::bigint, true)`);
  }
  // and never below the highest id, whatever the dump said
  const serials = await rowsOf<{ tbl: string; col: string; seq: string }>(
    tx.execute(sql`select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`),
  );
  for (const s of serials) {
    await tx.execute(
      sql.raw(`select setval('${s.seq.replace(/'/g, "''")}', x.m, true) from (select max(${ident(s.col)}) as m from ${ident(s.tbl)}) x, ${s.seq} q
               where x.m is not null and (x.m > q.last_value or not q.is_called)`),
    );
  }
}

async function verify(tx: Db, manifest: Manifest): Promise<Omit<ImportReport, 'manifest' | 'files'>> {
  const tables: ImportReport['tables'] = [];
  for (const t of manifest.tables) {
    const [r] = await rowsOf<{ n: string }>(tx.execute(sql.raw(`select count(*)::text as n from ${ident(t.name)}`)));
    tables.push({ name: t.name, expected: t.rows, found: Number(r?.n) });
  }
  const found = await ledgerTotals(tx);
  const [wrong] = await rowsOf<{ n: number }>(
    tx.execute(
      sql`select count(*)::int as n from bh_expected_balances e left join ledger_accounts a using (id) where a.balance is distinct from e.balance`,
    ),
  );
  const problems = tables.filter((t) => t.expected !== t.found).map((t) => `${t.name}: ${t.found} rows, the dump has ${t.expected}`);
  if (JSON.stringify(found) !== JSON.stringify(manifest.ledger))
    problems.push(`ledger totals ${JSON.stringify(found)} differ from the dump's ${JSON.stringify(manifest.ledger)}`);
  if (wrong?.n) problems.push(`${wrong.n} ledger balances differ from the dump's after replaying the entries`);
  if (problems.length) throw new Error(`the import does not match the dump, nothing was kept:\n  ${problems.join('\n  ')}`);
  return { tables, ledger: { expected: manifest.ledger, found } };
}
