import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The committed drizzle-kit migrations (apps/server/drizzle). */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface MigrationEntry {
  /** e.g. `0020_models_favourites_count` */
  tag: string;
  /** the journal's `when`: drizzle's migrator stores it as `created_at` and applies every later one */
  when: number;
  /** sha256 of the SQL file, as drizzle's migrator stores it */
  hash: string;
}

/** The migrations this code knows, oldest first. */
export function knownMigrations(folder = migrationsFolder): MigrationEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return journal.entries.map((e) => ({
    tag: e.tag,
    when: e.when,
    hash: createHash('sha256')
      .update(readFileSync(path.join(folder, `${e.tag}.sql`)))
      .digest('hex'),
  }));
}

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** the rows of a raw `execute`: both drivers (PGlite, node-postgres) answer `{ rows }` */
export async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

/** The last migration applied to this database (drizzle.__drizzle_migrations), or null when none ever ran. */
export async function appliedMigration(db: AnyDb): Promise<{ when: number; hash: string; count: number } | null> {
  const exists = await rowsOf<{ t: string | null }>(db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`));
  if (!exists[0]?.t) return null;
  const last = await rowsOf<{ when: string; hash: string; count: string }>(
    db.execute(sql`select created_at::text as "when", hash, (select count(*) from drizzle.__drizzle_migrations)::text as count
        from drizzle.__drizzle_migrations order by created_at desc limit 1`),
  );
  const row = last[0];
  return row ? { when: Number(row.when), hash: row.hash, count: Number(row.count) } : null;
}

/**
 * A migrations folder holding only the migrations up to and including `tag` (a temporary copy with a shortened
 * journal), for drizzle's migrator: an import brings an empty database to the dump's migration, and the upgrade test
 * builds the previous release's schema. Call the returned `remove` when done.
 */
export function migrationsUpTo(tag: string, folder = migrationsFolder): { folder: string; remove(): void } {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  if (end < 0) throw new Error(`unknown migration ${tag}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bh-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, end + 1);
  for (const e of entries) cpSync(path.join(folder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
