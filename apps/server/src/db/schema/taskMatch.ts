import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/**
 * Matching both ways (docs/rules/tasks.md "Matching", decision 078): per designer, design type and place (the
 * budget guidance's city key `c:…`, or `*` anywhere), how many tasks the designer completed, the sum of their prices
 * per m² in cents and the last completion. A completion adds 1 to its two rows in the transaction that completes the
 * task; the invite ranking finds a task's experienced designers by (types, place, n) and never reads the tasks.
 */
export const designerMatchFigures = pgTable(
  'designer_match_figures',
  {
    designerId: integer('designer_id').notNull(),
    types: varchar('types', { length: 16 }).notNull(),
    place: varchar('place', { length: 40 }).notNull(),
    n: integer('n').notNull(),
    perM2Sum: bigint('per_m2_sum', { mode: 'number' }).notNull(),
    lastAt: ts('last_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'designer_match_figures_pkey', columns: [t.designerId, t.types, t.place] }),
    index('designer_match_figures_rank_idx').on(t.types, t.place, t.n, t.designerId),
    check('designer_match_figures_n_positive', sql`${t.n} > 0`),
  ],
);

/**
 * A designer's "not for me": a task (`t:<id>`) or a kind, a design type in a city (`k:<types>|<city lower-cased>`).
 * The recommendations never show a hidden task nor a task of a hidden kind. Once per designer and key.
 */
export const taskNotForMe = pgTable(
  'task_not_for_me',
  {
    designerId: integer('designer_id').notNull(),
    key: varchar('key', { length: 60 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'task_not_for_me_pkey', columns: [t.designerId, t.key] })],
);
