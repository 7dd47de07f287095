import { and, count, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shanghaiDayOf } from '../../lib/daily.js';
import { cappedPage, type PageRequest } from '../../lib/paging.js';
import { notifyKeys, notifyOutbox, notifySettings, type NotifySettingsRow, type OutboxRow } from '../../db/schema/notifications.js';

export type { NotifySettingsRow, OutboxRow };
export type NewOutboxRow = typeof notifyOutbox.$inferInsert;
export type SettingsPatch = Partial<Omit<typeof notifySettings.$inferInsert, 'memberId'>>;

/** The signing secret: `candidate` if none was stored yet (the first instance to ask stores it). */
export async function signingSecret(db: Db, candidate: string): Promise<string> {
  await db.insert(notifyKeys).values({ id: 1, secret: candidate }).onConflictDoNothing();
  const [row] = await db.select({ secret: notifyKeys.secret }).from(notifyKeys).where(eq(notifyKeys.id, 1));
  return row!.secret;
}

export async function settingsOf(db: Db, memberId: number): Promise<NotifySettingsRow | undefined> {
  const [row] = await db.select().from(notifySettings).where(eq(notifySettings.memberId, memberId));
  return row;
}

export async function saveSettings(db: Db, memberId: number, patch: SettingsPatch, now: Date): Promise<NotifySettingsRow> {
  const [row] = await db
    .insert(notifySettings)
    .values({ memberId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: notifySettings.memberId, set: { ...patch, updatedAt: now } })
    .returning();
  return row!;
}

/** One row per event and channel: a second write of the same event's row is ignored. */
export async function insertOutbox(db: Db, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length) await db.insert(notifyOutbox).values(rows).onConflictDoNothing();
}

const claimable = (now: Date): SQL =>
  or(
    and(eq(notifyOutbox.status, 'pending'), lte(notifyOutbox.dueAt, now)),
    // a worker that died mid-send: its lease ran out
    and(eq(notifyOutbox.status, 'sending'), lte(notifyOutbox.lockedUntil, now)),
  )!;

/**
 * Claim rows for sending until `leaseUntil`: `FOR UPDATE SKIP LOCKED`, so workers on other instances pass over the
 * rows one of them is claiming and never claim the same row (PostgreSQL; the embedded database runs one at a time).
 */
async function claim(db: Db, where: SQL, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const pick = db
    .select({ id: notifyOutbox.id })
    .from(notifyOutbox)
    .where(where)
    .orderBy(notifyOutbox.dueAt, notifyOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifyOutbox)
    .set({ status: 'sending', attempts: sql`${notifyOutbox.attempts} + 1`, lockedUntil: leaseUntil })
    .where(inArray(notifyOutbox.id, pick))
    .returning();
}

/** The next due row of one of `channels` (those this instance can send on). */
export async function claimNext(db: Db, now: Date, leaseUntil: Date, channels: string[]): Promise<OutboxRow | undefined> {
  const [row] = await claim(db, and(inArray(notifyOutbox.channel, channels), claimable(now))!, leaseUntil, 1);
  return row;
}

/** The member's other digest rows of that channel due by now, claimed with the first one. */
export function claimDigestMates(db: Db, row: OutboxRow, now: Date, leaseUntil: Date): Promise<OutboxRow[]> {
  const mine = and(eq(notifyOutbox.memberId, row.memberId), eq(notifyOutbox.channel, row.channel), eq(notifyOutbox.digest, true));
  return claim(db, and(mine, claimable(now))!, leaseUntil, 200);
}

/** Settle claimed rows; only rows still held by this claim (same lease) change. */
export async function settle(
  db: Db,
  ids: number[],
  leaseUntil: Date,
  to: { status: OutboxRow['status']; sentAt?: Date; dueAt?: Date; lastError?: string | null },
): Promise<void> {
  if (!ids.length) return;
  await db
    .update(notifyOutbox)
    .set({ ...to, lockedUntil: null })
    .where(and(inArray(notifyOutbox.id, ids), eq(notifyOutbox.status, 'sending'), eq(notifyOutbox.lockedUntil, leaseUntil)));
}

/** How many single (not urgent, not digest) notifications of a channel were sent to a member since `since`. */
export async function sentSince(db: Db, memberId: number, channel: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifyOutbox)
    .where(
      and(
        eq(notifyOutbox.memberId, memberId),
        eq(notifyOutbox.channel, channel),
        eq(notifyOutbox.status, 'sent'),
        eq(notifyOutbox.urgent, false),
        eq(notifyOutbox.digest, false),
        gt(notifyOutbox.sentAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The outbox, newest first, its total capped (a back-office list that can grow large: lib/paging.ts). */
export function listOutbox(db: Db, q: { status?: string } & PageRequest) {
  const where = q.status ? eq(notifyOutbox.status, q.status) : undefined;
  return cappedPage(db, notifyOutbox, where, db.select().from(notifyOutbox).where(where).orderBy(desc(notifyOutbox.id)).$dynamic(), q);
}

/** A dead row back to pending, its tries started over. */
export async function revive(db: Db, id: number, now: Date): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(notifyOutbox)
    .set({ status: 'pending', attempts: 0, dueAt: now, lockedUntil: null })
    .where(and(eq(notifyOutbox.id, id), eq(notifyOutbox.status, 'dead')))
    .returning();
  return row;
}

/** Address-check mails queued for a member since `since`. */
export async function verifyMailsSince(db: Db, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifyOutbox)
    .where(and(eq(notifyOutbox.memberId, memberId), eq(notifyOutbox.kind, 'email.verify'), gt(notifyOutbox.createdAt, since)));
  return row?.n ?? 0;
}

/** Rows queued since `since`, by Asia/Shanghai day and channel, newest day first: sent, failing (to be tried again), dead. */
export async function countsByDay(db: Db, since: Date) {
  const day = shanghaiDayOf(notifyOutbox.createdAt);
  const where = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
  return db
    .select({
      day,
      channel: notifyOutbox.channel,
      sent: where(eq(notifyOutbox.status, 'sent')),
      failed: where(and(inArray(notifyOutbox.status, ['pending', 'sending']), sql`${notifyOutbox.lastError} is not null`)!),
      dead: where(eq(notifyOutbox.status, 'dead')),
    })
    .from(notifyOutbox)
    .where(gte(notifyOutbox.createdAt, since))
    .groupBy(day, notifyOutbox.channel)
    .orderBy(desc(day), notifyOutbox.channel);
}
