import { useMutation } from '@tanstack/react-query';
import type { wallet, BodyOf } from '@boothhub/shared';
// the constant without zod: the plain activity centre loads no schemas (decision 049)
import { BILLS_EXPORT_PATH } from '@boothhub/shared/contracts/walletOptions';
import { call } from '../../lib/request';
import { byId, queryKeys, quiet, send, useRefresh } from '../../lib/api';
import { useIdempotencyKey } from '../../lib/idempotency';
import { sessionKeys } from '../account/session';

/**
 * The wallet's calls (docs/rules/api.md "Wallet", Member/setPayment, identity, invitations, the activity centre) and the
 * back-office money queues. Money is integer cents throughout; calls that move money send an Idempotency-Key.
 */
export const walletKeys = queryKeys(
  'wallet',
  ['bills', 'recharges', 'withdrawals', 'invites', 'points'],
  ['paymentInfo', 'limits', 'identity', 'activity'],
);

export const adminWalletKeys = queryKeys('admin', ['recharges', 'withdrawals', 'identities'], ['settings']);

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const walletApi = {
  paymentInfo: () => call('Wallet/paymentInfo', {}),
  recharge: (body: BodyOf<typeof wallet.recharge>, key: string) => call('Wallet/recharge', body, withKey(key)),
  rechargeList: send('Wallet/rechargeList'),
  rechargeInfo: send('Wallet/rechargeInfo'),
  bills: send('Bills/transaction'),
  withdraw: (body: BodyOf<typeof wallet.postNew>, key: string) => call('Applycash/postNew', body, withKey(key)),
  withdrawals: send('Applycash/list'),
  cancelWithdrawal: byId('Applycash/cancel'),
  limits: () => call('Applycash/limits', {}),
  setPayment: send('Member/setPayment'),
  userAuth: send('Member/userAuth'),
  userAuthInfo: () => call('Member/userAuthInfo', {}),
  listInvite: send('Member/listInvite'),
  checkin: () => call('Activity/checkin', {}),
  activityInfo: () => call('Activity/info', {}),
  points: send('Activity/points'),
};

export const adminWalletApi = {
  rechargeList: send('Admin/rechargeList'),
  rechargeReview: send('Admin/rechargeReview'),
  rechargeRefund: (body: BodyOf<typeof wallet.adminRechargeRefund>, key: string) => call('Admin/rechargeRefund', body, withKey(key)),
  withdrawList: send('Admin/withdrawList'),
  withdrawReview: send('Admin/withdrawReview'),
  /** quiet: the page shows Alipay's answer itself */
  withdrawPayout: send('Admin/withdrawPayout', quiet),
  identityList: send('Admin/identityList'),
  identityReview: send('Admin/identityReview'),
  settings: () => call('Admin/settings', {}),
  settingsSave: send('Admin/settingsSave'),
};

/** The CSV download of the bills with the same filter (`GET /api/Bills/export`). */
export function billsExportUrl(filter: { kind?: string; from?: string; to?: string }): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v) q.set(k, v);
  const s = q.toString();
  return `/api/${BILLS_EXPORT_PATH}${s ? `?${s}` : ''}`;
}

export { newIdempotencyKey, useIdempotencyKey } from '../../lib/idempotency';

/**
 * A mutation that moves money: each attempt carries one Idempotency-Key (useIdempotencyKey), settled by the answer.
 * `mutationFn` gets the variables and the key to send.
 */
export function useMoneyMutation<V, D>(opts: {
  mutationFn: (vars: V, key: string) => Promise<D>;
  onSuccess?: (data: D) => unknown;
  onError?: (err: Error) => void;
}) {
  const idem = useIdempotencyKey();
  return useMutation({
    mutationFn: (vars: V) => opts.mutationFn(vars, idem.current()),
    onSuccess: (data) => {
      idem.settle();
      return opts.onSuccess?.(data);
    },
    onError: (err) => {
      idem.settle(err);
      opts.onError?.(err);
    },
  });
}

/** After money moved: the wallet's lists and the member's balance are out of date. */
export const useWalletRefresh = () => useRefresh(walletKeys.all, sessionKeys.member);
