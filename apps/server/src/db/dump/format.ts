import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { rowsOf } from '../migrations.js';
import * as schema from '../schema/index.js';

/**
 * The dump format (docs/decisions/039-export-format.md): one uncompressed tar holding, in this order,
 *   manifest.json                  what is inside, the migration it was taken at, counts and ledger totals
 *   files/<storage key>            each stored file of the `files` table, as stored
 *   tables/<table>.jsonl.gz        one `row_to_json` line per row, in primary-key order, tables in load order
 *   end.json                       written last: an archive without it was cut short
 * Rows are PostgreSQL's own JSON of the row, never parsed into JavaScript values on the way, so a bigint, a
 * timestamp's microseconds and a tsvector come back exactly as they were.
 */
export const DUMP_FORMAT = 'boothhub-dump';
export const DUMP_VERSION = 1;

export interface LedgerTotals {
  accounts: number;
  transactions: number;
  entries: number;
  /** the sum of every entry: always "0" in a sound ledger (decimal text: bigints stay exact) */
  entriesSum: string;
  /** the sum of the cached balances by account kind (decimal text) */
  balances: Record<string, string>;
}

export interface Manifest {
  format: typeof DUMP_FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** the last migration applied to the source: the import brings the target to this one before loading */
  migration: { tag: string; when: number; hash: string };
  /** in load order (a table comes after every table it refers to) */
  tables: { name: string; rows: number }[];
  /** each sequence's last value (decimal text), null if never used */
  sequences: Record<string, string | null>;
  ledger: LedgerTotals;
  files: { count: number; bytes: number; missing: string[] };
}

export interface EndMarker {
  complete: true;
  tables: number;
  files: number;
}

export interface TableInfo {
  name: string;
  /** primary-key columns: the order of rows in the dump */
  key: string[];
}

/** Every table of the Drizzle schema, a table after those it refers to (a table referring to itself is loaded in rounds). */
/**
 * Tables the database keeps for itself and a dump leaves out: `member_figure_stamps` is moved by triggers on other
 * tables' writes (decision 091) — the import's own inserts move it again, and its values mean nothing to another
 * installation, whose processes start with no figure kept.
 */
const NOT_DUMPED = new Set(['member_figure_stamps']);

export function tablesInLoadOrder(): TableInfo[] {
  const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => t instanceof PgTable && !NOT_DUMPED.has(getTableConfig(t).name));
  const byName = new Map(tables.map((t) => [getTableConfig(t).name, t]));
  const order: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`foreign keys form a cycle through ${name}`);
    state.set(name, 'visiting');
    const config = getTableConfig(byName.get(name)!);
    for (const fk of config.foreignKeys) {
      const target = getTableConfig(fk.reference().foreignTable).name;
      if (target !== name) visit(target);
    }
    state.set(name, 'done');
    const key = config.primaryKeys[0]?.columns.map((c) => c.name) ?? config.columns.filter((c) => c.primary).map((c) => c.name);
    order.push({ name, key });
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return order;
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The ledger's figures, compared after an import: counts, the entries' sum and the balances by kind. */
export async function ledgerTotals(db: Db): Promise<LedgerTotals> {
  const [c] = await rowsOf<{ accounts: string; transactions: string; entries: string; sum: string }>(
    db.execute(sql`select (select count(*) from ledger_accounts)::text as accounts,
                          (select count(*) from ledger_transactions)::text as transactions,
                          (select count(*) from ledger_entries)::text as entries,
                          (select coalesce(sum(amount), 0) from ledger_entries)::text as sum`),
  );
  const kinds = await rowsOf<{ kind: string; total: string }>(
    db.execute(sql`select kind, sum(balance)::text as total from ledger_accounts group by kind order by kind`),
  );
  return {
    accounts: Number(c!.accounts),
    transactions: Number(c!.transactions),
    entries: Number(c!.entries),
    entriesSum: c!.sum,
    balances: Object.fromEntries(kinds.map((k) => [k.kind, k.total])),
  };
}

/** The public schema's sequences and their last values. */
export async function sequenceValues(db: Db): Promise<Record<string, string | null>> {
  const rows = await rowsOf<{ name: string; last: string | null }>(
    db.execute(sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public' order by 1`),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.last]));
}

/** The public schema's tables, as the database has them, but those a dump leaves out. */
export async function databaseTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`));
  return rows.map((r) => r.name).filter((name) => !NOT_DUMPED.has(name));
}
