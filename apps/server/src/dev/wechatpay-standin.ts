/**
 * A stand-in for WeChat Pay API v3 (Native payment), for tests, the browser tests and the demo: a real HTTP server
 * speaking WeChat Pay's wire format with its own platform key pair, generated at start.
 *
 * - Every /v3 request must carry the merchant's `Authorization: WECHATPAY2-SHA256-RSA2048 …` (checked with the
 *   merchant's public key, its serial and a 5-minute clock): else 401 `{code: "SIGN_ERROR"}`. Every answer is
 *   signed (`Wechatpay-Signature`, `-Timestamp`, `-Nonce`, `-Serial`) with the platform key.
 * - POST /v3/pay/transactions/native → `{code_url}`; GET /v3/pay/transactions/out-trade-no/{no}?mchid → the
 *   transaction, or 404 ORDER_NOT_EXIST; POST …/{no}/close → 204 (400 ORDERPAID once paid);
 *   POST /v3/refund/domestic/refunds → the refund, SUCCESS at once (or in the status `refundAs` sets; the same
 *   out_refund_no is the same refund); GET /v3/refund/domestic/refunds/{out_refund_no} → it, or 404 RESOURCE_NOT_EXISTS.
 * - "Scanning" a code_url pays it: `scan(codeUrl, options)` from a test, POST /standin/scan `{code_url, …options}`,
 *   or the page GET /standin/pay?code_url=… with a "pay" button (without code_url: every order waiting to be paid). The payment notification is then POSTed to the
 *   order's notify_url, signed and encrypted (AEAD_AES_256_GCM with the APIv3 key) — `duplicates`, `delayMs`,
 *   a wrong `amount`, none at all (`notify: false`), or paid after its time_expire (`late: true`) on request.
 *
 * Run alone: `node --import tsx apps/server/src/dev/wechatpay-standin.ts` with WECHATPAY_STANDIN_PORT,
 * WECHATPAY_MCHID, WECHATPAY_APP_ID, WECHATPAY_APIV3_KEY, WECHATPAY_SERIAL and the merchant's public key in
 * WECHATPAY_MERCHANT_PUBLIC_KEY or the merchant's WECHATPAY_PRIVATE_KEY (PEM text or a file; and, to fix the platform's key, its private key in WECHATPAY_STANDIN_PLATFORM_KEY and
 * its id in WECHATPAY_PLATFORM_SERIAL); it prints the platform public key and its id for WECHATPAY_PLATFORM_PUBLIC_KEY and
 * WECHATPAY_PLATFORM_SERIAL, and serves them at GET /standin/platform. It answers GET /healthz.
 */
import { createPublicKey, generateKeyPairSync, randomBytes, randomInt, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pemOrFile } from '../config.wechatpay.js';
import type { Transaction } from '../lib/wechatpay/client.js';
import {
  encryptResource,
  MAX_CLOCK_SKEW_S,
  parseAuthorization,
  privateKeyFrom,
  publicKeyFrom,
  requestMessage,
  rsaVerify,
  signAnswer,
} from '../lib/wechatpay/signature.js';
import { closeServer, runFromCommandLine } from './standin-kit.js';

export interface PayOptions {
  /** the notification is sent this many times, all at once (default 1) */
  duplicates?: number;
  /** wait this long before sending it */
  delayMs?: number;
  /** the notification says this amount (cents) instead of the order's */
  amount?: number;
  /** false: the payment happens but no notification is sent (a lost one) */
  notify?: boolean;
  /** pay even after the order's time_expire or close (a payment that raced the close) */
  late?: boolean;
  openid?: string;
}

export interface Delivery {
  outTradeNo: string;
  status: number;
  body: string;
}

/** A notification as WeChat would send it, for a test to alter and post itself. */
export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

