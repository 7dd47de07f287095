import type { FastifyInstance } from 'fastify';
import { security } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { recentSecurityEvents } from './security-events.service.js';
import * as service from './security.service.js';

/** The security settings calls (Security/…). */
export async function registerSecurityRoutes(app: FastifyInstance) {
  registerCall(app, security.overview, (_body, { ctx, viewer }) => service.overview(ctx, viewer));
  registerCall(app, security.sessions, (_body, { ctx, viewer }) => service.sessions(ctx, viewer));
  registerCall(app, security.revokeSession, (body, { ctx, req, reply, viewer }) => service.revokeSession(ctx, { req, reply }, viewer, body));
  registerCall(app, security.revokeOtherSessions, (_body, { ctx, req, reply, viewer }) => service.revokeOtherSessions(ctx, { req, reply }, viewer));
  registerCall(app, security.events, async (_body, { ctx, viewer }) => ({ listItem: await recentSecurityEvents(ctx.db, viewer.id) }));
}
