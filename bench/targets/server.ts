/**
 * The full BoothHub server for a benchmark: buildApp with the configuration
 * from the environment (DATABASE_URL to the bench database, LOG_LEVEL), the
 * web client off, listening on 127.0.0.1:$PORT. Answers as production sends
 * them (ANSWER_CHECK=plain, decision 043) unless ANSWER_CHECK says otherwise.
 */
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';

const app = await buildApp(loadConfig({ ...process.env, HOST: '127.0.0.1', DEMO_DATA: '0', ANSWER_CHECK: process.env.ANSWER_CHECK ?? 'plain' }), {
  web: false,
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
