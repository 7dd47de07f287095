import type { KeyObject } from 'node:crypto';
import { authorization, decryptResource, signedHeaders, verifySigned, type EncryptedResource, type VerifyFailure } from './signature.js';

/**
 * WeChat Pay API v3 for Native payment (a QR code's `code_url`): order, query, close, refund and its query, and the payment
 * notification's check. Every request is signed with the merchant's key; every answer's signature is checked
 * with the platform public key before it is believed. Knows nothing of BoothHub: the wallet's adapter uses it.
 */
export interface WechatPaySettings {
  mchid: string;
  appId: string;
  /** the merchant API certificate's serial number */
  serial: string;
  privateKey: KeyObject;
  /** 32 characters */
  apiv3Key: string;
  /** WeChat Pay's public key (微信支付公钥) and its id (`PUB_KEY_ID_…`), which `Wechatpay-Serial` names */
  platformPublicKey: KeyObject;
  platformSerial: string;
  /** https://api.mch.weixin.qq.com, or a stand-in */
  base: string;
}

/** WeChat could not be reached, answered 5xx, or sent an answer whose signature does not hold. */
export class WechatPayUnavailable extends Error {
  constructor(
    readonly reason: 'network' | 'status' | 'signature' | 'response',
    readonly status?: number,
    readonly code?: string,
  ) {
    super(`WeChat Pay unavailable (${reason}${status ? ` ${status}` : ''}${code ? ` ${code}` : ''})`);
  }
}

/** A 4xx answer with WeChat's `{code, message}`: the request was refused (e.g. ORDER_NOT_EXIST, ORDERPAID). */
export class WechatPayRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(`WeChat Pay refused: ${status} ${code}`);
  }
}

export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';

/** The fields of a transaction (a query's answer, a notification's decrypted resource) BoothHub reads. */
export interface Transaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: TradeState;
  trade_state_desc?: string;
  success_time?: string;
  amount?: { total: number; payer_total?: number; currency?: string };
}

export interface Refund {
  refund_id: string;
  out_refund_no: string;
  status: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL';
  amount: { refund: number; total: number };
}

const TIMEOUT_MS = 10_000;

