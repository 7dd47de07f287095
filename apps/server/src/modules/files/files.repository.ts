import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, openUploads, serverSecrets } from '../../db/schema/index.js';
import { sumWhere } from '../../lib/rows.js';

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

/** Mark the file as taken by a call (once); false when the row is gone (swept meanwhile). */
export async function markAttached(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ attachedAt: sql`now()` })
    .where(eq(files.id, id))
    .returning({ id: files.id });
  return rows.length > 0;
}

const LOCK_UPLOAD_QUOTA = 7_411_200;

/** Serialise one member's uploads until the transaction ends, so two at once cannot both fit the quota. */
export async function lockQuota(db: Db, ownerId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_UPLOAD_QUOTA}, ${ownerId})`);
}

/** Bytes of all of the member's files and the declared bytes of their open uploads (but `exceptUpload`'s). */
export async function usedBytes(db: Db, ownerId: number, exceptUpload?: string): Promise<number> {
  // one after another: inside the upload's transaction both run on its one connection (db/one-query-a-client.test.ts)
  const stored = await sumWhere(db, files, files.size, eq(files.ownerId, ownerId));
  const open = await sumWhere(
    db,
    openUploads,
    openUploads.declared,
    exceptUpload ? and(eq(openUploads.ownerId, ownerId), ne(openUploads.id, exceptUpload)) : eq(openUploads.ownerId, ownerId),
  );
  return stored + open;
}

export async function countOpenUploads(db: Db, ownerId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(openUploads)
    .where(eq(openUploads.ownerId, ownerId));
  return rows[0]?.n ?? 0;
}

export async function insertOpenUpload(db: Db, row: typeof openUploads.$inferInsert) {
  await db.insert(openUploads).values(row);
}

export async function deleteOpenUpload(db: Db, id: string) {
  await db.delete(openUploads).where(eq(openUploads.id, id));
}

/** Open uploads created before `before` (the ones that may have gone idle), oldest first. */
export async function openUploadsBefore(db: Db, before: Date, limit: number) {
  return db
    .select({ id: openUploads.id, createdAt: openUploads.createdAt })
    .from(openUploads)
    .where(lt(openUploads.createdAt, before))
    .orderBy(asc(openUploads.createdAt))
    .limit(limit);
}

/**
 * Delete up to `limit` files never attached and created before `before`,
 * skipping rows another transaction holds (an attach in progress, another
 * instance's sweep); returns their storage keys.
 */
export async function deleteUnattached(db: Db, before: Date, limit: number): Promise<string[]> {
  const due = await db
    .select({ id: files.id })
    .from(files)
    .where(and(isNull(files.attachedAt), lt(files.createdAt, before)))
    .orderBy(asc(files.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const gone = await db
    .delete(files)
    .where(
      inArray(
        files.id,
        due.map((d) => d.id),
      ),
    )
    .returning({ storageKey: files.storageKey });
  return gone.map((g) => g.storageKey);
}

/** Forget every server secret (a prepared demo image leaves its seeding's secrets behind: each install makes its own). */
export async function forgetSecrets(db: Db) {
  await db.delete(serverSecrets);
}
