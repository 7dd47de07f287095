import type { FastifyInstance } from 'fastify';
import { originCheck } from './origin.js';
import { answerHeaders } from './security.js';

/**
 * The one onRequest hook of every route, synchronous (no promise per request): the security headers and the request's
 * id (security.ts), `Connection: close` while the instance drains (connections.ts) and the Origin check of
 * state-changing calls (origin.ts). They were three hooks, and @fastify/cookie's parse a fourth (now lazy, cookies.ts):
 * Fastify's hook runner costs per hook and per request (issue 37, docs/performance.md). The Cookie header is not read
 * here.
 */
export function registerRequestStart(app: FastifyInstance, opts: { https: boolean; publicUrl: string; state: { shuttingDown: boolean } }) {
  const setHeaders = answerHeaders({ https: opts.https });
  const refusal = originCheck(opts.publicUrl);
  const state = opts.state;
  app.addHook('onRequest', (req, reply, done) => {
    setHeaders(req, reply);
    if (state.shuttingDown) reply.header('connection', 'close');
    done(refusal(req));
  });
}
