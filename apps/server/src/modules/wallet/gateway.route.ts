import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { windowLimit } from '../../lib/window-limit.js';

/** per address and minute: a provider sends a notification again until it reads its "handled" answer */
const NOTIFY_PER_MINUTE = 300;

export interface NotificationRoute {
  path: string;
  /** the provider's name in the log */
  provider: string;
  bodyLimit: number;
  /** the answer to one address's notifications past the rate limit */
  limited: (reply: FastifyReply) => FastifyReply;
  /** verifies the raw body as it came and answers the provider */
  handle: (req: FastifyRequest, raw: string, reply: FastifyReply) => Promise<FastifyReply>;
  /** the answer when handling threw: the provider sends the notification again */
  failed: (err: unknown, reply: FastifyReply) => FastifyReply;
}

/**
 * A gateway's notification route (docs/rules/money.md "Top-up"): outside the calls — no login, no contract, no Origin
 * check (`anyOrigin`: a signed server-to-server call) — with the body kept as the exact bytes that came, which the
 * provider's signature covers, and rate-limited per address.
 */
export async function registerNotificationRoute(app: FastifyInstance, route: NotificationRoute) {
  const limit = windowLimit(NOTIFY_PER_MINUTE, 60_000);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: route.bodyLimit }, (_req, body, done) => done(null, body));
    scope.post(route.path, { schema: { hide: true }, config: { anyOrigin: true } }, async (req, reply) => {
      if (limit.take(req.ip, Date.now()) > 0) return route.limited(reply.header('cache-control', 'no-store'));
      return route.handle(req, typeof req.body === 'string' ? req.body : '', reply.header('cache-control', 'no-store'));
    });
    scope.setErrorHandler((err, req, reply) => {
      req.log.error({ err }, `${route.provider} notification not handled; the provider sends it again`);
      return route.failed(err, reply);
    });
  });
}
