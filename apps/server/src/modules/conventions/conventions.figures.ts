import type { admin } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { countPending } from './conventions.repository.js';

/** The back-office dashboard: conventions waiting for review (queue `conventions`). */
export const conventionFigures = async (db: Db): Promise<Partial<admin.Dashboard>> => ({ queues: { conventions: await countPending(db) } });
