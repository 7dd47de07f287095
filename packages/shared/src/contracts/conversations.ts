import { z } from 'zod';
import { defineCall } from '../call.js';
import { cardno, isoDateTime, text } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';
import { directMessageLimits } from './conversationOptions.js';

export { directMessageLimits };

/**
 * Direct messages between members (decision 080): one conversation per pair of members, any signed-in member may
 * write to any other (a business to a designer from the designer's page, the designer answers). Each message is told
 * to its recipient through the message centre (kind `message.direct`: on-site live and the unread count, off-site as
 * the member chose). Abuse rules: never to oneself (MESSAGE_SELF), not to a member who blocked you (MESSAGE_BLOCKED)
 * nor to one you blocked (MESSAGE_YOU_BLOCKED), at most `directMessageLimits.perWindow` messages in
 * `windowMinutes` and `newPerDay` new conversations a day per sender (RATE_LIMITED); a banned member is refused by
 * the guard. `Message/send` honours the Idempotency-Key header: a double click sends once.
 */

/** the other member of a conversation */
export const partySchema = z.object({
  cardno: z.string(),
  nickname: z.string(),
  /** the avatar's public URL, or null */
  avatar: z.string().nullable(),
  role: z.string(),
});
export type Party = z.infer<typeof partySchema>;

export const directMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** written by the viewer */
  mine: z.boolean(),
  /** ISO 8601 */
  dates: isoDateTime,
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const conversationSchema = z.object({
  id: z.number().int(),
  other: partySchema,
  /** the latest message */
  last: directMessageSchema.nullable(),
  /** messages of the other member the viewer has not opened */
  unread: z.number().int(),
  /** the viewer blocked the other member */
  blocked: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const threads = defineCall({
  path: 'Message/threads',
  method: 'POST',
  access: 'member',
  summary: "The viewer's conversations, the latest message first, with their unread counts",
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(conversationSchema).extend({ unread: z.number().int() }),
});

export const thread = defineCall({
  path: 'Message/thread',
  method: 'POST',
  access: 'member',
  summary:
    'The conversation with a member (page 1 = the newest messages, each page oldest first); opening it marks it read. No conversation yet: an empty page',
  body: z.strictObject({ cardno, ...pageQuery }),
  data: pageOf(directMessageSchema).extend({ other: partySchema, blocked: z.boolean() }),
});

export const send = defineCall({
  path: 'Message/send',
  method: 'POST',
  access: 'member',
  summary: 'Write to a member (Idempotency-Key: a retried or double-clicked send is sent once)',
  idempotent: true,
  body: z.strictObject({ cardno, text: text(directMessageLimits.textMax).min(1) }),
  data: directMessageSchema,
});

export const block = defineCall({
  path: 'Message/block',
  method: 'POST',
  access: 'member',
  summary: 'Block (blocked: true) or unblock a member: a blocked member cannot write to you',
  body: z.strictObject({ cardno, blocked: z.boolean() }),
  data: z.object({ blocked: z.boolean() }),
});
