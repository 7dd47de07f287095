import { z } from 'zod';
import { defineCall } from '../call.js';
import { cardno, id, line, paycode, str, text } from '../fields.js';
import { PASSWORD_LENGTH, REASON_MAX } from '../patterns.js';
import { positiveCents } from '../money.js';
import { pageOf, pageQuery } from '../pagination.js';
import {
  BILLS_EXPORT_PATH,
  billKinds,
  gatewayMethods,
  isCardNumber,
  MAX_RECHARGE_CENTS,
  PAYOUT_REF_MAX,
  rechargeFlags,
  rechargeMethods,
  rechargeStatuses,
  refundStatuses,
  settingsLimits,
  withdrawFieldLimits,
  withdrawMethods,
  withdrawStatuses,
} from './walletOptions.js';

export {
  BILLS_EXPORT_PATH,
  billKinds,
  gatewayMethods,
  MAX_RECHARGE_CENTS,
  rechargeFlags,
  rechargeMethods,
  rechargeStatuses,
  refundStatuses,
  withdrawMethods,
  withdrawStatuses,
};

/**
 * The wallet (docs/rules/money.md, docs/rules/api.md "Wallet"): top-up, bills, withdrawals,
 * the payment PIN, and the back-office queues of top-ups and withdrawals.
 * Money is integer cents. Calls marked `idempotent` honour the
 * `Idempotency-Key` header (docs/decisions/006-ledger.md).
 */

export const rechargeMethod = z.enum(rechargeMethods);
export const rechargeStatus = z.enum(rechargeStatuses);
export const rechargeFlag = z.enum(rechargeFlags);

/** a gateway top-up's way to pay: Alipay's page to open, or WeChat Pay's code_url to show as a QR code; until `expiresAt` */
const gatewayPay = {
  payUrl: z.string().optional(),
  codeUrl: z.string().optional(),
  expiresAt: z.string().optional(),
};

export const recharge = defineCall({
  path: 'Wallet/recharge',
  method: 'POST',
  access: 'member',
  idempotent: true,
  summary:
    'Top up coins: sandbox (where enabled) is paid at once; bank transfer waits for an admin to confirm receipt; ' +
    "Alipay and WeChat Pay (where configured) answer where to pay and are credited on the provider's verified notification",
  body: z.strictObject({
    amount: positiveCents.max(MAX_RECHARGE_CENTS),
    method: rechargeMethod,
    /** which Alipay page: the desktop one (alipay.trade.page.pay, the default) or the phone one (alipay.trade.wap.pay) */
    device: z.enum(['desktop', 'phone']).optional(),
    /**
     * a path on this site to offer going back to once paid (a checkout's `return`): Alipay brings the member back to
     * the top-up page with it
     */
    back: line(500)
      .regex(/^\/(?![/\\])/, 'a path on this site')
      .optional(),
  }),
  data: z.object({
    ...gatewayPay,
    id: z.number().int(),
    status: rechargeStatus,
    /** the reference to put on the bank transfer */
    reference: z.string(),
    amount: z.number().int(),
    method: rechargeMethod,
    /** true for the sandbox provider: test money, not real */
    sandbox: z.boolean(),
    dates: z.string(),
  }),
});

export const rechargeItemSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  method: rechargeMethod,
  sandbox: z.boolean(),
  status: rechargeStatus,
  reference: z.string(),
  reason: z.string().nullable(),
  dates: z.string(),
  reviewedAt: z.string().nullable(),
  ...gatewayPay,
  /** the provider's trade number, once paid */
  tradeNo: z.string().nullable().optional(),
  /** a gateway payment that was not credited automatically and waits for an admin */
  flag: rechargeFlag.nullable().optional(),
});

export const rechargeList = defineCall({
  path: 'Wallet/rechargeList',
  method: 'POST',
  access: 'member',
  summary: "The member's own top-ups, newest first",
  body: z.strictObject({ ...pageQuery, status: rechargeStatus.optional() }),
  data: pageOf(rechargeItemSchema),
});

export const rechargeInfo = defineCall({
  path: 'Wallet/rechargeInfo',
  method: 'POST',
  access: 'member',
  summary: "One of the member's own top-ups (the page that checks a payment); a pending gateway one is asked of its provider first",
  body: z.strictObject({ id }),
  data: rechargeItemSchema,
});

