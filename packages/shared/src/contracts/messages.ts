import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, isoDateTime } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';

/**
 * The tip centre (docs/rules/messages.md). Every call works on the caller's own
 * messages only: ids of other members' messages (or of no message) are
 * silently left alone, and `affected` says how many of the given ids were
 * the caller's and changed.
 */
export const messageSchema = z.object({
  id: z.number().int(),
  /** a stable event name, e.g. `task.selected` */
  kind: z.string(),
  /** in the request's language */
  title: z.string(),
  content: z.string(),
  /** a client route to open, or null */
  link: z.string().nullable().optional(),
  read: z.boolean(),
  /** when it was sent, ISO 8601 */
  dates: isoDateTime,
});
export type Message = z.infer<typeof messageSchema>;

const unread = z.number().int();

export const getList = defineCall({
  path: 'Tipcenter/getList',
  method: 'POST',
  access: 'member',
  summary: "The member's messages, newest first (unread: true = only the unread ones)",
  body: z.strictObject({ ...pageQuery, unread: z.boolean().optional() }),
  data: pageOf(messageSchema).extend({ unread }),
});

export const editMsg = defineCall({
  path: 'Tipcenter/editMsg',
  method: 'POST',
  access: 'member',
  summary: 'Mark messages (or "all") read',
  body: z.strictObject({ ids: z.union([z.array(id).min(1).max(500), z.literal('all')]), read: z.literal(true) }),
  data: z.object({ unread, affected: z.number().int() }),
});

export const delMsg = defineCall({
  path: 'Tipcenter/delMsg',
  method: 'POST',
  access: 'member',
  summary: 'Delete messages',
  body: z.strictObject({ ids: z.array(id).min(1).max(500) }),
  data: z.object({ unread, affected: z.number().int() }),
});

export const unreadCount = defineCall({
  path: 'Tipcenter/unread',
  method: 'POST',
  access: 'member',
  summary: 'The unread count alone (the header badge before the stream connects)',
  body: z.strictObject({}),
  data: z.object({ unread }),
});

/**
 * `GET /api/Tipcenter/stream`: server-sent events for the logged-in member.
 * `event: unread` with `data: {"unread": N}` at connect and after every change
 * to the member's messages (a client may refetch its list on each one), and a
 * comment line as heartbeat. Not a JSON call, so not a `defineCall`.
 */
export const STREAM_PATH = '/api/Tipcenter/stream';
export const unreadEventSchema = z.object({ unread });
export type UnreadEvent = z.infer<typeof unreadEventSchema>;
