import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRegistry } from './call-registry.js';
import type { Agent, CallResult, TestApp } from './harness.js';
import { freshAgent, memberAgent, PASSWORD as LOGIN_PASSWORD } from '../src/modules/accounts/accounts.testkit.js';
import { createMember } from '../src/modules/accounts/members.service.js';
import { LOGIN_FAILS_PER_PHONE_AND_IP } from '../src/modules/accounts/login-limit.js';
import { modelOf } from '../src/modules/models/models.fixtures.js';
import { buyBody, serviceOf } from '../src/modules/services/services.fixtures.js';
import { actor, PIN as TASK_PIN, taskBody, topUp } from '../src/modules/tasks/tasks.fixtures.js';
import { PIN_MAX_TRIES } from '../src/modules/wallet/paycode.service.js';
import { PIN as WALLET_PIN, verifiedMember, who, withdrawBody, type Who } from '../src/modules/wallet/wallet.fixtures.js';
import { createWechatTestApp, newOpenid, wechatLogin } from '../src/modules/wechat/wechat.testkit.js';

/**
 * The lockout suite (issue 31), derived from the registry: every call that checks a member's secret — the login
 * password or the payment PIN — is marked `checks` on its contract, a call whose body carries a secret field and is
 * not marked fails the first test, and each marked call is then tried with N wrong secrets at once: exactly the
 * lockout's number of tries is checked, the rest are refused as locked, and the right secret is refused too while the
 * lock lasts. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the N tries really race.
 */
const registry = callRegistry;

/** the body's field names (objects, refined objects), or none */
const fieldsOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: object; _zod?: { def?: { shape?: object } } })?.shape ?? (schema as any)?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
};
/** a field name that carries a secret */
const SECRET_FIELD = /password|passwd|pwd|^pin$|paycode|secret/i;
/** fields that carry a NEW secret the call sets, not one it checks */
const SETS_NEW: Record<string, string[]> = {
  'User/regist': ['password'],
  'User/resetpwd': ['password'],
  'User/changepwd': ['password'],
  'Member/setPayment': ['paycode'],
};

const AT_ONCE = 10;
const WRONG_PASSWORD = 'wrong-pass-9';
const WRONG_PIN = '000000';

interface Scenario {
  agent: Agent;
  /** the call's body with this secret in the checked field */
  body: (secret: string) => Record<string, unknown>;
  right: string;
}

let t: TestApp;
let closeWechat: () => Promise<void>;
let admin: Who;
beforeAll(async () => {
  const app = await createWechatTestApp();
  t = app.t;
  closeWechat = () => app.wx.close();
  admin = await who(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await closeWechat?.();
});

/** how to reach each marked call's check with a member who knows the right secret */
const scenarios: Record<string, () => Promise<Scenario>> = {
  'User/login': async () => {
    const phone = `136${String(process.pid % 10_000).padStart(4, '0')}0001`;
    await createMember(t.app.ctx.db, { phone, password: LOGIN_PASSWORD, role: 'designer' });
    const agent = freshAgent(t);
    return { agent, body: (password) => ({ phone, password }), right: LOGIN_PASSWORD };
  },
  'User/changepwd': async () => {
    const { agent } = await memberAgent(t);
    return { agent, body: (oldPassword) => ({ oldPassword, password: 'brandnew2pass' }), right: LOGIN_PASSWORD };
  },
  'Wechat/unbind': async () => {
    const { agent } = await memberAgent(t);
    const bound = await wechatLogin(agent, newOpenid(), { bind: true });
    expect(bound.body.data?.result, JSON.stringify(bound.body)).toBe('bound');
    return { agent, body: (password) => ({ password }), right: LOGIN_PASSWORD };
  },
  'Member/setPayment': async () => {
    const { agent } = await memberAgent(t);
    return { agent, body: (password) => ({ paycode: '112233', password }), right: LOGIN_PASSWORD };
  },
  'Taskcenter/businessTaskPay': async () => {
    const publisher = await actor(t, 'business');
    await topUp(publisher, 10_000_000);
    const { body } = await publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t));
    return { agent: publisher.agent, body: (paycode) => ({ id: body.data.id, paycode }), right: TASK_PIN };
  },
  'Applycash/postNew': async () => {
    const m = await verifiedMember(t, admin, { coins: 100_000 });
    return { agent: m.agent, body: (paycode) => withdrawBody(10_000, { paycode }), right: WALLET_PIN };
  },
  'Service/serviceBuy': async () => {
    const designer = await actor(t, 'designer');
    const id = await serviceOf(t, designer, { price: 300_000 });
    const buyer = await actor(t, 'business');
    await topUp(buyer, 800_000);
    return { agent: buyer.agent, body: (paycode) => buyBody(t, id, 300_000, { paycode }), right: TASK_PIN };
  },
  'Modelcenter/dnldModel': async () => {
    const seller = await actor(t, 'designer');
    const id = await modelOf(t, seller, admin, { price: 10_000 });
    const buyer = await actor(t, 'business');
    await topUp(buyer, 100_000);
    return { agent: buyer.agent, body: (paycode) => ({ id, paycode, price: 10_000 }), right: TASK_PIN };
  },
};

const marked = [...registry.values()].filter((c) => c.checks);
const codes = (results: CallResult[]) => results.map((r) => String(r.body?.errorCode ?? r.status));

describe('the lockout suite: every call that checks a password or a PIN', () => {
  it('finds them in the registry: every secret field is either checked (marked) or a new secret the call sets', () => {
    expect(marked.length).toBeGreaterThanOrEqual(8);
    const unmarked: string[] = [];
    for (const [p, call] of registry) {
      for (const field of fieldsOf(call.body)) {
        if (!SECRET_FIELD.test(field)) continue;
        if (call.checks?.field === field || SETS_NEW[p]?.includes(field)) continue;
        unmarked.push(`${p}: ${field}`);
      }
      if (call.checks) expect(fieldsOf(call.body), p).toContain(call.checks.field);
    }
    expect(unmarked).toEqual([]);
    // every marked call has a way to reach its check here
    expect(marked.map((c) => c.path).filter((p) => !scenarios[p])).toEqual([]);
  });

  for (const call of marked) {
    const { secret } = call.checks!;
    const limit = secret === 'password' ? LOGIN_FAILS_PER_PHONE_AND_IP : PIN_MAX_TRIES - 1;
    const wrongCode = secret === 'password' ? (call.path === 'User/login' ? 'LOGIN_FAILED' : 'PASSWORD_INCORRECT') : 'PAYCODE_INCORRECT';
    const lockedCode = secret === 'password' ? 'LOGIN_LOCKED' : 'PAYCODE_LOCKED';
    it(`${call.path} (${secret}): ${AT_ONCE} wrong at once — ${limit} checked, the rest ${lockedCode}; then the right one refused`, async () => {
      const s = await scenarios[call.path]!();
      const send = (value: string) => s.agent.call(call.path, s.body(value), call.idempotent ? { 'idempotency-key': randomUUID() } : {});
      const results = await Promise.all(Array.from({ length: AT_ONCE }, () => send(secret === 'password' ? WRONG_PASSWORD : WRONG_PIN)));
      const got = codes(results);
      expect(got.filter((c) => c === wrongCode).length, got.join()).toBe(limit);
      expect(got.filter((c) => c === lockedCode).length, got.join()).toBe(AT_ONCE - limit);
      const right = await send(s.right);
      expect(right.status, JSON.stringify(right.body)).toBe(429);
      expect(right.body.errorCode).toBe(lockedCode);
    });
  }
});
