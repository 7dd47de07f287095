import type { FastifyInstance } from 'fastify';
import { directMessages } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { blockMember, listConversations, readThread, sendMessage } from './conversations.service.js';

/** Direct messages between members (decision 080): the conversations, a thread, send, block. */
export async function registerConversationsRoutes(app: FastifyInstance) {
  registerCall(app, directMessages.threads, (body, { ctx, viewer }) => listConversations(ctx, viewer, body));
  registerCall(app, directMessages.thread, (body, { ctx, viewer }) => readThread(ctx, viewer, body));
  registerCall(app, directMessages.send, (body, { ctx, viewer }) => sendMessage(ctx, viewer, body));
  registerCall(app, directMessages.block, (body, { ctx, viewer }) => blockMember(ctx, viewer, body));
}
