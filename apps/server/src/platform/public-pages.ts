import type { Lang } from '@boothhub/shared';
import type { PublicRows } from '../lib/public-rows.js';
import { isAppError } from './app-error.js';
import type { AppContext } from './context.js';

/**
 * The public pages the server describes to crawlers and link previews (decision 069): each module registers its kinds
 * of page (an exhibition, a designer …) with where they live, how to list their public rows for the sitemap and how to
 * make one page's head from its own content. platform/web.ts puts the head in the document; platform/crawling.ts
 * serves robots.txt and the sitemaps. The platform knows no module: modules/public-pages.ts registers them.
 */

/** What a page's head is made of, in the visitor's language. */
export interface PageHead {
  title: string;
  /** plain text (plainText() of an HTML field, page-head.ts); cut to a description's length when written */
  description: string;
  /** the page's image (a cover, an avatar, a poster): absolute, or a path on this site; null when it has none */
  image: string | null;
  /** when what the head shows last changed (the row's `updated_at`) */
  lastModified: Date;
  ogType: 'website' | 'article' | 'profile' | 'product';
  /** the page's main schema.org entity (without `@context`, `url` added when missing) */
  entity: Record<string, unknown>;
  /** the breadcrumb trail after home, the page itself last (`path` on this site) */
  trail: Array<{ name: string; path: string }>;
}

export interface PublicPageKind {
  /** the sitemap's name (`exhibitions` → /sitemaps/exhibitions-1.xml) */
  kind: string;
  /** the client's route: `/exhibition/:id` (the key in the path) or `/designInfo` with `param` (the key in the query) */
  path: string;
  param?: string;
  /** how many pages are public */
  count(ctx: AppContext): Promise<number>;
  /** a page of the public pages' keys and last changes, in key order */
  list(ctx: AppContext, offset: number, limit: number): Promise<Array<{ key: string; lastmod: Date }>>;
  /** the head of one page as any visitor may see it, or null when there is no such public page (a 404) */
  head(ctx: AppContext, key: string, lang: Lang): Promise<PageHead | null>;
}

const kinds = new Map<string, PublicPageKind>();

/** Registers a kind of public page (buildApp, from modules/public-pages.ts); registering a kind again replaces it. */
export function registerPublicPage(kind: PublicPageKind) {
  kinds.set(kind.kind, kind);
}

export const publicPageKinds = (): PublicPageKind[] => [...kinds.values()];
export const publicPageKind = (name: string) => kinds.get(name);

/** A page's path and query on this site from its key. */
export function pagePath(kind: PublicPageKind, key: string): string {
  const k = encodeURIComponent(key);
  return kind.param ? `${kind.path}?${kind.param}=${k}` : kind.path.replace(':id', k);
}

/**
 * The public page a request's path and query ask for: its kind and key (`key` null when the URL names the kind's page
 * but no key it could have: still a 404), or null for any other URL.
 */
export function matchPublicPage(url: string, search: string): { kind: PublicPageKind; key: string | null } | null {
  // exact paths first: /conventionSpace/spaceInfo (a venue) is not the convention "spaceInfo"
  for (const kind of kinds.values()) {
    if (!kind.param || url !== kind.path) continue;
    const key = new URLSearchParams(search).get(kind.param);
    return { kind, key: key || null };
  }
  for (const kind of kinds.values()) {
    if (kind.param) continue;
    const prefix = kind.path.slice(0, kind.path.indexOf(':id'));
    if (!url.startsWith(prefix)) continue;
    const rest = url.slice(prefix.length);
    if (!rest || rest.includes('/')) continue;
    let key: string | null;
    try {
      key = decodeURIComponent(rest);
    } catch {
      key = null;
    }
    return { kind, key };
  }
  return null;
}

/** A module's public read as a head's source: null for its "not found" refusal (a draft, a hidden member), else as it is. */
export async function unlessNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (isAppError(err) && err.code.endsWith('_NOT_FOUND')) return null;
    throw err;
  }
}

/** Labels in both languages (a breadcrumb's list page, a kind's name). */
export type Both = Record<Lang, string>;

/**
 * A kind of public page from its module's public rows (lib/public-rows.ts) and its head made of the module's own
 * public read: a key whose row is not public is a 404 before the read, and the row's `updated_at` is the head's
 * Last-Modified.
 */
export function definePublicPage(def: {
  kind: string;
  path: string;
  param?: string;
  rows: PublicRows;
  head: (ctx: AppContext, key: string, lang: Lang) => Promise<Omit<PageHead, 'lastModified'> | null>;
}): PublicPageKind {
  const { rows } = def;
  return {
    kind: def.kind,
    path: def.path,
    ...(def.param ? { param: def.param } : {}),
    count: (ctx) => rows.count(ctx.db, ctx.now()),
    list: (ctx, offset, limit) => rows.page(ctx.db, ctx.now(), offset, limit),
    async head(ctx, key, lang) {
      const row = await rows.one(ctx.db, ctx.now(), key);
      if (!row) return null;
      const head = await def.head(ctx, key, lang);
      return head && { ...head, lastModified: row.lastmod };
    },
  };
}

/** A price in cents as schema.org writes it: yuan with two decimals, in CNY (1 coin = 1 CNY, packages/shared cents.ts). */
export const offerOf = (cents: number, url?: string) => ({
  '@type': 'Offer',
  price: (cents / 100).toFixed(2),
  priceCurrency: 'CNY',
  availability: 'https://schema.org/InStock',
  ...(url ? { url } : {}),
});
