/**
 * The full BoothHub server (bench/targets/server.ts's settings) with one more call, `POST /api/Bench/cheapPage`:
 * getBusinesTask's body, access, answer schema and envelope, answered from the cheapest read of a first page — row
 * (j)'s statement (20 tasks newest first, the list item's columns from the tasks table alone) as a prepared statement
 * of the server's own kind (lib/prepared.ts), each row presented by the list's own `toListItem`, the publisher's
 * cardno and name, the signups' count and the designer as empty values of their types, no total counted. What this
 * server would answer a computed first page at if the task row carried everything the list shows: issue 37's
 * measurement of item 2 (`npm run bench` row (k)). Listens on 127.0.0.1:$PORT; the database is $DATABASE_URL.
 */
import { tasks as contract } from '@boothhub/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { pageAnswer } from '../../apps/server/src/lib/paging.js';
import { prepared } from '../../apps/server/src/lib/prepared.js';
import { toListItem } from '../../apps/server/src/modules/tasks/tasks.presenter.js';
import { registerCall } from '../../apps/server/src/platform/calls.js';
import { cheapestPage } from '../cheapest-page.js';

const app = await buildApp(loadConfig({ ...process.env, HOST: '127.0.0.1', DEMO_DATA: '0', ANSWER_CACHE_MS: '0', ANSWER_CHECK: 'plain' }), {
  web: false,
});
const cheapPage = { ...contract.getBusinesTask, path: 'Bench/cheapPage', summary: 'the cheapest read of a first page, presented' };
registerCall(app, cheapPage, async (body, { ctx }) => {
  const rows = await prepared(ctx.db, 'bench_cheap_page', (d) => cheapestPage(d).prepare('bench_cheap_page')).execute();
  const items = rows.map((task) => toListItem({ task, cardno: '', nickname: '', signups: 0, designer: null }));
  return { ...pageAnswer(items, { total: items.length, totalCapped: false }, body), nextCursor: null };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
