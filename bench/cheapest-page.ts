/**
 * The cheapest read of the public task list's first page (`npm run bench` rows (j) and (k)): 20 tasks newest first,
 * past the unpaid drafts, with the list's own task columns (tasks.repository `listTaskColumns`) from the tasks table
 * alone — not the publisher's cardno and name, the signups' count or the designer, which need other tables, and no
 * total. Any statement answering that page reads at least these rows and columns.
 */
import { desc, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tasks as contract } from '@boothhub/shared';
import type { Db } from '../apps/server/src/db/client.js';
import { tasks } from '../apps/server/src/db/schema/index.js';
import { pageAnswer } from '../apps/server/src/lib/paging.js';
import { prepared } from '../apps/server/src/lib/prepared.js';
import { toListItem } from '../apps/server/src/modules/tasks/tasks.presenter.js';
import { listTaskColumns } from '../apps/server/src/modules/tasks/tasks.repository.js';
import { registerCall } from '../apps/server/src/platform/calls.js';

export const cheapestPage = (db: Db) => db.select(listTaskColumns).from(tasks).where(ne(tasks.status, 'unpaid')).orderBy(desc(tasks.id)).limit(20);

/**
 * Row (k)'s call, `POST /api/Bench/cheapPage`: getBusinesTask's body, access, answer schema and envelope, answered
 * from {@link cheapestPage} as a prepared statement of the server's own kind (lib/prepared.ts), each row presented by
 * the list's own `toListItem`, the publisher's cardno and name, the signups' count and the designer as empty values of
 * their types, no total counted: what this server would answer a computed first page at if the task row carried
 * everything the list shows (issue 37, item 2).
 */
export function registerCheapestPage(app: FastifyInstance) {
  const call = { ...contract.getBusinesTask, path: 'Bench/cheapPage', summary: 'the cheapest read of a first page, presented' };
  registerCall(app, call, async (body, { ctx }) => {
    const rows = await prepared(ctx.db, 'bench_cheap_page', (d) => cheapestPage(d).prepare('bench_cheap_page')).execute();
    const items = rows.map((task) => toListItem({ task, cardno: '', nickname: '', signups: 0, designer: null }));
    return { ...pageAnswer(items, { total: items.length, totalCapped: false }, body), nextCursor: null };
  });
}
