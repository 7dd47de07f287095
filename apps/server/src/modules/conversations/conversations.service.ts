import type { Conversation, DirectMessage, Party } from '@boothhub/shared/contracts/conversations';
import { directMessageLimits } from '@boothhub/shared/contracts/conversationOptions';
import { DAY_MS } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { publicFileUrl } from '../files/files.service.js';
import { markNoticesRead, tell } from '../messages/messages.service.js';
import * as repo from './conversations.repository.js';

/**
 * Direct messages between members (decision 080): one conversation per pair, made by its first message. The
 * recipient is told through the message centre (kind `message.direct`, linked to the thread), so the header's
 * unread count and the live stream cover it and the off-site channels follow the member's settings; opening the
 * thread marks its notices read. Abuse rules here: never to oneself, not past a block either way, at most
 * `perWindow` messages in `windowMinutes` and `newPerDay` new conversations a day per sender. A banned member never
 * gets here (the guard).
 */

export const threadLink = (cardno: string) => `/personalCenter/messages/chat?cardno=${cardno}`;

const toParty = (m: { cardno: string; nickname: string; userlogo: string | null; role: string }): Party => ({
  cardno: m.cardno,
  nickname: m.nickname,
  avatar: m.userlogo ? publicFileUrl(m.userlogo) : null,
  role: m.role,
});

const toMessage = (m: repo.DirectMessageRow, viewerId: number): DirectMessage => ({
  id: m.id,
  text: m.text,
  mine: m.senderId === viewerId,
  dates: m.createdAt.toISOString(),
});

/** The other member, by card number: not oneself, and existing. */
async function otherMember(ctx: Pick<AppContext, 'db'>, viewer: Viewer, cardno: string) {
  const other = await repo.partyByCardno(ctx.db, cardno);
  if (!other) throw new AppError('MEMBER_NOT_FOUND');
  if (other.id === viewer.id) throw new AppError('MESSAGE_SELF');
  return other;
}

/** Message/threads */
export async function listConversations(ctx: AppContext, viewer: Viewer, q: { page: number; pageSize: number }) {
  const [{ rows, total }, unread] = await Promise.all([
    repo.conversationsOf(ctx.db, viewer.id, q.pageSize, (q.page - 1) * q.pageSize),
    repo.unreadTotal(ctx.db, viewer.id),
  ]);
  const blocked = await repo.blockedAmong(
    ctx.db,
    viewer.id,
    rows.map((r) => r.other.id),
  );
  const listItem: Conversation[] = rows.map((r) => ({
    id: r.conversation.id,
    other: toParty(r.other),
    last: r.last ? toMessage(r.last, viewer.id) : null,
    unread: Number(r.unread),
    blocked: blocked.has(r.other.id),
  }));
  return { listItem, total, page: q.page, pageSize: q.pageSize, unread };
}

/** Message/thread: a page of the conversation with a member; page 1 marks it (and its notices) read. */
export async function readThread(ctx: AppContext, viewer: Viewer, q: { cardno: string; page: number; pageSize: number }) {
  const other = await otherMember(ctx, viewer, q.cardno);
  const { xBlockedY } = await repo.blocksBetween(ctx.db, viewer.id, other.id);
  const head = { other: toParty(other), blocked: xBlockedY, page: q.page, pageSize: q.pageSize };
  const conversation = await repo.findConversation(ctx.db, viewer.id, other.id);
  if (!conversation) return { ...head, listItem: [], total: 0 };
  const { rows, total } = await repo.messagesOf(ctx.db, conversation.id, q.pageSize, (q.page - 1) * q.pageSize);
  const lastId = conversation.lastMessageId ?? 0;
  const side = conversation.memberA === viewer.id ? 'readA' : 'readB';
  if (q.page === 1 && conversation[side] < lastId) {
    await ctx.db.transaction(async (tx) => {
      await repo.updateConversation(tx, conversation.id, { [side]: lastId });
      await markNoticesRead(tx, ctx.live, viewer.id, 'message.direct', threadLink(other.cardno));
    });
  }
  return { ...head, listItem: rows.reverse().map((m) => toMessage(m, viewer.id)), total };
}

/** Message/send */
export async function sendMessage(ctx: AppContext, viewer: Viewer, body: { cardno: string; text: string }): Promise<DirectMessage> {
  const now = ctx.now();
  const { perWindow, windowMinutes, newPerDay } = directMessageLimits;
  return ctx.db.transaction(async (tx) => {
    const other = await otherMember({ db: tx }, viewer, body.cardno);
    const blocks = await repo.blocksBetween(tx, viewer.id, other.id);
    if (blocks.yBlockedX) throw new AppError('MESSAGE_BLOCKED');
    if (blocks.xBlockedY) throw new AppError('MESSAGE_YOU_BLOCKED');
    // one send of a member at a time: two at once would both count under the limit (checked on PostgreSQL)
    await repo.lockSender(tx, viewer.id);
    if ((await repo.sentSince(tx, viewer.id, new Date(now.getTime() - windowMinutes * 60_000))) >= perWindow)
      throw new AppError('RATE_LIMITED', { minutes: windowMinutes });
    const { row: conversation, created } = await repo.lockOrStartConversation(tx, viewer.id, other.id, now);
    if (created && (await repo.startedSince(tx, viewer.id, new Date(now.getTime() - DAY_MS))) > newPerDay)
      throw new AppError('RATE_LIMITED', { minutes: 24 * 60 });
    const message = await repo.insertMessage(tx, { conversationId: conversation.id, senderId: viewer.id, text: body.text, createdAt: now });
    const mineSide = conversation.memberA === viewer.id ? 'readA' : 'readB';
    // the writer has read everything up to what they wrote
    await repo.updateConversation(tx, conversation.id, { lastMessageId: message.id, lastMessageAt: now, [mineSide]: message.id });
    const me = await repo.partyByCardno(tx, viewer.cardno);
    const name = me?.nickname ?? viewer.cardno;
    const preview = body.text.length > 80 ? `${body.text.slice(0, 80)}…` : body.text;
    await tell(tx, ctx.live, other.id, now, {
      kind: 'message.direct',
      zh: [`${name} 给您发来消息`, preview],
      en: [`A message from ${name}`, preview],
      link: threadLink(viewer.cardno),
    });
    return toMessage(message, viewer.id);
  });
}

/** Message/block */
export async function blockMember(ctx: AppContext, viewer: Viewer, body: { cardno: string; blocked: boolean }) {
  const other = await otherMember(ctx, viewer, body.cardno);
  await repo.setBlock(ctx.db, viewer.id, other.id, body.blocked, ctx.now());
  return { blocked: body.blocked };
}