async function call<T>(s: WechatPaySettings, method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T | undefined> {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  let res: Response;
  let text: string;
  try {
    res = await fetch(new URL(path, s.base), {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        'user-agent': 'BoothHub',
        authorization: authorization(s, method, path, body),
      },
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await res.text();
  } catch {
    throw new WechatPayUnavailable('network');
  }
  if (res.status >= 500) throw new WechatPayUnavailable('status', res.status);
  // every answer, errors too, carries WeChat's signature; one that does not verify is not WeChat's
  const failure = verifySigned(
    { serial: s.platformSerial, publicKey: s.platformPublicKey },
    signedHeaders((n) => res.headers.get(n)),
    text,
  );
  if (failure) throw new WechatPayUnavailable('signature', res.status, failure);
  if (res.status === 204) return undefined;
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new WechatPayUnavailable('response', res.status);
  }
  if (res.status >= 400) throw new WechatPayRefused(res.status, String(json.code ?? ''), String(json.message ?? ''));
  if (res.status !== 200) throw new WechatPayUnavailable('status', res.status);
  return json as T;
}

const orderPath = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

/** RFC 3339 in China's time, as `time_expire` is written: 2026-11-28T20:30:00+08:00 */
export function chinaTime(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
  return `${local}+08:00`;
}

/** POST /v3/pay/transactions/native: the QR code's `code_url` for a new order. */
export async function nativeOrder(
  s: WechatPaySettings,
  o: { outTradeNo: string; description: string; amount: number; notifyUrl: string; expiresAt: Date },
): Promise<{ codeUrl: string }> {
  const answer = await call<{ code_url?: unknown }>(s, 'POST', '/v3/pay/transactions/native', {
    appid: s.appId,
    mchid: s.mchid,
    description: o.description,
    out_trade_no: o.outTradeNo,
    time_expire: chinaTime(o.expiresAt),
    notify_url: o.notifyUrl,
    amount: { total: o.amount, currency: 'CNY' },
  });
  if (typeof answer?.code_url !== 'string' || !answer.code_url) throw new WechatPayUnavailable('response', 200);
  return { codeUrl: answer.code_url };
}

/** GET …/out-trade-no/{no}?mchid: the order's state; undefined when WeChat has no such order (ORDER_NOT_EXIST). */
export async function queryOrder(s: WechatPaySettings, outTradeNo: string): Promise<Transaction | undefined> {
  try {
    const t = await call<Transaction>(s, 'GET', `${orderPath(outTradeNo)}?mchid=${encodeURIComponent(s.mchid)}`);
    if (!t || typeof t.trade_state !== 'string' || t.out_trade_no !== outTradeNo) throw new WechatPayUnavailable('response', 200);
    return t;
  } catch (e) {
    if (e instanceof WechatPayRefused && e.code === 'ORDER_NOT_EXIST') return undefined;
    throw e;
  }
}

/** POST …/out-trade-no/{no}/close: no QR code of this order can be paid any more (204). */
export async function closeOrder(s: WechatPaySettings, outTradeNo: string): Promise<void> {
  await call(s, 'POST', `${orderPath(outTradeNo)}/close`, { mchid: s.mchid });
}

/** POST /v3/refund/domestic/refunds: give back `refund` cents of a paid order of `total` cents. */
export async function refund(
  s: WechatPaySettings,
  r: { outTradeNo: string; outRefundNo: string; refund: number; total: number; reason?: string; notifyUrl?: string },
): Promise<Refund> {
  const answer = await call<Refund>(s, 'POST', '/v3/refund/domestic/refunds', {
    out_trade_no: r.outTradeNo,
    out_refund_no: r.outRefundNo,
    ...(r.reason ? { reason: r.reason } : {}),
    ...(r.notifyUrl ? { notify_url: r.notifyUrl } : {}),
    amount: { refund: r.refund, total: r.total, currency: 'CNY' },
  });
  if (!answer || typeof answer.status !== 'string') throw new WechatPayUnavailable('response', 200);
  return answer;
}

/** GET /v3/refund/domestic/refunds/{out_refund_no}: a refund's state; undefined when WeChat has none (RESOURCE_NOT_EXISTS). */
export async function queryRefund(s: WechatPaySettings, outRefundNo: string): Promise<Refund | undefined> {
  try {
    const r = await call<Refund>(s, 'GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
    if (!r || typeof r.status !== 'string' || r.out_refund_no !== outRefundNo) throw new WechatPayUnavailable('response', 200);
    return r;
  } catch (e) {
    if (e instanceof WechatPayRefused && e.code === 'RESOURCE_NOT_EXISTS') return undefined;
    throw e;
  }
}

export type NotificationFailure = VerifyFailure | 'malformed' | 'decrypt' | 'merchant';

/** A payment notification (`TRANSACTION.SUCCESS` and the others), checked and decrypted. */
export interface PaymentNotification {
  id: string;
  eventType: string;
  transaction: Transaction;
}

/**
 * Check a notification to notify_url on its raw body: WeChat's signature (platform serial, 5 minutes, RSA over
 * timestamp, nonce and body), then the resource decrypted with the APIv3 key, then that it is this merchant's and
 * app's. `{ok: false, failure}` tells why it is refused; nothing in it is to be believed then.
 */
export function readNotification(
  s: WechatPaySettings,
  headers: (name: string) => string | undefined,
  rawBody: string,
  now: Date = new Date(),
): { ok: true; notification: PaymentNotification } | { ok: false; failure: NotificationFailure } {
  const failure = verifySigned({ serial: s.platformSerial, publicKey: s.platformPublicKey }, signedHeaders(headers), rawBody, now);
  if (failure) return { ok: false, failure };
  let envelope: { id?: unknown; event_type?: unknown; resource?: EncryptedResource };
  try {
    envelope = JSON.parse(rawBody) as typeof envelope;
  } catch {
    return { ok: false, failure: 'malformed' };
  }
  if (typeof envelope.id !== 'string' || typeof envelope.event_type !== 'string' || !envelope.resource || typeof envelope.resource !== 'object') {
    return { ok: false, failure: 'malformed' };
  }
  const plain = decryptResource(s.apiv3Key, envelope.resource);
  if (plain === undefined) return { ok: false, failure: 'decrypt' };
  let transaction: Transaction;
  try {
    transaction = JSON.parse(plain) as Transaction;
  } catch {
    return { ok: false, failure: 'malformed' };
  }
  if (transaction.mchid !== s.mchid || transaction.appid !== s.appId) return { ok: false, failure: 'merchant' };
  if (typeof transaction.out_trade_no !== 'string' || typeof transaction.trade_state !== 'string') return { ok: false, failure: 'malformed' };
  return { ok: true, notification: { id: envelope.id, eventType: envelope.event_type, transaction } };
}
