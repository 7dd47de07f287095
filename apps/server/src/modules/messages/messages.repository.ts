import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';

export type MessageRow = typeof messages.$inferSelect;

export async function insertMessage(db: Db, row: typeof messages.$inferInsert) {
  const [created] = await db.insert(messages).values(row).returning({ id: messages.id });
  return created!.id;
}

export async function countUnread(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.memberId, memberId), eq(messages.read, false)));
  return Number(row?.n ?? 0);
}

const ofMember = (memberId: number, onlyUnread?: boolean): SQL =>
  onlyUnread ? and(eq(messages.memberId, memberId), eq(messages.read, false))! : eq(messages.memberId, memberId);

/** One page of a member's messages, newest first (ids only grow, so id order is send order). */
export async function listMessages(db: Db, memberId: number, q: { offset: number; limit: number; onlyUnread?: boolean }): Promise<MessageRow[]> {
  return db.select().from(messages).where(ofMember(memberId, q.onlyUnread)).orderBy(desc(messages.id)).limit(q.limit).offset(q.offset);
}

export async function countMessages(db: Db, memberId: number, onlyUnread?: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(ofMember(memberId, onlyUnread));
  return Number(row?.n ?? 0);
}

/** Mark the member's unread messages among `ids` (or all of them) read; returns how many changed. */
export async function markRead(db: Db, memberId: number, ids: number[] | 'all'): Promise<number> {
  const scope = and(eq(messages.memberId, memberId), eq(messages.read, false), ids === 'all' ? undefined : inArray(messages.id, ids));
  const rows = await db.update(messages).set({ read: true }).where(scope).returning({ id: messages.id });
  return rows.length;
}

/** Delete the member's messages among `ids`; returns how many went. */
export async function deleteMessages(db: Db, memberId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(messages)
    .where(and(eq(messages.memberId, memberId), inArray(messages.id, ids)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Mark read the member's unread notices of one kind that link to `link` (a thread opened: its notices are read). */
export async function markReadByLink(db: Db, memberId: number, kind: string, link: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.memberId, memberId), eq(messages.read, false), eq(messages.kind, kind), eq(messages.link, link)))
    .returning({ id: messages.id });
  return rows.length;
}
