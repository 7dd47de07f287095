import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, taskChats } from '../../db/schema/index.js';

export type ChatRow = typeof taskChats.$inferSelect;
const withSender = { chat: taskChats, cardno: members.cardno, nickname: members.nickname, userlogo: members.userlogo };

export async function insertChat(db: Db, row: typeof taskChats.$inferInsert): Promise<ChatRow> {
  const [created] = await db.insert(taskChats).values(row).returning();
  return created!;
}

/** One thread (task, designer), oldest first, with each sender's cardno, nickname and avatar. */
export async function listThread(db: Db, taskId: number, designerId: number, limit: number, offset: number) {
  const where = and(eq(taskChats.taskId, taskId), eq(taskChats.designerId, designerId));
  const [rows, [total]] = await Promise.all([
    db
      .select(withSender)
      .from(taskChats)
      .innerJoin(members, eq(members.id, taskChats.senderId))
      .where(where)
      .orderBy(asc(taskChats.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(taskChats).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findChat(db: Db, id: number) {
  const [row] = await db
    .select(withSender)
    .from(taskChats)
    .innerJoin(members, eq(members.id, taskChats.senderId))
    .where(eq(taskChats.id, id))
    .limit(1);
  return row;
}
