import type { FastifyInstance } from 'fastify';
import { search } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { globalSearch, searchSuggest, siteCounts } from './search.service.js';

/** Common/search, Common/searchSuggest, Common/siteCounts: the global search over every registered kind. */
export async function registerSearchRoutes(app: FastifyInstance) {
  registerCall(app, search.globalSearch, (body, { ctx, viewer, lang }) => globalSearch(ctx, viewer, lang, body));
  registerCall(app, search.searchSuggest, (body, { ctx, viewer, lang }) => searchSuggest(ctx, viewer, lang, body.keyword));
  registerCall(app, search.siteCounts, (_body, { ctx }) => siteCounts(ctx));
}
