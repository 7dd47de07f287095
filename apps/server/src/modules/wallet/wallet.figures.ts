import type { admin } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { countPendingIdentities } from '../identity/identity.service.js';
import { balancesByKind } from '../ledger/ledger.service.js';
import { countPending } from './wallet.repository.js';

/**
 * The wallet's part of the back-office dashboard: money in cents (coins held
 * by members, in escrow, in withdrawal holds, platform revenue, rewards given,
 * cash held for members) and the identity, top-up and withdrawal queues.
 */
export const walletFigures = async (db: Db): Promise<Partial<admin.Dashboard>> => {
  const [balances, pending, identity] = await Promise.all([balancesByKind(db), countPending(db), countPendingIdentities(db)]);
  const b = (kind: string) => balances[kind] ?? 0;
  return {
    money: {
      membersAvailable: b('member_available'),
      escrow: b('member_escrow'),
      withdrawalHold: b('member_hold'),
      platformRevenue: b('platform_revenue'),
      /** rewards given away (invitations, activities): the account runs negative */
      rewardsPaid: -b('platform_rewards'),
      /** money received and not yet paid out: the cash account's balance is minus it */
      cashHeld: -b('platform_cash'),
    },
    queues: { identity, recharges: pending.recharges, withdrawals: pending.withdrawals },
  };
};
