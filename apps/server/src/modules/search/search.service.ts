import type { Lang } from '@boothhub/shared';
import { SUGGEST_MAX, searchKinds, type SearchHit, type SearchKind, type SearchSuggestion } from '@boothhub/shared/contracts/search';
import { searchQuery } from '../../lib/search.js';
import type { AppContext, Viewer } from '../../platform/context.js';

/**
 * The global search (docs/rules/search.md): one query over every kind that has
 * registered a provider, in tabs with counts. A kind plugs in with
 * `registerSearchProvider(kind, provider)`, called from `modules/index.ts`
 * (`wireModules`); importing this file registers nothing.
 */

/** What a provider is asked: the keyword, a page, and the request's language for titles and subtitles. */
export interface SearchProviderQuery {
  keyword: string;
  page: number;
  pageSize: number;
  lang: Lang;
}

export interface SearchHitsPage {
  listItem: SearchHit[];
  total: number;
  totalCapped: boolean;
}

/** A kind's hits: only what a visitor (or this viewer) may see, by relevance; totals capped like any search. */
export type SearchHitsFn = (ctx: AppContext, viewer: Viewer | null, q: SearchProviderQuery) => Promise<SearchHitsPage>;

export interface SearchProvider {
  hits: SearchHitsFn;
  /**
   * Titles for the header box as one types: a few matches, cheap (a small LIMIT on an index).
   * Without it the first hits of `hits` are used.
   */
  suggest?: (ctx: AppContext, viewer: Viewer | null, q: { keyword: string; limit: number; lang: Lang }) => Promise<SearchSuggestion[]>;
  /** The home page's live figure of this kind (e.g. recruiting tasks); kinds without it are not counted. */
  count?: (ctx: AppContext) => Promise<number>;
}

const nothing: SearchHitsPage = { listItem: [], total: 0, totalCapped: false };

/**
 * A provider's answer from a page of its kind's own search: each item as a hit, the totals as they are. Providers are
 * asked only for a searchable keyword (the global search and the suggestions answer nothing for the others).
 */
export const hitsOf = <T>(page: { listItem: T[]; total: number; totalCapped?: boolean }, toHit: (item: T) => SearchHit): SearchHitsPage => ({
  listItem: page.listItem.map(toHit),
  total: page.total,
  totalCapped: page.totalCapped ?? false,
});

/** A provider's query as the modules take it: without a language, Chinese (like any request without one). */
export type HitsQuery = Omit<SearchProviderQuery, 'lang'> & { lang?: Lang };

/** The global search's query as the body of a kind's own list search (its keyword field is `searchKey`). */
export interface ListSearchBody {
  searchKey: string;
  page: number;
  pageSize: number;
}

/** A list item as a hit: its id, title, the parts of its subtitle that it has (joined with ` · `), cover and page. */
export const hitOf = (
  id: number,
  title: string,
  subtitle: Array<string | null | undefined>,
  cover: string | null,
  href: string,
): Omit<SearchHit, 'kind'> => ({ id, title, subtitle: subtitle.filter(Boolean).join(' · '), cover, href });

/**
 * A kind's hits function from its own list search: `search` answers a page of the kind's list items for the keyword
 * (as a visitor: hits carry no heart, so no favourites are read on the search's hot path), `toHit` makes each a hit
 * of that kind in the request's language.
 */
export const hitsFrom =
  <T>(
    kind: SearchKind,
    search: (ctx: AppContext, body: ListSearchBody, lang: Lang) => Promise<{ listItem: T[]; total: number; totalCapped?: boolean }>,
    toHit: (item: T, lang: Lang) => Omit<SearchHit, 'kind'>,
  ) =>
  async (ctx: AppContext, _viewer: Viewer | null, q: HitsQuery): Promise<SearchHitsPage> => {
    const lang = q.lang ?? 'zh-CN';
    const page = await search(ctx, { searchKey: q.keyword, page: q.page, pageSize: q.pageSize }, lang);
    return hitsOf(page, (item) => ({ kind, ...toHit(item, lang) }));
  };

const providers = new Map<SearchKind, SearchProvider>();

/** Register a kind's provider: its hits function alone, or `{hits, suggest?, count?}`. A kind registered twice keeps the last. */
export function registerSearchProvider(kind: SearchKind, provider: SearchProvider | SearchHitsFn) {
  providers.set(kind, typeof provider === 'function' ? { hits: provider } : provider);
  siteCountCache = new WeakMap();
}

/** The searchable kinds, in the order of `searchKinds` (the tabs' order), whatever the order they registered in. */
export const searchableKinds = (): SearchKind[] => searchKinds.filter((k) => providers.has(k));

