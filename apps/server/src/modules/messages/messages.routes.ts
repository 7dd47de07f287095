import type { FastifyInstance } from 'fastify';
import { messages } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { deleteMessages, listMessages, markRead, unreadOf } from './messages.service.js';
import { registerUnreadStream } from './messages.stream.js';

/** The tip centre (docs/rules/messages.md): list, mark read, delete, the unread count and its live stream. */
export async function registerMessagesRoutes(app: FastifyInstance) {
  registerCall(app, messages.getList, (body, { ctx, viewer, lang }) => listMessages(ctx, viewer, body, lang));
  registerCall(app, messages.editMsg, (body, { ctx, viewer }) => markRead(ctx, viewer, body.ids));
  registerCall(app, messages.delMsg, (body, { ctx, viewer }) => deleteMessages(ctx, viewer, body.ids));
  registerCall(app, messages.unreadCount, async (_body, { ctx, viewer }) => ({ unread: await unreadOf(ctx, viewer.id) }));
  registerUnreadStream(app);
}
