import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.plugin.js';
import { requestLang } from './lang.js';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Hashed build output (dist/assets/name-HASH.ext): its content never changes under that name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * On-the-fly compression of answers over 1 KB (API JSON, CSV …) for clients
 * that accept it; brotli at a low quality, since it runs per request. The web
 * client's files are compressed at build time instead (registerWebClient).
 * Register before the routes it should cover.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // request bodies are never compressed by our clients: no decompression hook on every request
    globalDecompression: false,
  });
}

/**
 * Serves the built web client; every non-API path falls back to index.html
 * (client-side routes). The .br / .gz files made by apps/web/scripts/compress.mjs
 * are sent by the request's Accept-Encoding (with Vary: Accept-Encoding);
 * hashed assets are cached for a year, everything else (index.html) revalidated.
 * The page comes in the visitor's language when the build wrote one for it
 * (`index.en-US.html` beside the Chinese `index.html`: each preloads its
 * language's chunks; apps/web/vite.config.ts), chosen like the API's language
 * (the `bh_lang` cookie, else Accept-Language), so it varies by both.
 */
export async function registerWebClient(app: FastifyInstance, dist = defaultDist) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web client not built; serving the API only');
    return;
  }
  const assets = path.join(dist, 'assets') + path.sep;
  const english = existsSync(path.join(dist, 'index.en-US.html'));
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache');
    },
  });
  // A catch-all GET route rather than a second not-found handler: the envelope's
  // not-found handler (errors.plugin.ts) already owns the root prefix, and Fastify
  // allows one per prefix. Every other route (API, files, docs) is more specific and wins.
  app.get('/*', (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url)) {
      return sendError(req, reply, 'ROUTE_NOT_FOUND', { method: req.method, url });
    }
    reply.header('vary', 'Accept-Encoding, Cookie, Accept-Language');
    return reply.sendFile(english && requestLang(req) === 'en-US' ? 'index.en-US.html' : 'index.html');
  });
}
