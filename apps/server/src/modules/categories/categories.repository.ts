import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema/catalogue.js';
import { prepared } from '../../lib/prepared.js';
import { countWhere, firstRow } from '../../lib/rows.js';

export type CategoryRow = typeof categories.$inferSelect;

export async function listTrees(db: Db, tree?: string, enabledOnly = false): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(and(tree ? eq(categories.tree, tree) : undefined, enabledOnly ? eq(categories.enabled, true) : undefined))
    .orderBy(asc(categories.tree), asc(categories.sort), asc(categories.id));
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export const findByCode = (db: Db, tree: string, code: string): Promise<CategoryRow | undefined> =>
  firstRow(db, categories, and(eq(categories.tree, tree), eq(categories.code, code)));

export async function insertCategory(db: Db, row: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [created] = await db.insert(categories).values(row).onConflictDoNothing().returning();
  return created!;
}

export async function updateCategory(db: Db, id: number, patch: Partial<typeof categories.$inferInsert>): Promise<CategoryRow | undefined> {
  const [row] = await db.update(categories).set(patch).where(eq(categories.id, id)).returning();
  return row;
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export const countChildren = (db: Db, id: number): Promise<number> => countWhere(db, categories, eq(categories.parentId, id));

/** Changes whenever a node is added, edited or removed. */
export async function treesVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      last: sql<string>`coalesce(extract(epoch from max(${categories.updatedAt}))::text, '0')`,
      ids: sql<string>`coalesce(sum(${categories.id}), 0)::text`,
    })
    .from(categories);
  return `${row?.n ?? 0}.${row?.last ?? 0}.${row?.ids ?? 0}`;
}

/**
 * The region tree's city named `name` (its Chinese name, or its English one in any case) with its province, enabled
 * or not: a place a brief names stays the same place when an admin hides it from the pickers.
 */
export async function findRegionCity(db: Db, name: string) {
  // every budget guidance asks it (modules/tasks guide.service.ts): a prepared statement
  const [row] = await prepared(db, 'region_city', (d) => {
    const province = alias(categories, 'province');
    return d
      .select({
        code: categories.code,
        nameZh: categories.nameZh,
        nameEn: categories.nameEn,
        provinceCode: province.code,
        provinceZh: province.nameZh,
        provinceEn: province.nameEn,
      })
      .from(categories)
      .innerJoin(province, eq(province.id, categories.parentId))
      .where(
        and(
          eq(categories.tree, 'region'),
          or(eq(categories.nameZh, sql.placeholder('name')), sql`lower(${categories.nameEn}) = lower(${sql.placeholder('name')})`),
        ),
      )
      .orderBy(asc(categories.id))
      .limit(1)
      .prepare('region_city');
  }).execute({ name });
  return row;
}
