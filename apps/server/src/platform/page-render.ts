import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@boothhub/shared';

/**
 * The public pages the server renders with their content (decision 076): the web client's own routes and components,
 * built by `vite build --ssr` (apps/web/src/entry-server.tsx → apps/web/dist-ssr/entry-server.js) and imported at
 * start. The page's data is the API's answers asked in process with the visitor's cookie and language, the same calls
 * and query keys the page's hooks use, sent along for the client to take over (hydration) without asking again.
 */

/** the session cookie's name (modules/accounts: the platform knows no module) */
const SESSION_COOKIE = 'bh_session';

/** What the web client's server entry exports (apps/web/src/entry-server.tsx). */
export interface PageRenderer {
  render(req: { url: string; lang: Lang; phone: boolean; fetch: typeof fetch }): Promise<{ html: string; state: string } | null>;
}

/**
 * The pages rendered on the server, by their route's path (a public page kind's `path`, a list page's address); every
 * other page — the member-only ones among them — is rendered by the client as before.
 */
export const RENDERED_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/orderList',
  '/orderDetail',
  '/exhibition',
  '/exhibition/:id',
  '/designer',
  '/designInfo',
  '/modelCenter',
  '/modelDetail',
  '/conventionSpace',
  '/conventionSpace/:id',
  '/conventionSpace/spaceInfo',
  '/factory',
  '/factoryInfo',
  '/service',
  '/serviceInfo',
  '/article',
  '/article/:id',
  '/help',
  '/help/helDetail',
  '/about',
]);

/** a phone's browser, by its user agent (the page is drawn for a phone's width; decision 076) */
const PHONE = /Mobi|Android|iPhone|iPod/i;

/** The built server entry, or null (not built: every page is client-rendered; the start says so). */
export async function loadPageRenderer(file: string): Promise<PageRenderer | null> {
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (typeof mod.render !== 'function') throw new Error(`${file} exports no render()`);
  return { render: mod.render };
}

/**
 * Renders a page for a visitor: its API calls asked of the server itself with the request's cookies, user agent and
 * the page's language. A visitor's page is the same for every visitor: it is kept like the public answers
 * (platform/answer-cache.ts: emptied by every write to what it shows, never kept from a render that raced a write).
 * null when the page is not rendered (the client renders it): for a request with a session (a member works on the
 * page at once — what they type before the page is taken over would be lost — and crawlers are visitors), and when
 * the render failed (logged, never a 500).
 */
export function pageRendering(app: FastifyInstance, renderer: PageRenderer) {
  const fetchFor =
    (req: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: String(input),
        headers: {
          ...(init?.headers as Record<string, string> | undefined),
          ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
          ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
        },
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
    };

  return async function render(req: FastifyRequest, url: string, lang: Lang): Promise<RenderedPage | null> {
    const answers = app.ctx.answers;
    if (req.cookies?.[SESSION_COOKIE]) return null;
    const phone = PHONE.test(req.headers['user-agent'] ?? '');
    const key = `page-render:${lang}:${phone ? 'phone' : 'desktop'}:${url}`;
    const kept = answers.get(key);
    if (kept !== undefined) return unpack(kept);
    const generation = answers.generation();
    try {
      const rendered = await renderer.render({ url, lang, phone, fetch: fetchFor(req) });
      if (!rendered) return null;
      const page = { ...rendered, digest: digestOf(rendered) };
      answers.set(key, generation, pack(page));
      return page;
    } catch (err) {
      req.log.error({ err, url }, 'rendering a page failed; the client renders it');
      return null;
    }
  };
}

/** A rendered page: its content, the state the client takes over, and the digest of both for the page's ETag. */
export interface RenderedPage {
  html: string;
  state: string;
  /** the same page rendered again has the same digest: the times its answers were fetched are left out */
  digest: string;
}

/** the times in a rendered page's dehydrated queries (entry-server.tsx) */
const FETCHED_AT = /"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

const digestOf = (r: { html: string; state: string }) =>
  createHash('sha1').update(r.html).update(r.state.replace(FETCHED_AT, '')).digest('base64url');

/**
 * A rendered page kept as one string (the answer cache keeps strings) that a hit takes apart by two lengths and two
 * slices instead of parsing 100 KB of JSON on every request (issue 35: a kept home page cost 8 ms a request).
 */
const pack = (p: RenderedPage) => `${p.digest.length}:${p.state.length}:${p.digest}${p.state}${p.html}`;

function unpack(kept: string): RenderedPage {
  const a = kept.indexOf(':');
  const b = kept.indexOf(':', a + 1);
  const digestEnd = b + 1 + Number(kept.slice(0, a));
  const stateEnd = digestEnd + Number(kept.slice(a + 1, b));
  return { digest: kept.slice(b + 1, digestEnd), state: kept.slice(digestEnd, stateEnd), html: kept.slice(stateEnd) };
}
