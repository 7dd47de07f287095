import type { FastifyInstance } from 'fastify';
import { venues } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { deleteVenue, saveVenue, searchVenues, venueDetail, venueEditForm } from './venues.service.js';

/** Venues (huichang): the public list and detail, and the admin's edits. */
export async function registerVenuesRoutes(app: FastifyInstance) {
  registerCall(app, venues.searchHuichang, (body, { ctx, viewer, lang }) => searchVenues(ctx, viewer, lang, body));
  registerCall(app, venues.huichangInfo, (body, { ctx, viewer, lang }) => venueDetail(ctx, viewer, lang, body.id));
  registerCall(app, venues.venueEdit, (body, { ctx }) => venueEditForm(ctx, body.id));
  registerCall(app, venues.venueSave, (body, { ctx, viewer }) => saveVenue(ctx, viewer, body));
  registerCall(app, venues.venueDel, (body, { ctx, viewer }) => deleteVenue(ctx, viewer, body.id, body.reason));
}
