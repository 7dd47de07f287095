import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { wechatBindings, wechatPending, wechatStates } from '../../db/schema/index.js';
import { useOnce } from '../../lib/rows.js';

export async function insertState(db: Db, row: typeof wechatStates.$inferInsert) {
  await db.insert(wechatStates).values(row);
}

export async function findState(db: Db, stateHash: string) {
  const [row] = await db.select().from(wechatStates).where(eq(wechatStates.stateHash, stateHash)).limit(1);
  return row;
}

/** Mark a state used; false when it already was (two requests racing with one state: one wins). */
export async function useState(db: Db, id: number, now: Date): Promise<boolean> {
  return useOnce(db, wechatStates, id, now);
}

export async function deleteStatesBefore(db: Db, before: Date) {
  await db.delete(wechatStates).where(lt(wechatStates.expiresAt, before));
}

export async function bindingOfMember(db: Db, memberId: number) {
  const [row] = await db.select().from(wechatBindings).where(eq(wechatBindings.memberId, memberId)).limit(1);
  return row;
}

export async function bindingOfOpenid(db: Db, openid: string) {
  const [row] = await db.select().from(wechatBindings).where(eq(wechatBindings.openid, openid)).limit(1);
  return row;
}

/** Bind; false when the member or the openid is bound already (unique keys), so a race cannot bind twice. */
export async function insertBinding(db: Db, row: typeof wechatBindings.$inferInsert): Promise<boolean> {
  const rows = await db.insert(wechatBindings).values(row).onConflictDoNothing().returning({ memberId: wechatBindings.memberId });
  return rows.length > 0;
}

export async function deleteBinding(db: Db, memberId: number): Promise<boolean> {
  const rows = await db.delete(wechatBindings).where(eq(wechatBindings.memberId, memberId)).returning({ memberId: wechatBindings.memberId });
  return rows.length > 0;
}

/** One pending identity per browser: a newer WeChat login replaces the older one. */
export async function replacePending(db: Db, row: typeof wechatPending.$inferInsert) {
  await db.delete(wechatPending).where(eq(wechatPending.browserHash, row.browserHash));
  await db.insert(wechatPending).values(row);
}

export async function findPending(db: Db, browserHash: string) {
  const [row] = await db.select().from(wechatPending).where(eq(wechatPending.browserHash, browserHash)).limit(1);
  return row;
}

export async function deletePending(db: Db, id: number) {
  await db.delete(wechatPending).where(eq(wechatPending.id, id));
}
