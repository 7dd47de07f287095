import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@boothhub/shared';
import { FIRST_ANSWER_ID } from '@boothhub/shared/patterns';
import type { DocumentAnswer } from './context.js';
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
  const pages = documentPages(app, dist);
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
  app.get('/*', async (req, reply) => {
    const q = req.url.indexOf('?');
    const url = q < 0 ? req.url : req.url.slice(0, q);
    const search = q < 0 ? '' : req.url.slice(q + 1);
    if (url.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url)) {
      return sendError(req, reply, 'ROUTE_NOT_FOUND', { method: req.method, url });
    }
    reply.header('vary', 'Accept-Encoding, Cookie, Accept-Language');
    const lang = requestLang(req);
    const file = english && lang === 'en-US' ? 'index.en-US.html' : 'index.html';
    const extra = await pages.extra(req, url, search, lang);
    if (!extra) return reply.sendFile(file);
    // the page with its own preloads and first answer (a member's own view): made per request, compressed on the fly,
    // never kept by a shared cache
    return reply
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(pages.html(file).replace('</head>', `${extra}</head>`));
  });
}

/** The build's list of the chunks each page needs beyond the entry (apps/web/vite.config.ts `pagePreloads`). */
const PAGE_PRELOADS = 'page-preloads.json';

/**
 * What a page's document carries beyond the built one (decision 046): the `modulepreload` links of the page's own
 * chunks, so they load beside the entry instead of after it, and, for the pages that registered their first call
 * (`ctx.documentAnswers`, e.g. the task list), that call's answer, asked of the server itself with the visitor's cookie
 * and language, as the page would ask once its JavaScript runs. A refused or failed call sends nothing along: the
 * page asks itself and shows the refusal as usual.
 */
function documentPages(app: FastifyInstance, dist: string) {
  const preloadFile = path.join(dist, PAGE_PRELOADS);
  const preloads: Record<string, string[]> = existsSync(preloadFile) ? JSON.parse(readFileSync(preloadFile, 'utf8')) : {};
  const links = new Map(
    Object.entries(preloads).map(([page, files]) => [page, files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('')]),
  );
  const html = new Map<string, string>();
  const read = (file: string) => {
    let page = html.get(file);
    if (page === undefined) {
      page = readFileSync(path.join(dist, file), 'utf8');
      html.set(file, page);
    }
    return page;
  };

  async function answer(req: FastifyRequest, ask: DocumentAnswer, search: string, lang: Lang): Promise<string> {
    const first = ask(new URLSearchParams(search));
    if (!first) return '';
    const body = JSON.stringify(first.body);
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/${first.call}`,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': lang,
          ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
          ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
        },
        payload: body,
      });
      if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').startsWith('application/json')) return '';
      const head = JSON.stringify({ call: first.call, body, lang, status: res.statusCode });
      // `<` written as \u003c: no text of the answer (a task's title) can close the script element
      const json = `${head.slice(0, -1)},"answer":${res.body}}`.replace(/</g, '\\u003c');
      return `<script type="application/json" id="${FIRST_ANSWER_ID}">${json}</script>`;
    } catch (err) {
      req.log.warn({ err, call: first.call }, 'the first answer of a page failed; the page asks itself');
      return '';
    }
  }

  return {
    html: read,
    async extra(req: FastifyRequest, url: string, search: string, lang: Lang): Promise<string> {
      const ask = app.ctx.documentAnswers.get(url);
      return (links.get(url) ?? '') + (ask ? await answer(req, ask, search, lang) : '');
    },
  };
}
