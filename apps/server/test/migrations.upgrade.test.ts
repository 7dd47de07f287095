// @engine-parity: every migration from an older schema
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { appliedMigration, knownMigrations, migrationsUpTo, rowsOf } from '../src/db/migrations.js';
import { files, ledgerAccounts, members, messages } from '../src/db/schema/index.js';

/**
 * Migrations never stop the site (decision 038): they apply from empty, and from the previous release's schema with
 * its rows in place — the rows survive and the current code reads them. The previous release is named by the last
 * migration it shipped (CHANGELOG: 0.3.0 was cut with 0008_wechat); move it when a release is cut.
 */
const PREVIOUS_RELEASE_LAST_MIGRATION = '0008_wechat';
const all = knownMigrations();
const startPoints = [
  { name: 'the previous release (0.3.0)', tag: PREVIOUS_RELEASE_LAST_MIGRATION },
  { name: 'all but the last migration', tag: all[all.length - 2]!.tag },
];

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A database nothing was ever applied to: PGlite in memory, or a new database on TEST_DATABASE_URL's server. */
async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true, migrate: false });
  const name = `bh_upgrade_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(q).finally(() => c.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), migrate: false });
}

describe('migrations', () => {
  it('apply from empty to the newest', async () => {
    const database = await emptyDatabase();
    try {
      expect(await appliedMigration(database.db)).toBeNull();
      await database.migrate();
      expect(await appliedMigration(database.db)).toMatchObject({ when: all.at(-1)!.when, hash: all.at(-1)!.hash, count: all.length });
    } finally {
      await database.close();
    }
  }, 120_000);

  it.each(startPoints)(
    'apply from $name ($tag) with rows in place, which survive',
    async ({ tag }) => {
      const database = await emptyDatabase();
      const upTo = migrationsUpTo(tag);
      try {
        await database.migrate(upTo.folder);
        expect((await appliedMigration(database.db))?.count).toBe(all.findIndex((m) => m.tag === tag) + 1);
        // rows written by that release, in its own columns (raw SQL: the current schema may have more)
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into members (id, cardno, phone, password_hash, nickname, invite_code)
                             values (1, '10000001', '13800000001', 'x', 'Old Timer', 'OLD00001')`);
          await tx.execute(sql`insert into files (id, owner_id, purpose, name, mime, size, storage_key, is_public)
                             values ('f0000000000000000000000000000001', 1, 'attachment', 'a.pdf', 'application/pdf', 9007199254740993, 'attachment/f0/f1', false)`);
          await tx.execute(
            sql`insert into messages (member_id, kind, title_zh, title_en, content_zh, content_en) values (1, 'system', '你好', 'Hello', '内容', 'Body')`,
          );
          await tx.execute(
            sql`insert into ledger_accounts (id, kind, member_id, ref) values (1, 'platform_cash', null, ''), (2, 'member_available', 1, '')`,
          );
          await tx.execute(sql`insert into ledger_transactions (id, kind, memo) values (1, 'recharge', 'old')`);
          await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount) values (1, 1, -12345), (1, 2, 12345)`);
        });

        await database.migrate();
        expect((await appliedMigration(database.db))?.count).toBe(all.length);
        // the current code reads them through its own schema
        const [m] = await database.db.select().from(members).where(eq(members.id, 1));
        expect(m).toMatchObject({ phone: '13800000001', nickname: 'Old Timer' });
        const [f] = await rowsOf<{ size: string }>(database.db.execute(sql`select size::text as size from files`));
        expect(f?.size).toBe('9007199254740993');
        expect(await database.db.select({ id: files.id }).from(files)).toHaveLength(1);
        expect(await database.db.select({ title: messages.titleEn }).from(messages)).toEqual([{ title: 'Hello' }]);
        expect(
          await database.db.select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance }).from(ledgerAccounts).orderBy(ledgerAccounts.id),
        ).toEqual([
          { kind: 'platform_cash', balance: -12345 },
          { kind: 'member_available', balance: 12345 },
        ]);
      } finally {
        upTo.remove();
        await database.close();
      }
    },
    180_000,
  );
});
