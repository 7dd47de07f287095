import type { FastifyInstance } from 'fastify';
import { evaluations } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import * as service from './evaluations.service.js';

/** Evaluations both ways (docs/rules/tasks.md): write, list, one, edit, and a member's public ratings. */
export async function registerEvaluationsRoutes(app: FastifyInstance) {
  registerCall(app, evaluations.businessCmt, (body, { ctx, viewer }) => service.evaluate(ctx, viewer, 'publisher', body));
  registerCall(app, evaluations.designerCmt, (body, { ctx, viewer }) => service.evaluate(ctx, viewer, 'designer', body));
  registerCall(app, evaluations.designerCmtList, (body, { ctx, viewer }) => service.listEvaluations(ctx, viewer, body));
  registerCall(app, evaluations.designerCmtItem, (body, { ctx, viewer }) => service.evaluationItem(ctx, viewer, body.id));
  registerCall(app, evaluations.designerCmtEdit, (body, { ctx, viewer }) => service.editEvaluation(ctx, viewer, body));
  registerCall(app, evaluations.memberCmtList, (body, { ctx }) => service.publicEvaluations(ctx, body));
}
