import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages } from '../../db/schema/index.js';

export type PageRow = typeof contentPages.$inferSelect;

export async function listPages(db: Db, section?: string): Promise<PageRow[]> {
  return db
    .select()
    .from(contentPages)
    .where(section ? eq(contentPages.section, section) : undefined)
    .orderBy(asc(contentPages.section), asc(contentPages.sort), asc(contentPages.slug));
}

export async function findPage(db: Db, slug: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  return row;
}

/** Insert or overwrite a page; `created` tells which. */
export async function upsertPage(db: Db, row: typeof contentPages.$inferInsert): Promise<{ page: PageRow; created: boolean }> {
  const existed = Boolean(await findPage(db, row.slug));
  const { slug: _slug, ...patch } = row;
  const [page] = await db.insert(contentPages).values(row).onConflictDoUpdate({ target: contentPages.slug, set: patch }).returning();
  return { page: page!, created: !existed };
}

/** Insert a page unless its slug exists (demo data never overwrites an edited page). */
export async function insertPageIfMissing(db: Db, row: typeof contentPages.$inferInsert): Promise<boolean> {
  const rows = await db.insert(contentPages).values(row).onConflictDoNothing().returning({ slug: contentPages.slug });
  return rows.length > 0;
}

export async function deletePage(db: Db, slug: string): Promise<PageRow | undefined> {
  const [row] = await db.delete(contentPages).where(eq(contentPages.slug, slug)).returning();
  return row;
}
