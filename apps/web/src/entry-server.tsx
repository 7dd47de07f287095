import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate, QueryClient, type Query, type QueryOptions } from '@tanstack/react-query';
import type { Lang } from '@boothhub/shared';
import { adoptLang } from './i18n/lang';
import { loadCatalogue } from './i18n/translate';
import { configureRequest } from './lib/request';
import { queryDefaults } from './lib/queryClient';
import { DESKTOP_WIDTH, PHONE_WIDTH, setGuessedWidth } from './lib/useMedia';
import { AppShell } from './app/App';
import { encodeSsrState, SSR_STATE_ID, type SsrState } from './app/ssrState';
import { buildRoutes } from './app/routes';

/**
 * The server's rendering of a public page (decision 076), built by `vite build --ssr` into dist-ssr/entry-server.js
 * and imported by the server at start (apps/server/src/platform/web.ts). The page is the client's own route table
 * and components: React Router's static handler matches the address and loads the route's lazy chunk, then the page
 * is rendered until every query it shows has its answer. The answers come from the server itself (`fetch` of the
 * request, the API in process with the visitor's cookie and language) under the same query keys the client's hooks
 * use, so the client takes the dehydrated cache over and asks nothing again. A page that cannot be rendered whole (a
 * refusal, an error, a redirect) is not rendered: the server sends the client's document as before.
 */

export interface RenderRequest {
  /** the path and query */
  url: string;
  lang: Lang;
  /** the request came from a phone (its user agent): the page is drawn for a phone's width */
  phone: boolean;
  /** the API as the visitor would ask it (`/api/...`), answered by the server in process */
  fetch: typeof fetch;
}

export interface Rendered {
  /** what goes into `<div id="root">` */
  html: string;
  /** the script element with the router's and the queries' state, for the client's hydration */
  state: string;
}

interface Render {
  lang: Lang;
  fetch: typeof fetch;
}
const current = new AsyncLocalStorage<Render>();

// the request helper asks through the request being rendered, in its language, and shows nothing
configureRequest({
  fetch: (input, init) => {
    const r = current.getStore();
    if (!r) return Promise.reject(new Error('a request outside a server render'));
    return r.fetch(input, init);
  },
  lang: () => current.getStore()?.lang ?? 'zh-CN',
  first: () => undefined,
  notifier: { warning: () => undefined, error: () => undefined, notification: () => undefined, redirect: () => undefined },
});

const catalogues = Promise.all([loadCatalogue('zh-CN'), loadCatalogue('en-US')]);
const handler = createStaticHandler(buildRoutes());

/** at most this many rounds of rendering and asking (a page's queries that wait on another's answer) */
const MAX_PASSES = 4;

/**
 * React renders on one thread, but prerendering awaits (lazy parts): renders take turns, so the language set for
 * one holds for all of it.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
}

async function toHtml(lang: Lang, width: number, client: QueryClient, context: StaticHandlerContext): Promise<string> {
  return inTurn(async () => {
    adoptLang(lang);
    setGuessedWidth(width);
    const router = createStaticRouter(handler.dataRoutes, context);
    const failed: unknown[] = [];
    const { prelude } = await prerender(
      <StrictMode>
        <AppShell client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>
      </StrictMode>,
      // every boundary inline, in its place: a boundary sent apart (hidden, put in place by a script) is not there
      // without JavaScript
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (err) => void failed.push(err) },
    );
    const html = await new Response(prelude).text();
    // a part that failed is left to the client (React sends its boundary's fallback): the page is not rendered
    if (failed.length) throw new RenderFailed(failed[0]);
    return html;
  });
}

/** A part of the page failed to render on the server. */
export class RenderFailed extends Error {
  constructor(cause: unknown) {
    super(`the page failed to render: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The options each query was last rendered with (the observers' options, `enabled` included). */
function recordingClient(): { client: QueryClient; rendered: Map<string, QueryOptions & { enabled?: unknown }> } {
  const client = new QueryClient({ defaultOptions: { ...queryDefaults, queries: { ...queryDefaults.queries, retry: false } } });
  const rendered = new Map<string, QueryOptions & { enabled?: unknown }>();
  const cache = client.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = ((c, options, state) => {
    const query = build(c, options, state);
    rendered.set(query.queryHash, options as QueryOptions);
    return query;
  }) as typeof cache.build;
  return { client, rendered };
}

const wanted = (query: Query, options: { enabled?: unknown } | undefined) => {
  if (!options || query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = typeof options.enabled === 'function' ? (options.enabled as (q: Query) => boolean)(query) : options.enabled;
  return enabled !== false;
};

/** The page at `url` rendered with its data, or null when it is not to be rendered here (the client renders it). */
export async function render(req: RenderRequest): Promise<Rendered | null> {
  await catalogues;
  return current.run({ lang: req.lang, fetch: req.fetch }, async () => {
    const context = await handler.query(new Request(new URL(req.url, 'http://boothhub.local')));
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
    const { client, rendered } = recordingClient();
    try {
      return await renderWith(req, context, client, rendered);
    } finally {
      // the render's queries go with it: a query given its own gcTime (the categories' tree keeps 2 hours) would
      // otherwise hold the client, the page's answers and the request in a timer that long (issue 37: an hour of
      // browsing kept every render since); clear() ends every query and its timer
      client.clear();
    }
  });
}

async function renderWith(
  req: RenderRequest,
  context: StaticHandlerContext,
  client: QueryClient,
  rendered: Map<string, QueryOptions & { enabled?: unknown }>,
): Promise<Rendered | null> {
  const width = req.phone ? PHONE_WIDTH : DESKTOP_WIDTH;
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    rendered.clear();
    html = await toHtml(req.lang, width, client, context);
    const asks = client
      .getQueryCache()
      .getAll()
      .filter((q) => wanted(q, rendered.get(q.queryHash)));
    if (!asks.length) break;
    if (pass === MAX_PASSES - 1) return null;
    await Promise.all(asks.map((q) => q.fetch(rendered.get(q.queryHash)).catch(() => undefined)));
  }
  // a refusal or a failure is the page's to show as the client would (its toast, its retry): not rendered here
  if (
    client
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    return null;
  const state: SsrState = {
    lang: req.lang,
    width,
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(client),
  };
  return { html, state: `<script type="application/json" id="${SSR_STATE_ID}">${encodeSsrState(state)}</script>` };
}
