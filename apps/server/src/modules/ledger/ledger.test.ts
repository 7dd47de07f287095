import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { onPostgres } from '../../../test/database.js';
import { createMember } from '../accounts/members.service.js';
import * as ledger from './ledger.service.js';

let t: TestApp;
let alice: number;
let bob: number;
const now = () => new Date();

beforeAll(async () => {
  t = await createTestApp();
  alice = (await createMember(t.app.ctx.db, { phone: '13900000001', password: 'Passw0rd', role: 'business' })).id;
  bob = (await createMember(t.app.ctx.db, { phone: '13900000002', password: 'Passw0rd', role: 'designer' })).id;
});
afterAll(async () => t?.close());

const db = () => t.app.ctx.db;
/** the database's own message (drizzle wraps it as the cause) */
async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e: any) {
    return String(e?.cause?.message ?? e?.message);
  }
  return 'no error';
}

describe('ledger', () => {
  it('moves money between accounts and keeps balances equal to their entries', async () => {
    await ledger.transfer(db(), ledger.platformCash, ledger.available(alice), 10_000, { kind: 'recharge', now: now() });
    await ledger.transfer(db(), ledger.available(alice), ledger.escrow(alice, 1), 6_000, { kind: 'task_pay', now: now() });
    await ledger.post(db(), {
      kind: 'task_release',
      now: now(),
      legs: [
        { account: ledger.escrow(alice, 1), amount: -6_000 },
        { account: ledger.available(bob), amount: 5_400 },
        { account: ledger.platformRevenue, amount: 600 },
      ],
    });
    expect(await ledger.balanceOf(db(), ledger.available(alice))).toBe(4_000);
    expect(await ledger.balanceOf(db(), ledger.escrow(alice, 1))).toBe(0);
    expect(await ledger.balanceOf(db(), ledger.available(bob))).toBe(5_400);
    expect(await ledger.balanceOf(db(), ledger.platformRevenue)).toBe(600);
    expect(await ledger.balanceOf(db(), ledger.platformCash)).toBe(-10_000);
    for (const acc of [ledger.available(alice), ledger.available(bob), ledger.platformCash, ledger.platformRevenue]) {
      expect(await ledger.entriesSumOf(db(), acc)).toBe(await ledger.balanceOf(db(), acc));
    }
  });

  it('refuses to take a member account below zero and moves nothing', async () => {
    const before = await ledger.balanceOf(db(), ledger.available(bob));
    await expect(
      ledger.transfer(db(), ledger.available(bob), ledger.platformCash, before + 1, { kind: 'withdraw', now: now() }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await ledger.balanceOf(db(), ledger.available(bob))).toBe(before);
  });

  it('refuses unbalanced and fractional postings in code', async () => {
    await expect(
      ledger.post(db(), {
        kind: 'x',
        now: now(),
        legs: [
          { account: ledger.platformCash, amount: -5 },
          { account: ledger.available(bob), amount: 4 },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
    await expect(ledger.transfer(db(), ledger.platformCash, ledger.available(bob), 1.5, { kind: 'x', now: now() })).rejects.toThrow(/cents/);
  });

  describe('the database guards the ledger itself', () => {
    it('refuses to update or delete an entry', async () => {
      expect(await failure(db().execute(sql`update ledger_entries set amount = amount + 1`))).toMatch(/append-only/);
      expect(await failure(db().execute(sql`delete from ledger_entries`))).toMatch(/append-only/);
      expect(await failure(db().execute(sql`delete from ledger_transactions`))).toMatch(/append-only/);
    });

    it('refuses a direct change of a cached balance', async () => {
      expect(await failure(db().execute(sql`update ledger_accounts set balance = balance + 100`))).toMatch(/only through entries/);
    });

    it('refuses a transaction whose entries do not sum to zero', async () => {
      const cash = await db().execute(sql`select id from ledger_accounts where kind = 'platform_cash'`);
      const cashId = (cash as any).rows[0].id;
      const msg = await failure(
        db().transaction(async (tx) => {
          const r = await tx.execute(sql`insert into ledger_transactions (kind) values ('bad') returning id`);
          const txId = (r as any).rows[0].id;
          await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount) values (${txId}, ${cashId}, 100)`);
        }),
      );
      expect(msg).toMatch(/does not balance/);
    });

    it('refuses an entry that takes a member account below zero', async () => {
      const acc = await db().execute(sql`select id from ledger_accounts where kind = 'member_available' and member_id = ${bob}`);
      const cash = await db().execute(sql`select id from ledger_accounts where kind = 'platform_cash'`);
      const msg = await failure(
        db().transaction(async (tx) => {
          const r = await tx.execute(sql`insert into ledger_transactions (kind) values ('bad') returning id`);
          const txId = (r as any).rows[0].id;
          await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount) values
            (${txId}, ${(acc as any).rows[0].id}, -99999999), (${txId}, ${(cash as any).rows[0].id}, 99999999)`);
        }),
      );
      expect(msg).toMatch(/ledger_member_not_negative/);
      expect(await ledger.balanceOf(db(), ledger.available(bob))).toBe(5_400);
    });
  });

  it.runIf(onPostgres())('50 concurrent debits against a balance that covers exactly one: one succeeds', async () => {
    const carol = (await createMember(db(), { phone: '13900000003', password: 'Passw0rd', role: 'designer' })).id;
    await ledger.transfer(db(), ledger.platformCash, ledger.available(carol), 1_000, { kind: 'recharge', now: now() });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => ledger.transfer(db(), ledger.available(carol), ledger.platformCash, 1_000, { kind: 'withdraw', now: now() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await ledger.balanceOf(db(), ledger.available(carol))).toBe(0);
    expect(await ledger.entriesSumOf(db(), ledger.available(carol))).toBe(0);
  });
});
