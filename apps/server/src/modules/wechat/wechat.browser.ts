import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { randomToken, sha256 } from '../../platform/crypto.js';

/**
 * The cookie that ties a WeChat login to the browser that started it: a
 * random value, stored server-side only as a hash next to the states it was
 * issued with and the pending identity it received. HttpOnly, SameSite=Lax
 * (sent on WeChat's top-level redirect back to us), only on /api/Wechat.
 */
export const BROWSER_COOKIE = 'bh_wx';
const COOKIE_PATH = '/api/Wechat';
const COOKIE_MAX_AGE_S = 30 * 60;

/** The hash of this browser's WeChat cookie, setting a new cookie when there is none. */
export function browserHashForStart(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): string {
  let value = browserCookie(req);
  if (!value) value = randomToken();
  reply.setCookie(BROWSER_COOKIE, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: COOKIE_MAX_AGE_S,
  });
  return sha256(value);
}

/** The hash of this browser's WeChat cookie, or undefined when it has none. */
export function browserHash(req: FastifyRequest): string | undefined {
  const value = browserCookie(req);
  return value ? sha256(value) : undefined;
}

function browserCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies?.[BROWSER_COOKIE];
  return value && value.length <= 100 ? value : undefined;
}
