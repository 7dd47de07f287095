/**
 * The cheapest read of the public task list's first page (`npm run bench` rows (j) and (k)): 20 tasks newest first,
 * past the unpaid drafts, with the list's own task columns (tasks.repository `listTaskColumns`) from the tasks table
 * alone — not the publisher's cardno and name, the signups' count or the designer, which need other tables, and no
 * total. Any statement answering that page reads at least these rows and columns.
 */
import { desc, ne } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { tasks } from '../apps/server/src/db/schema/index.js';
import { listTaskColumns } from '../apps/server/src/modules/tasks/tasks.repository.js';

export const cheapestPage = (db: Db) => db.select(listTaskColumns).from(tasks).where(ne(tasks.status, 'unpaid')).orderBy(desc(tasks.id)).limit(20);
