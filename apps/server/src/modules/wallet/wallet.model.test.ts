import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { shanghaiDay } from '@boothhub/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, type TestApp } from '../../../test/harness.js';
import { onPostgres } from '../../../test/database.js';
import { propertyRuns } from '../../../test/property-runs.js';
import { identities, paymentPins } from '../../db/schema/index.js';
import { hashSecret } from '../../platform/password.js';
import { insertMember } from '../accounts/members.repository.js';
import { insertSession } from '../accounts/session.repository.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import * as ledger from '../ledger/ledger.service.js';
import { appWithAdmin, freshIdNumber, PIN, withdrawBody, type Who } from './wallet.fixtures.js';

/**
 * The property-based model test of the wallet: random sequences of top-up,
 * confirm, withdraw, pay, reject, cancel, rewards and Idempotency-Key replays,
 * run through the HTTP API against a simple in-memory model. After every step:
 * every ledger transaction sums to zero, every balance equals the sum of its
 * entries, no member balance is below zero, and the balances match the model.
 * A CI-sized number of sequences on every change (100 on PostgreSQL, 30 on PGlite), 1,000 with `npm run test:long`.
 */
const RUNS = onPostgres() ? propertyRuns(100, 1000) : propertyRuns(30, 300);
const DAILY_MAX = 500_000;
const MIN = 10_000;
const INVITE_REWARD = 1_000; // designer invitee, the default

let t: TestApp;
let admin: Who;
let pinHash: string;
const db = () => t.app.ctx.db;

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  pinHash = await hashSecret(PIN);
  const res = await admin.agent.call('Admin/settingsSave', { withdrawDailyMax: DAILY_MAX, reason: 'model test' });
  expect(res.status).toBe(200);
});
afterAll(async () => t?.close());

type Name = 'A' | 'B';
type Op =
  | { t: 'topup'; who: Name; amount: number; method: 'sandbox' | 'bank' }
  | { t: 'confirm'; idx: number; approve: boolean }
  | { t: 'withdraw'; who: Name; amount: number; wrongPin: boolean }
  | { t: 'review'; idx: number; pay: boolean }
  | { t: 'cancel'; idx: number }
  | { t: 'approveB' }
  | { t: 'reward'; who: Name; amount: number }
  | { t: 'replay' };

const name = fc.constantFrom<Name>('A', 'B');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('topup' as const),
      who: name,
      amount: fc.integer({ min: 1, max: 300_000 }),
      method: fc.constantFrom('sandbox' as const, 'bank' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('confirm' as const), idx: fc.nat(20), approve: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('withdraw' as const),
      who: name,
      amount: fc.oneof(fc.integer({ min: 1, max: 400_000 }), fc.constantFrom(MIN - 1, MIN, DAILY_MAX)),
      wrongPin: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('review' as const), idx: fc.nat(20), pay: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cancel' as const), idx: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.constant({ t: 'approveB' as const }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reward' as const), who: name, amount: fc.integer({ min: 1, max: 50_000 }) }) },
  { weight: 1, arbitrary: fc.constant({ t: 'replay' as const }) },
);

interface Model {
  avail: Record<Name, number>;
  cash: number; // change of platform cash in this sequence
  rewards: number; // change of platform rewards in this sequence
  recharges: Array<{ id: number; who: Name; amount: number; status: string }>;
  withdrawals: Array<{ id: number; who: Name; amount: number; status: string; day: string }>;
  bApproved: boolean;
  tries: Record<Name, number>;
  locked: Record<Name, boolean>;
  last?: { who: Name; path: string; body: unknown; key: string; res: CallResult };
}

interface Seq {
  ids: Record<Name, number>;
  agents: Record<Name, Who>;
  startTx: number;
  cash0: number;
  rewards0: number;
}

