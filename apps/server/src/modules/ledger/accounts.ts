/** The ledger's accounts (docs/rules/money.md). Member accounts never go below zero; platform accounts may. */
export type AccountKind = 'member_available' | 'member_escrow' | 'member_hold' | 'platform_revenue' | 'platform_cash' | 'platform_rewards';

export interface AccountRef {
  kind: AccountKind;
  memberId?: number;
  ref?: string;
}

/** coins a member can spend or withdraw */
export const available = (memberId: number): AccountRef => ({ kind: 'member_available', memberId });
/** a task's budget held for it, owned by the paying business */
export const escrow = (memberId: number, taskId: number): AccountRef => ({ kind: 'member_escrow', memberId, ref: `task:${taskId}` });
/** coins held while a withdrawal waits for an admin */
export const withdrawalHold = (memberId: number, withdrawalId: number): AccountRef => ({
  kind: 'member_hold',
  memberId,
  ref: `withdrawal:${withdrawalId}`,
});
/** coins held while a refund of a top-up is under way at its payment provider */
export const refundHold = (memberId: number, refundId: number): AccountRef => ({ kind: 'member_hold', memberId, ref: `refund:${refundId}` });
/** commission and sales fees the platform earned */
export const platformRevenue: AccountRef = { kind: 'platform_revenue' };
/** money outside the platform: top-ups come from it, paid withdrawals go to it (its balance is minus the cash held) */
export const platformCash: AccountRef = { kind: 'platform_cash' };
/** rewards the platform gives away (invitations, activities, promotions) */
export const platformRewards: AccountRef = { kind: 'platform_rewards' };

export const isMemberAccount = (kind: string) => kind.startsWith('member_');
