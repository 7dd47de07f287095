import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';
import { tsvector } from './search.js';

/** a stored file's id (files.id); images of the catalogue are public files */
const fileId = (name: string) => varchar(name, { length: 32 });
const fileIds = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

/**
 * The catalogue (docs/rules/catalogue.md): venues (huichang) with their halls,
 * exhibitions (huizhan) with their floor plans (halls and booth plots) and build
 * rules, conventions (huiyi), and the category trees (menusTree) that every
 * filter and form uses. Text a visitor reads has an optional English twin
 * (`*_en`); both feed the search vector (lib/search.ts searchTokens).
 *
 * Exhibitions and conventions are published by business members and shown
 * only when approved (`status`: draft → pending → approved | rejected; an edit
 * of an approved entry sends it back to pending). Venues are entered by admins.
 */

/** What publishing moves an exhibition or a convention through. */
export const CATALOGUE_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;

/** menusTree: one row per node of a category tree (industry, designType, style, modelCategory, region). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    tree: varchar('tree', { length: 16 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    /** stable code used on the wire and in rows that refer to the node (e.g. tasks.types, exhibitions.industry) */
    code: varchar('code', { length: 32 }).notNull(),
    nameZh: varchar('name_zh', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('categories_code_once').on(t.tree, t.code), index('categories_tree_idx').on(t.tree, t.parentId, t.sort)],
);

/** Venues (huichang / conventionSpace). `plaza` and `sizes` are the largest hall's area and capacity, for the band filters. */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    nameEn: varchar('name_en', { length: 120 }),
    city: varchar('city', { length: 30 }).notNull(),
    address: varchar('address', { length: 160 }).notNull(),
    addressEn: varchar('address_en', { length: 200 }),
    descr: text('descr').notNull().default(''),
    descrEn: text('descr_en'),
    /** descr.faceimg of the seed: the cover */
    faceimg: fileId('faceimg'),
    pictures: fileIds('pictures'),
    /** equirectangular 360° images for the panorama viewer */
    panoramas: fileIds('panoramas'),
    /** largest hall's area, m² (0 = unknown) */
    plaza: integer('plaza').notNull().default(0),
    /** largest hall's capacity, people (0 = unknown) */
    sizes: integer('sizes').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    search: tsvector('search'),
  },
  (t) => [
    index('venues_search_idx').using('gin', t.search),
    index('venues_city_idx').on(t.city, t.id),
    index('venues_plaza_idx').on(t.plaza, t.id),
    index('venues_sizes_idx').on(t.sizes, t.id),
    index('venues_featured_idx').on(t.featured, t.id),
  ],
);

export const venueHalls = pgTable(
  'venue_halls',
  {
    id: serial('id').primaryKey(),
    venueId: ref('venue_id', () => venues.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }),
    /** area, m² */
    plaza: integer('plaza').notNull(),
    /** capacity, people */
    sizes: integer('sizes').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('venue_halls_venue_idx').on(t.venueId, t.sort), check('venue_halls_sizes', sql`${t.plaza} >= 0 and ${t.sizes} >= 0`)],
);

/** Build rules of an exhibition's halls, checked against a task's brief before it is published. */
export interface ShowRules {
  /** highest a stand may be, centimetres */
  maxHeightCm?: number;
  /** storeys allowed (1 = single storey only) */
  maxStoreys?: number;
  /** whether hanging structures from the ceiling (rigging) are allowed */
  rigging?: boolean;
  fireNotes?: string;
  fireNotesEn?: string;
}

/** An exhibition's build schedule as stored: hours as `HH:MM`; hallId null for every hall. */
export interface StoredSchedule {
  days: { day: string; kind: 'move_in' | 'move_out'; hallId: number | null; opens: string; closes: string }[];
  rules: { kind: string; dayOffset: number | null; note: string; noteEn: string }[];
}

