import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  closeOrder,
  nativeOrder,
  queryOrder,
  queryRefund,
  readNotification,
  refund,
  type Refund,
  WechatPayRefused,
  type Transaction,
  type WechatPaySettings,
} from '../../lib/wechatpay/client.js';
import type { AppContext } from '../../platform/context.js';
import type { GatewayProvider, GatewayTrade, RefundResult } from './gateway.js';
import { registerNotificationRoute } from './gateway.route.js';
import { registerGateway, settleGatewayPayment } from './gateway.service.js';

/**
 * WeChat Pay (API v3, Native payment) behind the gateway interface (gateway.ts; docs/decisions/067-wechat-pay-native.md):
 * the member is shown the order's `code_url` as a QR code and pays it in WeChat; the coins are credited only on
 * WeChat's payment notification (signature, 5 minutes, platform key id, decrypted resource, merchant and app checked)
 * or on what the reconciliation's query finds. Offered only where WECHATPAY_* are configured (config.wechatpay.ts).
 */
export const WECHATPAY_NOTIFY_PATH = '/api/pay/wechatpay/notify';

const settings = (ctx: AppContext): WechatPaySettings => {
  if (!ctx.config.wechatpay) throw new Error('WeChat Pay is not configured');
  return ctx.config.wechatpay;
};

/** what a transaction's state means for the top-up; a refunded one (REFUND) was paid first */
export function tradeOf(t: Transaction | undefined): GatewayTrade {
  if (!t) return { state: 'missing' };
  if (t.trade_state === 'SUCCESS' || t.trade_state === 'REFUND') {
    return { state: 'paid', tradeNo: t.transaction_id ?? '', amount: Number(t.amount?.total) };
  }
  if (t.trade_state === 'CLOSED' || t.trade_state === 'REVOKED') return { state: 'closed' };
  return { state: 'waiting' }; // NOTPAY, USERPAYING, PAYERROR: the QR code can still be paid until it expires
}

/** what a refund's status means: SUCCESS done; PROCESSING and ABNORMAL (the payer's card refused it: the merchant acts at WeChat) in flight; CLOSED failed */
export function refundResultOf(r: Refund | undefined): RefundResult {
  if (!r) return { state: 'failed', reason: 'WeChat Pay has no such refund', missing: true };
  if (r.status === 'SUCCESS') return { state: 'succeeded', refundNo: r.refund_id };
  if (r.status === 'CLOSED') return { state: 'failed', reason: 'WeChat Pay closed the refund (CLOSED)' };
  return { state: 'processing', refundNo: r.refund_id, note: `WeChat Pay: ${r.status}` };
}

export const wechatpayGateway: GatewayProvider = {
  method: 'wechatpay',
  notifyPath: WECHATPAY_NOTIFY_PATH,
  offered: (ctx) => Boolean(ctx.config.wechatpay),
  async createOrder(ctx, o) {
    const { codeUrl } = await nativeOrder(settings(ctx), {
      outTradeNo: o.reference,
      description: o.subject,
      amount: o.amount,
      notifyUrl: o.notifyUrl,
      expiresAt: o.expiresAt,
    });
    return { codeUrl };
  },
  queryOrder: async (ctx, reference) => tradeOf(await queryOrder(settings(ctx), reference)),
  async closeOrder(ctx, reference) {
    try {
      await closeOrder(settings(ctx), reference);
    } catch (err) {
      // never created at WeChat: nothing to close; paid meanwhile (ORDERPAID) throws: the next query settles it
      if (err instanceof WechatPayRefused && err.code === 'ORDER_NOT_EXIST') return;
      throw err;
    }
  },
  async refund(ctx, r) {
    try {
      const answer = await refund(settings(ctx), {
        outTradeNo: r.reference,
        outRefundNo: r.outRefundNo,
        refund: r.amount,
        total: r.total,
        reason: r.reason.slice(0, 80),
      });
      return refundResultOf(answer);
    } catch (err) {
      // a 4xx with WeChat's code (NOT_ENOUGH, INVALID_REQUEST …): refused, nothing refunded; anything else throws on
      if (err instanceof WechatPayRefused) return { state: 'failed', reason: `${err.detail} (${err.code})` };
      throw err;
    }
  },
  queryRefund: async (ctx, r) => refundResultOf(await queryRefund(settings(ctx), r.outRefundNo)),
};

const NOTIFY_BODY_LIMIT = 64 * 1024;
const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ code: 'FAIL', message });

/**
 * The notification route (gateway.route.ts). Answers as WeChat expects: 204 when handled (credited, already credited,
 * unknown order, flagged for an admin: none of these becomes right by being sent again), 4xx/5xx with
 * `{code: "FAIL", message}` when refused or when it could not be handled, so that WeChat sends it again (15s, 15s,
 * 30s, 3m, …).
 */
export async function registerWechatPayGateway(app: FastifyInstance) {
  registerGateway(wechatpayGateway);
  await registerNotificationRoute(app, {
    path: WECHATPAY_NOTIFY_PATH,
    provider: 'WeChat Pay',
    bodyLimit: NOTIFY_BODY_LIMIT,
    limited: (reply) => fail(reply, 429, 'rate limited'),
    failed(err, reply) {
      const status = (err as { statusCode?: number }).statusCode;
      return fail(reply, status && status >= 400 && status < 500 ? status : 500, 'not handled');
    },
    async handle(req, raw, reply) {
      const ctx = app.ctx;
      if (!ctx.config.wechatpay) return fail(reply, 404, 'not configured');
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      // the signature's 5 minutes are WeChat's wall clock, not the app's (tests move ctx.now)
      const read = readNotification(ctx.config.wechatpay, header, raw, new Date());
      if (!read.ok) {
        req.log.warn({ failure: read.failure, serial: header('wechatpay-serial') }, 'WeChat Pay notification refused');
        return fail(reply, 401, read.failure === 'decrypt' || read.failure === 'malformed' ? 'bad resource' : 'bad signature');
      }
      const t = read.notification.transaction;
      if (read.notification.eventType !== 'TRANSACTION.SUCCESS' || t.trade_state !== 'SUCCESS') return reply.code(204).send();
      const amount = Number(t.amount?.total);
      if (!t.transaction_id || !Number.isSafeInteger(amount)) {
        req.log.warn({ reference: t.out_trade_no }, 'WeChat Pay notification without a transaction id or amount');
        return fail(reply, 400, 'bad resource');
      }
      const trade = { method: 'wechatpay' as const, reference: t.out_trade_no, tradeNo: t.transaction_id, amount, via: 'notification' as const };
      await settleGatewayPayment(ctx, trade, req.log);
      return reply.code(204).send();
    },
  });
}
