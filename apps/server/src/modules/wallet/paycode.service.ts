import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { hashSecret, verifySecret } from '../../platform/password.js';
import { confirmMemberPassword } from '../accounts/accounts.service.js';
import { tell } from '../messages/notify.service.js';
import { recordSecurityEvent } from '../security/security-events.service.js';
import * as repo from './wallet.repository.js';

/** The payment PIN (docs/rules/accounts.md): 6 digits, argon2id-hashed, 5 wrong tries lock it for an hour. */
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MS = 3600 * 1000;

/**
 * A lock's minutes left, as its message says them: rounded up, at least 1, at most the lock's length. A request that
 * read the clock a moment before another one locked the PIN would otherwise say "61 minutes".
 */
export function lockMinutes(lockedUntil: Date, now: Date): number {
  return Math.min(PIN_LOCK_MS / 60_000, Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000)));
}

export async function hasPaycode(db: Db, memberId: number): Promise<boolean> {
  return Boolean(await repo.findPin(db, memberId));
}

/** Member/setPayment: set or change the PIN with the login password (counted as a login try); a new PIN also lifts a lock. */
export async function setPaycode(
  ctx: AppContext,
  viewer: Viewer,
  body: { paycode: string; password: string },
  from: Pick<FastifyRequest, 'ip' | 'headers'>,
): Promise<null> {
  // the login password, under the login lockout (a new PIN lifts a PIN lock and moves money)
  await confirmMemberPassword(ctx, viewer.id, body.password, from.ip);
  const pinHash = await hashSecret(body.paycode);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const had = await hasPaycode(tx, viewer.id);
    await repo.savePin(tx, viewer.id, pinHash, now);
    await recordSecurityEvent(tx, viewer.id, 'paycode_set', from, now);
    await tell(tx, ctx.live, viewer.id, now, {
      kind: 'paycode.changed',
      zh: [had ? '支付密码已修改' : '支付密码已设置', '如果这不是您本人的操作，请立即修改登录密码。'],
      en: [had ? 'Payment PIN changed' : 'Payment PIN set', 'If this was not you, change your login password at once.'],
      link: '/personalCenter/securitySetting',
    });
  });
  return null;
}

/**
 * Check a member's PIN before moving their money: pay, withdraw, and every
 * later call that takes a PIN. Throws PAYCODE_NOT_SET, PAYCODE_LOCKED
 * {minutes} or PAYCODE_INCORRECT {left}. One member's checks run one at a
 * time on their locked PIN row, and a wrong try is counted in that same
 * transaction, which commits before the answer: five wrong tries lock,
 * whatever the concurrency (docs/decisions/015-limits-and-input-text.md).
 * Call it with the call's `ctx.db` BEFORE the call's own transaction: outside
 * an Idempotency-Key the count commits at once; inside a key's transaction it
 * commits with the stored refusal, and parallel keyed tries wait on the row.
 */
export async function verifyPaycode(ctx: Pick<AppContext, 'now' | 'db'>, memberId: number, paycode: string): Promise<void> {
  const refusal = await ctx.db.transaction(async (tx): Promise<AppError | null> => {
    const pin = await repo.lockPin(tx, memberId);
    // the clock is read holding the row: a try that waited for another one's lock sees the time after it
    const now = ctx.now();
    if (!pin) return new AppError('PAYCODE_NOT_SET');
    if (pin.lockedUntil && pin.lockedUntil > now) return new AppError('PAYCODE_LOCKED', { minutes: lockMinutes(pin.lockedUntil, now) });
    if (await verifySecret(pin.pinHash, paycode)) {
      if (pin.failedTries > 0 || pin.lockedUntil) await repo.clearPinFailures(tx, memberId);
      return null;
    }
    await repo.recordPinFailure(tx, memberId, PIN_MAX_TRIES, new Date(now.getTime() + PIN_LOCK_MS));
    const left = PIN_MAX_TRIES - (pin.failedTries + 1);
    return left > 0 ? new AppError('PAYCODE_INCORRECT', { left }) : new AppError('PAYCODE_LOCKED', { minutes: Math.round(PIN_LOCK_MS / 60_000) });
  });
  if (refusal) throw refusal;
}
