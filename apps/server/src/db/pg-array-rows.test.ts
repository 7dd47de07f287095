import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDatabase } from '../../test/database.js';
import type { Database } from './client.js';
import { skipPrebuiltRowsInArrayMode } from './pg-array-rows.js';

/**
 * db/pg-array-rows.ts on PostgreSQL (node-postgres; PGlite has its own driver): rows read as arrays and as objects
 * are what node-postgres gives without the change — values parsed by type, nulls, the fields described — and a second
 * statement of another shape on the same connection is not confused by the first one's fields.
 */
describe.runIf(onPostgres())('node-postgres rows without the object-mode template in array mode', () => {
  let database: Database & { url?: string };
  let client: pg.Client;
  const statement = "select 1::int as n, 'a'::text as t, null::text as nothing, now() as at, '{\"k\":2}'::json as j, 5::bigint as big";

  beforeAll(async () => {
    database = await openTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.close();
  });

  it('is in place (the database module puts it there), and putting it again changes nothing', () => {
    expect(skipPrebuiltRowsInArrayMode()).toBe(true);
  });

  it('reads arrays and objects as node-postgres does', async () => {
    const arrays = await client.query({ text: statement, rowMode: 'array' });
    expect(arrays.rows).toHaveLength(1);
    const [n, t, nothing, at, j, big] = arrays.rows[0] as unknown[];
    expect([n, t, nothing, j, big]).toEqual([1, 'a', null, { k: 2 }, '5']);
    expect(at).toBeInstanceOf(Date);
    expect(arrays.fields.map((f) => f.name)).toEqual(['n', 't', 'nothing', 'at', 'j', 'big']);

    const objects = await client.query(statement);
    expect(objects.rows[0]).toMatchObject({ n: 1, t: 'a', nothing: null, j: { k: 2 }, big: '5' });
    expect(Object.keys(objects.rows[0] as object)).toEqual(['n', 't', 'nothing', 'at', 'j', 'big']);

    const named = await client.query({ name: 'two_shapes', text: 'select $1::int + 1 as m', values: [41], rowMode: 'array' });
    expect(named.rows).toEqual([[42]]);
    expect((await client.query({ name: 'two_shapes', text: 'select $1::int + 1 as m', values: [1], rowMode: 'array' })).rows).toEqual([[2]]);
  });

  it('serves the app: a Drizzle select through the pool', async () => {
    expect(await database.db.select({ one: sql<number>`1`.mapWith(Number), at: sql<string>`'2026-11-27'::date` }).from(sql`(select 1) s`)).toEqual([
      { one: 1, at: '2026-11-27' },
    ]);
  });
});