export interface WechatPayStandin {
  /** http://127.0.0.1:<port>, for WECHATPAY_BASE */
  url: string;
  /** for WECHATPAY_PLATFORM_PUBLIC_KEY and WECHATPAY_PLATFORM_SERIAL */
  platformPublicKeyPem: string;
  platformSerial: string;
  /** pay the order behind a code_url; resolves once every notification was answered (or at once with notify: false) */
  scan(codeUrl: string, options?: PayOptions): Promise<{ outTradeNo: string; transactionId: string; deliveries: Delivery[] }>;
  /** the order's state at WeChat */
  order(outTradeNo: string): Transaction | undefined;
  /** the payment notification of a paid order, signed and encrypted; `transaction` overrides fields before encryption */
  notification(outTradeNo: string, o?: { transaction?: Partial<Transaction>; at?: Date }): SignedNotification;
  /** send it to the order's notify_url again */
  renotify(outTradeNo: string, options?: Pick<PayOptions, 'duplicates' | 'delayMs' | 'amount'>): Promise<Delivery[]>;
  /** new refunds start in this status (default SUCCESS): PROCESSING to leave them in flight, CLOSED or ABNORMAL */
  refundAs(status: StandinRefund['status'] | null): void;
  /** move a refund in flight on (a PROCESSING one to SUCCESS or CLOSED); a closed one gives its amount back to the order */
  settleRefund(outRefundNo: string, status: StandinRefund['status']): void;
  /** a refund as WeChat keeps it */
  refund(outRefundNo: string): StandinRefund | undefined;
  /** the next n /v3 calls answer this status (e.g. 500) — WeChat down */
  failNext(status: number, n?: number): void;
  deliveries: Delivery[];
  close(): Promise<void>;
}

export interface StandinRefund {
  refund_id: string;
  out_refund_no: string;
  out_trade_no: string;
  transaction_id?: string;
  status: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL';
  amount: { refund: number; total: number; payer_refund: number; payer_total: number; currency: 'CNY' };
  create_time: string;
  success_time?: string;
  channel: 'ORIGINAL';
  user_received_account: string;
}

