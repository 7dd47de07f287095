import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { onPostgres } from '../../../test/database.js';
import * as ledger from '../ledger/ledger.service.js';
import { assertLedgerWhole, submitIdentity, verifiedMember, who, withdrawBody, type Who } from './wallet.fixtures.js';

/**
 * Races on PostgreSQL (on PGlite requests are serialised by its single
 * connection, so these would prove nothing there).
 */
let t: TestApp;
let admins: Who[];
const db = () => t.app.ctx.db;
const balance = (id: number) => ledger.balanceOf(db(), ledger.available(id));

beforeAll(async () => {
  if (!onPostgres()) return;
  t = await createTestApp();
  admins = [await who(t, { role: 'admin' }), await who(t, { role: 'admin' })];
});
afterAll(async () => t?.close());

describe.runIf(onPostgres())('races on PostgreSQL', () => {
  it('50 concurrent withdrawals against a balance that covers exactly one: exactly one succeeds', async () => {
    const m = await verifiedMember(t, admins[0]!, { coins: 20_000 });
    const results = await Promise.all(Array.from({ length: 50 }, () => m.agent.call('Applycash/postNew', withdrawBody(20_000))));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.errorCode).toBe('INSUFFICIENT_BALANCE');
    }
    expect(await balance(m.id)).toBe(0);
    expect(await ledger.balanceOf(db(), ledger.withdrawalHold(m.id, ok[0]!.body.data.id))).toBe(20_000);
    expect((await m.agent.call('Applycash/list', { page: 1, pageSize: 100 })).body.data.total).toBe(1);
    await assertLedgerWhole(db());
  });

  it('concurrent withdrawals never pass the daily maximum together', async () => {
    const m = await verifiedMember(t, admins[0]!, { coins: 5_000_000 });
    const res = await admins[0]!.agent.call('Admin/settingsSave', { withdrawDailyMax: 100_000, reason: 'race test' });
    expect(res.status).toBe(200);
    try {
      const results = await Promise.all(Array.from({ length: 20 }, () => m.agent.call('Applycash/postNew', withdrawBody(30_000))));
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      expect(results.filter((r) => r.body.errorCode === 'WITHDRAW_DAILY_LIMIT')).toHaveLength(17);
      expect(await balance(m.id)).toBe(5_000_000 - 90_000);
    } finally {
      await admins[0]!.agent.call('Admin/settingsSave', { withdrawDailyMax: 5_000_000, reason: 'restore' });
    }
  });

  it('two admins deciding one withdrawal at once (pay and reject): exactly one wins, the ledger moves once', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await verifiedMember(t, admins[0]!, { coins: 50_000 });
      const { body } = await m.agent.call('Applycash/postNew', withdrawBody(40_000));
      const id = body.data.id;
      const [a, b] = await Promise.all([
        admins[0]!.agent.call('Admin/withdrawReview', { id, approve: true, payoutRef: `PAY-${round}` }),
        admins[1]!.agent.call(
          'Admin/withdrawReview',
          round % 2 ? { id, approve: true, payoutRef: `PAY2-${round}` } : { id, approve: false, reason: 'dup' },
        ),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.errorCode).toBe('STATE_CONFLICT');
      const winner = a.status === 200 ? a : b;
      expect(await ledger.balanceOf(db(), ledger.withdrawalHold(m.id, id))).toBe(0);
      expect(await balance(m.id)).toBe(winner.body.data.status === 'paid' ? 10_000 : 50_000);
    }
    await assertLedgerWhole(db());
  });

  it('10 admins confirming one bank top-up at once: credited exactly once', async () => {
    const m = await who(t);
    const { body } = await m.agent.call('Wallet/recharge', { amount: 88_800, method: 'bank' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => admins[i % 2]!.agent.call('Admin/rechargeReview', { id: body.data.id, approve: true })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.errorCode === 'STATE_CONFLICT')).toHaveLength(9);
    expect(await balance(m.id)).toBe(88_800);
    await assertLedgerWhole(db());
  });

  it('10 admins approving one identity at once: approved once, the inviter rewarded once', async () => {
    const inviter = await who(t);
    const invitee = await who(t, { role: 'business', invitedBy: inviter.id });
    await submitIdentity(t, invitee);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => admins[i % 2]!.agent.call('Admin/identityReview', { cardno: invitee.cardno, approve: true })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await balance(inviter.id)).toBe(2_000);
    const msgs = (await inviter.agent.call('Tipcenter/getList', { page: 1, pageSize: 10 })).body.data.listItem;
    expect(msgs.filter((x: { kind: string }) => x.kind === 'invite.reward')).toHaveLength(1);
    await assertLedgerWhole(db());
  });

  it('a member cancelling while an admin pays: one of them wins', async () => {
    const m = await verifiedMember(t, admins[0]!, { coins: 30_000 });
    const { body } = await m.agent.call('Applycash/postNew', withdrawBody(30_000));
    const [cancel, pay] = await Promise.all([
      m.agent.call('Applycash/cancel', { id: body.data.id }),
      admins[0]!.agent.call('Admin/withdrawReview', { id: body.data.id, approve: true, payoutRef: 'P' }),
    ]);
    expect([cancel.status, pay.status].sort()).toEqual([200, 409]);
    expect(await balance(m.id)).toBe(cancel.status === 200 ? 30_000 : 0);
    await assertLedgerWhole(db());
  });
});
