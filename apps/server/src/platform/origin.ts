import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a signed server-to-server route (a payment provider's notification): any Origin, or none, may call it */
    anyOrigin?: boolean;
  }
}

/**
 * State-changing calls must come from our own pages: a browser's Origin has
 * to be PUBLIC_URL's or the Host the request was sent to. Calls without an
 * Origin (scripts, server-to-server) pass; the SameSite=Lax cookie covers
 * browsers that omit it. A route whose config says `anyOrigin` is not checked: its caller proves itself otherwise.
 * Run by the one onRequest hook (request-start.ts): the refusal (ORIGIN_REJECTED) or undefined.
 */
export function originCheck(publicUrl: string): (req: FastifyRequest) => AppError | undefined {
  const allowed = new URL(publicUrl).origin;
  const allows = (origin: string | undefined, host: string | undefined) =>
    !origin || origin === allowed || (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
  return (req) => {
    const reads = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
    return reads || req.routeOptions.config?.anyOrigin || allows(req.headers.origin, req.headers.host) ? undefined : new AppError('ORIGIN_REJECTED');
  };
}