export const paymentInfo = defineCall({
  path: 'Wallet/paymentInfo',
  method: 'POST',
  access: 'public',
  summary: 'Which top-up methods this server offers (sandbox only where PAYMENT_SANDBOX is on)',
  body: z.strictObject({}),
  data: z.object({ methods: z.array(rechargeMethod), sandbox: z.boolean() }),
});

export const billKind = str().regex(/^[a-z][a-z_]{0,31}$/, 'must be a bill kind');
/** a calendar day in Asia/Shanghai */
export const day = str().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD');

export const billsFilter = { kind: billKind.optional(), from: day.optional(), to: day.optional() };

export const billItemSchema = z.object({
  id: z.number().int(),
  /** signed cents: positive came in, negative went out */
  amount: z.number().int(),
  kind: z.string(),
  memo: z.string(),
  /** what it is about, e.g. `withdrawal:7`, `task:12` */
  ref: z.string().nullable(),
  dates: z.string(),
});
export type BillItem = z.infer<typeof billItemSchema>;

export const transaction = defineCall({
  path: 'Bills/transaction',
  method: 'POST',
  access: 'member',
  summary: "The member's bills (entries of their available coins), newest first; dates are Asia/Shanghai days, inclusive",
  body: z.strictObject({ ...pageQuery, ...billsFilter }),
  data: pageOf(billItemSchema).extend({
    /** sums over the whole filter (not just this page), in cents */
    allincome: z.number().int(),
    allotcome: z.number().int(),
  }),
});

export const billsExportQuery = z.strictObject(billsFilter);

export const withdrawMethod = z.enum(withdrawMethods);
export const withdrawStatus = z.enum(withdrawStatuses);

export const postNew = defineCall({
  path: 'Applycash/postNew',
  method: 'POST',
  access: 'member',
  idempotent: true,
  summary: 'Ask to withdraw coins: needs an approved identity, the holder name of it, the PIN; the amount is held at once',
  body: z
    .strictObject({
      amount: positiveCents,
      method: withdrawMethod,
      /** an Alipay account (phone or e-mail) or a bank card number */
      account: line(withdrawFieldLimits.account.max).min(withdrawFieldLimits.account.min),
      /** must equal the verified real name */
      accountName: line(withdrawFieldLimits.accountName.max).min(withdrawFieldLimits.accountName.min),
      bankName: line(withdrawFieldLimits.bankName.max).min(withdrawFieldLimits.bankName.min).optional(),
      paycode,
    })
    .refine((b) => b.method !== 'bank' || Boolean(b.bankName), { path: ['bankName'], message: 'the bank is required for a bank card' })
    .refine((b) => b.method !== 'bank' || isCardNumber(b.account), {
      path: ['account'],
      message: `a bank card number has ${withdrawFieldLimits.cardDigits.min} to ${withdrawFieldLimits.cardDigits.max} digits`,
    }),
  data: z.object({ id: z.number().int(), status: withdrawStatus }),
  checks: { secret: 'paycode', field: 'paycode' },
});

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  method: withdrawMethod,
  /** masked for the member's list; full in the back office */
  account: z.string(),
  accountName: z.string(),
  bankName: z.string().nullable(),
  status: withdrawStatus,
  payoutRef: z.string().nullable(),
  reason: z.string().nullable(),
  dates: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalList = defineCall({
  path: 'Applycash/list',
  method: 'POST',
  access: 'member',
  summary: "The member's own withdrawals, newest first",
  body: z.strictObject({ ...pageQuery, status: withdrawStatus.optional() }),
  data: pageOf(withdrawalSchema),
});

export const withdrawalInfo = defineCall({
  path: 'Applycash/info',
  method: 'POST',
  access: 'member',
  summary: 'One of the member’s own withdrawals (another member’s is not found)',
  body: z.strictObject({ id }),
  data: withdrawalSchema,
});

export const withdrawalCancel = defineCall({
  path: 'Applycash/cancel',
  method: 'POST',
  access: 'member',
  summary: 'Cancel one’s own pending withdrawal: the held coins return to available',
  body: z.strictObject({ id }),
  data: withdrawalSchema,
});

