import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { members } from '../db/schema/index.js';

/**
 * The back office's review queues: tables of members' requests that an admin settles (identities, top-ups,
 * withdrawals). Each is listed the same way — joined with its member and the reviewing admin, filtered by
 * status and by a keyword on the member, oldest first while pending (first come, first served) and newest
 * first otherwise — so the queues are one query here and a description in each repository.
 */
export interface ReviewQueue<T extends PgTable> {
  table: T;
  id: AnyPgColumn;
  memberId: AnyPgColumn;
  reviewedBy: AnyPgColumn;
  status: AnyPgColumn;
  /** the queue's order (ascending while pending) */
  order: AnyPgColumn;
  /** columns of the request the keyword also matches, besides the member's card number, phone and nickname */
  matches?: AnyPgColumn[];
}

/** A request with who asked for it and who reviewed it. */
export interface QueueRow<T extends PgTable> {
  row: T['$inferSelect'];
  cardno: string;
  nickname: string;
  mobile: string;
  reviewer: string | null;
}

/**
 * What a review decision writes on a catalogue entry (models, exhibitions, conventions): approved or rejected, the
 * rejection's reason, who reviewed it and when, and the date it was first published when it is first approved.
 */
export const decisionValues = (d: { approve: boolean; reason?: string }, reviewedBy: number, now: Date, current: { publishedAt: Date | null }) => ({
  status: d.approve ? ('approved' as const) : ('rejected' as const),
  rejectReason: d.approve ? null : d.reason!,
  reviewedBy,
  reviewedAt: now,
  ...(d.approve && !current.publishedAt ? { publishedAt: now } : {}),
});

/** A catalogue entry's kind as its review notices name it: `model`, 模型, 上传 (uploaded); `exhibition`, 展会, 发布 (published). */
export interface ReviewedKind {
  kind: string;
  zh: string;
  /** how its author put it up */
  verbZh: string;
}

/**
 * The notice a review decision sends the entry's author (modules/messages `tell`): approved and public now, or
 * rejected with the reason and a request to correct it and submit again; `links` are where each outcome leads.
 */
/**
 * A reviewer's reason as a clause inside a sentence: without its own closing full stop (or ! ? ; …), so "原因：缺少确认函。"
 * followed by "。请修改后重新提交" does not read "确认函。。请修改" (issue 32).
 */
export function clause(reason: string | undefined): string {
  return (reason ?? '').trim().replace(/[\s。．.！!？?；;…]+$/u, '');
}

export function decisionNotice(
  d: { approve: boolean; reason?: string },
  what: ReviewedKind,
  title: { zh: string; en: string },
  links: readonly [approved: string, rejected: string],
): { kind: string; zh: [string, string]; en: [string, string]; link: string } {
  const Kind = what.kind.charAt(0).toUpperCase() + what.kind.slice(1);
  const zh = `您${what.verbZh}的${what.zh}“${title.zh}”`;
  const en = `Your ${what.kind} “${title.en}”`;
  return d.approve
    ? {
        kind: `${what.kind}.approved`,
        zh: [`${what.zh}已通过审核`, `${zh}已通过审核，现已公开。`],
        en: [`${Kind} approved`, `${en} was approved and is now public.`],
        link: links[0],
      }
    : {
        kind: `${what.kind}.rejected`,
        zh: [`${what.zh}未通过审核`, `${zh}未通过审核。原因：${clause(d.reason)}。请修改后重新提交。`],
        en: [`${Kind} rejected`, `${en} was rejected. Reason: ${clause(d.reason)}. Please correct it and submit again.`],
        link: links[1],
      };
}

const reviewer = alias(members, 'reviewer');

function joined<T extends PgTable>(db: Db, q: ReviewQueue<T>) {
  return db
    .select({ row: q.table as PgTable, cardno: members.cardno, nickname: members.nickname, mobile: members.phone, reviewer: reviewer.cardno })
    .from(q.table as PgTable)
    .innerJoin(members, eq(members.id, q.memberId))
    .leftJoin(reviewer, eq(reviewer.id, q.reviewedBy));
}

function keywordMatch<T extends PgTable>(q: ReviewQueue<T>, keyword: string | undefined): SQL | undefined {
  const kw = keyword?.replace(/[%_\\]/g, '');
  if (!kw) return undefined;
  return or(...[members.cardno, members.phone, members.nickname, ...(q.matches ?? [])].map((c) => ilike(c, `%${kw}%`)));
}

export interface QueueFilter {
  status?: string;
  keyword?: string;
  limit: number;
  offset: number;
}

export async function listQueue<T extends PgTable>(db: Db, q: ReviewQueue<T>, f: QueueFilter): Promise<{ rows: QueueRow<T>[]; total: number }> {
  const where = and(f.status ? eq(q.status, f.status) : undefined, keywordMatch(q, f.keyword));
  const order = f.status === 'pending' ? asc(q.order) : desc(q.order);
  const [rows, [total]] = await Promise.all([
    joined(db, q).where(where).orderBy(order).limit(f.limit).offset(f.offset),
    db
      .select({ n: count() })
      .from(q.table as PgTable)
      .innerJoin(members, eq(members.id, q.memberId))
      .where(where),
  ]);
  return { rows: rows as QueueRow<T>[], total: total?.n ?? 0 };
}

/** One request of the queue, as the queue lists it. */
export async function findInQueue<T extends PgTable>(db: Db, q: ReviewQueue<T>, id: number): Promise<QueueRow<T> | undefined> {
  const [row] = await joined(db, q).where(eq(q.id, id)).limit(1);
  return row as QueueRow<T> | undefined;
}

/** A member's own requests, newest first. */
export async function listMemberRequests<T extends PgTable>(
  db: Db,
  q: ReviewQueue<T>,
  memberId: number,
  f: { status?: string; limit: number; offset: number },
) {
  const where = and(eq(q.memberId, memberId), f.status ? eq(q.status, f.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(q.table as PgTable)
      .where(where)
      .orderBy(desc(q.order))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: count() })
      .from(q.table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}
