/**
 * The wallet's constants without zod: the plain wallet pages read them and load no schemas (as taskOptions and
 * modelOptions); wallet.ts builds its enums from them and re-exports them.
 */

/** at most one million coins in one top-up */
export const MAX_RECHARGE_CENTS = 100_000_000;

/**
 * The limits of the platform settings an admin saves (Admin/settingsSave), without zod: wallet.ts builds the call's
 * body from them and the settings form checks them. Money in cents, the commission in basis points (5000 = 50%).
 */
export const settingsLimits = {
  commissionRate: { min: 0, max: 5000 },
  withdrawMin: { min: 1, max: 100_000_00 },
  withdrawDailyMax: { min: 1, max: 100_000_000 },
  inviteReward: { min: 0, max: 100_000_00 },
  checkinPoints: { min: 0, max: 1000 },
} as const;

/** sandbox and bank always exist; the gateways (Alipay, WeChat Pay) are offered only where configured */
export const rechargeMethods = ['sandbox', 'bank', 'alipay', 'wechatpay'] as const;
export const gatewayMethods = ['alipay', 'wechatpay'] as const;
/** `rejected`: a bank transfer an admin did not confirm; `closed`: a gateway order that expired or closed unpaid */
export const rechargeStatuses = ['pending', 'paid', 'rejected', 'closed'] as const;
/** why a gateway payment was not credited automatically (an admin looks: docs/operations.md) */
export const rechargeFlags = ['amount_mismatch', 'paid_after_close'] as const;

/**
 * Ledger transaction kinds that show in bills. Other modules add their own
 * (the filter accepts any such name); these have labels in the web client.
 */
export const billKinds = [
  'recharge',
  'recharge_sandbox',
  'recharge_alipay',
  'recharge_wechatpay',
  'topup_refund',
  'topup_refund_released',
  'withdraw',
  'withdraw_rejected',
  'withdraw_cancelled',
  'task_pay',
  'task_release',
  'task_refund',
  'model_sale',
  'invite_reward',
  'spreadcoins',
  'activecoins',
] as const;

/** `GET /api/Bills/export?kind=&from=&to=`: the filtered bills as a CSV download (member only). */
export const BILLS_EXPORT_PATH = 'Bills/export';

/** a top-up refund's states (docs/rules/money.md "Refunds of top-ups"): coins held while `processing` */
export const refundStatuses = ['processing', 'succeeded', 'failed'] as const;

export const withdrawMethods = ['alipay', 'bank'] as const;
/** `paying`: an Alipay payout under way (docs/rules/money.md "Withdrawals"); its coins stay held */
export const withdrawStatuses = ['pending', 'paying', 'paid', 'rejected', 'cancelled'] as const;

/** The limits of a withdrawal's texts (Applycash/postNew), without zod: wallet.ts builds its schema from them and the withdrawal form checks them. */
export const withdrawFieldLimits = {
  /** an Alipay account (phone or e-mail) or a bank card number, trimmed */
  account: { min: 3, max: 64 },
  /** a bank card number: its digits, spaces between them left out */
  cardDigits: { min: 12, max: 19 },
  accountName: { min: 1, max: 40 },
  bankName: { min: 2, max: 60 },
} as const;

/** What is left of a member's daily withdrawal maximum after `used` cents today (Applycash/limits `leftToday`). */
export const withdrawLeftToday = (dailyMax: number, used: number) => Math.max(0, dailyMax - used);

/**
 * The amounts a withdrawal may have, in cents, under a member's limits as Applycash/limits tells them: from the
 * minimum to the least of what is left today and the coins available (none when that is below the minimum). The
 * server refuses below it (WITHDRAW_BELOW_MIN), past `leftToday` (WITHDRAW_DAILY_LIMIT, `withdrawLeftToday`) and past
 * the available coins (the ledger's balance); the withdrawal form checks the amount against it.
 */
export function withdrawAmountRange(limits: { withdrawMin: number; leftToday: number; available: number }) {
  return { min: limits.withdrawMin, max: Math.min(limits.leftToday, limits.available) };
}

/** the most characters of a withdrawal's payout reference (Admin/withdrawReview `payoutRef`: the transfer's number) */
export const PAYOUT_REF_MAX = 64;

/** Whether `account` can be a bank card number: digits only once the spaces are left out, as many as `cardDigits` says. */
export function isCardNumber(account: string): boolean {
  const digits = account.replace(/\s/g, '');
  return /^\d+$/.test(digits) && digits.length >= withdrawFieldLimits.cardDigits.min && digits.length <= withdrawFieldLimits.cardDigits.max;
}
