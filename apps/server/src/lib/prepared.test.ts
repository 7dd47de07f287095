// @engine-parity: named prepared statements and their row mapping per driver
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { members, sessions } from '../db/schema/index.js';
import { openTestDatabase } from '../../test/database.js';
import { fastRows, prepared, preparedShape } from './prepared.js';

/**
 * lib/prepared.ts on the configured engine: rows of a prepared select mapped by the mapper made once per statement are
 * exactly what Drizzle's own mapping gives (dates, numbers by mapWith, JSON, a left-joined object that is missing), and a
 * family of shapes prepares at most its budget.
 */
describe('prepared statements', () => {
  let database: Database;
  const other = alias(members, 'other');
  const select = (name: string) =>
    database.db
      .select({
        member: { id: members.id, cardno: members.cardno, createdAt: members.createdAt, banned: members.banned },
        sessions: sql<number>`(select count(*) from ${sessions} s where s.member_id = ${members.id})`.mapWith(Number),
        facts: sql<{ n: number }>`json_build_object('n', ${members.points})`,
        invitedBy: { id: other.id, nickname: other.nickname },
        nothing: sql<string | null>`null`,
      })
      .from(members)
      .leftJoin(other, eq(other.id, members.invitedBy))
      .orderBy(members.id)
      .prepare(name);

  beforeAll(async () => {
    database = await openTestDatabase();
    const row = (n: number, invitedBy: number | null) => ({
      cardno: `C000000${n}`,
      phone: `1380000000${n}`,
      passwordHash: 'x',
      nickname: `member ${n}`,
      inviteCode: `INV${n}`,
      invitedBy,
      points: n * 10,
      banned: n === 2,
    });
    const [first] = await database.db.insert(members).values(row(1, null)).returning({ id: members.id });
    await database.db.insert(members).values(row(2, first!.id));
  });
  afterAll(async () => database?.close());

  it('maps rows as Drizzle does: columns, mapWith, JSON, and a left-joined object that is missing becomes null', async () => {
    const drizzles = await select('drizzle_maps').execute();
    const statement = fastRows(select('we_map'));
    // the mapper is really in place (a Drizzle whose prepared queries look otherwise would keep its own silently)
    expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const ours = await statement.execute();
    expect(ours).toEqual(drizzles);
    expect(ours).toHaveLength(2);
    expect(ours[0]!.invitedBy).toBeNull();
    expect(ours[1]!.invitedBy).toEqual({ id: ours[0]!.member.id, nickname: 'member 1' });
    expect(ours[0]!.member.createdAt).toBeInstanceOf(Date);
    expect(ours[0]!.sessions).toBe(0);
    expect(ours[1]!.member.banned).toBe(true);
  });

  it('builds a statement once per handle and name', async () => {
    let builds = 0;
    const get = () => prepared(database.db, 'once', (db) => (builds++, db.select({ id: members.id }).from(members).prepare('once')));
    expect(get()).toBe(get());
    expect(builds).toBe(1);
    expect(await get().execute()).toHaveLength(2);
  });

  it('prepares at most its budget of shapes in a family; any other shape is left to be built each time', async () => {
    const shape = (s: string) =>
      preparedShape(database.db, 'family', s, 2, (db, name) =>
        db
          .select({ id: members.id })
          .from(members)
          .where(sql`${s} = ${s}`)
          .prepare(name),
      );
    const a = shape('a');
    expect(a).not.toBeNull();
    expect(shape('a')).toBe(a);
    expect(shape('b')).not.toBeNull();
    expect(shape('c')).toBeNull();
    expect(await a!.execute()).toHaveLength(2);
  });
});
