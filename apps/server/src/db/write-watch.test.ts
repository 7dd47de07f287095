// @engine-parity: each driver tells the tables a write changed
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import type { Database } from './client.js';
import { ANY_TABLE, writeWatch, writtenBy, type Written } from './write-watch.js';

/**
 * What Database.onWrite tells (db/write-watch.ts): the tables each write changed, and at a commit the tables its
 * transaction wrote — on the engine the run uses (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
describe('the tables a statement writes', () => {
  it('names the table of an insert, update or delete as Drizzle writes them', () => {
    expect(writtenBy('insert into "sessions" ("member_id", "token_hash") values ($1, $2)')).toEqual(new Set(['sessions']));
    expect(writtenBy('update "sessions" set "last_seen_at" = $1 where "sessions"."id" = $2')).toEqual(new Set(['sessions']));
    expect(writtenBy('delete from "task_chats" where "task_chats"."id" = $1')).toEqual(new Set(['task_chats']));
    expect(writtenBy('INSERT INTO public.tasks(title) VALUES ($1)')).toEqual(new Set(['tasks']));
  });

  it('cannot tell the table of DDL, COPY, a writing `with` or several statements: any table', () => {
    for (const text of [
      'create table x (id int)',
      'truncate "tasks"',
      'with f as (select 1) update "designer_profiles" set "taidu" = 1',
      'with m as (delete from s returning *) insert into "tasks" select * from m',
      'insert into "sessions" values (1); update "tasks" set title = 1',
    ])
      expect(writtenBy(text), text).toEqual(new Set([ANY_TABLE]));
  });

  it('is no write for a read, even one that names a column like updated_at', () => {
    for (const text of ['select "updated_at" from "tasks"', 'with c as (select id from tasks) select * from c', '  select 1', 'begin'])
      expect(writtenBy(text), text).toBeNull();
  });

  it('tells at a commit what the transaction wrote, a rollback to a savepoint included, and forgets it at the next begin', () => {
    const watch = writeWatch();
    watch.onWrite(() => undefined);
    const pending = new Set<string>();
    expect(watch.classify('begin', pending)).toBeNull();
    expect(watch.classify('update "sessions" set "last_seen_at" = $1', pending)).toEqual(new Set(['sessions']));
    expect(watch.classify('insert into "tasks" ("title") values ($1)', pending)).toEqual(new Set(['tasks']));
    expect(watch.classify('commit', pending)).toEqual(new Set(['sessions', 'tasks']));
    expect(watch.classify('commit', pending)).toEqual(new Set());
    // a nested transaction rolled back to its savepoint: the outer one's writes still count at its commit
    watch.classify('begin', pending);
    watch.classify('update "tasks" set "title" = $1', pending);
    expect(watch.classify('savepoint sp1', pending)).toBeNull();
    expect(watch.classify('insert into "task_chats" ("text") values ($1)', pending)).toEqual(new Set(['task_chats']));
    expect(watch.classify('rollback to savepoint sp1', pending)).toBeNull();
    expect(watch.classify('commit', pending)).toEqual(new Set(['tasks', 'task_chats']));
    // a rolled-back transaction: forgotten at the next begin
    watch.classify('begin', pending);
    watch.classify('update "tasks" set "title" = $1', pending);
    expect(watch.classify('rollback', pending)).toBeNull();
    watch.classify('begin', pending);
    expect(watch.classify('commit', pending)).toEqual(new Set());
  });
});

describe('Database.onWrite on a real database', () => {
  let database: Database;
  const told: string[][] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    database.onWrite((written: Written) => void told.push([...written].sort()));
  });
  afterAll(async () => database?.close());

  it("tells a statement's table before and after it runs, and nothing for a read", async () => {
    told.length = 0;
    await database.db.execute(sql`select count(*) from "sessions"`);
    expect(told).toEqual([]);
    await database.db.execute(sql`update "sessions" set "last_seen_at" = now() where false`);
    expect(told).toEqual([['sessions'], ['sessions']]);
  });

  it('tells at the end of a transaction the tables it wrote, and nothing of a transaction that only read', async () => {
    told.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update "sessions" set "last_seen_at" = now() where false`);
      await tx.execute(sql`update "tasks" set "title" = "title" where false`);
    });
    expect(told.at(-1)).toEqual(['sessions', 'tasks']);
    // a nested transaction rolled back (to its savepoint) inside one that goes on and commits
    told.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update "tasks" set "title" = "title" where false`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update "sessions" set "last_seen_at" = now() where false`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    expect(told.at(-1)).toEqual(['sessions', 'tasks']);
    told.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(told.every((t) => t.length === 0)).toBe(true);
  });
});
