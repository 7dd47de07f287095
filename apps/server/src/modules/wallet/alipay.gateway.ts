import type { AlipaySdk } from 'alipay-sdk';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatCents, parseCents } from '@boothhub/shared';
import type { AlipaySettings } from '../../config.alipay.js';
import type { AppContext } from '../../platform/context.js';
import type { GatewayProvider, GatewayTrade, RefundResult } from './gateway.js';
import { registerNotificationRoute } from './gateway.route.js';
import { closeReported, registerGateway, settleGatewayPayment } from './gateway.service.js';

/**
 * Alipay top-ups through the official `alipay-sdk` (docs/decisions/066-alipay-topups.md): the member is sent to
 * Alipay's page with a request signed RSA2 with the app's private key (`alipay.trade.page.pay` on a desktop,
 * `alipay.trade.wap.pay` on a phone); Alipay's asynchronous notification is verified with Alipay's public key and
 * settled by the core (gateway.service.ts); the reconciliation queries and closes orders through the gateway
 * (`alipay.trade.query`, `alipay.trade.close`), whose answers' signatures are verified too. ALIPAY_GATEWAY points at
 * Alipay or at the stand-in (dev/alipay-standin.ts).
 */
export const ALIPAY_NOTIFY_PATH = '/api/pay/alipay/notify';

/** The SDK is loaded on the first Alipay call, not with the server: one without Alipay never holds it (~18 MB resident). */
const sdks = new WeakMap<AlipaySettings, AlipaySdk>();
async function sdkOf(s: AlipaySettings): Promise<AlipaySdk> {
  let sdk = sdks.get(s);
  if (!sdk) {
    const { AlipaySdk } = await import('alipay-sdk');
    sdk =
      sdks.get(s) ??
      new AlipaySdk({
        appId: s.appId,
        privateKey: s.privateKey,
        keyType: 'PKCS8',
        alipayPublicKey: s.alipayPublicKey,
        gateway: s.gateway,
        timeout: 10_000,
      });
    sdks.set(s, sdk);
  }
  return sdk;
}

const settingsOf = (ctx: AppContext) => {
  if (!ctx.config.alipay) throw new Error('Alipay is not configured');
  return ctx.config.alipay;
};

/** Alipay's times are Beijing time, `yyyy-MM-dd HH:mm:ss` */
const beijing = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** call a gateway method; its answer's signature is verified by the SDK (validateSign) */
async function call(ctx: AppContext, method: string, bizContent: Record<string, unknown>) {
  return (await sdkOf(settingsOf(ctx))).exec(method, { bizContent }, { validateSign: true });
}

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export const alipayGateway: GatewayProvider = {
  method: 'alipay',
  notifyPath: ALIPAY_NOTIFY_PATH,
  offered: (ctx) => Boolean(ctx.config.alipay),
  // signs the page request locally: Alipay makes the order when the member opens it, so nothing here can be unreachable
  async createOrder(ctx, o) {
    const phone = o.device === 'phone';
    const payUrl = (await sdkOf(settingsOf(ctx))).pageExecute(phone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
      bizContent: {
        out_trade_no: o.reference,
        total_amount: formatCents(o.amount),
        subject: o.subject,
        product_code: phone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        time_expire: beijing(o.expiresAt),
      },
      notifyUrl: o.notifyUrl,
      returnUrl: o.returnUrl,
    });
    return { payUrl };
  },
  async queryOrder(ctx, reference): Promise<GatewayTrade> {
    const r = await call(ctx, 'alipay.trade.query', { out_trade_no: reference });
    if (r.code !== '10000') {
      if (r.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'missing' };
      throw new Error(`alipay.trade.query: ${r.code} ${r.subCode ?? ''} ${r.subMsg ?? r.msg ?? ''}`);
    }
    if (PAID.has(r.tradeStatus)) {
      const amount = parseCents(String(r.totalAmount ?? ''));
      if (amount === null || !r.tradeNo) throw new Error(`alipay.trade.query: a paid trade without its amount or number`);
      return { state: 'paid', tradeNo: String(r.tradeNo), amount };
    }
    if (r.tradeStatus === 'TRADE_CLOSED') return { state: 'closed' };
    return { state: 'waiting' };
  },
  async closeOrder(ctx, reference) {
    const r = await call(ctx, 'alipay.trade.close', { out_trade_no: reference });
    if (r.code === '10000' || r.subCode === 'ACQ.TRADE_NOT_EXIST') return;
    throw new Error(`alipay.trade.close: ${r.code} ${r.subCode ?? ''} ${r.subMsg ?? r.msg ?? ''}`);
  },
  // Alipay's refund is synchronous: fund_change Y is done; N (this out_request_no was refunded before, or not yet
  // moved) and a system error (20000, ACQ.SYSTEM_ERROR) say nothing sure: in flight, the refund query tells later
  async refund(ctx, x): Promise<RefundResult> {
    const r = await call(ctx, 'alipay.trade.refund', {
      out_trade_no: x.reference,
      refund_amount: formatCents(x.amount),
      out_request_no: x.outRefundNo,
      refund_reason: x.reason.slice(0, 256),
    });
    if (r.code === '10000') return r.fundChange === 'Y' ? { state: 'succeeded' } : { state: 'processing', note: 'Alipay: fund_change N' };
    if (r.code === '20000' || r.subCode === 'ACQ.SYSTEM_ERROR') return { state: 'processing', note: `Alipay: ${r.subCode ?? r.code}` };
    return { state: 'failed', reason: `${r.subMsg ?? r.msg ?? 'refused'} (${r.subCode ?? r.code})` };
  },
  // refund_status REFUND_SUCCESS: done; a success without it: Alipay never made this refund (it may be asked again)
  async queryRefund(ctx, x): Promise<RefundResult> {
    const r = await call(ctx, 'alipay.trade.fastpay.refund.query', { out_trade_no: x.reference, out_request_no: x.outRefundNo });
    if (r.code === '10000') {
      if (r.refundStatus === 'REFUND_SUCCESS') return { state: 'succeeded' };
      return { state: 'failed', reason: 'Alipay has no such refund', missing: true };
    }
    if (r.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'failed', reason: 'Alipay has no such trade', missing: true };
    throw new Error(`alipay.trade.fastpay.refund.query: ${r.code} ${r.subCode ?? ''} ${r.subMsg ?? r.msg ?? ''}`);
  },
};

