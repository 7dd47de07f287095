import type { FastifyInstance } from 'fastify';
import { favourites } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { listFavouriteArticles } from '../articles/articles.service.js';
import { listFavouriteExhibitions } from '../exhibitions/exhibitions.service.js';
import { listFavouriteTasks } from '../tasks/tasks.service.js';
import { listFavouriteVenues } from '../venues/venues.service.js';
import { toggleFavourite } from './favourites.service.js';

/** Myfavorite/*: the business-task favourite now; other kinds register theirs (registerFavouriteKind) and add calls here. */
export async function registerFavouritesRoutes(app: FastifyInstance) {
  registerCall(app, favourites.bTaskFvr, (body, { ctx, viewer }) => toggleFavourite(ctx, viewer, 'task', body.id, body.fav));
  registerCall(app, favourites.bTaskList, (body, { ctx, viewer }) => listFavouriteTasks(ctx, viewer, body));
  registerCall(app, favourites.hycdFvr, (body, { ctx, viewer }) => toggleFavourite(ctx, viewer, 'venue', body.id, body.fav));
  registerCall(app, favourites.hycdList, (body, { ctx, viewer, lang }) => listFavouriteVenues(ctx, viewer, lang, body));
  registerCall(app, favourites.huizhanFvr, (body, { ctx, viewer }) => toggleFavourite(ctx, viewer, 'exhibition', body.id, body.fav));
  registerCall(app, favourites.huizhanList, (body, { ctx, viewer, lang }) => listFavouriteExhibitions(ctx, viewer, lang, body));
  registerCall(app, favourites.arcFvr, (body, { ctx, viewer }) => toggleFavourite(ctx, viewer, 'article', body.id, body.fav));
  registerCall(app, favourites.arcList, (body, { ctx, viewer, lang }) => listFavouriteArticles(ctx, viewer, lang, body));
}
