import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';

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