/**
 * Pay `amount` cents to an Alipay account (alipay.fund.trans.uni.transfer, 单笔转账到支付宝账户): `outBizNo` makes it
 * idempotent at Alipay (the same number is never paid twice), `name` must be the account's real name. Alipay's
 * refusal is an answer (`ok: false` with its reason); an unreachable gateway throws.
 */
export async function alipayTransfer(
  ctx: AppContext,
  t: { outBizNo: string; amount: number; account: string; name: string; title: string },
): Promise<{ ok: true; orderId: string } | { ok: false; reason: string }> {
  const r = await call(ctx, 'alipay.fund.trans.uni.transfer', {
    out_biz_no: t.outBizNo,
    trans_amount: formatCents(t.amount),
    product_code: 'TRANS_ACCOUNT_NO_PWD',
    biz_scene: 'DIRECT_TRANSFER',
    order_title: t.title,
    payee_info: { identity: t.account, identity_type: 'ALIPAY_LOGON_ID', name: t.name },
  });
  if (r.code === '10000' && r.status === 'SUCCESS' && r.orderId) return { ok: true, orderId: String(r.orderId) };
  return { ok: false, reason: `${r.subMsg ?? r.msg ?? 'refused'} (${r.subCode ?? r.code})` };
}

/**
 * What Alipay knows of a transfer by its `outBizNo` (alipay.fund.trans.common.query): paid (with its order id), refused
 * or never made (`none`: no such order, or it failed there — it can be sent again), or still under way (`dealing`).
 * An unreachable gateway throws.
 */
export async function alipayTransferStatus(
  ctx: AppContext,
  outBizNo: string,
): Promise<{ state: 'paid'; orderId: string } | { state: 'none'; reason: string } | { state: 'dealing' }> {
  const r = await call(ctx, 'alipay.fund.trans.common.query', {
    out_biz_no: outBizNo,
    product_code: 'TRANS_ACCOUNT_NO_PWD',
    biz_scene: 'DIRECT_TRANSFER',
  });
  if (r.code !== '10000') {
    if (r.subCode === 'ORDER_NOT_EXIST') return { state: 'none', reason: `${r.subMsg ?? 'no such transfer'} (${r.subCode})` };
    throw new Error(`alipay.fund.trans.common.query: ${r.code} ${r.subCode ?? ''} ${r.subMsg ?? r.msg ?? ''}`);
  }
  if (r.status === 'SUCCESS' && r.orderId) return { state: 'paid', orderId: String(r.orderId) };
  if (r.status === 'FAIL' || r.status === 'CLOSED' || r.status === 'REFUND') {
    return { state: 'none', reason: `${r.failReason ?? r.status} (${r.errorCode ?? r.status})` };
  }
  return { state: 'dealing' };
}

const NOTIFY_BODY_LIMIT = 32 * 1024;
const answer = (reply: FastifyReply, text: 'success' | 'fail', status = 200) => reply.code(status).type('text/plain; charset=utf-8').send(text);

/**
 * The notification route (gateway.route.ts). Answers as Alipay expects: `success` when handled (credited, already
 * credited, unknown order, flagged for an admin, not a payment: none of these becomes right by being sent again),
 * `fail` when refused (bad signature, another app id, malformed) or not handled, so that Alipay sends it again
 * (4m, 10m, 10m, 1h, …).
 */
export async function registerAlipayGateway(app: FastifyInstance) {
  registerGateway(alipayGateway);
  await registerNotificationRoute(app, {
    path: ALIPAY_NOTIFY_PATH,
    provider: 'Alipay',
    bodyLimit: NOTIFY_BODY_LIMIT,
    limited: (reply) => answer(reply, 'fail', 429),
    failed: (_err, reply) => answer(reply, 'fail', 500),
    async handle(req, raw, reply) {
      const ctx = app.ctx;
      const settings = ctx.config.alipay;
      if (!settings) return answer(reply, 'fail', 404);
      const params = Object.fromEntries(new URLSearchParams(raw));
      const reference = params.out_trade_no ?? '';
      if (!(await sdkOf(settings)).checkNotifySignV2(params)) {
        req.log.warn({ reference, notifyId: params.notify_id }, 'Alipay notification refused: bad signature');
        return answer(reply, 'fail');
      }
      if (params.app_id !== settings.appId) {
        req.log.warn({ reference, appId: params.app_id }, 'Alipay notification refused: another app id');
        return answer(reply, 'fail');
      }
      const status = params.trade_status ?? '';
      if (status === 'TRADE_CLOSED') {
        await closeReported(ctx, 'alipay', reference);
        return answer(reply, 'success');
      }
      if (!PAID.has(status)) return answer(reply, 'success');
      const amount = parseCents(params.total_amount ?? '');
      if (amount === null || !params.trade_no || !reference) {
        req.log.warn({ reference }, 'Alipay notification refused: no trade number or amount');
        return answer(reply, 'fail');
      }
      await settleGatewayPayment(ctx, { method: 'alipay', reference, tradeNo: params.trade_no, amount, via: 'notification' }, req.log);
      return answer(reply, 'success');
    },
  });
}
