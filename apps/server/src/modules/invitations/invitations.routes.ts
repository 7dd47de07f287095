import type { FastifyInstance } from 'fastify';
import { activity } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { listInvite } from './invitations.service.js';

/** Member/listInvite */
export async function registerInvitationsRoutes(app: FastifyInstance) {
  registerCall(app, activity.listInvite, (body, { ctx, viewer }) => listInvite(ctx, viewer, body));
}
