/**
 * Baseline (a'): the bare Fastify hello of (a) with what every BoothHub answer must carry — the security headers of an
 * API answer (apps/server/src/platform/security.ts `apiHeaders`) and its request id — set in one synchronous onRequest
 * hook, as the server sets them. Nothing else (no logging, no plugins). Listens on 127.0.0.1:$PORT.
 * It tells how much of /healthz's distance to (a) those headers are (docs/performance.md, issue 14).
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { apiHeaders, securityHeaders } from '../../apps/server/src/platform/security.js';

const headers = apiHeaders(securityHeaders({ https: false }));
const app = Fastify({ logger: false, genReqId: () => randomUUID() });
app.addHook('onRequest', (req, reply, done) => {
  reply.headers(headers);
  reply.header('x-request-id', req.id);
  done();
});
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
