import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
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
import { compressedPages, pageEncoding } from './compressed-pages.js';
import { notFoundHead, renderHead, withHead } from './page-head.js';
import { matchPublicPage, pagePath, type PageHead, type PublicPageKind } from './public-pages.js';
import { listPageHead, registerCrawling } from './crawling.js';
import { loadPageRenderer, pageRendering, RENDERED_PAGES } from './page-render.js';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
/** the web client's server render beside its build (apps/web/dist-ssr, decision 076) */
const ssrEntryOf = (dist: string) => path.join(dist, '..', 'dist-ssr', 'entry-server.js');

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
 * (the `bh_lang` cookie, else Accept-Language), so it varies by both; a `lang` in the query (the head's language
 * alternates) wins over both. A public page's address (platform/public-pages.ts) gets its own head — title,
 * description, canonical, previews, JSON-LD — or, when nothing public is there, status 404 and `noindex`; its document
 * carries an ETag and its row's Last-Modified, and a revisit that still holds it is answered 304 (decision 069).
 */
export async function registerWebClient(app: FastifyInstance, dist = defaultDist, ssrEntry?: string) {
  registerCrawling(app);
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web client not built; serving the API only');
    return;
  }
  const assets = path.join(dist, 'assets') + path.sep;
  const english = existsSync(path.join(dist, 'index.en-US.html'));
  const entry = ssrEntry ?? ssrEntryOf(dist);
  const renderer = await loadPageRenderer(entry);
  if (!renderer) app.log.warn({ ssrEntry: entry }, 'no server render of the web client; every page is rendered by the client');
  const render = renderer && pageRendering(app, renderer);
  const pages = documentPages(app, dist);
  const compressed = compressedPages();
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
    const lang = langOfQuery(search) ?? requestLang(req);
    const file = english && lang === 'en-US' ? 'index.en-US.html' : 'index.html';
    const found = await pages.head(req, url, search, lang);
    // a public page the server renders (decision 076): its content and the state the client hydrates from
    const rendered = found && render && RENDERED_PAGES.has(found.route) ? await render(req, req.url, lang) : null;
    const route = found?.route ?? url;
    const first = rendered ? '' : await pages.firstAnswer(req, route, search, lang);
    const extra = pages.preloads(route) + first;
    if (found === undefined && !extra) return reply.sendFile(file);
    // a rendered page's JavaScript starts once the page has painted (decision 085); any other page's loads at once
    const later = rendered ? pages.paintFirst(file, route) : null;
    // a function, not a string: a `$'` in an answer's text is not a replacement pattern
    let html = later ?? (extra ? pages.html(file).replace('</head>', () => `${extra}</head>`) : pages.html(file));
    const missing = found === null;
    // the head is set on the small document before the rendered page goes in: its searches never scan 100 KB of page
    if (found) html = withHead(html, renderHead(found.head, { base: app.ctx.config.publicUrl, path: found.path, lang }));
    else if (missing) html = withHead(html, notFoundHead(lang));
    // the ETag of a rendered page: the document's and the rendered page's digest (kept with it), not a hash of the whole
    const tagged = rendered ? `${html}${rendered.digest}` : null;
    if (rendered) html = html.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${rendered.state}`);
    // the page with its own head, preloads and first answer (a member's own view) or rendering (a visitor's): made per
    // request, compressed on the fly; with a first answer never kept by a shared cache
    reply.header('cache-control', first ? 'private, no-cache' : 'no-cache').type('text/html; charset=utf-8');
    if (missing) return reply.code(404).send(html);
    // a rendered page's digest leaves out when its answers were fetched: the same page rendered again is the same version
    const etag = `W/"${createHash('sha1')
      .update(tagged ?? html)
      .digest('base64url')}"`;
    reply.header('etag', etag);
    // the row's change time only where the row is all the document shows (a first answer or a rendered page changes
    // with more than it: their ETag alone tells a revisit)
    const modified = found && !first && !rendered ? lastSecond(found.head.lastModified, pages.builtAt(file)) : null;
    if (modified) reply.header('last-modified', modified.toUTCString());
    if (stillFresh(req, etag, modified)) return reply.code(304).send();
    const encoding = rendered ? pageEncoding(req.headers['accept-encoding']) : null;
    if (encoding) return reply.header('content-encoding', encoding).send(compressed.get(etag, encoding, html));
    return reply.send(html);
  });
}

const langOfQuery = (search: string): Lang | null => {
  if (!search.includes('lang=')) return null;
  const lang = new URLSearchParams(search).get('lang');
  return lang === 'zh-CN' || lang === 'en-US' ? lang : null;
};

/** the later of two times, to the second (an HTTP date's precision) */
const lastSecond = (a: Date, b: Date) => new Date(Math.floor(Math.max(a.getTime(), b.getTime()) / 1000) * 1000);

