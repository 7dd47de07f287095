import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { afterRollback } from '../../platform/idempotency.js';
import { hashSecret, verifySecret } from '../accounts/password.js';
import { verifyMemberPassword } from '../accounts/members.service.js';
import { notify } from '../messages/notify.service.js';
import * as repo from './wallet.repository.js';

/** The payment PIN (product.md §3): 6 digits, argon2id-hashed, 5 wrong tries lock it for an hour. */
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MS = 3600 * 1000;

export async function hasPaycode(db: Db, memberId: number): Promise<boolean> {
  return Boolean(await repo.findPin(db, memberId));
}

/** Member/setPayment: set or change the PIN with the login password; a new PIN also lifts a lock. */
export async function setPaycode(ctx: AppContext, viewer: Viewer, body: { paycode: string; password: string }): Promise<null> {
  if (!(await verifyMemberPassword(ctx.db, viewer.id, body.password))) throw new AppError('PASSWORD_INCORRECT');
  const pinHash = await hashSecret(body.paycode);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const had = await hasPaycode(tx, viewer.id);
    await repo.savePin(tx, viewer.id, pinHash, now);
    await notify(
      tx,
      ctx.live,
      viewer.id,
      {
        kind: 'paycode.changed',
        title: had ? { zh: '支付密码已修改', en: 'Payment PIN changed' } : { zh: '支付密码已设置', en: 'Payment PIN set' },
        content: {
          zh: '如果这不是您本人的操作，请立即修改登录密码。',
          en: 'If this was not you, change your login password at once.',
        },
        link: '/personalCenter/securitySetting',
      },
      now,
    );
  });
  return null;
}

/**
 * Check a member's PIN before moving their money. Throws PAYCODE_NOT_SET,
 * PAYCODE_LOCKED {minutes} or PAYCODE_INCORRECT {left}. A wrong PIN is
 * counted even when the caller's transaction rolls back: inside a
 * transaction the count is written once it is gone (platform/idempotency.ts
 * `afterRollback`, performed by every registered call), outside one at once.
 */
export async function verifyPaycode(ctx: Pick<AppContext, 'now'>, db: Db, memberId: number, paycode: string): Promise<void> {
  const pin = await repo.findPin(db, memberId);
  if (!pin) throw new AppError('PAYCODE_NOT_SET');
  const now = ctx.now();
  if (pin.lockedUntil && pin.lockedUntil > now) {
    throw new AppError('PAYCODE_LOCKED', { minutes: Math.max(1, Math.ceil((pin.lockedUntil.getTime() - now.getTime()) / 60_000)) });
  }
  if (await verifySecret(pin.pinHash, paycode)) {
    if (pin.failedTries > 0 || pin.lockedUntil) await repo.clearPinFailures(db, memberId);
    return;
  }
  const left = PIN_MAX_TRIES - (pin.failedTries + 1);
  const error =
    left > 0 ? new AppError('PAYCODE_INCORRECT', { left }) : new AppError('PAYCODE_LOCKED', { minutes: Math.round(PIN_LOCK_MS / 60_000) });
  const count = (into: Db) => repo.recordPinFailure(into, memberId, PIN_MAX_TRIES, new Date(now.getTime() + PIN_LOCK_MS));
  if (db instanceof PgTransaction) throw afterRollback(error, count);
  await count(db);
  throw error;
}