/** the limits the caseOut page shows */
export const withdrawLimits = defineCall({
  path: 'Applycash/limits',
  method: 'POST',
  access: 'member',
  summary: 'Withdrawal limits and what is left today (Asia/Shanghai day), the available balance and the verified name',
  body: z.strictObject({}),
  data: z.object({
    available: z.number().int(),
    held: z.number().int(),
    withdrawMin: z.number().int(),
    withdrawDailyMax: z.number().int(),
    leftToday: z.number().int(),
    personauth: z.enum(['none', 'pending', 'approved', 'rejected']),
    /** the verified real name the holder must match (the member's own, unmasked) */
    realname: z.string().nullable(),
    ispaycode: z.boolean(),
  }),
});

export const setPayment = defineCall({
  path: 'Member/setPayment',
  method: 'POST',
  access: 'member',
  summary: 'Set or change the 6-digit payment PIN, confirmed with the login password (unlocks a locked PIN)',
  body: z.strictObject({ paycode, password: str().min(1).max(PASSWORD_LENGTH.max) }),
  data: z.null(),
  checks: { secret: 'password', field: 'password' },
});

// ---- back office ----

const reviewReason = text(REASON_MAX).min(1);

export const adminRechargeSchema = rechargeItemSchema.extend({
  cardno: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  reviewer: z.string().nullable(),
  /** a paid gateway top-up: cents refunded or being refunded, and what can still be refunded now (≤ the member's available coins) */
  refunded: z.number().int().optional(),
  refundable: z.number().int().optional(),
});

export const adminRechargeList = defineCall({
  path: 'Admin/rechargeList',
  method: 'POST',
  access: 'admin',
  summary: 'Top-ups, oldest pending first when filtered by pending, else newest first; reference search',
  body: z.strictObject({ ...pageQuery, status: rechargeStatus.optional(), keyword: line(40).optional() }),
  data: pageOf(adminRechargeSchema),
});

export const adminRechargeReview = defineCall({
  path: 'Admin/rechargeReview',
  method: 'POST',
  access: 'admin',
  summary: 'Confirm receipt of a bank transfer (credits the coins) or reject it with a reason',
  body: z
    .strictObject({ id, approve: z.boolean(), reason: reviewReason.optional() })
    .refine((b) => b.approve || Boolean(b.reason), { path: ['reason'], message: 'a reason is required to reject' }),
  data: adminRechargeSchema,
});

export const refundStatus = z.enum(refundStatuses);

export const refundSchema = z.object({
  id: z.number().int(),
  /** the top-up's id */
  rechargeId: z.number().int(),
  amount: z.number().int(),
  method: rechargeMethod,
  status: refundStatus,
  /** our refund number at the provider (Alipay out_request_no, WeChat Pay out_refund_no) */
  outRefundNo: z.string(),
  /** the provider's own refund number, when it gives one (WeChat Pay refund_id) */
  providerRefundNo: z.string().nullable(),
  /** the admin's reason */
  reason: z.string(),
  /** the provider's reason when it refused; what it said while in flight */
  failure: z.string().nullable(),
  dates: z.string(),
  settledAt: z.string().nullable(),
});
export type TopUpRefund = z.infer<typeof refundSchema>;

export const adminRechargeRefund = defineCall({
  path: 'Admin/rechargeRefund',
  method: 'POST',
  access: 'admin',
  idempotent: true,
  summary:
    "Refund unspent coins of a paid Alipay or WeChat Pay top-up to the payer (alipay.trade.refund, WeChat's domestic refund): " +
    'at most the top-up less what was refunded and at most the member’s available coins; held while the provider works, ' +
    'then gone (succeeded) or back to available (REFUND_FAILED with the provider’s reason)',
  body: z.strictObject({ id, amount: positiveCents, reason: reviewReason }),
  data: refundSchema,
});

export const adminRechargeRefunds = defineCall({
  path: 'Admin/rechargeRefunds',
  method: 'POST',
  access: 'admin',
  summary: "A top-up's refunds, newest first, with what is refunded and what can still be refunded",
  body: z.strictObject({ id }),
  data: z.object({ refunded: z.number().int(), refundable: z.number().int(), listItem: z.array(refundSchema) }),
});

