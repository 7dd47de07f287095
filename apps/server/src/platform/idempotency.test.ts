import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, type TestApp } from '../../test/harness.js';
import * as ledger from '../modules/ledger/ledger.service.js';
import {
  appWithAdmin,
  assertLedgerWhole,
  moneyFootprint,
  topUp,
  verifiedMember,
  who,
  withdrawBody,
  type Who,
} from '../modules/wallet/wallet.fixtures.js';

let t: TestApp;
let admin: Who;
const db = () => t.app.ctx.db;
const balance = (m: Who) => ledger.balanceOf(db(), ledger.available(m.id));
const key = () => randomUUID();
const withKey = (k: string) => ({ 'idempotency-key': k });
/** what a client observes: status and body (the replay marker header aside) */
const seen = (r: CallResult) => ({ status: r.status, body: r.body });

beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(async () => t?.close());

describe('Idempotency-Key on money calls', () => {
  it('one key replayed 10 times one after another: one top-up, identical answers', async () => {
    const m = await who(t);
    const k = key();
    const results: CallResult[] = [];
    for (let i = 0; i < 10; i++) results.push(await m.agent.call('Wallet/recharge', { amount: 1_234, method: 'sandbox' }, withKey(k)));
    expect(results[0]!.status).toBe(200);
    for (const r of results) expect(seen(r)).toEqual(seen(results[0]!));
    expect(results[0]!.headers['idempotent-replayed']).toBeUndefined();
    expect(results.slice(1).every((r) => r.headers['idempotent-replayed'] === 'true')).toBe(true);
    expect(await balance(m)).toBe(1_234);
    expect((await m.agent.call('Wallet/rechargeList', { page: 1, pageSize: 20 })).body.data.total).toBe(1);
  });

  it('one key replayed 10 times at once: one withdrawal, identical answers', async () => {
    const m = await verifiedMember(t, admin, { coins: 100_000 });
    const k = key();
    const results = await Promise.all(Array.from({ length: 10 }, () => m.agent.call('Applycash/postNew', withdrawBody(30_000), withKey(k))));
    expect(results[0]!.status).toBe(200);
    for (const r of results) expect(seen(r)).toEqual(seen(results[0]!));
    expect(await balance(m)).toBe(70_000);
    expect((await m.agent.call('Applycash/list', { page: 1, pageSize: 20 })).body.data.total).toBe(1);
    await assertLedgerWhole(db());
  });

  it('one key replayed 10 times at once on a top-up: one credit', async () => {
    const m = await who(t);
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => m.agent.call('Wallet/recharge', { amount: 5_000, method: 'sandbox' }, withKey(k))),
    );
    for (const r of results) expect(seen(r)).toEqual(seen(results[0]!));
    expect(await balance(m)).toBe(5_000);
  });

  it('the same key with another body or on another call is refused with 409, nothing moves', async () => {
    const m = await who(t);
    const k = key();
    await m.agent.call('Wallet/recharge', { amount: 1_000, method: 'sandbox' }, withKey(k));
    const before = await moneyFootprint(db());
    const other = await m.agent.call('Wallet/recharge', { amount: 2_000, method: 'sandbox' }, withKey(k));
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherCall = await m.agent.call('Applycash/postNew', withdrawBody(10_000), withKey(k));
    expect(otherCall.body.errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await moneyFootprint(db())).toEqual(before);
    // the body's field order does not matter
    const same = await m.agent.call('Wallet/recharge', { method: 'sandbox', amount: 1_000 }, withKey(k));
    expect(same.status).toBe(200);
    expect(await balance(m)).toBe(1_000);
  });

  it('keys belong to one member: another member’s same key is a different request', async () => {
    const a = await who(t);
    const b = await who(t);
    const k = key();
    await a.agent.call('Wallet/recharge', { amount: 1_000, method: 'sandbox' }, withKey(k));
    const res = await b.agent.call('Wallet/recharge', { amount: 3_000, method: 'sandbox' }, withKey(k));
    expect(res.status).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect([await balance(a), await balance(b)]).toEqual([1_000, 3_000]);
  });

  it('a refusal is stored for its key: replays give the same refusal and count no further wrong PIN', async () => {
    const m = await verifiedMember(t, admin, { coins: 50_000 });
    const k = key();
    const wrong = withdrawBody(10_000, { paycode: '000000' });
    const results = await Promise.all(Array.from({ length: 10 }, () => m.agent.call('Applycash/postNew', wrong, withKey(k))));
    for (const r of results) expect(seen(r)).toEqual(seen(results[0]!));
    expect(results[0]!.body.errorCode).toBe('PAYCODE_INCORRECT');
    // one wrong try was counted, not ten: the next one (new key) has 3 left
    const next = await m.agent.call('Applycash/postNew', wrong, withKey(key()));
    expect(next.body.errorCode).toBe('PAYCODE_INCORRECT');
    expect(next.body.errorMessage).toMatch(/3/);
    // a wrong PIN under another key is counted too (the agent sends a fresh key)
    const otherKey = await m.agent.call('Applycash/postNew', wrong);
    expect(otherKey.body.errorMessage).toMatch(/2/);
    expect(await balance(m)).toBe(50_000);
  });

  it('INSUFFICIENT_BALANCE is stored too: after a top-up the same key still refuses; a new key goes through', async () => {
    const m = await verifiedMember(t, admin, { coins: 10_000 });
    const k = key();
    const first = await m.agent.call('Applycash/postNew', withdrawBody(20_000), withKey(k));
    expect(first.body.errorCode).toBe('INSUFFICIENT_BALANCE');
    await topUp(m, 20_000);
    const replay = await m.agent.call('Applycash/postNew', withdrawBody(20_000), withKey(k));
    expect(seen(replay)).toEqual(seen(first));
    expect((await m.agent.call('Applycash/postNew', withdrawBody(20_000), withKey(key()))).status).toBe(200);
    expect(await balance(m)).toBe(10_000);
  });

  it('a request refused by validation leaves no trace of its key', async () => {
    const m = await who(t);
    const k = key();
    expect((await m.agent.call('Wallet/recharge', { amount: -5, method: 'sandbox' }, withKey(k))).status).toBe(400);
    expect((await m.agent.call('Wallet/recharge', { amount: 500, method: 'sandbox' }, withKey(k))).status).toBe(200);
    expect(await balance(m)).toBe(500);
  });

  it('keys are kept 24 hours; afterwards the same key is a new request', async () => {
    const m = await who(t);
    const k = key();
    await m.agent.call('Wallet/recharge', { amount: 700, method: 'sandbox' }, withKey(k));
    t.advance(23 * 3600_000);
    await m.agent.call('Wallet/recharge', { amount: 700, method: 'sandbox' }, withKey(k));
    expect(await balance(m)).toBe(700);
    t.advance(2 * 3600_000);
    const later = await m.agent.call('Wallet/recharge', { amount: 700, method: 'sandbox' }, withKey(k));
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await balance(m)).toBe(1_400);
  });

  it('a malformed key is a 400 and moves nothing; without a key every request counts', async () => {
    const m = await who(t);
    for (const bad of ['', 'has space', 'x'.repeat(101), 'ключ']) {
      const res = await m.agent.call('Wallet/recharge', { amount: 100, method: 'sandbox' }, { 'idempotency-key': bad });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('IDEMPOTENCY_KEY_INVALID');
    }
    const before = await balance(m);
    await m.agent.call('Wallet/recharge', { amount: 100, method: 'sandbox' });
    await m.agent.call('Wallet/recharge', { amount: 100, method: 'sandbox' });
    expect(await balance(m)).toBe(before + 200);
    await assertLedgerWhole(db());
  });

  it('calls that are not money calls ignore the header', async () => {
    const m = await who(t);
    const k = key();
    const a = await m.agent.call('Activity/checkin', {}, withKey(k));
    const b = await m.agent.call('Activity/checkin', {}, withKey(k));
    expect([a.status, b.status]).toEqual([200, 409]);
  });
});
