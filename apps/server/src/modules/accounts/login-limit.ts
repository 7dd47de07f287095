import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import * as repo from './codes.repository.js';

/** docs/rules/accounts.md: at most 5 failures a phone in 15 minutes and 20 an IP, then locked until the window frees up. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILS_PER_PHONE = 5;
export const LOGIN_FAILS_PER_IP = 20;

/**
 * Runs a password check under the login limits. The attempt is written
 * first (so parallel attempts on any instance see each other) and counted as
 * a failure; it is deleted again when the check succeeds or is refused as
 * locked. `check` returns true on success.
 */
export async function underLoginLimit<T>(
  db: Db,
  key: { phone: string; ip: string },
  now: Date,
  check: () => Promise<{ ok: boolean; value: T }>,
): Promise<{ ok: boolean; value: T }> {
  const ip = key.ip.slice(0, 64);
  const attemptId = await repo.insertAttempt(db, key.phone, ip, now);
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const byPhone = await repo.attemptsSince(db, { phone: key.phone }, since);
  const byIp = await repo.attemptsSince(db, { ip }, since);
  // our own row is among them: more than the limit means the limit was already reached
  const lockedUntil = Math.max(
    byPhone.length > LOGIN_FAILS_PER_PHONE ? byPhone[LOGIN_FAILS_PER_PHONE]!.getTime() + LOGIN_WINDOW_MS : 0,
    byIp.length > LOGIN_FAILS_PER_IP ? byIp[LOGIN_FAILS_PER_IP]!.getTime() + LOGIN_WINDOW_MS : 0,
  );
  if (lockedUntil > now.getTime()) {
    await repo.deleteAttempt(db, attemptId);
    const seconds = Math.ceil((lockedUntil - now.getTime()) / 1000);
    throw new AppError('LOGIN_LOCKED', { minutes: Math.max(1, Math.ceil(seconds / 60)), retryAfter: seconds }, { seconds });
  }
  const result = await check();
  if (result.ok) await repo.deleteAttempt(db, attemptId);
  return result;
}
