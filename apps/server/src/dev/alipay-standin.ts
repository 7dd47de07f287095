/**
 * A stand-in for Alipay's open platform gateway, for tests, the browser tests and demos: a real HTTP server speaking
 * Alipay's wire format and signatures (RSA2: SHA256withRSA over the sorted `key=value` pairs), with its own key pair
 * generated at start (its public key is the server's ALIPAY_PUBLIC_KEY) and the app's public key to check requests.
 *
 * - GET or POST /gateway.do with `app_id, method, charset, sign_type, timestamp, version, biz_content, sign` (and
 *   `notify_url, return_url` for the pages): the request's signature is checked with the app's public key.
 *   - `alipay.trade.page.pay` / `alipay.trade.wap.pay`: the trade is made (WAIT_BUYER_PAY) and a page shows it with a
 *     "pay" button (`data-testid="alipay-pay"`); paying sends the signed asynchronous notification (form POST to
 *     notify_url) and redirects the buyer to return_url with the signed synchronous return.
 *   - `alipay.trade.query`, `alipay.trade.close`, `alipay.trade.refund` (the same out_request_no is the same refund),
 *     `alipay.trade.fastpay.refund.query`, `alipay.fund.trans.uni.transfer`, `alipay.fund.trans.common.query` (a
 *     transfer by out_biz_no): JSON answers `{"<method>_response": {...}, "sign": "..."}` signed over the response
 *     object's exact text.
 * - On request (the test API below, or the pay page's fields): duplicate, concurrent, delayed or lost notifications,
 *   a wrong amount, forged or replayed ones, failing refunds and transfers, an unreachable gateway, or answers lost on
 *   the way back (the request done, its answer never arriving: a payout or refund whose outcome the server does not know).
 *
 * Run alone: `node --import tsx apps/server/src/dev/alipay-standin.ts` with ALIPAY_STANDIN_PORT, ALIPAY_APP_ID and
 * ALIPAY_APP_PUBLIC_KEY (the app's public key, or ALIPAY_PRIVATE_KEY, the app's private key it is derived from; PEM
 * text or a file); ALIPAY_STANDIN_PRIVATE_KEY (PEM text or a file) fixes the stand-in's own key, so that a server can
 * be given its public key before it starts. It prints its public key and answers GET /healthz.
 */
import { createPrivateKey, createPublicKey, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, runFromCommandLine } from './standin-kit.js';

export interface AlipayTrade {
  outTradeNo: string;
  tradeNo: string;
  /** cents */
  amount: number;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';
  notifyUrl: string;
  returnUrl: string;
  /** ms since the epoch, from time_expire */
  expiresAt?: number;
  /** cents refunded so far, and the refunds by out_request_no */
  refunded: number;
  refunds: Map<string, number>;
}

/** how the notifications of a payment are sent */
export interface NotifyPlan {
  /** how many times the notification is sent (default 1; 0: lost) */
  copies?: number;
  /** send the copies at once instead of one after another */
  concurrent?: boolean;
  /** wait this long before sending */
  delayMs?: number;
  /** say this amount (cents) was paid instead of the trade's */
  amount?: number;
}

