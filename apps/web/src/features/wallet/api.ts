import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activity, identity, wallet } from '@boothhub/shared';
import type { BodyOf } from '@boothhub/shared';
import { call } from '../../lib/request';
import { useIdempotencyKey } from '../../lib/idempotency';
import { sessionKeys } from '../account/session';

/**
 * The wallet's calls (docs/rules/api.md "Wallet", Member/setPayment, identity, invitations, the activity centre) and the
 * back-office money queues. Money is integer cents throughout; calls that move money send an Idempotency-Key.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  bills: (q: BodyOf<typeof wallet.transaction>) => ['wallet', 'bills', q] as const,
  recharges: (q: BodyOf<typeof wallet.rechargeList>) => ['wallet', 'recharges', q] as const,
  paymentInfo: ['wallet', 'paymentInfo'] as const,
  withdrawals: (q: BodyOf<typeof wallet.withdrawalList>) => ['wallet', 'withdrawals', q] as const,
  limits: ['wallet', 'limits'] as const,
  identity: ['wallet', 'identity'] as const,
  invites: (q: BodyOf<typeof activity.listInvite>) => ['wallet', 'invites', q] as const,
  activity: ['wallet', 'activity'] as const,
  points: (q: BodyOf<typeof activity.pointsList>) => ['wallet', 'points', q] as const,
};

export const adminWalletKeys = {
  all: ['admin'] as const,
  recharges: (q: BodyOf<typeof wallet.adminRechargeList>) => ['admin', 'recharges', q] as const,
  withdrawals: (q: BodyOf<typeof wallet.adminWithdrawList>) => ['admin', 'withdrawals', q] as const,
  identities: (q: BodyOf<typeof identity.identityList>) => ['admin', 'identities', q] as const,
  settings: ['admin', 'settings'] as const,
};

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const walletApi = {
  paymentInfo: () => call(wallet.paymentInfo, {}),
  recharge: (body: BodyOf<typeof wallet.recharge>, key: string) => call(wallet.recharge, body, withKey(key)),
  rechargeList: (body: BodyOf<typeof wallet.rechargeList>) => call(wallet.rechargeList, body),
  bills: (body: BodyOf<typeof wallet.transaction>) => call(wallet.transaction, body),
  withdraw: (body: BodyOf<typeof wallet.postNew>, key: string) => call(wallet.postNew, body, withKey(key)),
  withdrawals: (body: BodyOf<typeof wallet.withdrawalList>) => call(wallet.withdrawalList, body),
  cancelWithdrawal: (id: number) => call(wallet.withdrawalCancel, { id }),
  limits: () => call(wallet.withdrawLimits, {}),
  setPayment: (body: BodyOf<typeof wallet.setPayment>) => call(wallet.setPayment, body),
  userAuth: (body: BodyOf<typeof identity.userAuth>) => call(identity.userAuth, body),
  userAuthInfo: () => call(identity.userAuthInfo, {}),
  listInvite: (body: BodyOf<typeof activity.listInvite>) => call(activity.listInvite, body),
  checkin: () => call(activity.checkin, {}),
  activityInfo: () => call(activity.info, {}),
  points: (body: BodyOf<typeof activity.pointsList>) => call(activity.pointsList, body),
};

export const adminWalletApi = {
  rechargeList: (body: BodyOf<typeof wallet.adminRechargeList>) => call(wallet.adminRechargeList, body),
  rechargeReview: (body: BodyOf<typeof wallet.adminRechargeReview>) => call(wallet.adminRechargeReview, body),
  withdrawList: (body: BodyOf<typeof wallet.adminWithdrawList>) => call(wallet.adminWithdrawList, body),
  withdrawReview: (body: BodyOf<typeof wallet.adminWithdrawReview>) => call(wallet.adminWithdrawReview, body),
  identityList: (body: BodyOf<typeof identity.identityList>) => call(identity.identityList, body),
  identityReview: (body: BodyOf<typeof identity.identityReview>) => call(identity.identityReview, body),
  settings: () => call(wallet.adminSettings, {}),
  settingsSave: (body: BodyOf<typeof wallet.adminSettingsSave>) => call(wallet.adminSettingsSave, body),
};

/** The CSV download of the bills with the same filter (`GET /api/Bills/export`). */
export function billsExportUrl(filter: { kind?: string; from?: string; to?: string }): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v) q.set(k, v);
  const s = q.toString();
  return `/api/${wallet.BILLS_EXPORT_PATH}${s ? `?${s}` : ''}`;
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
export function useWalletRefresh() {
  const qc = useQueryClient();
  return async () => {
    await Promise.all([qc.invalidateQueries({ queryKey: walletKeys.all }), qc.invalidateQueries({ queryKey: sessionKeys.member })]);
  };
}
