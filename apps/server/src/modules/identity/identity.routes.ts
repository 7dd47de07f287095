import type { FastifyInstance } from 'fastify';
import { identity } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import * as service from './identity.service.js';

/** Member/userAuth, Member/userAuthInfo and the back-office queue (Admin/identityList, Admin/identityReview). */
export async function registerIdentityRoutes(app: FastifyInstance) {
  registerCall(app, identity.userAuth, (body, { ctx, viewer }) => service.submitIdentity(ctx, viewer, body));
  registerCall(app, identity.userAuthInfo, (_body, { ctx, viewer }) => service.identityInfo(ctx, viewer));
  registerCall(app, identity.identityList, (body, { ctx }) => service.listIdentities(ctx, body));
  registerCall(app, identity.identityReview, (body, { ctx, viewer }) => service.reviewIdentity(ctx, viewer, body));
}
