import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';
import { tsvector } from './search.js';

/**
 * The model centre (docs/rules/models.md): 3D models members upload (file of purpose `model`, preview images of
 * purpose `preview`), reviewed by admins (pending → approved | rejected), free (price 0) or sold for coins.
 */
export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    ownerId: ref('owner_id', () => members.id),
    title: varchar('title', { length: 120 }).notNull(),
    /** code of the categories tree `modelCategory` */
    category: varchar('category', { length: 32 }).notNull(),
    /** code of the categories tree `style`, or null */
    style: varchar('style', { length: 32 }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    descr: text('descr').notNull().default(''),
    /** cents; 0 = free */
    price: integer('price').notNull().default(0),
    licence: varchar('licence', { length: 500 }).notNull().default(''),
    /** glb, gltf, obj, fbx, stl, 3ds, max, skp */
    format: varchar('format', { length: 8 }).notNull(),
    fileId: varchar('file_id', { length: 32 }).notNull(),
    fileSize: integer('file_size').notNull().default(0),
    /** a web preview (glb) for the viewer, when the server could make one */
    previewFileId: varchar('preview_file_id', { length: 32 }),
    /** 1–9 public preview images (file ids) */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** the card's image: a public file id (the first image unless set) */
    thumbnail: varchar('thumbnail', { length: 32 }),
    polygons: integer('polygons'),
    /** bounding box size in metres [x, y, z] */
    bbox: jsonb('bbox').$type<[number, number, number]>(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by').references(() => members.id),
    reviewedAt: ts('reviewed_at'),
    publishedAt: ts('published_at'),
    deleted: boolean('deleted').notNull().default(false),
    downloads: integer('downloads').notNull().default(0),
    /** how many members keep it in their favourites: moved with each favourite, in its transaction (the list's sort) */
    favourites: integer('favourites').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    search: tsvector('search'),
  },
  (t) => [
    index('models_search_idx').using('gin', t.search),
    index('models_public_idx').on(t.status, t.deleted, t.id),
    index('models_category_idx').on(t.status, t.category, t.id),
    index('models_downloads_idx').on(t.status, t.downloads, t.id),
    index('models_favourites_idx').on(t.status, t.favourites, t.id),
    // the list's price range and its format / free filters: their totals are counted through these, not by reading
    // every model (docs/performance.md, bench:models: 164 ms and 85 ms sequential scans at 100,000 models)
    index('models_price_idx').on(t.status, t.price, t.id),
    index('models_format_idx').on(t.status, t.format, t.price, t.id),
    index('models_owner_idx').on(t.ownerId, t.id),
    check('models_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('models_price', sql`${t.price} >= 0`),
  ],
);

/** A paid model bought once: its buyer downloads it again for free (also after the model is deleted). */
export const modelPurchases = pgTable(
  'model_purchases',
  {
    id: serial('id').primaryKey(),
    buyerId: ref('buyer_id', () => members.id),
    modelId: ref('model_id', () => models.id),
    price: integer('price').notNull(),
    commission: integer('commission').notNull(),
    ledgerTxId: integer('ledger_tx_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('model_purchases_once').on(t.buyerId, t.modelId), index('model_purchases_model_idx').on(t.modelId)],
);
