import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';

const { parse, serialize } = fastifyCookie;
const kParsed = Symbol('boothhub.cookies');
const kSet = Symbol('boothhub.setCookies');

declare module 'fastify' {
  interface FastifyRequest {
    [kParsed]: Record<string, string | undefined> | null;
  }
  interface FastifyReply {
    [kSet]: Map<string, string> | null;
  }
}

/**
 * `req.cookies`, `reply.setCookie` and `reply.clearCookie` as @fastify/cookie gives them (its types, its `parse` and
 * `serialize`, the same defaults: SameSite=Lax, path `/`; a cookie set twice with the same name, domain and path is
 * sent once, the last), without its two hooks on every request (issue 37): the Cookie header is parsed when a request
 * first reads `req.cookies` (only calls that read a session or a language do), and a Set-Cookie header is written when
 * a cookie is set, not by an onSend hook.
 */
export function registerCookies(app: FastifyInstance) {
  app.decorateRequest(kParsed, null);
  app.decorateRequest('cookies', {
    getter() {
      return (this[kParsed] ??= this.headers.cookie ? parse(this.headers.cookie) : {});
    },
    setter(value: Record<string, string | undefined>) {
      this[kParsed] = value;
    },
  });
  app.decorateReply(kSet, null);
  app.decorateReply('setCookie', function (this: FastifyReply, name: string, value: string, options?: CookieSerializeOptions) {
    return setCookie(this, name, value, options);
  });
  app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options?: CookieSerializeOptions) {
    return setCookie(this, name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0, signed: false });
  });
}

function setCookie(reply: FastifyReply, name: string, value: string, options: CookieSerializeOptions = {}): FastifyReply {
  const opts: CookieSerializeOptions = { sameSite: 'lax', ...options };
  if (opts.signed) throw new Error('signed cookies are not supported'); // no secret is configured (as before)
  const secure = opts.secure === 'auto' ? reply.request.protocol === 'https' : opts.secure;
  const set = (reply[kSet] ??= new Map());
  set.set(`${name};${opts.domain};${opts.path || '/'}`, serialize(name, value, { ...opts, secure }));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', set.size === 1 ? set.values().next().value! : [...set.values()]);
  return reply;
}
