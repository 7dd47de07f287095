import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';

export const files = pgTable(
  'files',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    ownerId: ref('owner_id', () => members.id),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    isPublic: boolean('is_public').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** set the first time a call takes the file (getOwnedFile); uploads never attached are swept after 24 hours */
    attachedAt: ts('attached_at'),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    index('files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
  ],
);

/**
 * Resumable (tus) uploads not finished yet, with the size each declared (`Upload-Length`): counted against the
 * member's upload quota as if written (files.service `openUpload`), at most UPLOADS_OPEN_PER_MEMBER at once, removed
 * when the upload finishes, is cancelled or receives nothing for UPLOAD_IDLE_MINUTES (decision 062).
 */
export const openUploads = pgTable(
  'open_uploads',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    ownerId: ref('owner_id', () => members.id, { onDelete: 'cascade' }),
    declared: bigint('declared', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('open_uploads_owner_idx').on(t.ownerId), index('open_uploads_created_idx').on(t.createdAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    memberId: ref('member_id', () => members.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    link: varchar('link', { length: 300 }),
    read: boolean('read').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('messages_member_idx').on(t.memberId, t.id), index('messages_unread_idx').on(t.memberId, t.read)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: ref('actor_id', () => members.id),
    action: varchar('action', { length: 60 }).notNull(),
    target: varchar('target', { length: 100 }),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_actor_idx').on(t.actorId, t.id), index('audit_action_idx').on(t.action, t.id)],
);

export const contentPages = pgTable('content_pages', {
  slug: varchar('slug', { length: 60 }).primaryKey(),
  section: varchar('section', { length: 10 }).notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  bodyZh: text('body_zh').notNull(),
  bodyEn: text('body_en').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Platform settings changed in the back office: one row per key, JSON value. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Server-wide secrets (e.g. the key that signs private file links), made once
 * by whichever instance needs one first, so every instance signs alike.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
