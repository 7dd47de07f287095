import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginAttempts, resetTokens, smsCodes } from '../../db/schema/index.js';
import { useOnce } from '../../lib/rows.js';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** Advisory-lock namespaces (first key of the two-key form), so phone and IP locks never collide. */
const LOCK_PHONE = 7_411_100;
const LOCK_IP = 7_411_101;
const LOCK_LOGIN_PHONE = 7_411_102;
const LOCK_LOGIN_IP = 7_411_103;

/**
 * Serialise code requests for one phone and one IP until the transaction ends,
 * so two instances cannot both pass a limit. Always phone first, then IP.
 */
export async function lockCodeRequest(tx: Db, phone: string, ip: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_PHONE}, hashtext(${phone}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${ip}))`);
}

/** Admit login attempts of one phone and one IP one at a time until the transaction ends (phone first, then IP). */
export async function lockAttempts(tx: Db, phone: string, ip: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_LOGIN_PHONE}, hashtext(${phone}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_LOGIN_IP}, hashtext(${ip}))`);
}

export async function latestCode(db: Db, phone: string, purpose: string): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

export async function countCodesForPhoneSince(db: Db, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** The n-th newest code (0-based) sent from an IP since a time, to tell when the hourly window frees a slot. */
export async function codesFromIpSince(db: Db, ip: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gte(smsCodes.createdAt, since)))
    .orderBy(desc(smsCodes.createdAt));
  return rows.map((r) => r.at);
}

export async function insertCode(db: Db, row: typeof smsCodes.$inferInsert): Promise<number> {
  const [created] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
  return created!.id;
}

export async function deleteCode(db: Db, id: number) {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/**
 * Spend one try of a live code before comparing it, so parallel guesses each
 * use up a try. Returns the try number, or undefined when none is left.
 */
export async function claimTry(db: Db, id: number, maxTries: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(and(eq(smsCodes.id, id), lt(smsCodes.tries, maxTries), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
    .returning({ tries: smsCodes.tries });
  return row?.tries;
}

/** Mark a code used; false when another request used it first. */
export async function markCodeUsed(db: Db, id: number, now: Date): Promise<boolean> {
  return useOnce(db, smsCodes, id, now);
}

// ── login attempts ─────────────────────────────────────────────────────────

export async function insertAttempt(db: Db, phone: string, ip: string, at: Date): Promise<number> {
  const [row] = await db.insert(loginAttempts).values({ phone, ip, at }).returning({ id: loginAttempts.id });
  return row!.id;
}

export async function deleteAttempt(db: Db, id: number) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** Times of the attempts in the window, newest first, by phone, by IP, or by both. */
export async function attemptsSince(db: Db, by: { phone: string; ip?: string } | { ip: string }, since: Date): Promise<Date[]> {
  const byPhone = 'phone' in by ? eq(loginAttempts.phone, by.phone) : undefined;
  const byIp = by.ip !== undefined ? eq(loginAttempts.ip, by.ip) : undefined;
  const key = byPhone && byIp ? and(byPhone, byIp) : (byPhone ?? byIp);
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(key, gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id));
  return rows.map((r) => r.at);
}

// ── reset tokens ───────────────────────────────────────────────────────────

export async function insertResetToken(db: Db, row: { memberId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(resetTokens).values(row);
}

/** Use a reset token of a member once; returns whether it was live and unused. */
export async function useResetToken(db: Db, memberId: number, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(and(eq(resetTokens.tokenHash, tokenHash), eq(resetTokens.memberId, memberId), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)))
    .returning({ id: resetTokens.id });
  return rows.length === 1;
}
