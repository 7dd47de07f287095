import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import * as repo from './codes.repository.js';

/** docs/rules/accounts.md: at most 5 failures a phone in 15 minutes and 20 an IP, then locked until the window frees up. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILS_PER_PHONE = 5;
export const LOGIN_FAILS_PER_IP = 20;

/**
 * Runs a password check under the login limits, exactly: the attempts of one phone and of one IP are admitted
 * one at a time (advisory locks, phone first, as code requests take them), each counting those already in the
 * window and, when below both limits, writing its own before the lock is released. So 50 tries at once, on any
 * number of instances, check exactly the first 5 and refuse the rest as locked. An admitted attempt counts as a
 * failure until its check succeeds (then it is deleted). `check` returns true on success.
 */
export async function underLoginLimit<T>(
  db: Db,
  key: { phone: string; ip: string },
  now: Date,
  check: () => Promise<{ ok: boolean; value: T }>,
): Promise<{ ok: boolean; value: T }> {
  const ip = key.ip.slice(0, 64);
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const attemptId = await db.transaction(async (tx) => {
    await repo.lockAttempts(tx, key.phone, ip);
    const byPhone = await repo.attemptsSince(tx, { phone: key.phone }, since);
    const byIp = await repo.attemptsSince(tx, { ip }, since);
    // newest first: the limit-th newest attempt leaves the window at its time + the window
    const lockedUntil = Math.max(
      byPhone.length >= LOGIN_FAILS_PER_PHONE ? byPhone[LOGIN_FAILS_PER_PHONE - 1]!.getTime() + LOGIN_WINDOW_MS : 0,
      byIp.length >= LOGIN_FAILS_PER_IP ? byIp[LOGIN_FAILS_PER_IP - 1]!.getTime() + LOGIN_WINDOW_MS : 0,
    );
    if (lockedUntil > now.getTime()) {
      const seconds = Math.ceil((lockedUntil - now.getTime()) / 1000);
      throw new AppError('LOGIN_LOCKED', { minutes: Math.max(1, Math.ceil(seconds / 60)), retryAfter: seconds }, { seconds });
    }
    return repo.insertAttempt(tx, key.phone, ip, now);
  });
  const result = await check();
  if (result.ok) await repo.deleteAttempt(db, attemptId);
  return result;
}
