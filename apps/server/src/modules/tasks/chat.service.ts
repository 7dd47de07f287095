import type { ChatMessage } from '@boothhub/shared/contracts/tasks';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberByCardno, findMemberById } from '../accounts/members.service.js';
import { getOwnedFile, publicFileUrl } from '../files/files.service.js';
import { tell } from '../messages/notify.service.js';
import * as chats from './chat.repository.js';
import { assertMaySee } from './tasks.policy.js';
import { presentFiles } from './tasks.presenter.js';
import * as repo from './tasks.repository.js';
import type { TaskRow } from './tasks.repository.js';

/**
 * The conversation of a task (docs/rules/tasks.md, issue item 7): one thread per
 * designer with the publisher. While the task recruits, applicants may ask the
 * publisher questions in their thread, but phone numbers, e-mail addresses and
 * WeChat/QQ ids are masked when written, so deals are not taken off the
 * platform; from the selection on, only the selected designer's thread goes
 * on, unmasked. Admins read every thread (complaints) and write none.
 */

const MASK = '***';
const CONTACT_PATTERNS = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail
  /(?:微信|威信|薇信|wechat|weixin|vx|wx|v信|qq|扣扣)\s*(?:号)?\s*[:：]?\s*[A-Za-z0-9_-]{5,30}/giu, // WeChat / QQ ids
  /(?:\+?86[\s-]?)?1[3-9]\d(?:[\s-]?\d){8}/g, // mobile numbers, also spaced
  /0\d{2,3}[\s-]?\d{7,8}/g, // landlines
  /\d(?:[\s-]?\d){6,}/g, // any other long run of digits
];

/** Mask contact details; `masked` says whether anything was replaced. */
export function maskContacts(text: string): { text: string; masked: boolean } {
  let out = text;
  for (const re of CONTACT_PATTERNS) out = out.replace(re, MASK);
  return { text: out, masked: out !== text };
}

const CLOSED = new Set(['unpaid', 'cancelled']);

/** Which designer's thread the viewer means, and whether they may write in it. */
async function threadOf(ctx: AppContext, task: TaskRow, viewer: Viewer, designerCardno: string | undefined) {
  const isPublisher = task.publisherId === viewer.id;
  const isAdmin = viewer.role === 'admin' && !isPublisher;
  let designerId: number;
  if (isPublisher || isAdmin) {
    if (designerCardno) {
      const m = await findMemberByCardno(ctx.db, designerCardno);
      if (!m) throw new AppError('SIGNUP_NOT_FOUND');
      designerId = m.id;
    } else if (task.designerId !== null) {
      designerId = task.designerId;
    } else {
      throw new AppError('VALIDATION_FAILED', { field: 'designer', reason: 'name the designer until one is selected' }, { field: 'designer' });
    }
  } else {
    if (designerCardno && designerCardno !== viewer.cardno) throw new AppError('FORBIDDEN');
    designerId = viewer.id;
  }
  const signup = await repo.findSignup(ctx.db, task.id, designerId);
  const isSelected = task.designerId === designerId;
  if (!signup && !isSelected) {
    if (isPublisher || isAdmin) throw new AppError('SIGNUP_NOT_FOUND');
    throw new AppError('FORBIDDEN');
  }
  // writing: the publisher and the designer of the thread, while it is open: before selection any active applicant, afterwards only the selected one
  const threadOpen = task.designerId === null ? signup?.status === 'active' : isSelected;
  const mayWrite = !isAdmin && threadOpen && !CLOSED.has(task.status);
  return { designerId, mayWrite, isAdmin, otherId: isPublisher ? designerId : task.publisherId };
}

async function toWire(ctx: AppContext, r: { chat: chats.ChatRow; cardno: string; nickname: string; userlogo: string | null }): Promise<ChatMessage> {
  return {
    id: r.chat.id,
    cardno: r.cardno,
    nickname: r.nickname,
    userlogo: r.userlogo ? publicFileUrl(r.userlogo) : null,
    content: r.chat.content,
    files: await presentFiles(ctx, r.chat.files, 'original'),
    dates: r.chat.createdAt.toISOString(),
    masked: r.chat.masked,
  };
}

export async function listChat(ctx: AppContext, viewer: Viewer, q: { id: number; designer?: string; page: number; pageSize: number }) {
  const task = await repo.findTask(ctx.db, q.id);
  assertMaySee(task, viewer);
  const { designerId } = await threadOf(ctx, task, viewer, q.designer);
  const { rows, total } = await chats.listThread(ctx.db, task.id, designerId, q.pageSize, (q.page - 1) * q.pageSize);
  const listItem = [];
  for (const r of rows) listItem.push(await toWire(ctx, r));
  return { listItem, total, page: q.page, pageSize: q.pageSize };
}

export async function postChat(ctx: AppContext, viewer: Viewer, body: { id: number; designer?: string; content: string; files: string[] }) {
  if (!body.content && !body.files.length) throw new AppError('CHAT_EMPTY');
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const task = await repo.lockTask(tx, body.id);
    assertMaySee(task, viewer);
    const { designerId, mayWrite, otherId, isAdmin } = await threadOf({ ...ctx, db: tx }, task, viewer, body.designer);
    if (isAdmin) throw new AppError('FORBIDDEN');
    if (!mayWrite) throw new AppError('STATE_CONFLICT', { state: task.status });
    const files = [...new Set(body.files)];
    for (const f of files) await getOwnedFile(tx, f, viewer.id, ['attachment', 'delivery']);
    const { text, masked } = task.designerId === null ? maskContacts(body.content) : { text: body.content, masked: false };
    const row = await chats.insertChat(tx, { taskId: task.id, designerId, senderId: viewer.id, content: text, files, masked, createdAt: now });
    const me = await findMemberById(tx, viewer.id);
    await tell(tx, ctx.live, otherId, now, {
      kind: 'task.chat',
      zh: ['任务沟通新消息', `${me?.nickname ?? ''}：${text.slice(0, 80)}`],
      en: ['New message on a task', `${me?.nickname ?? ''}: ${text.slice(0, 80)}`],
      link: `/orderDetail?id=${task.id}`,
    });
    return row.id;
  });
  return toWire(ctx, (await chats.findChat(ctx.db, id))!);
}

/** The conversation between the publisher and the selected designer (complaint handling). */
export async function conversationOf(ctx: AppContext, task: TaskRow): Promise<ChatMessage[]> {
  if (task.designerId === null) return [];
  const { rows } = await chats.listThread(ctx.db, task.id, task.designerId, 10_000, 0);
  const out = [];
  for (const r of rows) out.push(await toWire(ctx, r));
  return out;
}
