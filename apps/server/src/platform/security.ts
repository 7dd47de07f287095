import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer (decision record 017), by helmet: on pages, a Content-Security-Policy the built web
 * client passes (scripts and styles only from this origin, never inline — Ant Design's CSS-in-JS needed inline styles
 * until decision 053; React's `style` props go through the CSSOM, which a CSP does not restrict — WebAssembly allowed
 * for the model viewer), no framing, nosniff, Referrer-Policy same-origin, HSTS when the site is on https;
 * on answers that are not documents a short set (`apiHeaders`, decision 054). The API docs (/api/docs) get their own
 * policy (`docsCsp`, set by the Swagger UI plugin in its own scope) and downloads a sandbox (`asDownload`).
 */
export const cspDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  // 'wasm-unsafe-eval' lets pages compile WebAssembly (the model viewer's meshopt decoder, decision 030); it allows no JS eval
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  // style attributes (React's `style={{ width }}`: sizes, never a member's text) in the pages the server renders
  // (decision 076); style elements and sheets stay our own files only
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Swagger UI: its own scripts and styles from /api/docs, inline styles and data: images; never framed. */
export const docsCsp =
  "default-src 'self'; base-uri 'self'; object-src 'none'; script-src 'self'; script-src-attr 'none'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

/** What a stored file or generated download is answered with: never sniffed, never run as a page. */
export const downloadCsp = "default-src 'none'; sandbox";

export function asDownload(reply: FastifyReply): FastifyReply {
  return reply.header('x-content-type-options', 'nosniff').header('content-security-policy', downloadCsp);
}

/** `attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const helmetOptions = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...cspDirectives, ...(https ? { upgradeInsecureRequests: [] } : {}) },
  },
  // the client loads nothing from other origins, and COEP would only get in the way of future embeds
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
  strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
});

/**
 * The headers helmet sets, computed once: its middleware runs against a recorder at start. They are the same on
 * every answer (no per-request nonces), and @fastify/helmet built a new helmet middleware — re-parsing the whole
 * CSP — on every request: 18 % of the server's CPU on /healthz (docs/performance.md, decision record 017).
 */
export function securityHeaders(opts: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(opts.https))({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * What an answer that is not a document gets (the API's JSON, /healthz, /readyz, /metrics): the headers that matter for
 * data a browser may fetch (OWASP's REST security headers): never sniffed, never framed nor run as a page (`default-src
 * 'none'`), not readable by other origins' no-cors requests (CORP), HSTS on https. The document-only headers (COOP,
 * Origin-Agent-Cluster, the page's CSP, X-XSS-Protection, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies) would be 500 bytes more on every answer for nothing (decision 017).
 */
export function apiHeaders(all: Record<string, string>): Record<string, string> {
  const keep = ['x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security'];
  const headers: Record<string, string> = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  for (const name of keep) if (all[name] !== undefined) headers[name] = all[name];
  return headers;
}

/** A request for an answer that is not a document: /api/ (but the API docs' pages), /healthz, /readyz, /metrics. */
const isApiUrl = (url: string) =>
  url.startsWith('/api/') ? !url.startsWith('/api/docs') : url === '/healthz' || url === '/readyz' || url === '/metrics';

/**
 * The security headers and the request's id (x-request-id) of every answer, set by the one onRequest hook
 * (request-start.ts): documents and assets get the page's headers; API answers the short set above.
 */
export function answerHeaders(opts: { https: boolean }): (req: FastifyRequest, reply: FastifyReply) => void {
  const pageHeaders = securityHeaders(opts);
  const forApi = apiHeaders(pageHeaders);
  return (req, reply) => {
    reply.headers(isApiUrl(req.url) ? forApi : pageHeaders);
    reply.header('x-request-id', req.id);
  };
}
