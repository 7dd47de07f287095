import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';

/** What a member chose for off-site notifications (docs/rules/messages.md); no row = the defaults of their role. */
export const notifySettings = pgTable('notify_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 254 }),
  /** set when the member opened the link mailed to `email`; nothing but that mail goes to an unverified address */
  emailVerifiedAt: ts('email_verified_at'),
  /** the language of their mails */
  lang: varchar('lang', { length: 8 }).notNull().default('zh-CN'),
  /** event kind → the off-site channels chosen for it; a kind absent here has its role's default */
  channels: jsonb('channels').$type<Record<string, string[]>>().notNull().default({}),
  /** off by default for e-mail: a mail at night wakes no one */
  quietOn: boolean('quiet_on').notNull().default(false),
  /** minutes after midnight, Asia/Shanghai */
  quietStart: smallint('quiet_start')
    .notNull()
    .default(22 * 60),
  quietEnd: smallint('quiet_end')
    .notNull()
    .default(8 * 60),
  /** e-mails that are not urgent are folded into one mail a day */
  digest: boolean('digest').notNull().default(false),
  /** a phone the SMS gateway refused as invalid (decision 073): no SMS goes to it again; a new phone is tried */
  smsRefusedPhone: varchar('sms_refused_phone', { length: 20 }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The outbox: one row per event and off-site channel, written in the event's transaction and drained by the workers
 * (modules/notifications/outbox.worker.ts). status: pending → sending (claimed until `locked_until`) → sent, or back to
 * pending with a later `due_at` after a failure, or dead after the last try; capped (the member's daily cap was
 * reached) and dropped (no verified address any more) are final and not sent.
 */
export const notifyOutbox = pgTable(
  'notify_outbox',
  {
    id: serial('id').primaryKey(),
    memberId: ref('member_id', () => members.id, { onDelete: 'cascade' }),
    /** the message-centre entry of the same event (null for mails that have none, e.g. an address check) */
    messageId: integer('message_id'),
    kind: varchar('kind', { length: 40 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    /** urgent rows skip quiet hours, the digest and the cap */
    urgent: boolean('urgent').notNull().default(false),
    digest: boolean('digest').notNull().default(false),
    /** the text in both languages and the link, as the event wrote them */
    payload: jsonb('payload').$type<OutboxPayload>().notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    dueAt: ts('due_at').notNull(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('notify_outbox_due_idx').on(t.status, t.dueAt),
    index('notify_outbox_member_idx').on(t.memberId, t.channel, t.sentAt),
    uniqueIndex('notify_outbox_event_idx').on(t.messageId, t.channel),
    // the dashboard's counts per day (decision 074)
    index('notify_outbox_created_idx').on(t.createdAt),
  ],
);

export interface OutboxPayload {
  title: { zh: string; en: string };
  content: { zh: string; en: string };
  link: string | null;
  /** where the mail goes, for rows that are not sent to the member's saved address (an address check); e-mail only */
  to?: string;
}

/** The key that signs unsubscribe and address-check links: made once by the first instance that needs it. */
export const notifyKeys = pgTable('notify_keys', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
});

export type NotifySettingsRow = typeof notifySettings.$inferSelect;
export type OutboxRow = typeof notifyOutbox.$inferSelect;
