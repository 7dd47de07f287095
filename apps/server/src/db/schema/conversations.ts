import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';

const member = (name: string) =>
  integer(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * Direct messages (decision 080): one conversation per pair of members, `member_a` the lower id. `read_a`/`read_b`:
 * the id of the last message each side has opened (their unread messages are the other's after it).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    memberA: member('member_a'),
    memberB: member('member_b'),
    /** who wrote first (the daily limit of new conversations counts these) */
    startedBy: integer('started_by').notNull(),
    readA: integer('read_a').notNull().default(0),
    readB: integer('read_b').notNull().default(0),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: ts('last_message_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.memberA, t.memberB),
    index('conversations_b_idx').on(t.memberB),
    index('conversations_started_idx').on(t.startedBy, t.createdAt),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: ref('conversation_id', () => conversations.id, { onDelete: 'cascade' }),
    senderId: member('sender_id'),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    index('conversation_messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** `blocker` refuses messages from `blocked`. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: member('blocker_id'),
    blockedId: member('blocked_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);
