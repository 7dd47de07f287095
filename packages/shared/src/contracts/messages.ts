import { z } from 'zod';
import { defineCall } from '../call.js';
import { id } from '../fields.js';
import { pageQuery } from '../pagination.js';

export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable().optional(),
  read: z.boolean(),
  dates: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const getList = defineCall({
  path: 'Tipcenter/getList',
  method: 'POST',
  access: 'member',
  summary: "The member's messages, newest first",
  body: z.strictObject({ ...pageQuery, unread: z.boolean().optional() }),
  data: z.object({
    listItem: z.array(messageSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    unread: z.number().int(),
  }),
});

export const editMsg = defineCall({
  path: 'Tipcenter/editMsg',
  method: 'POST',
  access: 'member',
  summary: 'Mark messages (or all) read',
  body: z.strictObject({ ids: z.union([z.array(id).min(1).max(500), z.literal('all')]), read: z.literal(true) }),
  data: z.object({ unread: z.number().int() }),
});

export const delMsg = defineCall({
  path: 'Tipcenter/delMsg',
  method: 'POST',
  access: 'member',
  summary: 'Delete messages',
  body: z.strictObject({ ids: z.array(id).min(1).max(500) }),
  data: z.object({ unread: z.number().int() }),
});

export const unreadCount = defineCall({
  path: 'Tipcenter/unread',
  method: 'POST',
  access: 'member',
  summary: 'The unread count alone (the header badge before the stream connects)',
  body: z.strictObject({}),
  data: z.object({ unread: z.number().int() }),
});
