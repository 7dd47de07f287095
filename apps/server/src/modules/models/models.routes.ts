import type { FastifyInstance } from 'fastify';
import { models } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { toggleFavourite } from '../favourites/favourites.service.js';
import * as svc from './models.service.js';
import { registerTusRoutes } from './models.tus.js';

/** The model centre (docs/rules/models.md): browse, read, upload, edit, delete, review, download, favourite. */
export async function registerModelsRoutes(app: FastifyInstance) {
  registerCall(app, models.searchModel, (body, { ctx, viewer }) => svc.searchModels(ctx, viewer, body));
  registerCall(app, models.commonModelInfo, (body, { ctx, viewer }) => svc.modelInfo(ctx, viewer, body.id));
  registerCall(app, models.modelInfo, (body, { ctx, viewer }) => svc.modelInfo(ctx, viewer, body.id));
  registerCall(app, models.uploadModel, (body, { ctx, viewer }) => svc.uploadModel(ctx, viewer, body));
  registerCall(app, models.editModel, (body, { ctx, viewer }) => svc.editModel(ctx, viewer, body));
  registerCall(app, models.deleteModel, (body, { ctx, viewer }) => svc.deleteModel(ctx, viewer, body.id));
  registerCall(app, models.modelList, (body, { ctx, viewer }) => svc.myModels(ctx, viewer, body));
  registerCall(app, models.modelForEdit, (body, { ctx, viewer }) => svc.modelForEdit(ctx, viewer, body.id));
  registerCall(app, models.modelQueue, (body, { ctx }) => svc.reviewQueue(ctx, body));
  registerCall(app, models.modelReview, (body, { ctx, viewer }) => svc.reviewModel(ctx, viewer, body));
  registerCall(app, models.dnldModel, (body, { ctx, viewer }) => svc.downloadModel(ctx, viewer, body));
  registerCall(app, models.mdlFvr, (body, { ctx, viewer }) => toggleFavourite(ctx, viewer, 'model', body.id, body.fav));
  registerCall(app, models.mdlList, (body, { ctx, viewer }) => svc.listFavouriteModels(ctx, viewer, body));
  await registerTusRoutes(app);
}
