import { admin as contract, startOfShanghaiDay, type admin } from '@boothhub/shared';
import { dailySeries, trendStart } from '../../lib/daily.js';
import type { Db } from '../../db/client.js';
import * as repo from './admin.repository.js';
import { walletFigures } from '../wallet/wallet.figures.js';
import { taskFigures } from '../tasks/tasks.figures.js';
import { conventionFigures } from '../conventions/conventions.figures.js';
import { exhibitionFigures } from '../exhibitions/exhibitions.figures.js';
import { modelFigures } from '../models/models.figures.js';
import { notificationFigures } from '../notifications/notifications.figures.js';

/**
 * One contributor per module to the back-office dashboard. A module adds its
 * figures by exporting a `DashboardFigures` function from its `<module>.figures.ts` (the
 * one file besides its services that another module may import) and adding
 * it to `dashboardFigures` (one line), plus an optional field in the contract's
 * `dashboardSchema`. `queues` and `trend` series from several contributors are merged.
 */
export type DashboardFigures = (db: Db, now: Date) => Promise<Partial<admin.Dashboard>>;

export const memberFigures: DashboardFigures = async (db, now) => {
  const byRole = await repo.countMembersByRole(db);
  const { banned, newSince } = await repo.countBannedAndNew(db, startOfShanghaiDay(now));
  const from = trendStart(now, contract.TREND_DAYS);
  const joined = await repo.countNewMembersByDay(db, from);
  const membersByRole: Record<string, number> = { designer: 0, business: 0, factory: 0, admin: 0 };
  for (const r of byRole) membersByRole[r.role] = r.n;
  return {
    members: byRole.reduce((sum, r) => sum + r.n, 0),
    membersByRole,
    banned,
    newToday: newSince,
    trend: { members: dailySeries(joined, from, contract.TREND_DAYS) },
  };
};

export const dashboardFigures: DashboardFigures[] = [
  memberFigures,
  walletFigures,
  taskFigures,
  conventionFigures,
  exhibitionFigures,
  modelFigures,
  notificationFigures,
];
