import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/app-error.js';
import { randomToken } from '../../platform/crypto.js';
import type { Db } from '../../db/client.js';
import * as repo from './files.repository.js';

/** How long a signed file link works. */
export const LINK_TTL_MS = 10 * 60 * 1000;
const SECRET_NAME = 'file-links';

/** The signing key: one row in server_secrets, made by the first instance that needs it, then cached per database. */
const keys = new WeakMap<Db, Promise<Buffer>>();

async function loadKey(ctx: AppContext): Promise<Buffer> {
  let existing = await repo.findSecret(ctx.db, SECRET_NAME);
  if (!existing) {
    await repo.insertSecretIfMissing(ctx.db, SECRET_NAME, randomToken(32), ctx.now());
    existing = await repo.findSecret(ctx.db, SECRET_NAME);
  }
  if (!existing) throw new Error('file link secret could not be stored');
  return Buffer.from(existing, 'base64url');
}

function linkKey(ctx: AppContext): Promise<Buffer> {
  let key = keys.get(ctx.db);
  if (!key) {
    key = loadKey(ctx);
    keys.set(ctx.db, key);
    key.catch(() => keys.delete(ctx.db));
  }
  return key;
}

const mac = (key: Buffer, fileId: string, exp: number) => createHmac('sha256', key).update(`file:${fileId}:${exp}`).digest();

/** `/api/File/private/<id>?exp=<unix seconds>&sig=<HMAC>`, valid for LINK_TTL_MS from now. */
export async function signFileLink(ctx: AppContext, fileId: string): Promise<{ url: string; expiresAt: Date }> {
  const exp = Math.floor((ctx.now().getTime() + LINK_TTL_MS) / 1000);
  const sig = mac(await linkKey(ctx), fileId, exp).toString('base64url');
  return { url: `/api/File/private/${fileId}?exp=${exp}&sig=${sig}`, expiresAt: new Date(exp * 1000) };
}

/** Throws FILE_LINK_INVALID (tampered, malformed) or FILE_LINK_EXPIRED; returns the expiry in seconds. */
export async function verifyFileLink(ctx: AppContext, fileId: string, exp: unknown, sig: unknown): Promise<number> {
  if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string' || !/^[\w-]{43}$/.test(sig)) {
    throw new AppError('FILE_LINK_INVALID');
  }
  const expected = mac(await linkKey(ctx), fileId, Number(exp));
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('FILE_LINK_INVALID');
  if (Number(exp) * 1000 <= ctx.now().getTime()) throw new AppError('FILE_LINK_EXPIRED');
  return Number(exp);
}
