import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * State-changing calls must come from our own pages: a browser's Origin has
 * to be PUBLIC_URL's or the Host the request was sent to. Calls without an
 * Origin (scripts, server-to-server) pass; the SameSite=Lax cookie covers
 * browsers that omit it.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const origin = req.headers.origin;
    if (!origin) return;
    if (origin === allowed) return;
    const host = req.headers.host;
    if (host && (origin === `http://${host}` || origin === `https://${host}`)) return;
    throw new AppError('ORIGIN_REJECTED');
  });
}
