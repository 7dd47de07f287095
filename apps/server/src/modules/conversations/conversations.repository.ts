import { and, count, desc, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversationMessages, conversations, memberBlocks, members } from '../../db/schema/index.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type DirectMessageRow = typeof conversationMessages.$inferSelect;

/** a pair of members in the table's order (the lower id is `a`) */
export const pairOf = (x: number, y: number) => (x < y ? { a: x, b: y } : { a: y, b: x });

const party = { cardno: members.cardno, nickname: members.nickname, userlogo: members.userlogo, role: members.role };

export async function findConversation(db: Db, x: number, y: number): Promise<ConversationRow | undefined> {
  const { a, b } = pairOf(x, y);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.memberA, a), eq(conversations.memberB, b)))
    .limit(1);
  return row;
}

/**
 * The pair's conversation, made if there is none, locked for this transaction (FOR UPDATE): two sends of one pair
 * run one after the other. `created` says whether this call made it.
 */
export async function lockOrStartConversation(db: Db, from: number, to: number, now: Date): Promise<{ row: ConversationRow; created: boolean }> {
  const { a, b } = pairOf(from, to);
  const made = await db
    .insert(conversations)
    .values({ memberA: a, memberB: b, startedBy: from, lastMessageAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.memberA, a), eq(conversations.memberB, b)))
    .for('update')
    .limit(1);
  return { row: row!, created: made.length > 0 };
}

export async function insertMessage(db: Db, row: typeof conversationMessages.$inferInsert): Promise<DirectMessageRow> {
  const [created] = await db.insert(conversationMessages).values(row).returning();
  return created!;
}

export async function updateConversation(db: Db, id: number, patch: Partial<typeof conversations.$inferInsert>) {
  await db.update(conversations).set(patch).where(eq(conversations.id, id));
}

/** How many messages `senderId` wrote since `since`. */
/** Serialises one sender's sends: counting their recent messages and adding one are one step (the limits hold under
 * concurrent sends; decision 080). Released when the transaction ends. */
const LOCK_SENDER = 7_411_300;
export async function lockSender(tx: Db, senderId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SENDER}, ${senderId})`);
}

export async function sentSince(db: Db, senderId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.senderId, senderId), gte(conversationMessages.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** How many conversations `memberId` started since `since`. */
export async function startedSince(db: Db, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(and(eq(conversations.startedBy, memberId), gte(conversations.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** One page of a conversation, newest first (the service turns it oldest first). */
export async function messagesOf(db: Db, conversationId: number, limit: number, offset: number) {
  const where = eq(conversationMessages.conversationId, conversationId);
  const [rows, [total]] = await Promise.all([
    db.select().from(conversationMessages).where(where).orderBy(desc(conversationMessages.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(conversationMessages).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export const findMessage = async (db: Db, id: number) =>
  (await db.select().from(conversationMessages).where(eq(conversationMessages.id, id)).limit(1))[0];

/** Unread messages of the other side in a conversation, for `memberId` whose last read message is `readUpTo`. */
const unreadOf = (memberId: number) => sql<number>`(
  select count(*)::int from ${conversationMessages} m
  where m.conversation_id = ${conversations.id} and m.sender_id <> ${memberId}
    and m.id > case when ${conversations.memberA} = ${memberId} then ${conversations.readA} else ${conversations.readB} end
)`;

/** A member's conversations with a message, the latest first, with the other member and the unread count. */
export async function conversationsOf(db: Db, memberId: number, limit: number, offset: number) {
  const mine = and(or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)), gt(conversations.lastMessageId, 0));
  const otherId = sql`case when ${conversations.memberA} = ${memberId} then ${conversations.memberB} else ${conversations.memberA} end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ conversation: conversations, other: { id: members.id, ...party }, last: conversationMessages, unread: unreadOf(memberId) })
      .from(conversations)
      .innerJoin(members, eq(members.id, otherId))
      .leftJoin(conversationMessages, eq(conversationMessages.id, conversations.lastMessageId))
      .where(mine)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(conversations).where(mine),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every unread message of the other sides, over all of a member's conversations. */
export async function unreadTotal(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadOf(memberId)}), 0)::int` })
    .from(conversations)
    .where(or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)));
  return Number(row?.n ?? 0);
}

export async function partyByCardno(db: Db, cardno: string) {
  const [row] = await db
    .select({ id: members.id, banned: members.banned, ...party })
    .from(members)
    .where(eq(members.cardno, cardno))
    .limit(1);
  return row;
}

/** The blocks between two members: whether `x` blocked `y` and whether `y` blocked `x`. */
export async function blocksBetween(db: Db, x: number, y: number) {
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(or(and(eq(memberBlocks.blockerId, x), eq(memberBlocks.blockedId, y)), and(eq(memberBlocks.blockerId, y), eq(memberBlocks.blockedId, x))));
  return { xBlockedY: rows.some((r) => r.blockerId === x), yBlockedX: rows.some((r) => r.blockerId === y) };
}

/** Of `others`, those `memberId` blocked. */
export async function blockedAmong(db: Db, memberId: number, others: number[]): Promise<Set<number>> {
  if (!others.length) return new Set();
  const rows = await db
    .select({ id: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, memberId), inArray(memberBlocks.blockedId, others)));
  return new Set(rows.map((r) => r.id));
}

export async function setBlock(db: Db, blockerId: number, blockedId: number, blocked: boolean, now: Date) {
  if (blocked) await db.insert(memberBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
  else await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
}
