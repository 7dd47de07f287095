import type { FastifyInstance } from 'fastify';
import { conventions } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import * as svc from './conventions.service.js';

/** Conventions (huiyi): the public list and detail, the member's detail, publishing and the admin's review. */
export async function registerConventionsRoutes(app: FastifyInstance) {
  registerCall(app, conventions.searchHuiyi, (body, { ctx, viewer, lang }) => svc.searchConventions(ctx, viewer, lang, body));
  registerCall(app, conventions.huiyiInfoPublic, (body, { ctx, viewer, lang }) => svc.conventionInfo(ctx, viewer, lang, body.id, false));
  registerCall(app, conventions.huiyiInfo, (body, { ctx, viewer, lang }) => svc.conventionInfo(ctx, viewer, lang, body.id, true));
  registerCall(app, conventions.huiyiPub, (body, { ctx, viewer }) => svc.publishConvention(ctx, viewer, body));
  registerCall(app, conventions.huiyiMine, (body, { ctx, viewer, lang }) => svc.listMine(ctx, viewer, lang, body));
  registerCall(app, conventions.huiyiEdit, (body, { ctx, viewer }) => svc.editForm(ctx, viewer, body.id));
  registerCall(app, conventions.huiyiQueue, (body, { ctx, lang }) => svc.reviewQueue(ctx, lang, body));
  registerCall(app, conventions.huiyiReview, (body, { ctx, viewer }) => svc.reviewConvention(ctx, viewer, body));
}
