/**
 * The full BoothHub server for a benchmark: buildApp with the configuration
 * from the environment (DATABASE_URL to the bench database, LOG_LEVEL), the
 * web client off, listening on 127.0.0.1:$PORT. Answers as production sends
 * them (ANSWER_CHECK=plain, decision 043) unless ANSWER_CHECK says otherwise.
 * BENCH_TOUCHES_PER_S=n: meanwhile the server's own database handle writes a session's last-seen time n times a second
 * (what signed-in members' requests do every five minutes each on a live site), to measure kept answers under the
 * private writes a live site makes (decision 055).
 * BENCH_CHEAP_PAGE=1: the server also answers `POST /api/Bench/cheapPage`, `npm run bench` row (k) (bench/cheapest-page.ts).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { registerCheapestPage } from '../cheapest-page.js';

const app = await buildApp(loadConfig({ ...process.env, HOST: '127.0.0.1', DEMO_DATA: '0', ANSWER_CHECK: process.env.ANSWER_CHECK ?? 'plain' }), {
  web: false,
});
if (process.env.BENCH_CHEAP_PAGE === '1') registerCheapestPage(app);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const touches = Number(process.env.BENCH_TOUCHES_PER_S ?? 0);
const touching =
  touches > 0
    ? setInterval(
        // (a Drizzle query runs when awaited: `catch` starts it)
        () =>
          void app.ctx.db
            .execute(sql`update "sessions" set "last_seen_at" = now() where "id" = (select min("id") from "sessions")`)
            .catch(() => undefined),
        1000 / touches,
      )
    : undefined;
process.on('SIGTERM', () => {
  clearInterval(touching);
  void app.close().then(() => process.exit(0));
});
