import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, serverSecrets } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<FileRow> {
  const [created] = await db.insert(files).values(row).returning();
  return created!;
}

export async function findFileById(db: Db, id: string): Promise<FileRow | undefined> {
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return rows[0];
}

export async function findSecret(db: Db, name: string): Promise<string | undefined> {
  const rows = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  return rows[0]?.value;
}

/** Store a secret unless one of that name exists (two instances racing: the first one wins). */
export async function insertSecretIfMissing(db: Db, name: string, value: string, now: Date) {
  await db.insert(serverSecrets).values({ name, value, createdAt: now }).onConflictDoNothing();
}
