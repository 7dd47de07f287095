// xss is CommonJS: Node's ESM loader gives only its default export
import xss from 'xss';

const { FilterXSS } = xss as unknown as typeof import('xss');

/**
 * The one sanitiser of rich text (exhibitions', conventions' content), applied when it is WRITTEN
 * (docs/rules/catalogue.md "Rich content"): a strict allowlist of tags and attributes; links only to http(s)
 * addresses, images only this site's public files (`/api/File/public/<id>`). Anything else is dropped: other tags
 * keep their text; script, style, iframe and the like lose their bodies too.
 */
const OUR_IMAGE = /^\/api\/File\/public\/[0-9a-f]{32}$/;
const WEB_LINK = /^https?:\/\/[^\s"'<>]+$/i;
const SMALL_NUMBER = /^\d{1,4}$/;

const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    s: [],
    h2: [],
    h3: [],
    h4: [],
    ul: [],
    ol: [],
    li: [],
    blockquote: [],
    hr: [],
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
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  css: false,
  // a refused address or number drops the attribute itself (`<a>x</a>`); what is kept gets xss's own escaping
  onTagAttr(tag, name, value) {
    const v = value.trim();
    if (tag === 'a' && name === 'href' && !WEB_LINK.test(v)) return '';
    if (tag === 'img' && name === 'src' && !OUR_IMAGE.test(v)) return '';
    if ((name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') && !SMALL_NUMBER.test(v)) return '';
    return undefined;
  },
});

export const sanitizeRichText = (html: string): string => (html ? filter.process(html).trim() : '');
