import type { FastifyInstance } from 'fastify';
import { exhibitions } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { listExhibitionTasks } from '../tasks/tasks.service.js';
import { assertPublicExhibition } from './exhibitions.service.js';
import { registerZipRoute, zipUrlFor } from './exhibitions.zip.js';
import { markPlot, replaceFloorPlan } from './plan.service.js';
import { publishExhibition, reviewExhibition } from './publish.service.js';
import { replaceSchedule } from './schedule.service.js';
import * as query from './query.service.js';

/** Exhibitions and their floor plans (docs/rules/catalogue.md): find, read, publish, review, plan, zip. */
export async function registerExhibitionsRoutes(app: FastifyInstance) {
  registerCall(app, exhibitions.searchHuizhan, (body, { ctx, viewer, lang }) => query.searchExhibitions(ctx, viewer, lang, body));
  registerCall(app, exhibitions.huizhanInfo, (body, { ctx, viewer, lang }) => query.exhibitionInfo(ctx, viewer, lang, body.id));
  registerCall(app, exhibitions.huizhanBooth, (body, { ctx, viewer, lang }) => query.exhibitionBooth(ctx, viewer, lang, body.id));
  registerCall(app, exhibitions.huizhanPlan, (body, { ctx, viewer, lang }) => replaceFloorPlan(ctx, viewer, lang, body));
  registerCall(app, exhibitions.huizhanPlotMark, (body, { ctx, viewer }) => markPlot(ctx, viewer, body));
  registerCall(app, exhibitions.huizhanSchedule, (body, { ctx, viewer, lang }) => replaceSchedule(ctx, viewer, lang, body));
  registerCall(app, exhibitions.huizhanPub, (body, { ctx, viewer }) => publishExhibition(ctx, viewer, body));
  registerCall(app, exhibitions.huizhanMine, (body, { ctx, viewer }) => query.myExhibitions(ctx, viewer, body));
  registerCall(app, exhibitions.huizhanEdit, (body, { ctx, viewer }) => query.exhibitionForEdit(ctx, viewer, body.id));
  registerCall(app, exhibitions.huizhanQueue, (body, { ctx }) => query.reviewQueue(ctx, body));
  registerCall(app, exhibitions.huizhanReview, (body, { ctx, viewer }) => reviewExhibition(ctx, viewer, body));
  registerCall(app, exhibitions.huizhanTasks, async (body, { ctx }) => {
    await assertPublicExhibition(ctx.db, body.id);
    return listExhibitionTasks(ctx, body.id, body);
  });
  registerCall(app, exhibitions.downloadHzImg, (body, { ctx, viewer }) => zipUrlFor(ctx, viewer, body.id));
  registerZipRoute(app);
}
