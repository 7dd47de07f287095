import type { admin } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { countPending } from './exhibitions.repository.js';

/** The back-office dashboard: exhibitions waiting for review (queue `exhibitions`). */
export const exhibitionFigures = async (db: Db): Promise<Partial<admin.Dashboard>> => ({ queues: { exhibitions: await countPending(db) } });
