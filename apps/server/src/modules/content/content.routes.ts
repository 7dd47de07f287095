import type { FastifyInstance } from 'fastify';
import { admin, content } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import * as service from './content.service.js';

/** Help and about pages: public reading, back-office editing (audited). */
export async function registerContentRoutes(app: FastifyInstance) {
  registerCall(app, content.helpList, (_body, { ctx }) => service.helpList(ctx));
  registerCall(app, content.pageInfo, (body, { ctx }) => service.getPage(ctx, body.slug));
  registerCall(app, admin.pageList, (_body, { ctx }) => service.allPages(ctx));
  registerCall(app, admin.pageSave, (body, { ctx, viewer }) => service.savePage(ctx, viewer, body));
  registerCall(app, admin.pageDelete, (body, { ctx, viewer }) => service.deletePage(ctx, viewer, body));
}
