import type { FastifyInstance } from 'fastify';
import { member } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { myProfile, updateProfile } from './profile.service.js';

/** The profile calls of docs/rules/api.md (Member/userInfo, Member/updateBaseInfo). */
export async function registerMembersRoutes(app: FastifyInstance) {
  registerCall(app, member.userInfo, (_body, { ctx, viewer }) => myProfile(ctx, viewer));
  registerCall(app, member.updateBaseInfo, (body, { ctx, viewer }) => updateProfile(ctx, viewer, body));
}
