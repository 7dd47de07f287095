import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';
import { tsvector } from './search.js';

/**
 * Industry articles and news (docs/rules/articles.md), written in the back office: both languages, a cover,
 * a summary and sanitised rich content. A draft is seen only in the back office; a published article is
 * public from `published_at` on. Help and about pages stay in content_pages.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    authorId: ref('author_id', () => members.id),
    category: varchar('category', { length: 16 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    titleEn: varchar('title_en', { length: 160 }),
    summary: varchar('summary', { length: 400 }).notNull().default(''),
    summaryEn: varchar('summary_en', { length: 600 }),
    /** rich text, sanitised HTML (lib/rich-text.ts) */
    content: text('content').notNull().default(''),
    contentEn: text('content_en'),
    cover: varchar('cover', { length: 32 }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    search: tsvector('search'),
  },
  (t) => [
    index('articles_search_idx').using('gin', t.search),
    index('articles_published_idx').on(t.status, t.publishedAt, t.id),
    index('articles_category_idx').on(t.status, t.category, t.publishedAt, t.id),
    check('articles_status', sql`${t.status} in ('draft', 'published')`),
  ],
);