const publishing = {
  status: varchar('status', { length: 16 }).notNull().default('draft'),
  rejectReason: text('reject_reason'),
  reviewedBy: integer('reviewed_by').references(() => members.id),
  reviewedAt: ts('reviewed_at'),
  /** first approval */
  publishedAt: ts('published_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
};

/** Exhibitions (huizhan). */
export const exhibitions = pgTable(
  'exhibitions',
  {
    id: serial('id').primaryKey(),
    publisherId: ref('publisher_id', () => members.id),
    title: varchar('title', { length: 120 }).notNull(),
    titleEn: varchar('title_en', { length: 160 }),
    /** categories code of the industry tree */
    industry: varchar('industry', { length: 32 }).notNull(),
    city: varchar('city', { length: 30 }).notNull(),
    venueId: integer('venue_id').references(() => venues.id),
    address: varchar('address', { length: 160 }).notNull().default(''),
    sdate: date('sdate', { mode: 'string' }).notNull(),
    edate: date('edate', { mode: 'string' }).notNull(),
    organiser: varchar('organiser', { length: 120 }).notNull().default(''),
    organiserEn: varchar('organiser_en', { length: 160 }),
    /** exhibition area, m² */
    area: integer('area').notNull().default(0),
    /** number of exhibitors */
    exhibitors: integer('exhibitors').notNull().default(0),
    descr: text('descr').notNull().default(''),
    descrEn: text('descr_en'),
    /** rich text, sanitised HTML */
    content: text('content').notNull().default(''),
    contentEn: text('content_en'),
    cover: fileId('cover'),
    gallery: fileIds('gallery'),
    rules: jsonb('rules').$type<ShowRules>(),
    /** move-in/move-out days with hall hours and build rules (decision 079), read and replaced whole */
    buildSchedule: jsonb('build_schedule').$type<StoredSchedule>(),
    ...publishing,
    search: tsvector('search'),
  },
  (t) => [
    index('exhibitions_search_idx').using('gin', t.search),
    // edate last: "not ended" (edate ≥ today) is checked inside the index, so lists and their capped totals are index-only scans
    index('exhibitions_status_date_idx').on(t.status, t.sdate, t.id, t.edate),
    index('exhibitions_city_date_idx').on(t.status, t.city, t.sdate, t.id, t.edate),
    index('exhibitions_industry_date_idx').on(t.status, t.industry, t.sdate, t.id),
    index('exhibitions_area_idx').on(t.status, t.area),
    index('exhibitions_publisher_idx').on(t.publisherId, t.id),
    index('exhibitions_venue_idx').on(t.venueId, t.sdate),
    check('exhibitions_dates', sql`${t.edate} >= ${t.sdate}`),
    check('exhibitions_status', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`),
  ],
);

/** An exhibition's halls on its floor plan; sizes in centimetres. */
export const exhibitionHalls = pgTable(
  'exhibition_halls',
  {
    id: serial('id').primaryKey(),
    exhibitionId: ref('exhibition_id', () => exhibitions.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }),
    widthCm: integer('width_cm').notNull(),
    depthCm: integer('depth_cm').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('exhibition_halls_exhibition_idx').on(t.exhibitionId, t.sort),
    unique('exhibition_halls_id_exhibition').on(t.id, t.exhibitionId),
    check('exhibition_halls_size', sql`${t.widthCm} > 0 and ${t.depthCm} > 0`),
  ],
);

/** Booth plots of a hall: number, size and position (top-left corner) in centimetres, open sides 1–4. */
export const boothPlots = pgTable(
  'booth_plots',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').notNull(),
    hallId: integer('hall_id').notNull(),
    number: varchar('number', { length: 16 }).notNull(),
    widthCm: integer('width_cm').notNull(),
    depthCm: integer('depth_cm').notNull(),
    /** open sides: 1 inline, 2 corner, 3 peninsula, 4 island */
    opens: smallint('opens').notNull(),
    xCm: integer('x_cm').notNull(),
    yCm: integer('y_cm').notNull(),
    /** free | reserved | sold, marked by the organiser or an admin (decision 070) */
    state: varchar('state', { length: 12 }).notNull().default('free'),
    /** the exhibitor holding a reserved or sold plot, shown to everyone only when `exhibitorPublic` */
    exhibitor: varchar('exhibitor', { length: 80 }),
    exhibitorPublic: boolean('exhibitor_public').notNull().default(false),
  },
  (t) => [
    foreignKey({ columns: [t.hallId, t.exhibitionId], foreignColumns: [exhibitionHalls.id, exhibitionHalls.exhibitionId] }).onDelete('cascade'),
    unique('booth_plots_number_once').on(t.hallId, t.number),
    index('booth_plots_exhibition_idx').on(t.exhibitionId, t.hallId),
    check('booth_plots_size', sql`${t.widthCm} > 0 and ${t.depthCm} > 0 and ${t.xCm} >= 0 and ${t.yCm} >= 0`),
    check('booth_plots_opens', sql`${t.opens} between 1 and 4`),
    check('booth_plots_state', sql`${t.state} in ('free', 'reserved', 'sold')`),
  ],
);

/** Conventions (huiyi). */
export const conventions = pgTable(
  'conventions',
  {
    id: serial('id').primaryKey(),
    publisherId: ref('publisher_id', () => members.id),
    title: varchar('title', { length: 120 }).notNull(),
    titleEn: varchar('title_en', { length: 160 }),
    descr: text('descr').notNull().default(''),
    descrEn: text('descr_en'),
    /** attendee capacity */
    sizes: integer('sizes').notNull().default(0),
    contacter: varchar('contacter', { length: 40 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    sdate: date('sdate', { mode: 'string' }).notNull(),
    edate: date('edate', { mode: 'string' }).notNull(),
    addrs: varchar('addrs', { length: 160 }).notNull().default(''),
    /** rich text, sanitised HTML */
    content: text('content').notNull().default(''),
    contentEn: text('content_en'),
    city: varchar('city', { length: 30 }).notNull(),
    industry: varchar('industry', { length: 32 }),
    venueId: integer('venue_id').references(() => venues.id),
    cover: fileId('cover'),
    pictures: fileIds('pictures'),
    ...publishing,
    search: tsvector('search'),
  },
  (t) => [
    index('conventions_search_idx').using('gin', t.search),
    index('conventions_status_date_idx').on(t.status, t.sdate, t.id),
    index('conventions_city_date_idx').on(t.status, t.city, t.sdate, t.id),
    index('conventions_sizes_idx').on(t.status, t.sizes),
    index('conventions_publisher_idx').on(t.publisherId, t.id),
    index('conventions_venue_idx').on(t.venueId, t.sdate),
    check('conventions_dates', sql`${t.edate} >= ${t.sdate}`),
    check('conventions_status', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`),
  ],
);
