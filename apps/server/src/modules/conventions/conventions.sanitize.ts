// xss is CommonJS: Node's ESM loader gives only its default export
import xss from 'xss';

const { escapeAttrValue, FilterXSS } = xss as unknown as typeof import('xss');

/**
 * Rich content of conventions, sanitised on write (docs/rules/catalogue.md): a strict allowlist of tags and
 * attributes; links only http/https; images only this site's public files (`/api/File/public/<id>`).
 */
const OUR_IMAGE = /^\/api\/File\/public\/[0-9a-f]{32}$/;
const WEB_LINK = /^https?:\/\/[^\s"'<>]+$/i;

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
    th: [],
    td: [],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  safeAttrValue(tag, name, value) {
    const v = value.trim();
    if (tag === 'a' && name === 'href') return WEB_LINK.test(v) ? escapeAttrValue(v) : '';
    if (tag === 'img' && name === 'src') return OUR_IMAGE.test(v) ? v : '';
    if (name === 'width' || name === 'height') return /^\d{1,4}$/.test(v) ? v : '';
    return escapeAttrValue(v);
  },
});

export const sanitizeContent = (html: string): string => (html ? filter.process(html).trim() : '');
