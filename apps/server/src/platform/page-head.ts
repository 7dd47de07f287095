import type { Lang } from '@boothhub/shared';
import type { PageHead } from './public-pages.js';

/**
 * The head a public page's document carries (decision 069): title, description, canonical URL, the language
 * alternates, Open Graph and Twitter cards (and the `itemprop` tags WeChat's preview reads), and the page's JSON-LD.
 * Every text in it comes from members, so each is escaped for where it goes: attributes and the title as HTML text,
 * the JSON-LD with `<`, `>`, `&` and the two JavaScript line separators written as \u escapes, so no text (a `</script>`
 * in a designer's bio) can end the script element.
 */

const SITE = 'BoothHub';
/** a description's length in the search results of Baidu and Google */
const DESCRIPTION_MAX = 160;
const TITLE_MAX = 80;
export const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** text for an element's content or an attribute's value (either quote) */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON for inside a `<script>` element: nothing in it can close the element or start a comment */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
/**
 * The text of sanitised HTML (a description written in the rich editor): tags out, the common entities read, spaces
 * folded. Only for HTML: a member's plain text (a bio) is text, whatever it holds, and stays whole.
 */
export const plainText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\s+/g, ' ')
    .trim();

/** at most `max` characters (whole code points), with an ellipsis when cut */
export function cut(text: string, max: number) {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);

/** the page's address in one language: its canonical address with `lang` set (the document honours it, platform/web.ts) */
export function langUrl(canonical: string, lang: Lang) {
  const u = new URL(canonical);
  u.searchParams.set('lang', lang);
  return u.toString();
}

const HOME: Record<Lang, string> = { 'zh-CN': '首页', 'en-US': 'Home' };
const NOT_FOUND: Record<Lang, string> = { 'zh-CN': '页面不存在', 'en-US': 'Page not found' };

/** The tags of a found page's head. `path` is the page's path and key on this site; `base` the site's public URL. */
export function renderHead(head: PageHead, opts: { base: string; path: string; lang: Lang }): string {
  const { base, lang } = opts;
  const canonical = absolute(base, opts.path);
  const title = `${cut(head.title.trim() || SITE, TITLE_MAX)} - ${SITE}`;
  const description = cut(head.description.replace(/\s+/g, ' ').trim() || head.title, DESCRIPTION_MAX);
  const image = head.image ? absolute(base, head.image) : null;
  const attr = escapeHtml;
  const meta = (name: string, content: string) => `<meta name="${name}" content="${attr(content)}">`;
  const prop = (name: string, content: string) => `<meta property="${name}" content="${attr(content)}">`;
  const item = (name: string, content: string) => `<meta itemprop="${name}" content="${attr(content)}">`;
  const crumbs = [{ name: HOME[lang], path: '/' }, ...head.trail];
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { url: canonical, ...(image ? { image } : {}), ...head.entity },
      {
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absolute(base, c.path) })),
      },
    ],
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('description', description),
    `<link rel="canonical" href="${attr(canonical)}">`,
    ...LANGS.map((l) => `<link rel="alternate" hreflang="${l}" href="${attr(langUrl(canonical, l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${attr(canonical)}">`,
    prop('og:type', head.ogType),
    prop('og:site_name', SITE),
    prop('og:locale', lang.replace('-', '_')),
    prop('og:title', title),
    prop('og:description', description),
    prop('og:url', canonical),
    ...(image ? [prop('og:image', image)] : []),
    meta('twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', title),
    meta('twitter:description', description),
    ...(image ? [meta('twitter:image', image)] : []),
    // WeChat's link preview reads schema.org microdata
    item('name', title),
    item('description', description),
    ...(image ? [item('image', image)] : []),
    `<script type="application/ld+json">${scriptJson(graph)}</script>`,
  ].join('');
}

/** The head of a public page's address with no public page behind it: answered 404, never indexed. */
export const notFoundHead = (lang: Lang) => `<title>${NOT_FOUND[lang]} - ${SITE}</title><meta name="robots" content="noindex">`;

/** The built document with its own title and description replaced by `head`. */
export function withHead(html: string, head: string) {
  const bare = html.replace(/<meta name="description"[^>]*>\s*/i, '');
  // a function, not a string: a `$&` or `$'` in a member's text is not a replacement pattern
  if (!bare.includes('</head>')) return bare.replace(/<title>[\s\S]*?<\/title>/i, () => head);
  return bare.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace('</head>', () => `${head}</head>`);
}
