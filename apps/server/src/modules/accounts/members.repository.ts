import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}
export async function findMemberByPhone(db: Db, phone: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.phone, phone)).limit(1);
  return row;
}
export async function findMemberByCardno(db: Db, cardno: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.cardno, cardno)).limit(1);
  return row;
}
export async function findMemberByInviteCode(db: Db, code: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.inviteCode, code)).limit(1);
  return row;
}

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
