import { negotiate } from '@fastify/accept-negotiator';
import zlib from 'node:zlib';

/**
 * The rendered pages a visitor's browser gets compressed, kept compressed (issue 35): a kept page is the same bytes for
 * every visitor until what it shows changes, so brotli or gzip runs once per version of it instead of once per request
 * (on the fly it cost a 100 KB home page ~6 ms a request: 150 pages/s on two cores). A version is its ETag (web.ts:
 * the document, its head and the rendered page's digest), so a changed page is a new key and never a stale hit; the
 * oldest versions go first past `max` entries or `maxBytes` in all.
 */
export type PageEncoding = 'br' | 'gzip';

const ENCODINGS: PageEncoding[] = ['br', 'gzip'];

/** the encoding to send for the request's Accept-Encoding (the same choice as the on-the-fly compression), or null */
export const pageEncoding = (acceptEncoding: string | undefined): PageEncoding | null =>
  acceptEncoding ? ((negotiate(acceptEncoding, ENCODINGS) as PageEncoding | null) ?? null) : null;

export function compressedPages(opts: { max?: number; maxBytes?: number } = {}) {
  const max = opts.max ?? 500;
  const maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
  // insertion order is age: a hit is moved to the end (the least recently sent go first)
  const kept = new Map<string, Buffer>();
  let bytes = 0;
  const compress = (html: string, encoding: PageEncoding) =>
    encoding === 'br'
      ? zlib.brotliCompressSync(html, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
        })
      : zlib.gzipSync(html, { level: 9 });
  return {
    /** the page's bytes in the encoding: kept ones, or compressed now and kept */
    get(version: string, encoding: PageEncoding, html: string): Buffer {
      const key = `${encoding}:${version}`;
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const body = compress(html, encoding);
      kept.set(key, body);
      bytes += body.length;
      for (const [oldest, entry] of kept) {
        if (kept.size <= max && bytes <= maxBytes) break;
        kept.delete(oldest);
        bytes -= entry.length;
      }
      return body;
    },
  };
}
