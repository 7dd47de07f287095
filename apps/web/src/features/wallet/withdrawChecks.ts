import { isCardNumber, withdrawAmountRange, withdrawFieldLimits as limits, type withdrawMethods } from '@boothhub/shared/contracts/walletOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { pinChecks } from '../../components/pinChecks';
import { charCount } from '../../components/lite/checks';
import { moneyChecks } from '../../components/money';

type T = (key: MessageKey, params?: Params) => string;
type Method = (typeof withdrawMethods)[number];
export type WithdrawValues = Record<'method' | 'account' | 'accountName' | 'bankName' | 'paycode', string>;

/**
 * The withdrawal form's texts (Applycash/postNew), with the limits of the wallet contract (withdrawFieldLimits,
 * isCardNumber), counted as sent: trimmed. The account's and the bank's rules follow the method chosen
 * (`values.method`); the bank is asked for a bank card only.
 */
export function withdrawChecks(t: T) {
  const labelOf = (m: string) => (m === 'bank' ? t('withdraw.cardNumber') : t('withdraw.alipayAccount'));
  const text =
    (label: (values: Readonly<Record<string, string>>) => string, { min, max }: { min: number; max: number }): Check =>
    (v, values) => {
      const s = v.trim();
      if (!s) return t('form.required', { label: label(values) });
      if (charCount(s) < min) return t('form.string.min', { label: label(values), min });
      if (charCount(s) > max) return t('form.string.max', { label: label(values), max });
      return undefined;
    };
  const forBank =
    (check: Check): Check =>
    (v, values) =>
      values.method === 'bank' ? check(v, values) : undefined;
  return {
    method: [],
    account: [
      text((values) => labelOf(values.method ?? ''), limits.account),
      forBank((v) => (isCardNumber(v.trim()) ? undefined : t('withdraw.cardInvalid'))),
    ],
    accountName: [text(() => t('withdraw.accountName'), limits.accountName)],
    bankName: [forBank(text(() => t('withdraw.bankName'), limits.bankName))],
    paycode: pinChecks(t, t('paycode.pin'), t('paycode.sixDigits')),
  } satisfies Record<keyof WithdrawValues, Check[]>;
}

/**
 * The amount's rules under the member's limits as the server told them (Applycash/limits): coins with two decimals at
 * most, within `withdrawAmountRange` — the minimum, what is left today, the coins available.
 */
export function withdrawAmountChecks(t: T, l: Parameters<typeof withdrawAmountRange>[0]): Check[] {
  const { min, max } = withdrawAmountRange(l);
  return moneyChecks(t, t('withdraw.amount'), min, max);
}

/** What the form sends for its texts and an amount (cents): trimmed; the bank only for a bank card. */
export const withdrawBody = (amount: number, v: WithdrawValues) => ({
  amount,
  method: v.method as Method,
  account: v.account.trim(),
  accountName: v.accountName.trim(),
  ...(v.method === 'bank' ? { bankName: v.bankName.trim() } : {}),
  paycode: v.paycode,
});
