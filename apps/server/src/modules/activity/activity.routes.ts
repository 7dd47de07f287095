import type { FastifyInstance } from 'fastify';
import { activity, wallet } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import * as service from './activity.service.js';

/** The activity centre (check-in, points) and the back office's coin rewards. */
export async function registerActivityRoutes(app: FastifyInstance) {
  registerCall(app, activity.checkin, (_body, { ctx, viewer }) => service.checkin(ctx, viewer));
  registerCall(app, activity.info, (_body, { ctx, viewer }) => service.activityInfo(ctx, viewer));
  registerCall(app, activity.pointsList, (body, { ctx, viewer }) => service.listPoints(ctx, viewer, body));
  registerCall(app, wallet.adminActivityReward, (body, { ctx, viewer }) => service.grantActivityReward(ctx, viewer, body));
}
