import { FilterXSS } from 'xss';

/**
 * Rich content of exhibitions is sanitised when it is WRITTEN (docs/rules/catalogue.md "Rich content"): a strict
 * allowlist of tags and attributes; links only to http(s) addresses, images only of our own public files.
 * Anything else is dropped (tags keep their text; script and style lose their bodies too).
 */
const OWN_IMAGE = /^\/api\/File\/public\/[0-9a-f]{32}$/;
const WEB_LINK = /^https?:\/\/[^\s"'<>]+$/i;

const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    em: [],
    ul: [],
    ol: [],
    li: [],
    h2: [],
    h3: [],
    h4: [],
    blockquote: [],
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'template', 'noscript'],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href' && !WEB_LINK.test(value.trim())) return '';
    if (tag === 'img' && name === 'src' && !OWN_IMAGE.test(value.trim())) return '';
    if ((name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') && !/^\d{1,4}$/.test(value)) return '';
    return undefined;
  },
});

export const sanitizeContent = (html: string): string => filter.process(html).trim();
