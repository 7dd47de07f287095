import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Limits } from '../config.limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The graceful stop (decision record 018): /readyz answers 503 and every
     * answer says `Connection: close` for `drainMs` while requests are still
     * served, so a load balancer takes the instance out; then app.close()
     * stops accepting, closes idle connections, ends live streams (preClose)
     * and waits for requests in flight.
     */
    drainAndClose(drainMs: number): Promise<void>;
  }
}

/** Timeouts of the HTTP server: slow or idle sockets are closed (decision record 018). */
export function serverTimeouts(limits: Limits): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks the header and request timeouts on this interval (30 s by default, too coarse for a 20 s limit)
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

/** `drainAndClose`; while `state.shuttingDown`, every answer says `Connection: close` (request-start.ts). */
export function registerDrain(app: FastifyInstance, state: { shuttingDown: boolean }) {
  app.decorate('drainAndClose', async (drainMs: number) => {
    state.shuttingDown = true;
    app.log.info({ drainMs }, 'draining: /readyz answers 503, requests are still served');
    await sleep(drainMs);
    await app.close();
  });
}
