import { asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { complaints, members, tasks } from '../../db/schema/index.js';
import { wholeRows } from '../../lib/rows.js';

export type ComplaintRow = typeof complaints.$inferSelect;

const columns = { c: complaints, taskTitle: tasks.title, authorCardno: members.cardno, authorName: members.nickname };
export type ComplaintView = { c: ComplaintRow; taskTitle: string; authorCardno: string; authorName: string };

const base = (db: Db) =>
  db.select(columns).from(complaints).innerJoin(tasks, eq(tasks.id, complaints.taskId)).innerJoin(members, eq(members.id, complaints.authorId));

const complaint = wholeRows(complaints, complaints.id);
export const insertComplaint = (db: Db, row: typeof complaints.$inferInsert) => complaint.insert(db, row);
export const findComplaint = (db: Db, id: number) => complaint.find(db, id);
export const lockComplaint = (db: Db, id: number) => complaint.lock(db, id);

export async function findView(db: Db, id: number): Promise<ComplaintView | undefined> {
  const [row] = await base(db).where(eq(complaints.id, id)).limit(1);
  return row;
}

/** Change a complaint only if it is still in one of `from` (undefined: it was not). */
export const updateIfStatus = (db: Db, id: number, from: string[], patch: Partial<ComplaintRow>) =>
  complaint.updateIf(db, id, inArray(complaints.status, from), patch);

/** Complaints on tasks the member is a party of, newest first. */
export async function listForMember(db: Db, memberId: number, limit: number, offset: number) {
  const where = or(eq(tasks.publisherId, memberId), eq(tasks.designerId, memberId));
  const [rows, [total]] = await Promise.all([
    base(db).where(where).orderBy(desc(complaints.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(complaints).innerJoin(tasks, eq(tasks.id, complaints.taskId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The admin queue, oldest first. */
export async function listQueue(db: Db, statuses: string[], limit: number, offset: number) {
  const where = inArray(complaints.status, statuses);
  const [rows, [total]] = await Promise.all([
    base(db).where(where).orderBy(asc(complaints.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countOpen(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(complaints)
    .where(inArray(complaints.status, ['open', 'processing']));
  return row?.n ?? 0;
}
