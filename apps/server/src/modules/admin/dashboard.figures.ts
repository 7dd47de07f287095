import type { admin } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import * as repo from './admin.repository.js';
import { walletFigures } from '../wallet/wallet.figures.js';
import { taskFigures } from '../tasks/tasks.figures.js';

/**
 * One contributor per module to the back-office dashboard. A module adds its
 * figures by exporting a `DashboardFigures` function from its own service file and adding
 * it to `dashboardFigures` (one line), plus an optional field in the contract's
 * `dashboardSchema`. `queues` from several contributors are merged.
 */
export type DashboardFigures = (db: Db, now: Date) => Promise<Partial<admin.Dashboard>>;

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000; // UTC+8, no daylight saving
const DAY_MS = 24 * 3600 * 1000;

/** Midnight of `now`'s day in Asia/Shanghai (the product's default time zone). */
export function startOfShanghaiDay(now: Date): Date {
  const local = now.getTime() + SHANGHAI_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - SHANGHAI_OFFSET_MS);
}

export const memberFigures: DashboardFigures = async (db, now) => {
  const byRole = await repo.countMembersByRole(db);
  const { banned, newSince } = await repo.countBannedAndNew(db, startOfShanghaiDay(now));
  const membersByRole: Record<string, number> = { designer: 0, business: 0, factory: 0, admin: 0 };
  for (const r of byRole) membersByRole[r.role] = r.n;
  return {
    members: byRole.reduce((sum, r) => sum + r.n, 0),
    membersByRole,
    banned,
    newToday: newSince,
  };
};

export const dashboardFigures: DashboardFigures[] = [memberFigures, walletFigures, taskFigures];
