import type { admin } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { countPending } from './models.repository.js';

/** The back-office dashboard: models waiting for review (queue `models`). */
export const modelFigures = async (db: Db): Promise<Partial<admin.Dashboard>> => ({ queues: { models: await countPending(db) } });
