import type { Db } from '../../db/client.js';
import type { LiveHub } from '../../platform/context.js';
import { queueOffsite } from '../notifications/notifications.service.js';
import { insertMessage } from './messages.repository.js';

export interface Notice {
  /** a stable event name, e.g. `task.selected`, `withdraw.paid`, `identity.rejected` */
  kind: string;
  title: { zh: string; en: string };
  content: { zh: string; en: string };
  /** a client route to open, e.g. `/orderDetail?id=12` */
  link?: string;
}

/**
 * Tell a member about an event: one message in their tip centre, a live
 * signal to their open event streams on every instance, and — for the kinds
 * worth leaving the site for — the off-site notifications the member chose
 * (the notifications module's outbox). Call it with the transaction that made
 * the event, so the message and the notifications exist exactly when the
 * event does.
 */
export async function notify(db: Db, live: LiveHub, memberId: number, notice: Notice, now = new Date()): Promise<number> {
  const id = await insertMessage(db, {
    memberId,
    kind: notice.kind,
    titleZh: notice.title.zh,
    titleEn: notice.title.en,
    contentZh: notice.content.zh,
    contentEn: notice.content.en,
    link: notice.link ?? null,
    createdAt: now,
  });
  await queueOffsite(db, live, memberId, id, notice, now);
  await live.signal(db, memberId);
  return id;
}

/** A notice written the short way: `[title, content]` in each language. */
export interface NoticeText {
  /** a stable event name, as in {@link Notice} */
  kind: string;
  zh: [title: string, content: string];
  en: [title: string, content: string];
  /** a client route to open */
  link?: string;
}

/**
 * {@link notify} for the services: the notice last and in its short form, so that
 * telling a member reads as one statement with its text, not as a page of braces.
 */
export function tell(db: Db, live: LiveHub, memberId: number, now: Date, text: NoticeText): Promise<number> {
  const { kind, zh, en, link } = text;
  return notify(db, live, memberId, { kind, title: { zh: zh[0], en: en[0] }, content: { zh: zh[1], en: en[1] }, link }, now);
}
