import type { AppContext } from '../../platform/context.js';

/**
 * An external payment gateway (Alipay, WeChat Pay) behind one interface (docs/rules/money.md "Top-up",
 * docs/decisions/066-alipay-topups.md). The core (gateway.service.ts) owns the states and the ledger; an adapter
 * only speaks its provider's wire format:
 * - `createOrder` starts the order (or signs the page request) and says where the member pays; it throws
 *   `AppError('PAYMENT_PROVIDER_UNAVAILABLE')` when the provider cannot be reached: the top-up is then not written.
 * - `queryOrder` and `closeOrder` serve the reconciliation; they throw (anything) when the provider cannot be
 *   reached or answers an error, and the reconciliation retries later with back-off.
 * - its notification route verifies the provider's signature and the app id itself, then hands the payment to
 *   `settleGatewayPayment` and answers the provider as it expects from the outcome.
 */
export type GatewayMethod = 'alipay' | 'wechatpay';

export interface GatewayOrder {
  /** our out_trade_no: the top-up's reference */
  reference: string;
  /** cents */
  amount: number;
  /** what the member sees at the provider */
  subject: string;
  /** the provider must refuse payment after this (Alipay time_expire, WeChat time_expire) */
  expiresAt: Date;
  /** absolute address of the adapter's notification route */
  notifyUrl: string;
  /** absolute address the member comes back to (the top-up page with this top-up) */
  returnUrl: string;
  /** which page the provider shows: the desktop one or the phone one */
  device: 'desktop' | 'phone';
}

/** where the member pays: a page to send them to (Alipay) or a code to show as a QR code (WeChat Pay's code_url) */
export type GatewayStart = { payUrl: string } | { codeUrl: string };

/** what the provider says about an order */
export type GatewayTrade =
  /** paid: `amount` in cents as the provider received it */
  | { state: 'paid'; tradeNo: string; amount: number }
  /** created (or not yet opened by the member) and not paid */
  | { state: 'waiting' }
  /** closed unpaid at the provider (by us or by its own expiry) */
  | { state: 'closed' }
  /** the provider has no such order (Alipay's page order the member never opened) */
  | { state: 'missing' };

export interface GatewayProvider {
  method: GatewayMethod;
  /** the adapter's notification route (e.g. `/api/pay/alipay/notify`): the order's notify_url is PUBLIC_URL + this */
  notifyPath: string;
  /** configured on this server (config.ts): only then offered */
  offered(ctx: AppContext): boolean;
  createOrder(ctx: AppContext, order: GatewayOrder): Promise<GatewayStart>;
  queryOrder(ctx: AppContext, reference: string): Promise<GatewayTrade>;
  /** close an unpaid order so that it can no longer be paid; resolves when closed or when the provider never had it */
  closeOrder(ctx: AppContext, reference: string): Promise<void>;
  /**
   * refund part of a paid order (Alipay alipay.trade.refund, WeChat POST /v3/refund/domestic/refunds). The same
   * `outRefundNo` sent again is the same refund at the provider, never a second one. Throws when the provider cannot
   * be reached (or answers so that nothing can be told): the caller then holds nothing.
   */
  refund(ctx: AppContext, r: GatewayRefund): Promise<RefundResult>;
  /** what became of a refund in flight (alipay.trade.fastpay.refund.query, GET …/refunds/{out_refund_no}); throws like `refund` */
  queryRefund(ctx: AppContext, r: Pick<GatewayRefund, 'method' | 'reference' | 'outRefundNo'>): Promise<RefundResult>;
}

export interface GatewayRefund {
  method: GatewayMethod;
  /** the top-up's out_trade_no */
  reference: string;
  outRefundNo: string;
  /** cents to refund, and the order's whole amount (WeChat asks for both) */
  amount: number;
  total: number;
  reason: string;
}

/**
 * What a provider says about a refund:
 * - `succeeded`: the money went back to the payer (`refundNo`: the provider's own number, when it has one);
 * - `processing`: accepted and still under way, or an answer that does not say (ask again later);
 * - `failed`: refused or closed, with the provider's reason (`missing`: the provider has no such refund).
 */
export type RefundResult =
  | { state: 'succeeded'; refundNo?: string }
  | { state: 'processing'; note?: string; refundNo?: string }
  | { state: 'failed'; reason: string; missing?: boolean };

/** A payment the provider reported: by a verified notification or by a query. */
export interface GatewayPayment {
  method: GatewayMethod;
  reference: string;
  tradeNo: string;
  /** cents, as the provider says it was paid */
  amount: number;
  via: 'notification' | 'query';
}

/**
 * What became of a reported payment:
 * - `credited`: the top-up was pending and is now paid, the coins credited (exactly once);
 * - `already`: it was paid before (a duplicate or replayed notification): nothing more;
 * - `unknown`: no top-up of this method has this reference: nothing credited;
 * - `mismatch`: the amount differs from the top-up's: nothing credited, flagged for an admin;
 * - `late`: the top-up was closed before the payment: nothing credited, flagged for an admin.
 */
export type SettleOutcome = 'credited' | 'already' | 'unknown' | 'mismatch' | 'late';

/** a provider that could not answer is asked again after 1, 2, 4 … up to 30 minutes (the reconciliation of top-ups and refunds) */
export const backoffMs = (failures: number) => Math.min(60_000 * 2 ** Math.max(0, failures - 1), 30 * 60_000);

/** how long a member has to pay a gateway order */
export const GATEWAY_ORDER_TTL_MS = 30 * 60_000;
