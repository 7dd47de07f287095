import type { admin } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { openComplaints } from '../complaints/complaints.service.js';
import { countTasksByState } from './tasks.repository.js';

/** The tasks' part of the back-office dashboard: tasks by state and the complaint queue (escrow money comes from the wallet's figures). */
export const taskFigures = async (db: Db): Promise<Partial<admin.Dashboard>> => {
  const [byState, complaints] = await Promise.all([countTasksByState(db), openComplaints(db)]);
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
  return { tasksByState, queues: { complaints } };
};
