import type { Lang, Page } from '@boothhub/shared';
import type { Message } from '@boothhub/shared/contracts/messages';
import type { Db } from '../../db/client.js';
import type { AppContext, LiveHub, Viewer } from '../../platform/context.js';
import { messageOwnerOf } from './messages.policy.js';
import * as repo from './messages.repository.js';

export { notify, tell, type Notice, type NoticeText } from './notify.service.js';

const toWire = (row: repo.MessageRow, lang: Lang): Message => {
  const en = lang === 'en-US';
  return {
    id: row.id,
    kind: row.kind,
    title: en ? row.titleEn : row.titleZh,
    content: en ? row.contentEn : row.contentZh,
    link: row.link,
    read: row.read,
    dates: row.createdAt.toISOString(),
  };
};

export async function listMessages(
  ctx: AppContext,
  viewer: Viewer,
  q: { page: number; pageSize: number; unread?: boolean },
  lang: Lang,
): Promise<Page<Message> & { unread: number }> {
  const memberId = messageOwnerOf(viewer);
  const [rows, total, unread] = await Promise.all([
    repo.listMessages(ctx.db, memberId, { offset: (q.page - 1) * q.pageSize, limit: q.pageSize, onlyUnread: q.unread }),
    repo.countMessages(ctx.db, memberId, q.unread),
    repo.countUnread(ctx.db, memberId),
  ]);
  return { listItem: rows.map((r) => toWire(r, lang)), total, page: q.page, pageSize: q.pageSize, unread };
}

export async function unreadOf(ctx: Pick<AppContext, 'db'>, memberId: number): Promise<number> {
  return repo.countUnread(ctx.db, memberId);
}

/**
 * Mark messages read. The live signal goes out in the same transaction (only
 * when something changed), so the member's other tabs, on any instance,
 * learn the new count once it is committed.
 */
export async function markRead(ctx: AppContext, viewer: Viewer, ids: number[] | 'all') {
  const memberId = messageOwnerOf(viewer);
  return ctx.db.transaction(async (tx) => {
    const affected = await repo.markRead(tx, memberId, ids);
    if (affected > 0) await ctx.live.signal(tx, memberId);
    return { unread: await repo.countUnread(tx, memberId), affected };
  });
}

export async function deleteMessages(ctx: AppContext, viewer: Viewer, ids: number[]) {
  const memberId = messageOwnerOf(viewer);
  return ctx.db.transaction(async (tx) => {
    const affected = await repo.deleteMessages(tx, memberId, ids);
    if (affected > 0) await ctx.live.signal(tx, memberId);
    return { unread: await repo.countUnread(tx, memberId), affected };
  });
}

/**
 * Mark read a member's notices of one kind linking to `link` (a direct-message thread the member opened, decision
 * 080), with the live signal when something changed; in the caller's transaction.
 */
export async function markNoticesRead(db: Db, live: LiveHub, memberId: number, kind: string, link: string) {
  if ((await repo.markReadByLink(db, memberId, kind, link)) > 0) await live.signal(db, memberId);
}
