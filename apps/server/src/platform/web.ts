import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.plugin.js';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Serves the built web client; every non-API path falls back to index.html (client-side routes). */
export async function registerWebClient(app: FastifyInstance, dist = defaultDist) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web client not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  // A catch-all GET route rather than a second not-found handler: the envelope's
  // not-found handler (errors.plugin.ts) already owns the root prefix, and Fastify
  // allows one per prefix. Every other route (API, files, docs) is more specific and wins.
  app.get('/*', (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url)) {
      return sendError(req, reply, 'ROUTE_NOT_FOUND', { method: req.method, url });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
