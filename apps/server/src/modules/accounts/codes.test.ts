import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { freshAgent, newIp, newPhone, PASSWORD, registerViaApi, wrongCode } from './accounts.testkit.js';
import { DAY_MS, MINUTE_MS as MIN, startOfShanghaiDay } from '@boothhub/shared';
import { logSms, webhookSms } from './sms.provider.js';
import { CODES_PER_IP_PER_HOUR } from './codes.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const anon = () => freshAgent(t);
const smsCount = () => t.sms.sent.length;

describe('User/getCode', () => {
  it('sends a 6-digit code and never returns it', async () => {
    const a = anon();
    const phone = newPhone();
    const res = await a.call('User/getCode', { phone, purpose: 'register' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errCode: 'success', success: true, data: { cooldownSeconds: 60 } });
    const code = t.sms.last(phone, 'register');
    expect(code).toMatch(/^\d{6}$/);
    expect(res.raw.body).not.toContain(code);
    const msg = t.sms.sent.at(-1)!;
    expect(msg.text).toContain(code);
  });

  it('accepts +86 and stores the phone without it', async () => {
    const phone = newPhone();
    expect((await anon().call('User/getCode', { phone: `+86${phone}`, purpose: 'register' })).status).toBe(200);
    expect(t.sms.sent.at(-1)!.phone).toBe(phone);
  });

  it.each([
    [{ phone: '12345678901', purpose: 'register' }, 'phone'],
    [{ phone: '1381234567', purpose: 'register' }, 'phone'],
    [{ phone: newPhone(), purpose: 'signup' }, 'purpose'],
    [{ purpose: 'register' }, 'phone'],
    [{ phone: newPhone(), purpose: 'register', code: '123456' }, 'code'],
  ])('refuses %j naming %s', async (body, field) => {
    const before = smsCount();
    const res = await anon().call('User/getCode', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect(res.body.details.field).toBe(field);
    expect(smsCount()).toBe(before);
  });

  it('answers register and bind for a taken phone as for a free one: the owner is told, no code is sent, the code step refuses', async () => {
    const owner = await registerViaApi(t);
    t.advance(MIN); // past the cooldown of the owner's own register code
    const free = newPhone();
    for (const purpose of ['register', 'bind'] as const) {
      const before = smsCount();
      const taken = await anon().call('User/getCode', { phone: owner.phone, purpose });
      const fresh = await anon().call('User/getCode', { phone: free, purpose });
      expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
      expect(taken.body.data).toEqual({ cooldownSeconds: 60 });
      const [notice, code] = t.sms.sent.slice(before);
      // the owner gets a notice without a code; the free phone its code
      expect(notice).toMatchObject({ phone: owner.phone, purpose, code: '' });
      expect(notice!.text).toMatch(purpose === 'register' ? /注册/ : /绑定/);
      expect(notice!.text).not.toMatch(/\d{6}/);
      expect(code).toMatchObject({ phone: free, purpose });
      expect(code!.code).toMatch(/^\d{6}$/);
      // the cooldown holds for the taken phone too
      const again = await anon().call('User/getCode', { phone: owner.phone, purpose });
      expect([again.status, again.body.errorCode]).toEqual([429, 'CODE_COOLDOWN']);
    }
    // the register step: a guessed code is wrong in the same words for the taken phone and a free one
    const regTaken = await anon().call('User/regist', { phone: owner.phone, phoneCode: '123456', password: PASSWORD });
    const regFree = await anon().call('User/regist', { phone: free, phoneCode: wrongCode(t.sms.last(free, 'register')), password: PASSWORD });
    expect([regTaken.status, regTaken.body.errorCode]).toEqual([400, 'CODE_INVALID']);
    expect([regFree.status, regFree.body.errorCode]).toEqual([400, 'CODE_INVALID']);
    // and binding it to another member's account, the same
    const other = await registerViaApi(t);
    const bind = await other.agent.call('User/bindPhone', { phone: owner.phone, phoneCode: '123456' });
    expect([bind.status, bind.body.errorCode]).toEqual([400, 'CODE_INVALID']);
  });

  it('answers reset for an unknown phone as for a registered one, and sends nothing to it', async () => {
    const { phone } = await registerViaApi(t);
    const unknown = newPhone();
    const before = smsCount();
    const known = await anon().call('User/getCode', { phone, purpose: 'reset' });
    const stranger = await anon().call('User/getCode', { phone: unknown, purpose: 'reset' });
    expect([stranger.status, stranger.body]).toEqual([known.status, known.body]);
    expect(t.sms.sent.slice(before).map((m) => m.phone)).toEqual([phone]);
    const step2 = await anon().call('User/checkCode', { phone: unknown, phoneCode: '123456' });
    expect([step2.status, step2.body.errorCode]).toEqual([400, 'CODE_INVALID']);
  });

  it('applies the address limit before the lookup: taken and free phones alike get CODE_IP_LIMIT once it is spent', async () => {
    const owners = [await registerViaApi(t), await registerViaApi(t)];
    t.advance(MIN); // past the cooldown of their own register codes
    const a = anon();
    for (let i = 0; i < CODES_PER_IP_PER_HOUR; i++)
      expect((await a.call('User/getCode', { phone: newPhone(), purpose: 'register' })).status).toBe(200);
    const answers = [];
    for (const phone of [owners[0]!.phone, newPhone(), owners[1]!.phone, newPhone()]) {
      for (const purpose of ['register', 'bind', 'reset'] as const) {
        const res = await a.call('User/getCode', { phone, purpose });
        answers.push(`${res.status} ${res.body.errorCode}`);
      }
    }
    expect(new Set(answers)).toEqual(new Set(['429 CODE_IP_LIMIT']));
  });

  it('waits 60 s between codes for the same phone and purpose', async () => {
    const a = anon();
    const phone = newPhone();
    expect((await a.call('User/getCode', { phone, purpose: 'register' })).status).toBe(200);
    const first = t.sms.last(phone, 'register');
    t.advance(20_000);
    const again = await a.call('User/getCode', { phone, purpose: 'register' });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('CODE_COOLDOWN');
    // 40 s left (a little real time passes between the calls on a busy machine)
    const left = again.body.details.seconds;
    expect(left).toBeGreaterThan(35);
    expect(left).toBeLessThanOrEqual(40);
    expect(again.body.errorMessage).toContain(String(left));
    expect(again.headers['retry-after']).toBe(String(left));
    // another purpose is not held back, another client neither helps
    expect((await anon().call('User/getCode', { phone, purpose: 'register' })).body.errorCode).toBe('CODE_COOLDOWN');
    expect((await a.call('User/getCode', { phone, purpose: 'bind' })).status).toBe(200);
    t.advance(40_000);
    expect((await a.call('User/getCode', { phone, purpose: 'register' })).status).toBe(200);
    // the newer code replaces the older one
    const second = t.sms.last(phone, 'register');
    if (second !== first) {
      const old = await a.call('User/regist', { phone, phoneCode: first, password: PASSWORD });
      expect(old.body.errorCode).toBe('CODE_INVALID');
    }
    expect((await a.call('User/regist', { phone, phoneCode: second, password: PASSWORD })).status).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    const a = anon();
    const phone = newPhone();
    await a.call('User/getCode', { phone, purpose: 'register' });
    const code = t.sms.last(phone, 'register');
    t.advance(5 * MIN + 1000);
    const res = await a.call('User/regist', { phone, phoneCode: code, password: PASSWORD });
    expect([res.status, res.body.errorCode]).toEqual([400, 'CODE_EXPIRED']);
    expect((await a.get('/api/User/loginCheck')).body.data).toEqual({ loggedIn: false });
  });

  it('is still good just before 5 minutes', async () => {
    const a = anon();
    const phone = newPhone();
    await a.call('User/getCode', { phone, purpose: 'register' });
    t.advance(5 * MIN - 2000);
    const res = await a.call('User/regist', { phone, phoneCode: t.sms.last(phone, 'register'), password: PASSWORD });
    expect(res.status).toBe(200);
  });

  it('allows 5 wrong tries, then refuses even the right code', async () => {
    const a = anon();
    const phone = newPhone();
    await a.call('User/getCode', { phone, purpose: 'register' });
    const code = t.sms.last(phone, 'register');
    for (let i = 1; i <= 4; i++) {
      const res = await a.call('User/regist', { phone, phoneCode: wrongCode(code), password: PASSWORD });
      expect([res.status, res.body.errorCode]).toEqual([400, 'CODE_INVALID']);
    }
    const fifth = await a.call('User/regist', { phone, phoneCode: wrongCode(code), password: PASSWORD });
    expect([fifth.status, fifth.body.errorCode]).toEqual([400, 'CODE_TOO_MANY_TRIES']);
    const right = await a.call('User/regist', { phone, phoneCode: code, password: PASSWORD });
    expect([right.status, right.body.errorCode]).toEqual([400, 'CODE_TOO_MANY_TRIES']);
    // a new code works
    t.advance(MIN);
    await a.call('User/getCode', { phone, purpose: 'register' });
    expect((await a.call('User/regist', { phone, phoneCode: t.sms.last(phone, 'register'), password: PASSWORD })).status).toBe(200);
  });

  it('counts parallel wrong guesses one try each', async () => {
    const phone = newPhone();
    await anon().call('User/getCode', { phone, purpose: 'register' });
    const code = t.sms.last(phone, 'register');
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((g) => anon().call('User/regist', { phone, phoneCode: g, password: PASSWORD })));
    expect(results.every((r) => r.status === 400)).toBe(true);
    const right = await anon().call('User/regist', { phone, phoneCode: code, password: PASSWORD });
    expect(right.body.errorCode).toBe('CODE_TOO_MANY_TRIES');
  });

  it('uses a code once', async () => {
    const { phone } = await registerViaApi(t);
    const a = anon();
    await a.call('User/getCode', { phone, purpose: 'reset' });
    const code = t.sms.last(phone, 'reset');
    expect((await a.call('User/checkCode', { phone, phoneCode: code })).status).toBe(200);
    const again = await a.call('User/checkCode', { phone, phoneCode: code });
    expect([again.status, again.body.errorCode]).toEqual([400, 'CODE_EXPIRED']);
  });

  it('keeps codes of one purpose out of another', async () => {
    const a = anon();
    const phone = newPhone();
    await a.call('User/getCode', { phone, purpose: 'bind' });
    const res = await a.call('User/regist', { phone, phoneCode: t.sms.last(phone, 'bind'), password: PASSWORD });
    expect([res.status, res.body.errorCode]).toEqual([400, 'CODE_EXPIRED']);
  });

  it('sends at most 10 codes a phone a (China) day', async () => {
    const now = Date.now() + 0;
    const nextDay = startOfShanghaiDay(new Date(now)).getTime() + DAY_MS;
    t.advance(nextDay - now + MIN); // start just after midnight, so the test never crosses a day
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      const res = await anon().call('User/getCode', { phone, purpose: 'register' });
      expect(res.status).toBe(200);
      t.advance(MIN);
    }
    const before = smsCount();
    const eleventh = await anon().call('User/getCode', { phone, purpose: 'bind' });
    expect([eleventh.status, eleventh.body.errorCode]).toEqual([429, 'CODE_DAILY_LIMIT']);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(smsCount()).toBe(before);
    t.advance(24 * 3600_000);
    expect((await anon().call('User/getCode', { phone, purpose: 'register' })).status).toBe(200);
  });

  it('sends at most 30 codes an IP an hour', async () => {
    const ip = newIp();
    const fromIp = () => {
      const a = t.agent();
      a.ip = ip;
      return a;
    };
    for (let i = 0; i < 30; i++) {
      expect((await fromIp().call('User/getCode', { phone: newPhone(), purpose: 'register' })).status).toBe(200);
      if (i === 9) t.advance(20 * MIN);
    }
    const before = smsCount();
    const over = await fromIp().call('User/getCode', { phone: newPhone(), purpose: 'register' });
    expect([over.status, over.body.errorCode]).toEqual([429, 'CODE_IP_LIMIT']);
    // the first 10 were sent 20 minutes before the rest: a slot frees after 40 minutes
    expect(over.body.details.seconds).toBeGreaterThan(40 * 60 - 10);
    expect(over.body.details.seconds).toBeLessThanOrEqual(40 * 60);
    expect(smsCount()).toBe(before);
    expect((await anon().call('User/getCode', { phone: newPhone(), purpose: 'register' })).status).toBe(200);
    t.advance(40 * MIN + 1000);
    expect((await fromIp().call('User/getCode', { phone: newPhone(), purpose: 'register' })).status).toBe(200);
  });

  it('holds the limits when requests race', async () => {
    const phone = newPhone();
    const results = await Promise.all(Array.from({ length: 6 }, () => anon().call('User/getCode', { phone, purpose: 'register' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === 'CODE_COOLDOWN')).toHaveLength(5);
  });

  it('does not count a code the provider failed to send', async () => {
    const real = t.app.ctx.sms;
    t.app.ctx.sms = { name: 'down', send: async () => Promise.reject(new Error('gateway down')) };
    const phone = newPhone();
    try {
      const res = await anon().call('User/getCode', { phone, purpose: 'register' });
      expect([res.status, res.body.errorCode]).toEqual([503, 'SMS_SEND_FAILED']);
    } finally {
      t.app.ctx.sms = real;
    }
    expect((await anon().call('User/getCode', { phone, purpose: 'register' })).status).toBe(200);
  });
});

describe('SMS providers', () => {
  it('log: writes the code to the log', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => lines.push(c.toString()));
    const { redactPaths } = await import('../../platform/observability.js');
    const logger = pino({ redact: { paths: redactPaths, censor: '[redacted]' } }, stream);
    await logSms(logger).send({ phone: '13800000000', code: '482913', purpose: 'register', text: 'code 482913' });
    await new Promise((r) => setImmediate(r));
    expect(lines.join('')).toContain('482913');
  });

  it('webhook: POSTs {phone, code, purpose, text} as JSON', async () => {
    const got: Array<{ body: string; type?: string }> = [];
    let status = 200;
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        got.push({ body, type: req.headers['content-type'] });
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    try {
      await webhookSms(url).send({ phone: '13800000000', code: '123456', purpose: 'reset', text: 't' });
      expect(JSON.parse(got[0]!.body)).toEqual({ phone: '13800000000', code: '123456', purpose: 'reset', text: 't' });
      expect(got[0]!.type).toBe('application/json');
      status = 500;
      await expect(webhookSms(url).send({ phone: '13800000000', code: '1', purpose: 'reset', text: 't' })).rejects.toThrow();
    } finally {
      server.close();
    }
  });
});
