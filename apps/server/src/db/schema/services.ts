import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';
import { tsvector } from './search.js';

/**
 * Service packages (docs/rules/services.md, decision 033): a designer's fixed-price offers. Buying one creates a
 * task (tasks.service_id links back); a deleted package keeps its row (`deleted_at`) so those tasks still name it.
 */
export const servicePackages = pgTable(
  'service_packages',
  {
    id: serial('id').primaryKey(),
    designerId: ref('designer_id', () => members.id),
    title: varchar('title', { length: 80 }).notNull(),
    descr: text('descr').notNull().default(''),
    /** design type (the task's `types`) */
    category: varchar('category', { length: 16 }).notNull(),
    style: varchar('style', { length: 16 }).notNull(),
    plaza: integer('plaza').notNull(),
    opens: smallint('opens').notNull(),
    days: smallint('days').notNull(),
    revisions: smallint('revisions').notNull(),
    deliverables: jsonb('deliverables').$type<string[]>().notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** a public file id (purpose preview), or null */
    cover: varchar('cover', { length: 32 }),
    /** active | paused */
    status: varchar('status', { length: 8 }).notNull().default('active'),
    sales: integer('sales').notNull().default(0),
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    search: tsvector('search'),
  },
  (t) => [
    index('service_packages_search_idx').using('gin', t.search),
    index('service_packages_public_idx').on(t.status, t.id),
    index('service_packages_price_idx').on(t.status, t.price),
    index('service_packages_designer_idx').on(t.designerId, t.id),
    check('service_packages_status', sql`${t.status} in ('active', 'paused')`),
    check('service_packages_price', sql`${t.price} > 0`),
  ],
);