/** whether the client's copy is still this one: its ETag, else (no ETag asked) its date */
function stillFresh(req: FastifyRequest, etag: string, modified: Date | null) {
  const match = req.headers['if-none-match'];
  if (match) return match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag.replace(/^W\//, '') || t.trim() === '*');
  const since = req.headers['if-modified-since'];
  if (!since || !modified) return false;
  const at = Date.parse(since);
  return Number.isFinite(at) && at >= modified.getTime();
}

/** The build's list of the chunks each page needs beyond the entry (apps/web/vite.config.ts `pagePreloads`). */
const PAGE_PRELOADS = 'page-preloads.json';
/**
 * The pages whose preloads go only into their rendered document: the home page's sections load as a reader scrolls
 * toward them when the client draws the page (decision 045); the server draws them at once, with their styles.
 */
const RENDERED_ONLY = new Set(['/']);
/** The build's script that starts a rendered page's JavaScript after its first paint (vite.config.ts `hydrateLater`). */
const RENDERED_PAGE = 'rendered-page.json';

function readHydrateLater(dist: string): string | null {
  const file = path.join(dist, RENDERED_PAGE);
  if (!existsSync(file)) return null;
  const name = (JSON.parse(readFileSync(file, 'utf8')) as { hydrateLater?: unknown }).hydrateLater;
  return typeof name === 'string' && existsSync(path.join(dist, name)) ? name : null;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The built document with the entry's module script and every module preload taken out and handed to the
 * `hydrate-later` script (a classic `defer` script, low priority), the page's own styles linked (decision 085).
 */
export function paintFirstDocument(built: string, pageFiles: string[], hydrateLater: string): string | null {
  const entry = ENTRY_SCRIPT.exec(built)?.[1];
  if (!entry) return null;
  const modules = [...built.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const own = pageFiles.filter((f) => !f.endsWith('.css')).map((f) => `/${f}`);
  const styles = pageFiles
    .filter((f) => f.endsWith('.css'))
    .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
    .join('');
  const script = `<script defer src="/${hydrateLater}" data-entry="${entry}" data-preload="${[...modules, ...own].join(' ')}"></script>`;
  return built
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `${styles}${script}</head>`);
}

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
    Object.entries(preloads).map(([page, files]) => [
      page,
      files
        .map((f) => (f.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="/${f}">` : `<link rel="modulepreload" crossorigin href="/${f}">`))
        .join(''),
    ]),
  );
  const hydrateLater = readHydrateLater(dist);
  const paintFirst = new Map<string, string | null>();
  const html = new Map<string, { text: string; builtAt: Date }>();
  const read = (file: string) => {
    let page = html.get(file);
    if (page === undefined) {
      const at = path.join(dist, file);
      page = { text: readFileSync(at, 'utf8'), builtAt: statSync(at).mtime };
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

  /**
   * A public page's head data as any visitor may see it, kept like the public answers (platform/answer-cache.ts:
   * emptied by every write to what it shows).
   */
  async function kindHead(page: { kind: PublicPageKind; key: string }, lang: Lang): Promise<PageHead | null> {
    const answers = app.ctx.answers;
    const key = `page-head:${page.kind.kind}:${lang}:${page.key}`;
    const kept = answers.get(key);
    if (kept !== undefined) {
      const h = JSON.parse(kept) as PageHead;
      return { ...h, lastModified: new Date(h.lastModified) };
    }
    const generation = answers.generation();
    const found = await page.kind.head(app.ctx, page.key, lang);
    if (found) answers.set(key, generation, JSON.stringify(found));
    return found;
  }

  /**
   * The head of the address's public page and its canonical path (with the address's `lang`, if it asked for one);
   * null when the address is a public page's but nothing public is there (a 404); undefined for any other address, and
   * when reading the page failed (logged: the page goes without its own head, never a 500 for the document).
   */
  async function head(
    req: FastifyRequest,
    url: string,
    search: string,
    lang: Lang,
  ): Promise<{ head: PageHead; path: string; route: string } | null | undefined> {
    const withLang = (p: string) => (langOfQuery(search) ? `${p}${p.includes('?') ? '&' : '?'}lang=${lang}` : p);
    const list = listPageHead(url, lang);
    if (list) return { head: list, path: withLang(url), route: url };
    const page = matchPublicPage(url, search);
    if (!page) return undefined;
    if (page.key === null) return null;
    try {
      const found = await kindHead({ kind: page.kind, key: page.key }, lang);
      return found && { head: found, path: withLang(pagePath(page.kind, page.key)), route: page.kind.path };
    } catch (err) {
      req.log.error({ err, kind: page.kind.kind }, "a public page's head failed; the page goes without it");
      return undefined;
    }
  }

  return {
    html: (file: string) => read(file).text,
    builtAt: (file: string) => read(file).builtAt,
    head,
    /** the links of the page's own chunks and styles, by its route's path (the home page's: only when rendered) */
    preloads: (route: string) => (RENDERED_ONLY.has(route) ? '' : (links.get(route) ?? '')),
    /**
     * The document of a page the server rendered, its JavaScript started once the page has painted (decision 085): its
     * styles linked (the entry's and the page's), its modules — the entry's, the language's, the page's own — handed to
     * the build's `hydrate-later` script instead of loading beside them; null when the build has no such script.
     */
    paintFirst(file: string, route: string): string | null {
      const key = `${file}\n${route}`;
      let doc = paintFirst.get(key);
      if (doc === undefined) {
        doc = hydrateLater ? paintFirstDocument(read(file).text, preloads[route] ?? [], hydrateLater) : null;
        paintFirst.set(key, doc);
      }
      return doc;
    },
    /** the page's first answer, for the pages that registered their first call (not rendered with their answers) */
    async firstAnswer(req: FastifyRequest, route: string, search: string, lang: Lang): Promise<string> {
      const ask = app.ctx.documentAnswers.get(route);
      return ask ? answer(req, ask, search, lang) : '';
    },
  };
}