/** a member straight in the database (the password hash is irrelevant here), with a session, a PIN and an identity */
async function member(role: 'designer', identity: 'approved' | 'pending', invitedBy?: number): Promise<Who> {
  const now = t.app.ctx.now();
  const row = await insertMember(db(), {
    phone: `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`,
    passwordHash: pinHash,
    role,
    nickname: 'model',
    cardno: String(randomInt(10_000_000, 100_000_000)),
    inviteCode: randomBytes(6).toString('hex').toUpperCase(),
    invitedBy: invitedBy ?? null,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) return member(role, identity, invitedBy); // a random collision: draw again
  await db().insert(paymentPins).values({ memberId: row.id, pinHash, updatedAt: now });
  await db()
    .insert(identities)
    .values({
      memberId: row.id,
      realname: '张三',
      idno: freshIdNumber(),
      frontFileId: 'a'.repeat(32),
      backFileId: 'b'.repeat(32),
      status: identity,
      submittedAt: now,
    });
  const token = randomToken();
  await insertSession(db(), { tokenHash: sha256(token), memberId: row.id, now });
  const agent = t.agent();
  agent.cookies.set('bh_session', token);
  return { id: row.id, cardno: row.cardno, agent };
}

const one = async <T>(q: ReturnType<typeof sql>): Promise<T> => ((await db().execute(q)) as unknown as { rows: T[] }).rows[0]!;

async function checkInvariants(s: Seq, m: Model) {
  const bad = await one<{ n: number }>(sql`select count(*)::int n from (select transaction_id from ledger_entries
    where transaction_id > ${s.startTx} group by transaction_id having sum(amount) <> 0) x`);
  expect(bad.n, 'every transaction sums to zero').toBe(0);
  const memberIds = [s.ids.A, s.ids.B];
  const drift = await one<{ n: number }>(sql`select count(*)::int n from (select a.id from ledger_accounts a
    left join ledger_entries e on e.account_id = a.id
    where a.member_id in (${memberIds[0]}, ${memberIds[1]}) or a.member_id is null
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)) x`);
  expect(drift.n, 'every balance equals the sum of its entries').toBe(0);
  const negative = await one<{ n: number }>(sql`select count(*)::int n from ledger_accounts where kind like 'member_%' and balance < 0`);
  expect(negative.n, 'no member balance below zero').toBe(0);
  for (const n of ['A', 'B'] as const) {
    expect(await ledger.balanceOf(db(), ledger.available(s.ids[n])), `available ${n}`).toBe(m.avail[n]);
  }
  for (const w of m.withdrawals) {
    expect(await ledger.balanceOf(db(), ledger.withdrawalHold(s.ids[w.who], w.id)), `hold ${w.id}`).toBe(w.status === 'pending' ? w.amount : 0);
  }
  expect((await ledger.balanceOf(db(), ledger.platformCash)) - s.cash0, 'platform cash').toBe(m.cash);
  expect((await ledger.balanceOf(db(), ledger.platformRewards)) - s.rewards0, 'platform rewards').toBe(m.rewards);
}

function expectError(res: CallResult, status: number, code: string, op: Op) {
  expect({ op, status: res.status, code: res.body?.errorCode }).toEqual({ op, status, code });
}

async function step(s: Seq, m: Model, op: Op) {
  const agent = (n: Name) => s.agents[n].agent;
  switch (op.t) {
    case 'topup': {
      const key = randomUUID();
      const body = { amount: op.amount, method: op.method };
      const res = await agent(op.who).call('Wallet/recharge', body, { 'idempotency-key': key });
      expect(res.status).toBe(200);
      m.recharges.push({ id: res.body.data.id, who: op.who, amount: op.amount, status: op.method === 'sandbox' ? 'paid' : 'pending' });
      if (op.method === 'sandbox') {
        m.avail[op.who] += op.amount;
        m.cash -= op.amount;
      }
      m.last = { who: op.who, path: 'Wallet/recharge', body, key, res };
      return;
    }
    case 'confirm': {
      if (!m.recharges.length) return;
      const r = m.recharges[op.idx % m.recharges.length]!;
      const res = await admin.agent.call(
        'Admin/rechargeReview',
        op.approve ? { id: r.id, approve: true } : { id: r.id, approve: false, reason: 'model' },
      );
      if (r.status !== 'pending') return expectError(res, 409, 'STATE_CONFLICT', op);
      expect(res.status).toBe(200);
      r.status = op.approve ? 'paid' : 'rejected';
      if (op.approve) {
        m.avail[r.who] += r.amount;
        m.cash -= r.amount;
      }
      return;
    }
    case 'withdraw': {
      const key = randomUUID();
      const body = withdrawBody(op.amount, op.wrongPin ? { paycode: '000000' } : {});
      const day = shanghaiDay(t.app.ctx.now());
      const res = await agent(op.who).call('Applycash/postNew', body, { 'idempotency-key': key });
      m.last = { who: op.who, path: 'Applycash/postNew', body, key, res };
      if (op.who === 'B' && !m.bApproved) return expectError(res, 409, 'IDENTITY_REQUIRED', op);
      if (op.amount < MIN) return expectError(res, 400, 'WITHDRAW_BELOW_MIN', op);
      if (m.locked[op.who]) return expectError(res, 429, 'PAYCODE_LOCKED', op);
      if (op.wrongPin) {
        m.tries[op.who] += 1;
        if (m.tries[op.who] >= 5) {
          m.locked[op.who] = true;
          return expectError(res, 429, 'PAYCODE_LOCKED', op);
        }
        return expectError(res, 400, 'PAYCODE_INCORRECT', op);
      }
      m.tries[op.who] = 0;
      const used = m.withdrawals
        .filter((w) => w.who === op.who && w.day === day && (w.status === 'pending' || w.status === 'paid'))
        .reduce((a, w) => a + w.amount, 0);
      if (used + op.amount > DAILY_MAX) return expectError(res, 409, 'WITHDRAW_DAILY_LIMIT', op);
      if (op.amount > m.avail[op.who]) return expectError(res, 409, 'INSUFFICIENT_BALANCE', op);
      expect({ op, status: res.status }).toEqual({ op, status: 200 });
      m.avail[op.who] -= op.amount;
      m.withdrawals.push({ id: res.body.data.id, who: op.who, amount: op.amount, status: 'pending', day });
      return;
    }
    case 'review': {
      if (!m.withdrawals.length) return;
      const w = m.withdrawals[op.idx % m.withdrawals.length]!;
      const res = await admin.agent.call(
        'Admin/withdrawReview',
        op.pay ? { id: w.id, approve: true, payoutRef: `M-${w.id}` } : { id: w.id, approve: false, reason: 'model' },
      );
      if (w.status !== 'pending') return expectError(res, 409, 'STATE_CONFLICT', op);
      expect(res.status).toBe(200);
      w.status = op.pay ? 'paid' : 'rejected';
      if (op.pay) m.cash += w.amount;
      else m.avail[w.who] += w.amount;
      return;
    }
    case 'cancel': {
      if (!m.withdrawals.length) return;
      const w = m.withdrawals[op.idx % m.withdrawals.length]!;
      const res = await agent(w.who).call('Applycash/cancel', { id: w.id });
      if (w.status !== 'pending') return expectError(res, 409, 'STATE_CONFLICT', op);
      expect(res.status).toBe(200);
      w.status = 'cancelled';
      m.avail[w.who] += w.amount;
      return;
    }
    case 'approveB': {
      const res = await admin.agent.call('Admin/identityReview', { cardno: s.agents.B.cardno, approve: true });
      if (m.bApproved) return expectError(res, 409, 'STATE_CONFLICT', op);
      expect(res.status).toBe(200);
      m.bApproved = true;
      m.avail.A += INVITE_REWARD;
      m.rewards -= INVITE_REWARD;
      return;
    }
    case 'reward': {
      const res = await admin.agent.call('Admin/activityReward', {
        cardno: s.agents[op.who].cardno,
        kind: 'spreadcoins',
        amount: op.amount,
        reason: 'model',
      });
      expect(res.status).toBe(200);
      m.avail[op.who] += op.amount;
      m.rewards -= op.amount;
      return;
    }
    case 'replay': {
      if (!m.last) return;
      const { who: n, path, body, key, res: first } = m.last;
      const res = await agent(n).call(path, body, { 'idempotency-key': key });
      expect({ status: res.status, body: res.body }).toEqual({ status: first.status, body: first.body });
      return;
    }
  }
}

describe('wallet model', () => {
  it(`${RUNS} random sequences keep the ledger whole and match the model`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const A = await member('designer', 'approved');
        const B = await member('designer', 'pending', A.id);
        const startTx = (await one<{ id: number }>(sql`select coalesce(max(id), 0)::int id from ledger_transactions`)).id;
        const s: Seq = {
          ids: { A: A.id, B: B.id },
          agents: { A, B },
          startTx,
          cash0: await ledger.balanceOf(db(), ledger.platformCash),
          rewards0: await ledger.balanceOf(db(), ledger.platformRewards),
        };
        const m: Model = {
          avail: { A: 0, B: 0 },
          cash: 0,
          rewards: 0,
          recharges: [],
          withdrawals: [],
          bApproved: false,
          tries: { A: 0, B: 0 },
          locked: { A: false, B: false },
        };
        for (const op of ops) {
          await step(s, m, op);
          await checkInvariants(s, m);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 1_800_000);
});