export const adminWithdrawalSchema = withdrawalSchema.extend({
  cardno: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  /** the verified real name on the member's identity */
  realname: z.string().nullable(),
  reviewer: z.string().nullable(),
  /**
   * Admin/withdrawPayout may pay it now: Alipay is configured here, it goes to an Alipay account, and it is pending (or
   * left `paying` by a payout that never heard back)
   */
  alipayPayout: z.boolean().optional(),
});

export const adminWithdrawList = defineCall({
  path: 'Admin/withdrawList',
  method: 'POST',
  access: 'admin',
  summary: 'Withdrawals, oldest pending first when filtered by pending, else newest first',
  body: z.strictObject({ ...pageQuery, status: withdrawStatus.optional(), keyword: line(40).optional() }),
  data: pageOf(adminWithdrawalSchema),
});

export const adminWithdrawReview = defineCall({
  path: 'Admin/withdrawReview',
  method: 'POST',
  access: 'admin',
  summary: 'Mark a withdrawal paid with the payout reference, or reject it with a reason (coins return to available)',
  body: z
    .strictObject({ id, approve: z.boolean(), payoutRef: line(PAYOUT_REF_MAX).min(1).optional(), reason: reviewReason.optional() })
    .refine((b) => !b.approve || Boolean(b.payoutRef), { path: ['payoutRef'], message: 'the payout reference is required' })
    .refine((b) => b.approve || Boolean(b.reason), { path: ['reason'], message: 'a reason is required to reject' }),
  data: adminWithdrawalSchema,
});

export const adminWithdrawPayout = defineCall({
  path: 'Admin/withdrawPayout',
  method: 'POST',
  access: 'admin',
  summary:
    "Pay a pending Alipay withdrawal through Alipay's transfer (alipay.fund.trans.uni.transfer), where Alipay is configured: " +
    "paid with Alipay's order id as the payout reference, or PAYOUT_FAILED with Alipay's reason (the coins stay held); " +
    'while Alipay is asked the withdrawal is `paying`, and stays so (PAYOUT_UNCONFIRMED) until Alipay says what became of it',
  body: z.strictObject({ id }),
  data: adminWithdrawalSchema,
});

export const settingsSchema = z.object({
  /** basis points of the designer's share (1000 = 10%) */
  commissionRate: z.number().int(),
  withdrawMin: z.number().int(),
  withdrawDailyMax: z.number().int(),
  inviteRewards: z.object({ designer: z.number().int(), business: z.number().int(), factory: z.number().int() }),
  checkinPoints: z.number().int(),
});
export type WalletSettings = z.infer<typeof settingsSchema>;

export const adminSettings = defineCall({
  path: 'Admin/settings',
  method: 'POST',
  access: 'admin',
  summary: 'Platform settings: commission, withdrawal limits, invitation rewards, check-in points',
  body: z.strictObject({}),
  data: settingsSchema,
});

const limit = (l: { min: number; max: number }) => z.number().int().min(l.min).max(l.max);
const rewardCents = limit(settingsLimits.inviteReward);
export const adminSettingsSave = defineCall({
  path: 'Admin/settingsSave',
  method: 'POST',
  access: 'admin',
  summary: 'Change some settings (commission applies to tasks paid from now on); written to the audit log',
  body: z.strictObject({
    commissionRate: limit(settingsLimits.commissionRate).optional(),
    withdrawMin: limit(settingsLimits.withdrawMin).optional(),
    withdrawDailyMax: limit(settingsLimits.withdrawDailyMax).optional(),
    inviteRewards: z.strictObject({ designer: rewardCents.optional(), business: rewardCents.optional(), factory: rewardCents.optional() }).optional(),
    checkinPoints: limit(settingsLimits.checkinPoints).optional(),
    reason: reviewReason.optional(),
  }),
  data: settingsSchema,
});

export const activityRewardKinds = ['spreadcoins', 'activecoins'] as const;

export const adminActivityReward = defineCall({
  path: 'Admin/activityReward',
  method: 'POST',
  access: 'admin',
  summary: 'Credit a promotion (spreadcoins) or activity (activecoins) coin reward to a member, through the ledger',
  body: z.strictObject({
    cardno,
    kind: z.enum(activityRewardKinds),
    amount: positiveCents.max(100_000_00),
    reason: reviewReason,
  }),
  data: z.object({ cardno: z.string(), kind: z.enum(activityRewardKinds), amount: z.number().int(), available: z.number().int() }),
});
