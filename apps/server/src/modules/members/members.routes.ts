import type { FastifyInstance } from 'fastify';
import { member } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { myProfile, readViewerWithProfile, updateProfile } from './profile.service.js';

/** The profile calls of docs/rules/api.md (Member/userInfo, Member/updateBaseInfo). */
export async function registerMembersRoutes(app: FastifyInstance) {
  // one statement: the session check and the member's figures together (profile.service readViewerWithProfile)
  registerCall(app, member.userInfo, (_body, { ctx, viewer, req }) => myProfile(ctx, viewer, req), { readViewer: readViewerWithProfile });
  registerCall(app, member.updateBaseInfo, (body, { ctx, viewer }) => updateProfile(ctx, viewer, body));
}
