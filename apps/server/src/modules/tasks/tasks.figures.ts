import { admin as contract, type admin } from '@boothhub/shared';
import { dailySeries, trendStart } from '../../lib/daily.js';
import type { Db } from '../../db/client.js';
import { openComplaints } from '../complaints/complaints.service.js';
import { countTasksByDay, countTasksByState } from './tasks.repository.js';

/** The tasks' part of the back-office dashboard: tasks by state, the complaint queue and tasks published/completed per day (escrow money comes from the wallet's figures). */
export const taskFigures = async (db: Db, now: Date): Promise<Partial<admin.Dashboard>> => {
  const from = trendStart(now, contract.TREND_DAYS);
  const [byState, complaints, byDay] = await Promise.all([countTasksByState(db), openComplaints(db), countTasksByDay(db, from)]);
  const tasksByState: Record<string, number> = {
    unpaid: 0,
    recruiting: 0,
    in_progress: 0,
    delivered: 0,
    completed: 0,
    cancelled: 0,
    disputed: 0,
    ...byState,
  };
  return {
    tasksByState,
    queues: { complaints },
    trend: {
      tasksPublished: dailySeries(byDay.published, from, contract.TREND_DAYS),
      tasksCompleted: dailySeries(byDay.completed, from, contract.TREND_DAYS),
    },
  };
};
