import { DAY_MS } from '@boothhub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Viewer } from '../../platform/context.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import * as repo from './session.repository.js';

export const SESSION_COOKIE = 'bh_session';
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** last-seen is written at most this often, so a busy session does not write on every request */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * Sessions live in the database (only the token's hash is stored) and travel
 * in an httpOnly, SameSite=Lax cookie; any server instance can check them.
 */
export async function startSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, memberId: number) {
  const token = randomToken();
  await repo.insertSession(ctx.db, {
    tokenHash: sha256(token),
    memberId,
    now: ctx.now(),
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
  });
  setSessionCookie(ctx, reply, token);
  req.sessionTouched = false;
}

function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: SESSION_IDLE_MS / 1000,
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the session's last-seen time moved: the cookie's lifetime is renewed on the way out */
    sessionTouched?: boolean;
  }
}

/**
 * Renew the cookie's 30-day lifetime whenever the session's last-seen time
 * moves, so an active member's browser keeps the cookie as long as the
 * server keeps the session.
 */
export function registerSessionCookieRenewal(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    const token = req.sessionTouched && req.viewer ? req.cookies?.[SESSION_COOKIE] : undefined;
    if (token) setSessionCookie(app.ctx, reply, token);
    done(null, payload);
  });
}

/** What a session read answers: the session and its member's access fields (and whatever else the read joins). */
export interface SessionRead {
  sessionId: number;
  lastSeenAt: Date;
  id: number;
  cardno: string;
  role: string;
  banned: boolean;
}

/** The member behind the request's cookie, or null. Memoised on the request. */
export async function currentViewer(ctx: AppContext, req: FastifyRequest): Promise<Viewer | null> {
  if (req.viewer !== undefined) return req.viewer;
  await viewerFromSession(ctx, req, repo.findSessionWithMember);
  return req.viewer ?? null;
}

/**
 * The session check of every request (idle expiry, last-seen touch, the viewer memoised on the request) with the
 * read given: a call may join its own data to the session's row and so answer in one statement instead of two
 * (Member/userInfo). Answers the read's row when the session is valid.
 */
export async function viewerFromSession<R extends SessionRead>(
  ctx: AppContext,
  req: FastifyRequest,
  read: (db: AppContext['db'], tokenHash: string) => Promise<R | undefined>,
): Promise<R | null> {
  const token = req.cookies?.[SESSION_COOKIE];
  req.viewer = null;
  if (!token || token.length > 200) return null;
  const row = await read(ctx.db, sha256(token));
  if (!row) return null;
  const now = ctx.now();
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > SESSION_IDLE_MS) {
    await repo.deleteSession(ctx.db, row.sessionId);
    return null;
  }
  if (idle > TOUCH_EVERY_MS) {
    await repo.touchSession(ctx.db, row.sessionId, now);
    req.sessionTouched = true;
  }
  req.viewer = { id: row.id, cardno: row.cardno, role: row.role as Viewer['role'], banned: row.banned, sessionId: row.sessionId };
  return row;
}

export async function endSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const viewer = await currentViewer(ctx, req);
  if (viewer) await repo.deleteSession(ctx.db, viewer.sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  req.viewer = null;
  req.sessionTouched = false;
}

/** End every session of a member (ban), or every other one (password change). */
export async function endSessionsOf(ctx: Pick<AppContext, 'db'>, memberId: number, exceptSessionId?: number) {
  await repo.deleteSessionsOf(ctx.db, memberId, exceptSessionId);
}
