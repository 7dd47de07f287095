import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { firstRow } from '../../lib/rows.js';

export type MemberRow = typeof members.$inferSelect;

export const findMemberById = (db: Db, id: number) => firstRow(db, members, eq(members.id, id));
export const findMemberByPhone = (db: Db, phone: string) => firstRow(db, members, eq(members.phone, phone));
export const findMemberByCardno = (db: Db, cardno: string) => firstRow(db, members, eq(members.cardno, cardno));
export const findMemberByInviteCode = (db: Db, code: string) => firstRow(db, members, eq(members.inviteCode, code));

/** Insert a member; returns undefined when the phone, cardno or invite code is taken (the caller retries or refuses). */
export async function insertMember(db: Db, row: typeof members.$inferInsert): Promise<MemberRow | undefined> {
  const [created] = await db.insert(members).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateMember(db: Db, id: number, patch: Partial<typeof members.$inferInsert>): Promise<MemberRow> {
  const [row] = await db.update(members).set(patch).where(eq(members.id, id)).returning();
  return row!;
}

/** whether any member exists (demo data seeds an empty database only) */
export async function anyMember(db: Db): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).limit(1);
  return rows.length > 0;
}

/** The running total of a member's points (the activity module's earnings add to it): the new total. */
export async function addMemberPoints(db: Db, memberId: number, points: number): Promise<number> {
  const [row] = await db
    .update(members)
    .set({ points: sql`${members.points} + ${points}` })
    .where(eq(members.id, memberId))
    .returning({ points: members.points });
  return row?.points ?? 0;
}

export async function memberPoints(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ points: members.points }).from(members).where(eq(members.id, memberId)).limit(1);
  return row?.points ?? 0;
}