export interface AlipayStandin {
  /** http://127.0.0.1:<port> */
  url: string;
  /** for ALIPAY_GATEWAY */
  gateway: string;
  /** Alipay's public key (PEM), for ALIPAY_PUBLIC_KEY */
  publicKeyPem: string;
  trades: Map<string, AlipayTrade>;
  /** every notification sent, with the server's answer */
  sent: Array<{ outTradeNo: string; body: string; status: number; answer: string }>;
  /** the member pays the trade (as the pay page's button does); resolves when its notifications were answered */
  pay(outTradeNo: string, plan?: NotifyPlan): Promise<void>;
  /** a signed notification for a trade, form-encoded; `overrides` before signing, `signWith` another key (a forgery) */
  notificationFor(outTradeNo: string, overrides?: Record<string, string>, signWith?: KeyObject): string;
  /** POST a form body to a trade's notify_url; the server's answer */
  deliver(outTradeNo: string, body: string): Promise<{ status: number; answer: string }>;
  /**
   * the next refunds fail with this sub_code and message (until cleared with null); `ACQ.SYSTEM_ERROR` answers code
   * 20000 as Alipay does when it cannot say, `done: true` makes the refund anyway (an answer that hid a success) and
   * `drop: true` drops the connection instead of answering (a lost answer)
   */
  failRefunds(failure: { subCode: string; subMsg: string; done?: boolean; drop?: boolean } | null): void;
  /** the next transfers fail with this sub_code and message (until cleared with null) */
  failTransfers(failure: { subCode: string; subMsg: string } | null): void;
  transfers: Map<string, { amount: number; identity: string; name: string; orderId: string }>;
  /** while down, every request's connection is dropped (the gateway unreachable) */
  setDown(down: boolean): void;
  /**
   * While set, the gateway's requests (all of them, or those of the methods named) are carried out but their answers
   * never sent: the connection is dropped instead.
   */
  loseAnswers(lose: boolean | string[]): void;
  /** move the stand-in's clock (for time_expire) */
  advance(ms: number): void;
  /** resolves when every notification under way was answered */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const yuan = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const cents = (text: unknown) => {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(String(text ?? ''));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};
const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Alipay's signing string: every non-empty parameter but the excluded ones, sorted, `k=v` joined with `&` */
export function signContent(params: Record<string, string>, exclude: string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}
export const rsa2Sign = (content: string, key: KeyObject) => createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
const rsa2Verify = (content: string, sign: string, key: KeyObject) => {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, sign, 'base64');
  } catch {
    return false;
  }
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startAlipayStandin(opts: {
  appId: string;
  appPublicKey: KeyObject;
  port?: number;
  /** the stand-in's own private key (default: a new one) */
  privateKey?: KeyObject;
}): Promise<AlipayStandin> {
  const keys = opts.privateKey
    ? { privateKey: opts.privateKey, publicKey: createPublicKey(opts.privateKey) }
    : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const trades = new Map<string, AlipayTrade>();
  const transfers: AlipayStandin['transfers'] = new Map();
  const sent: AlipayStandin['sent'] = [];
  const inFlight = new Set<Promise<unknown>>();
  let transferFailure: { subCode: string; subMsg: string } | null = null;
  let refundFailure: { subCode: string; subMsg: string; done?: boolean; drop?: boolean } | null = null;
  let down = false;
  let lose: boolean | string[] = false;
  let offset = 0;
  const now = () => Date.now() + offset;
  let seq = 0;
  const tradeNo = () => `${beijing(now()).replace(/\D/g, '').slice(0, 8)}22001${String(++seq).padStart(6, '0')}${randomBytes(4).toString('hex')}`;

  // ---- answers ----

  /** `{"<method>_response":{...},"sign":"..."}`, signed over the response object's exact text */
  const answer = (res: ServerResponse, method: string, body: Record<string, unknown>) => {
    if (lose === true || (Array.isArray(lose) && lose.includes(method))) return void res.socket?.destroy();
    const inner = JSON.stringify(body);
    const text = `{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${rsa2Sign(inner, keys.privateKey)}"}`;
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(text);
  };
  const ok = (more: Record<string, unknown>) => ({ code: '10000', msg: 'Success', ...more });
  /** a success about trade `t`: its two numbers first, as Alipay answers them */
  const tradeOk = (t: AlipayTrade, more: Record<string, unknown> = {}) => ok({ trade_no: t.tradeNo, out_trade_no: t.outTradeNo, ...more });
  const failed = (subCode: string, subMsg: string, more: Record<string, unknown> = {}) => ({
    code: '40004',
    msg: 'Business Failed',
    sub_code: subCode,
    sub_msg: subMsg,
    ...more,
  });
  const refundRefusal = (f: { subCode: string; subMsg: string }) =>
    f.subCode === 'ACQ.SYSTEM_ERROR'
      ? { code: '20000', msg: 'Service Currently Unavailable', sub_code: f.subCode, sub_msg: f.subMsg }
      : failed(f.subCode, f.subMsg);
  const page = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>支付宝 stand-in</title></head><body>${html}</body></html>`,
    );
  };

  // ---- notifications ----

  const notificationFor = (outTradeNo: string, overrides: Record<string, string> = {}, signWith?: KeyObject) => {
    const t = trades.get(outTradeNo);
    const paidAt = beijing(now());
    const params: Record<string, string> = {
      notify_time: paidAt,
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: opts.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: t?.tradeNo ?? tradeNo(),
      out_trade_no: outTradeNo,
      trade_status: t?.status ?? 'TRADE_SUCCESS',
      total_amount: yuan(t?.amount ?? 0),
      receipt_amount: yuan(t?.amount ?? 0),
      buyer_pay_amount: yuan(t?.amount ?? 0),
      subject: t?.subject ?? '',
      gmt_create: paidAt,
      gmt_payment: paidAt,
      buyer_id: '2088102177846880',
      seller_id: '2088102177649450',
      ...overrides,
    };
    // Alipay sends no empty parameter; notifications are signed without sign and sign_type
    for (const k of Object.keys(params)) if (params[k] === '') delete params[k];
    params.sign = rsa2Sign(signContent(params, ['sign', 'sign_type']), signWith ?? keys.privateKey);
    return new URLSearchParams(params).toString();
  };

  const deliver = async (outTradeNo: string, body: string) => {
    const t = trades.get(outTradeNo);
    const target = t?.notifyUrl ?? '';
    let status = 0;
    let text = '';
    try {
      const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body });
      status = res.status;
      text = await res.text();
    } catch (err) {
      text = `unreachable: ${(err as Error).message}`;
    }
    sent.push({ outTradeNo, body, status, answer: text });
    return { status, answer: text };
  };

  const track = <T>(p: Promise<T>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  };

  const notifyPaid = (t: AlipayTrade, plan: NotifyPlan) =>
    track(
      (async () => {
        if (plan.delayMs) await new Promise((r) => setTimeout(r, plan.delayMs));
        const copies = plan.copies ?? 1;
        const overrides: Record<string, string> =
          plan.amount === undefined
            ? {}
            : { total_amount: yuan(plan.amount), receipt_amount: yuan(plan.amount), buyer_pay_amount: yuan(plan.amount) };
        const make = () => notificationFor(t.outTradeNo, overrides);
        if (plan.concurrent) await Promise.all(Array.from({ length: copies }, () => deliver(t.outTradeNo, make())));
        else for (let i = 0; i < copies; i++) await deliver(t.outTradeNo, make());
      })(),
    );

  const pay = async (outTradeNo: string, plan: NotifyPlan = {}) => {
    const t = trades.get(outTradeNo);
    if (!t) throw new Error(`no trade ${outTradeNo}`);
    if (t.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} is ${t.status}`);
    if (t.expiresAt !== undefined && now() > t.expiresAt) throw new Error(`trade ${outTradeNo} expired`);
    t.status = 'TRADE_SUCCESS';
    await notifyPaid(t, plan);
  };

  /** the buyer's way back: return_url with the signed synchronous return */
  const returnTo = (t: AlipayTrade, method: string) => {
    const params: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: t.outTradeNo,
      method: `${method}.return`,
      total_amount: yuan(t.amount),
      trade_no: t.tradeNo,
      auth_app_id: opts.appId,
      version: '1.0',
      app_id: opts.appId,
      sign_type: 'RSA2',
      seller_id: '2088102177649450',
      timestamp: beijing(now()),
    };
    params.sign = rsa2Sign(signContent(params, ['sign', 'sign_type']), keys.privateKey);
    const to = new URL(t.returnUrl);
    for (const [k, v] of Object.entries(params)) to.searchParams.set(k, v);
    return to.toString();
  };

  // ---- the gateway ----

  const payPage = (res: ServerResponse, method: string, p: Record<string, string>, biz: Record<string, unknown>) => {
    const product = method === 'alipay.trade.wap.pay' ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY';
    const amount = cents(biz.total_amount);
    const outTradeNo = String(biz.out_trade_no ?? '');
    if (biz.product_code !== product || amount === null || amount <= 0 || !/^[\w-]{1,64}$/.test(outTradeNo) || !biz.subject) {
      return page(res, 400, '<p>参数错误 (out_trade_no, total_amount, subject or product_code)</p>');
    }
    let t = trades.get(outTradeNo);
    if (t && t.amount !== amount) return page(res, 400, '<p>交易信息被篡改 (ACQ.CONTEXT_INCONSISTENT)</p>');
    const expiresAt = typeof biz.time_expire === 'string' ? Date.parse(`${biz.time_expire.replace(' ', 'T')}+08:00`) : undefined;
    if (!t) {
      t = {
        outTradeNo,
        tradeNo: tradeNo(),
        amount,
        subject: String(biz.subject),
        status: 'WAIT_BUYER_PAY',
        notifyUrl: p.notify_url ?? '',
        returnUrl: p.return_url ?? '',
        expiresAt,
        refunded: 0,
        refunds: new Map(),
      };
      trades.set(outTradeNo, t);
    }
    if (t.status !== 'WAIT_BUYER_PAY' || (t.expiresAt !== undefined && now() > t.expiresAt)) {
      return page(res, 200, `<p data-testid="alipay-closed">交易已关闭或已支付 (${escapeHtml(t.status)})</p>`);
    }
    page(
      res,
      200,
      `<h1>支付宝 · stand-in</h1><p data-testid="alipay-subject">${escapeHtml(t.subject)}</p>` +
        `<p>¥ <strong data-testid="alipay-amount">${yuan(t.amount)}</strong></p>` +
        `<form method="post" action="/standin/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(outTradeNo)}">` +
        `<input type="hidden" name="method" value="${escapeHtml(method)}">` +
        `<label>notifications <input name="copies" value="1" size="2"></label> ` +
        `<label>paid amount <input name="amount" placeholder="${yuan(t.amount)}" size="8"></label> ` +
        `<button type="submit" data-testid="alipay-pay">确认付款 Pay ¥${yuan(t.amount)}</button></form>`,
    );
  };

  const api = (res: ServerResponse, method: string, biz: Record<string, unknown>) => {
    const t = trades.get(String(biz.out_trade_no ?? ''));
    if (method === 'alipay.trade.query') {
      if (!t) return answer(res, method, failed('ACQ.TRADE_NOT_EXIST', '交易不存在', { out_trade_no: biz.out_trade_no }));
      return answer(
        res,
        method,
        tradeOk(t, {
          trade_status: t.status,
          total_amount: yuan(t.amount),
          buyer_logon_id: 'buy***@example.com',
        }),
      );
    }
    if (method === 'alipay.trade.close') {
      if (!t) return answer(res, method, failed('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      if (t.status !== 'WAIT_BUYER_PAY' && t.status !== 'TRADE_CLOSED')
        return answer(res, method, failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
      t.status = 'TRADE_CLOSED';
      return answer(res, method, tradeOk(t));
    }
    if (method === 'alipay.trade.refund') {
      if (!t) return answer(res, method, failed('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      const amount = cents(biz.refund_amount);
      const requestNo = String(biz.out_request_no ?? t.outTradeNo);
      const done = t.refunds.get(requestNo);
      if (done !== undefined) return answer(res, method, tradeOk(t, { fund_change: 'N', refund_fee: yuan(t.refunded) }));
      if (t.status !== 'TRADE_SUCCESS') return answer(res, method, failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
      if (amount === null || amount <= 0 || t.refunded + amount > t.amount)
        return answer(res, method, failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'));
      const lost = refundFailure?.drop ? () => res.socket?.destroy() : undefined;
      if (refundFailure && !refundFailure.done) return lost ? lost() : answer(res, method, refundRefusal(refundFailure));
      t.refunds.set(requestNo, amount);
      t.refunded += amount;
      if (t.refunded === t.amount) t.status = 'TRADE_CLOSED';
      if (refundFailure) return lost ? lost() : answer(res, method, refundRefusal(refundFailure));
      return answer(res, method, tradeOk(t, { fund_change: 'Y', refund_fee: yuan(t.refunded), gmt_refund_pay: beijing(now()) }));
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      if (!t) return answer(res, method, failed('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      const requestNo = String(biz.out_request_no ?? t.outTradeNo);
      const amount = t.refunds.get(requestNo);
      // Alipay answers 10000 for a refund it never made too, only without refund_status and amounts
      if (amount === undefined) return answer(res, method, tradeOk(t, { out_request_no: requestNo }));
      return answer(
        res,
        method,
        tradeOk(t, {
          out_request_no: requestNo,
          total_amount: yuan(t.amount),
          refund_amount: yuan(amount),
          refund_status: 'REFUND_SUCCESS',
        }),
      );
    }
    if (method === 'alipay.fund.trans.uni.transfer') {
      const outBizNo = String(biz.out_biz_no ?? '');
      const amount = cents(biz.trans_amount);
      const payee = (biz.payee_info ?? {}) as Record<string, unknown>;
      if (!outBizNo || amount === null || amount <= 0 || biz.product_code !== 'TRANS_ACCOUNT_NO_PWD' || !payee.identity) {
        return answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: '参数无效' });
      }
      const done = transfers.get(outBizNo);
      if (done) return answer(res, method, ok({ out_biz_no: outBizNo, order_id: done.orderId, pay_fund_order_id: done.orderId, status: 'SUCCESS' }));
      if (transferFailure) return answer(res, method, failed(transferFailure.subCode, transferFailure.subMsg));
      const orderId = `2026${String(++seq).padStart(12, '0')}`;
      transfers.set(outBizNo, { amount, identity: String(payee.identity), name: String(payee.name ?? ''), orderId });
      return answer(
        res,
        method,
        ok({ out_biz_no: outBizNo, order_id: orderId, pay_fund_order_id: orderId, status: 'SUCCESS', trans_date: beijing(now()) }),
      );
    }
    if (method === 'alipay.fund.trans.common.query') {
      // a refused transfer made no order at Alipay: only those paid are found
      const outBizNo = String(biz.out_biz_no ?? '');
      const done = transfers.get(outBizNo);
      if (!done) return answer(res, method, failed('ORDER_NOT_EXIST', '转账订单不存在'));
      return answer(
        res,
        method,
        ok({ out_biz_no: outBizNo, order_id: done.orderId, pay_fund_order_id: done.orderId, status: 'SUCCESS', trans_amount: yuan(done.amount) }),
      );
    }
    return answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' });
  };

  const gateway = async (req: IncomingMessage, res: ServerResponse, u: URL) => {
    const p: Record<string, string> = Object.fromEntries(u.searchParams);
    if (req.method === 'POST') Object.assign(p, Object.fromEntries(new URLSearchParams(await readBody(req))));
    const method = p.method ?? '';
    const isPage = method === 'alipay.trade.page.pay' || method === 'alipay.trade.wap.pay';
    const refuse = (subCode: string, subMsg: string) =>
      isPage
        ? page(res, 400, `<p>${escapeHtml(subMsg)} (${subCode})</p>`)
        : answer(res, method || 'error', { code: '40002', msg: 'Invalid Arguments', sub_code: subCode, sub_msg: subMsg });
    if (p.app_id !== opts.appId) return refuse('isv.invalid-app-id', '无效的AppID参数');
    if (p.sign_type !== 'RSA2') return refuse('isv.invalid-signature-type', '无效的签名类型');
    if (!p.sign || !rsa2Verify(signContent(p), p.sign, opts.appPublicKey)) return refuse('isv.invalid-signature', '验签出错');
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(p.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      return refuse('isv.invalid-parameter', 'biz_content 不是 JSON');
    }
    return isPage ? payPage(res, method, p, biz) : api(res, method, biz);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (down) return req.socket.destroy();
    const u = new URL(req.url ?? '/', 'http://standin');
    if (u.pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"ok":true}');
    }
    if (u.pathname === '/gateway.do') return gateway(req, res, u);
    if (u.pathname === '/standin/pay' && req.method === 'POST') {
      const f = new URLSearchParams(await readBody(req));
      const t = trades.get(f.get('out_trade_no') ?? '');
      if (!t) return page(res, 404, '<p>交易不存在</p>');
      const paidAmount = cents(f.get('amount'));
      try {
        await pay(t.outTradeNo, { copies: Number(f.get('copies') ?? 1) || 1, amount: paidAmount ?? undefined });
      } catch (err) {
        return page(res, 409, `<p data-testid="alipay-closed">${escapeHtml((err as Error).message)}</p>`);
      }
      res.writeHead(302, { location: returnTo(t, f.get('method') ?? 'alipay.trade.page.pay') });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    gateway: `${url}/gateway.do`,
    publicKeyPem: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    trades,
    sent,
    pay,
    notificationFor,
    deliver,
    failTransfers: (f) => (transferFailure = f),
    failRefunds: (f) => (refundFailure = f),
    transfers,
    setDown: (d) => (down = d),
    loseAnswers: (l) => (lose = l),
    advance: (ms) => (offset += ms),
    idle: async () => {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    close: () => closeServer(server),
  };
}

if (runFromCommandLine(import.meta.url)) {
  const env = process.env;
  // PEM text (with `\n` escapes allowed) or the path of a file holding it
  const pem = (v: string) => (existsSync(v) ? readFileSync(v, 'utf8') : v.replace(/\\n/g, '\n'));
  const appKey = env.ALIPAY_APP_PUBLIC_KEY
    ? createPublicKey(pem(env.ALIPAY_APP_PUBLIC_KEY))
    : env.ALIPAY_PRIVATE_KEY
      ? createPublicKey(createPrivateKey(pem(env.ALIPAY_PRIVATE_KEY)))
      : null;
  if (!appKey) throw new Error('ALIPAY_APP_PUBLIC_KEY or ALIPAY_PRIVATE_KEY (PEM or a file) is required');
  const standin = await startAlipayStandin({
    appId: env.ALIPAY_APP_ID ?? '2021000000000001',
    appPublicKey: appKey,
    port: Number(env.ALIPAY_STANDIN_PORT ?? 0),
    ...(env.ALIPAY_STANDIN_PRIVATE_KEY ? { privateKey: createPrivateKey(pem(env.ALIPAY_STANDIN_PRIVATE_KEY)) } : {}),
  });
  process.stdout.write(`Alipay stand-in at ${standin.gateway}\n${standin.publicKeyPem}`);
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
