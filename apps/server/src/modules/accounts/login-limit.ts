import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import * as repo from './codes.repository.js';

/**
 * docs/rules/accounts.md "Login limits" (decision 060), over a 15-minute window of failed password checks:
 * - an account from one address: 5, then that address is locked out of that account;
 * - an account from all addresses: 10, then the account is locked;
 * - an address over all accounts (User/login only): 20, then a login from it needs an SMS code: the address is
 *   slowed down to what its members' phones can prove, never refused outright (a campus or an office shares one).
 * A right password with a fresh SMS code (User/getCode purpose "login", to the account's phone) passes every lock.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILS_PER_PHONE_AND_IP = 5;
export const LOGIN_FAILS_PER_PHONE = 10;
export const LOGIN_FAILS_PER_IP = 20;

export interface LoginLimitOptions {
  /** the address's failures over all accounts count too (User/login): over LOGIN_FAILS_PER_IP, only tries with a code */
  address?: boolean;
  /** the try came with a right, fresh SMS code to the account's phone (checked by the caller): no lock refuses it */
  proven?: boolean;
}

/**
 * Runs a password check under the login limits, exactly: the attempts of one phone and of one IP are admitted
 * one at a time (advisory locks, phone first, as code requests take them), each counting those already in the
 * window and, when below the limits, writing its own before the lock is released. So 50 tries at once, on any
 * number of instances, check exactly the first 5 and refuse the rest as locked. An admitted attempt counts as a
 * failure until its check succeeds (then it is deleted). `check` returns true on success.
 * LOGIN_LOCKED says `details.withCode` when a right password with an SMS code would pass (User/login).
 */
export async function underLoginLimit<T>(
  db: Db,
  key: { phone: string; ip: string },
  now: Date,
  check: () => Promise<{ ok: boolean; value: T }>,
  opts: LoginLimitOptions = {},
): Promise<{ ok: boolean; value: T }> {
  const ip = key.ip.slice(0, 64);
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const attemptId = await db.transaction(async (tx) => {
    await repo.lockAttempts(tx, key.phone, ip);
    if (!opts.proven) {
      // newest first: the limit-th newest attempt leaves the window at its time + the window
      const freeAt = (times: Date[], limit: number) => (times.length >= limit ? times[limit - 1]!.getTime() + LOGIN_WINDOW_MS : 0);
      const lockedUntil = Math.max(
        freeAt(await repo.attemptsSince(tx, { phone: key.phone, ip }, since), LOGIN_FAILS_PER_PHONE_AND_IP),
        freeAt(await repo.attemptsSince(tx, { phone: key.phone }, since), LOGIN_FAILS_PER_PHONE),
        opts.address ? freeAt(await repo.attemptsSince(tx, { ip }, since), LOGIN_FAILS_PER_IP) : 0,
      );
      if (lockedUntil > now.getTime()) {
        const seconds = Math.ceil((lockedUntil - now.getTime()) / 1000);
        const minutes = Math.max(1, Math.ceil(seconds / 60));
        throw new AppError('LOGIN_LOCKED', { minutes, retryAfter: seconds }, { seconds, ...(opts.address ? { withCode: true } : {}) });
      }
    }
    return repo.insertAttempt(tx, key.phone, ip, now);
  });
  const result = await check();
  if (result.ok) await repo.deleteAttempt(db, attemptId);
  return result;
}