interface Order {
  t: Transaction;
  description: string;
  notifyUrl: string;
  codeUrl: string;
  expiresAt: number;
  refunded: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startWechatPayStandin(opts: {
  mchid: string;
  appId: string;
  apiv3Key: string;
  merchantSerial: string;
  merchantPublicKey: KeyObject | string;
  /** a platform key pair given instead of generated (the browser tests' server must know its public key before both start) */
  platform?: { privateKey: KeyObject | string; serial: string };
  port?: number;
}): Promise<WechatPayStandin> {
  const merchantKey = typeof opts.merchantPublicKey === 'string' ? publicKeyFrom(opts.merchantPublicKey) : opts.merchantPublicKey;
  const given = opts.platform && (typeof opts.platform.privateKey === 'string' ? privateKeyFrom(opts.platform.privateKey) : opts.platform.privateKey);
  const { privateKey, publicKey } = given
    ? { privateKey: given, publicKey: createPublicKey(given) }
    : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = { serial: opts.platform?.serial ?? `PUB_KEY_ID_01${randomInt(10 ** 9, 10 ** 10 - 1)}${Date.now()}`, privateKey };
  const orders = new Map<string, Order>();
  const byCode = new Map<string, string>();
  const deliveries: Delivery[] = [];
  let failures: { status: number; n: number } | undefined;
  const refunds = new Map<string, StandinRefund>();
  let refundStatus: StandinRefund['status'] | null = null;

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, { ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...signAnswer(platform, text) });
    res.end(text);
  };
  const refuse = (res: ServerResponse, status: number, code: string, message: string) => send(res, status, { code, message });

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  /** the merchant's signature: scheme, mchid, serial, a fresh timestamp and the RSA signature over the request */
  const signedByMerchant = (req: IncomingMessage, body: string): string | undefined => {
    const a = parseAuthorization(req.headers.authorization);
    if (!a) return 'Authorization is not WECHATPAY2-SHA256-RSA2048';
    if (a.mchid !== opts.mchid) return 'mchid does not match';
    if (a.serial_no !== opts.merchantSerial) return 'serial_no is not the merchant certificate';
    if (!a.timestamp || Math.abs(Date.now() / 1000 - Number(a.timestamp)) > MAX_CLOCK_SKEW_S) return 'timestamp expired';
    const message = requestMessage(req.method ?? '', req.url ?? '', a.timestamp, a.nonce_str ?? '', body);
    return rsaVerify(message, a.signature ?? '', merchantKey) ? undefined : 'signature does not verify';
  };

  const transaction = (o: Order): Transaction => ({ ...o.t, amount: { ...o.t.amount!, payer_total: o.t.amount!.total, currency: 'CNY' } });

  const notification = (outTradeNo: string, o: { transaction?: Partial<Transaction>; at?: Date } = {}): SignedNotification => {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`no order ${outTradeNo}`);
    const resource = JSON.stringify({
      ...transaction(order),
      trade_type: 'NATIVE',
      bank_type: 'OTHERS',
      attach: '',
      payer: { openid: 'o_standin_payer' },
      ...o.transaction,
    });
    const at = o.at ?? new Date();
    const body = JSON.stringify({
      id: randomBytes(18).toString('hex'),
      create_time: at.toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encryptResource(opts.apiv3Key, resource, 'transaction', 'transaction'),
    });
    return { headers: { 'content-type': 'application/json', ...signAnswer(platform, body, at) }, body };
  };

  const deliver = async (order: Order, o: Pick<PayOptions, 'duplicates' | 'delayMs' | 'amount'>): Promise<Delivery[]> => {
    if (o.delayMs) await sleep(o.delayMs);
    const overrides = o.amount === undefined ? {} : { amount: { total: o.amount, payer_total: o.amount, currency: 'CNY' } };
    const one = async (): Promise<Delivery> => {
      const n = notification(order.t.out_trade_no, { transaction: overrides });
      const outTradeNo = order.t.out_trade_no;
      try {
        const res = await fetch(order.notifyUrl, { method: 'POST', headers: n.headers, body: n.body, signal: AbortSignal.timeout(10_000) });
        return { outTradeNo, status: res.status, body: await res.text() };
      } catch (e) {
        return { outTradeNo, status: 0, body: String(e) };
      }
    };
    const sent = await Promise.all(Array.from({ length: Math.max(1, o.duplicates ?? 1) }, one));
    deliveries.push(...sent);
    return sent;
  };

  const scan = async (codeUrl: string, o: PayOptions = {}) => {
    const order = orders.get(byCode.get(codeUrl) ?? '');
    if (!order) throw new Error('no order has this code_url');
    const open = order.t.trade_state === 'NOTPAY' && Date.now() <= order.expiresAt;
    if (!open && !(o.late && ['NOTPAY', 'CLOSED'].includes(order.t.trade_state))) throw new Error(`the order is ${order.t.trade_state}`);
    order.t = {
      ...order.t,
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      transaction_id: `42000${Date.now()}${randomInt(1000, 9999)}`,
      success_time: new Date().toISOString().replace('Z', '+00:00'),
    };
    const deliveries = o.notify === false ? [] : await deliver(order, o);
    return { outTradeNo: order.t.out_trade_no, transactionId: order.t.transaction_id!, deliveries };
  };

  const nativeOrder = (res: ServerResponse, b: Record<string, unknown>) => {
    const amount = b.amount as { total?: unknown } | undefined;
    const total = Number(amount?.total);
    if (b.appid !== opts.appId || b.mchid !== opts.mchid) return refuse(res, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (typeof b.out_trade_no !== 'string' || !/^[\w*|-]{6,32}$/.test(b.out_trade_no)) return refuse(res, 400, 'PARAM_ERROR', 'out_trade_no');
    if (typeof b.notify_url !== 'string' || !/^https?:\/\//.test(b.notify_url)) return refuse(res, 400, 'PARAM_ERROR', 'notify_url');
    if (typeof b.description !== 'string' || !b.description) return refuse(res, 400, 'PARAM_ERROR', 'description');
    if (!Number.isInteger(total) || total < 1) return refuse(res, 400, 'PARAM_ERROR', 'amount.total');
    const expiresAt = typeof b.time_expire === 'string' ? Date.parse(b.time_expire) : Date.now() + 2 * 3600_000;
    if (Number.isNaN(expiresAt)) return refuse(res, 400, 'PARAM_ERROR', 'time_expire');
    const known = orders.get(b.out_trade_no);
    if (known) {
      if (known.t.amount!.total !== total) return refuse(res, 400, 'INVALID_REQUEST', '201 商户订单号重复');
      if (known.t.trade_state === 'SUCCESS') return refuse(res, 400, 'ORDERPAID', '该订单已支付');
      return send(res, 200, { code_url: known.codeUrl });
    }
    const codeUrl = `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`;
    orders.set(b.out_trade_no, {
      t: {
        appid: opts.appId,
        mchid: opts.mchid,
        out_trade_no: b.out_trade_no,
        trade_state: 'NOTPAY',
        trade_state_desc: '订单未支付',
        amount: { total },
      },
      description: b.description,
      notifyUrl: b.notify_url,
      codeUrl,
      expiresAt,
      refunded: 0,
    });
    byCode.set(codeUrl, b.out_trade_no);
    send(res, 200, { code_url: codeUrl });
  };

  const refundCall = (res: ServerResponse, b: Record<string, unknown>) => {
    const order = orders.get(String(b.out_trade_no ?? ''));
    const amount = (b.amount ?? {}) as { refund?: unknown; total?: unknown };
    const want = Number(amount.refund);
    if (!order) return refuse(res, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (typeof b.out_refund_no !== 'string' || !b.out_refund_no) return refuse(res, 400, 'PARAM_ERROR', 'out_refund_no');
    if (!['SUCCESS', 'REFUND'].includes(order.t.trade_state)) return refuse(res, 400, 'INVALID_REQUEST', '订单未支付');
    if (Number(amount.total) !== order.t.amount!.total) return refuse(res, 400, 'PARAM_ERROR', '订单金额与退款金额不一致');
    const known = refunds.get(b.out_refund_no);
    if (known) return send(res, 200, known); // the same out_refund_no is the same refund, never a second one
    if (!Number.isInteger(want) || want < 1 || want > order.t.amount!.total - order.refunded) return refuse(res, 400, 'NOT_ENOUGH', '可退金额不足');
    const status = refundStatus ?? 'SUCCESS';
    if (status !== 'CLOSED') order.refunded += want;
    order.t = { ...order.t, trade_state: 'REFUND', trade_state_desc: '转入退款' };
    const made: StandinRefund = {
      refund_id: `50000${Date.now()}${randomInt(1000, 9999)}`,
      out_refund_no: b.out_refund_no,
      transaction_id: order.t.transaction_id,
      out_trade_no: order.t.out_trade_no,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: new Date().toISOString(),
      ...(status === 'SUCCESS' ? { success_time: new Date().toISOString() } : {}),
      status,
      amount: { refund: want, total: order.t.amount!.total, payer_refund: want, payer_total: order.t.amount!.total, currency: 'CNY' },
    };
    refunds.set(b.out_refund_no, made);
    send(res, 200, made);
  };

  const settleRefund = (outRefundNo: string, status: StandinRefund['status']) => {
    const r = refunds.get(outRefundNo);
    if (!r) throw new Error(`no refund ${outRefundNo}`);
    const order = orders.get(r.out_trade_no);
    if (status === 'CLOSED' && r.status !== 'CLOSED' && order) order.refunded -= r.amount.refund;
    r.status = status;
    if (status === 'SUCCESS') r.success_time = new Date().toISOString();
  };

  const v3 = (req: IncomingMessage, res: ServerResponse, path: string, body: string) => {
    if (failures && failures.n > 0) {
      failures.n--;
      return refuse(res, failures.status, 'SYSTEM_ERROR', '系统错误');
    }
    const unsigned = signedByMerchant(req, body);
    if (unsigned) return refuse(res, 401, 'SIGN_ERROR', unsigned);
    let b: Record<string, unknown> = {};
    try {
      b = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return refuse(res, 400, 'PARAM_ERROR', 'body is not JSON');
    }
    if (req.method === 'POST' && path === '/v3/pay/transactions/native') return nativeOrder(res, b);
    if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') return refundCall(res, b);
    const r = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (r && req.method === 'GET') {
      const found = refunds.get(decodeURIComponent(r[1]!));
      return found ? send(res, 200, found) : refuse(res, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    const m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (!m) return refuse(res, 404, 'NOT_FOUND', 'no such API');
    const order = orders.get(decodeURIComponent(m[1]!));
    if (!m[2] && req.method === 'GET') return order ? send(res, 200, transaction(order)) : refuse(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
    if (!m[2] || req.method !== 'POST') return refuse(res, 404, 'NOT_FOUND', 'no such API');
    if (b.mchid !== opts.mchid) return refuse(res, 400, 'PARAM_ERROR', 'mchid');
    if (!order) return refuse(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
    if (['SUCCESS', 'REFUND'].includes(order.t.trade_state)) return refuse(res, 400, 'ORDERPAID', '该订单已支付');
    order.t = { ...order.t, trade_state: 'CLOSED', trade_state_desc: '订单已关闭' };
    send(res, 204);
  };

  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const u = new URL(req.url ?? '/', 'http://standin');
    const body = await readBody(req);
    if (u.pathname.startsWith('/v3/')) return v3(req, res, u.pathname, body);
    if (u.pathname === '/healthz') return send(res, 200, { ok: true });
    if (u.pathname === '/standin/platform') return send(res, 200, { serial: platform.serial, publicKey: platformPublicKeyPem });
    if (u.pathname === '/standin/pay' && req.method === 'GET') {
      // one order by its code_url, or (for a demo, where nobody can scan) every order still waiting to be paid
      const code = u.searchParams.get('code_url');
      const shown = code === null ? [...orders.values()].filter((o) => o.t.trade_state === 'NOTPAY') : [orders.get(byCode.get(code) ?? '')];
      const rows = shown.flatMap((o) =>
        o
          ? [
              `<li>${escapeHtml(o.t.out_trade_no)}: ${escapeHtml(o.description)} — ¥${(o.t.amount!.total / 100).toFixed(2)} — ${o.t.trade_state}` +
                `<form method="post" action="/standin/scan"><input type="hidden" name="code_url" value="${escapeHtml(o.codeUrl)}"><button>Pay</button></form></li>`,
            ]
          : [],
      );
      res.writeHead(code !== null && !rows.length ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><title>WeChat Pay stand-in</title><h1>微信支付 (stand-in)</h1>` +
          (rows.length ? `<ul>${rows.join('')}</ul>` : '<p>No order to pay.</p>'),
      );
    }
    if (u.pathname === '/standin/scan' && req.method === 'POST') {
      const form = req.headers['content-type']?.startsWith('application/json')
        ? (JSON.parse(body || '{}') as PayOptions & { code_url?: string })
        : { code_url: new URLSearchParams(body).get('code_url') ?? '' };
      try {
        const paid = await scan(form.code_url ?? '', form);
        if (!req.headers['content-type']?.startsWith('application/json')) {
          res.writeHead(303, { location: '/standin/pay' });
          return res.end();
        }
        return send(res, 200, paid);
      } catch (e) {
        return refuse(res, 400, 'INVALID_REQUEST', (e as Error).message);
      }
    }
    res.writeHead(404);
    res.end();
  };

  const platformPublicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    platformPublicKeyPem,
    platformSerial: platform.serial,
    scan,
    order: (no) => {
      const o = orders.get(no);
      return o && transaction(o);
    },
    notification,
    renotify: (no, o = {}) => {
      const order = orders.get(no);
      if (!order) throw new Error(`no order ${no}`);
      return deliver(order, o);
    },
    refundAs: (status) => (refundStatus = status),
    settleRefund,
    refund: (no) => refunds.get(no),
    failNext: (status, n = 1) => (failures = { status, n }),
    deliveries,
    close: () => closeServer(server),
  };
}

if (runFromCommandLine(import.meta.url)) {
  const env = process.env;
  const standin = await startWechatPayStandin({
    mchid: env.WECHATPAY_MCHID ?? '1900000001',
    appId: env.WECHATPAY_APP_ID ?? 'wxstandinpay',
    apiv3Key: env.WECHATPAY_APIV3_KEY ?? 'standin-apiv3-key-0123456789abcd',
    merchantSerial: env.WECHATPAY_SERIAL ?? '',
    // the merchant's public key, or derived from the merchant's private key (the server's own WECHATPAY_PRIVATE_KEY)
    merchantPublicKey: env.WECHATPAY_MERCHANT_PUBLIC_KEY ?? createPublicKey(privateKeyFrom(pemOrFile(env.WECHATPAY_PRIVATE_KEY ?? ''))),
    ...(env.WECHATPAY_STANDIN_PLATFORM_KEY
      ? { platform: { privateKey: pemOrFile(env.WECHATPAY_STANDIN_PLATFORM_KEY), serial: env.WECHATPAY_PLATFORM_SERIAL ?? 'PUB_KEY_ID_STANDIN' } }
      : {}),
    port: Number(env.WECHATPAY_STANDIN_PORT ?? 0),
  });
  process.stdout.write(`WeChat Pay stand-in at ${standin.url}\nWECHATPAY_PLATFORM_SERIAL=${standin.platformSerial}\n${standin.platformPublicKeyPem}`);
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
