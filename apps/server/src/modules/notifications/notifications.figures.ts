import { admin as contract, type admin } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { trendStart } from '../../lib/daily.js';
import { countsByDay } from './notifications.repository.js';

/**
 * The back-office dashboard: off-site notifications per day and channel (sent / failed / dead) over the last
 * NOTIFY_DAYS days, by the day they were queued (decision 074).
 */
export const notificationFigures = async (db: Db, now: Date): Promise<Partial<admin.Dashboard>> => ({
  notifications: await countsByDay(db, trendStart(now, contract.NOTIFY_DAYS)),
});
