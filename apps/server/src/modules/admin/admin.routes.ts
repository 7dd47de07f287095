import type { FastifyInstance } from 'fastify';
import { admin } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import * as service from './admin.service.js';

/** The back office's member, audit and dashboard calls (content pages: modules/content). */
export async function registerAdminRoutes(app: FastifyInstance) {
  registerCall(app, admin.memberList, (body, { ctx }) => service.listMembers(ctx, body));
  registerCall(app, admin.memberBan, (body, { ctx, viewer }) => service.setBanned(ctx, viewer, body));
  registerCall(app, admin.memberRoleCall, (body, { ctx, viewer }) => service.changeRole(ctx, viewer, body));
  registerCall(app, admin.auditList, (body, { ctx }) => service.listAudit(ctx, body));
  registerCall(app, admin.dashboard, (_body, { ctx }) => service.dashboard(ctx));
}
