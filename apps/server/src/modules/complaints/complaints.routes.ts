import type { FastifyInstance } from 'fastify';
import { complaints } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import * as service from './complaints.service.js';

/** Complaints (docs/rules/tasks.md): the members' calls and the back-office queue. */
export async function registerComplaintsRoutes(app: FastifyInstance) {
  registerCall(app, complaints.complainAdd, (body, { ctx, viewer }) => service.addComplaint(ctx, viewer, body));
  registerCall(app, complaints.complainList, (body, { ctx, viewer }) => service.listMyComplaints(ctx, viewer, body));
  registerCall(app, complaints.complainInfo, (body, { ctx, viewer }) => service.complaintInfo(ctx, viewer, body.id));
  registerCall(app, complaints.complainEdit, (body, { ctx, viewer }) => service.editComplaint(ctx, viewer, body));
  registerCall(app, complaints.complainWithdraw, (body, { ctx, viewer }) => service.withdrawComplaint(ctx, viewer, body.id));
  registerCall(app, complaints.adminComplainList, (body, { ctx, viewer }) => service.complaintQueue(ctx, viewer, body));
  registerCall(app, complaints.adminComplainTake, (body, { ctx, viewer }) => service.takeComplaint(ctx, viewer, body.id));
  registerCall(app, complaints.adminComplainDecide, (body, { ctx, viewer }) => service.decideComplaint(ctx, viewer, body));
}
