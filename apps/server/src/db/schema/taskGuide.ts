import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Budget guidance (docs/rules/tasks.md "Budget guidance", decision 075): per band, how many completed tasks paid each
 * price per m². A band is a place (`c:<city>`, `p:<province code>` or `*` anywhere), a design type, the storeys, the
 * open sides (0: any) and an area band (AREA_BANDS' index); `bucket` is cents per m² at three significant figures
 * (packages/shared rules/budgetGuide.ts priceBucket). A task's completion adds 1 to each of its bands' buckets in the
 * transaction that completes it; the guidance reads a band's buckets by this primary key and never the tasks.
 */
export const taskPriceBands = pgTable(
  'task_price_bands',
  {
    place: varchar('place', { length: 40 }).notNull(),
    types: varchar('types', { length: 16 }).notNull(),
    layer: smallint('layer').notNull(),
    opens: smallint('opens').notNull(),
    areaBand: smallint('area_band').notNull(),
    bucket: bigint('bucket', { mode: 'number' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ name: 'task_price_bands_pkey', columns: [t.place, t.types, t.layer, t.opens, t.areaBand, t.bucket] }),
    check('task_price_bands_n_positive', sql`${t.n} > 0`),
  ],
);
