import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';
import { tsvector } from './search.js';
import { tasks } from './tasks.js';

/**
 * Designers' portfolios and the designer directory (docs/rules/designers.md, decision 025).
 *
 * A work has 1–20 pictures, kept one row per picture in `work_pictures` with the work's visibility, category,
 * style and designer copied onto it, so a gallery of a million pictures is read by index without a join.
 * `designer_profiles` is one row per designer: what the directory filters and sorts by (city, specialties,
 * ratings, completed tasks, public works count, search vector) and the covers its card shows.
 */
export const WORK_VISIBILITIES = ['public', 'hidden'] as const;

export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    designerId: ref('designer_id', () => members.id),
    title: varchar('title', { length: 80 }).notNull(),
    descr: text('descr').notNull().default(''),
    /** designType tree code */
    category: varchar('category', { length: 32 }).notNull(),
    /** style tree code */
    style: varchar('style', { length: 32 }).notNull(),
    /** a related exhibition (exhibitions.id), optional */
    exhibitionId: integer('exhibition_id'),
    /** the cover's file id (one of the pictures) */
    cover: varchar('cover', { length: 32 }).notNull(),
    pictureCount: smallint('picture_count').notNull(),
    visibility: varchar('visibility', { length: 8 }).notNull().default('public'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('works_designer_idx').on(t.designerId, t.id),
    index('works_visibility_idx').on(t.visibility, t.id),
    check('works_visibility', sql`${t.visibility} in ('public', 'hidden')`),
  ],
);

export const workPictures = pgTable(
  'work_pictures',
  {
    id: serial('id').primaryKey(),
    workId: ref('work_id', () => works.id, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 32 }).notNull(),
    /** 0-based order within the work */
    position: smallint('position').notNull(),
    // denormalised from the work, kept in the same transaction as every change of it
    designerId: integer('designer_id').notNull(),
    visibility: varchar('visibility', { length: 8 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    style: varchar('style', { length: 32 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('work_pictures_work_idx').on(t.workId, t.position),
    index('work_pictures_public_idx').on(t.visibility, t.id),
    index('work_pictures_category_idx').on(t.visibility, t.category, t.id),
    index('work_pictures_style_idx').on(t.visibility, t.style, t.id),
    index('work_pictures_designer_idx').on(t.designerId, t.id),
    // the watermarked-picture route finds who may see a file and whose name goes on it by the file id
    index('work_pictures_file_idx').on(t.fileId),
  ],
);

/** One row per designer (decision 025): the directory reads only this table. Ratings are tenths (45 = 4.5). */
export const designerProfiles = pgTable(
  'designer_profiles',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** shown in the directory: the member is a designer and not banned */
    listed: smallint('listed').notNull().default(1),
    nickname: varchar('nickname', { length: 60 }).notNull(),
    city: varchar('city', { length: 30 }).notNull().default(''),
    /** designType codes */
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    taidu: smallint('taidu').notNull().default(0),
    sudu: smallint('sudu').notNull().default(0),
    pinzhi: smallint('pinzhi').notNull().default(0),
    /** the mean of the three, tenths */
    rating: smallint('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    /** public works */
    worksCount: integer('works_count').notNull().default(0),
    /** cover file ids of up to three newest public works */
    covers: jsonb('covers').$type<string[]>().notNull().default([]),
    /** the member's registration, for "newest" */
    joinedAt: ts('joined_at').notNull(),
    figuresAt: ts('figures_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    search: tsvector('search'),
  },
  (t) => [
    index('designer_profiles_search_idx').using('gin', t.search),
    index('designer_profiles_specialties_idx').using('gin', t.specialties),
    index('designer_profiles_rating_idx').on(t.listed, t.rating, t.memberId),
    index('designer_profiles_completed_idx').on(t.listed, t.completed, t.memberId),
    index('designer_profiles_joined_idx').on(t.listed, t.joinedAt, t.memberId),
    index('designer_profiles_city_idx').on(t.city, t.rating, t.memberId),
  ],
);

/** A business invited a designer to one of its recruiting tasks; once per task and designer. */
export const designerInvitations = pgTable(
  'designer_invitations',
  {
    id: serial('id').primaryKey(),
    taskId: ref('task_id', () => tasks.id, { onDelete: 'cascade' }),
    designerId: ref('designer_id', () => members.id),
    businessId: ref('business_id', () => members.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('designer_invitations_once').on(t.taskId, t.designerId), index('designer_invitations_designer_idx').on(t.designerId, t.id)],
);
