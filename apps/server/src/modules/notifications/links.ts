import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';
import { randomToken } from '../../platform/crypto.js';
import * as repo from './notifications.repository.js';

/**
 * Signed, single-purpose links in mails (decision 068): `unsub` turns one kind of e-mail off (`k`, or `*` for all),
 * `verify` confirms an address (`e`, so a link for an address the member has since changed does nothing). They
 * work without a login; a tampered link fails the signature and changes nothing.
 */
export type LinkClaim = { p: 'unsub'; m: number; k: string } | { p: 'verify'; m: number; e: string };

const keys = new WeakMap<AppContext['database'], Promise<Buffer>>();

/** The signing key every instance shares: the first to need it stores a random one. */
function signingKey(ctx: Pick<AppContext, 'db' | 'database'>): Promise<Buffer> {
  let key = keys.get(ctx.database);
  if (!key) {
    key = repo.signingSecret(ctx.db, randomToken(32)).then((s) => Buffer.from(s, 'base64url'));
    key.catch(() => keys.delete(ctx.database));
    keys.set(ctx.database, key);
  }
  return key;
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(`bh-notify:${body}`).digest();

export async function signLink(ctx: Pick<AppContext, 'db' | 'database'>, claim: LinkClaim): Promise<string> {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${mac(await signingKey(ctx), body).toString('base64url')}`;
}

/** The claim of a link signed here, or null (malformed, tampered, or of another purpose). */
export async function readLink<P extends LinkClaim['p']>(
  ctx: Pick<AppContext, 'db' | 'database'>,
  token: string,
  purpose: P,
): Promise<Extract<LinkClaim, { p: P }> | null> {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined || body.length > 2000) return null;
  const want = mac(await signingKey(ctx), body);
  const got = Buffer.from(sig, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LinkClaim;
    return claim.p === purpose && Number.isInteger(claim.m) ? (claim as Extract<LinkClaim, { p: P }>) : null;
  } catch {
    return null;
  }
}
