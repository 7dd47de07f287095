import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, members } from '../../db/schema/index.js';

/** How many members registered with this member's invite code. */
export async function countInvitees(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(eq(members.invitedBy, memberId));
  return row?.n ?? 0;
}

/** A stored file's owner and purpose (to accept it as an avatar). */
export async function findFileMeta(db: Db, fileId: string) {
  const [row] = await db
    .select({ id: files.id, ownerId: files.ownerId, purpose: files.purpose })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  return row;
}