interface SearchBody {
  keyword: string;
  kind?: SearchKind;
  page: number;
  pageSize: number;
}

/**
 * Common/search: every kind's count and one page of the chosen kind. Providers
 * run side by side (PGlite runs them one after the other). With a kind, the
 * others are asked for one hit only (their count comes with it); without one,
 * every kind is asked for the page, and the first kind with hits is shown.
 */
export async function globalSearch(ctx: AppContext, viewer: Viewer | null, lang: Lang, body: SearchBody) {
  const kinds = searchableKinds();
  const chosen = body.kind && providers.has(body.kind) ? body.kind : undefined;
  const searchable = searchQuery(body.keyword) !== null;
  const pages = await Promise.all(
    kinds.map((kind) => {
      // a keyword with nothing searchable in it (only punctuation) matches nothing, whatever the kind
      if (!searchable) return Promise.resolve(nothing);
      const wantPage = !chosen || kind === chosen;
      const q = wantPage
        ? { keyword: body.keyword, page: body.page, pageSize: body.pageSize, lang }
        : { keyword: body.keyword, page: 1, pageSize: 1, lang };
      return providers.get(kind)!.hits(ctx, viewer, q);
    }),
  );
  const counts: Partial<Record<SearchKind, { total: number; totalCapped: boolean }>> = {};
  kinds.forEach((kind, i) => (counts[kind] = { total: pages[i]!.total, totalCapped: pages[i]!.totalCapped }));
  const at = chosen
    ? kinds.indexOf(chosen)
    : Math.max(
        0,
        pages.findIndex((p) => p.total > 0),
      );
  const kind = kinds[at] ?? null;
  const page = pages[at];
  return {
    counts,
    kind,
    listItem: page?.listItem ?? [],
    total: page?.total ?? 0,
    totalCapped: page?.totalCapped ?? false,
    page: body.page,
    pageSize: body.pageSize,
  };
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/**
 * Common/searchSuggest: up to 8 titles across kinds. Each kind gives a few;
 * titles that start with the keyword come first, then the kinds take turns
 * (so one kind cannot fill the box), and a title shown once is not repeated.
 */
export async function searchSuggest(ctx: AppContext, viewer: Viewer | null, lang: Lang, keyword: string) {
  const kinds = searchQuery(keyword) === null ? [] : searchableKinds();
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const p = providers.get(kind)!;
      if (p.suggest) return p.suggest(ctx, viewer, { keyword, limit: SUGGEST_MAX, lang });
      const page = await p.hits(ctx, viewer, { keyword, page: 1, pageSize: SUGGEST_MAX, lang });
      return page.listItem.map(({ kind, id, title, href }) => ({ kind, id, title, href }));
    }),
  );
  const k = fold(keyword);
  const prefixed = lists.map((l) => l.filter((s) => fold(s.title).startsWith(k)));
  const others = lists.map((l) => l.filter((s) => !fold(s.title).startsWith(k)));
  const out: SearchSuggestion[] = [];
  const seen = new Set<string>();
  for (const group of [prefixed, others]) {
    for (let i = 0; out.length < SUGGEST_MAX && group.some((l) => i < l.length); i++) {
      for (const l of group) {
        const s = l[i];
        if (!s || out.length >= SUGGEST_MAX || seen.has(fold(s.title))) continue;
        seen.add(fold(s.title));
        out.push(s);
      }
    }
  }
  return { listItem: out };
}

/** Site counts are kept this long per app (the home page asks on every visit). */
export const SITE_COUNTS_TTL_MS = 60_000;
let siteCountCache = new WeakMap<AppContext, { until: number; value: Promise<Partial<Record<SearchKind, number>>> }>();

/** Common/siteCounts: each counting kind's figure, computed at most once a minute (by the app's clock). */
export function siteCounts(ctx: AppContext): Promise<Partial<Record<SearchKind, number>>> {
  const now = ctx.now().getTime();
  const hit = siteCountCache.get(ctx);
  if (hit && hit.until > now) return hit.value;
  const value = (async () => {
    const kinds = searchableKinds().filter((k) => providers.get(k)!.count);
    const figures = await Promise.all(kinds.map((k) => providers.get(k)!.count!(ctx)));
    return Object.fromEntries(kinds.map((k, i) => [k, figures[i]!])) as Partial<Record<SearchKind, number>>;
  })();
  siteCountCache.set(ctx, { until: now + SITE_COUNTS_TTL_MS, value });
  // a failure is not kept: the next visit asks again
  value.catch(() => siteCountCache.delete(ctx));
  return value;
}
