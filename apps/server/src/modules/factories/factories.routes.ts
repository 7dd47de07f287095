import type { FastifyInstance } from 'fastify';
import { factories } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { factoryInfo, myProfile, saveProfile, searchFactories } from './profile.service.js';
import { registerQuoteModelRoute } from './quotes.model.js';
import { rateFactory } from './quotes.rating.js';
import * as quotes from './quotes.service.js';
import * as crews from './crews.service.js';

/** Factories' profiles and directory, and build quotes (docs/rules/factories.md). */
export async function registerFactoriesRoutes(app: FastifyInstance) {
  registerCall(app, factories.searchFactory, (body, { ctx }) => searchFactories(ctx, body));
  registerCall(app, factories.factoryInfo, (body, { ctx }) => factoryInfo(ctx, body.cardno));
  registerCall(app, factories.factoryProfile, (_body, { ctx, viewer }) => myProfile(ctx, viewer));
  registerCall(app, factories.factoryProfileSave, (body, { ctx, viewer }) => saveProfile(ctx, viewer, body));
  registerCall(app, factories.quoteRequestCreate, (body, { ctx, viewer }) => quotes.createRequest(ctx, viewer, body));
  registerCall(app, factories.quoteTaskRequests, (body, { ctx, viewer, lang }) => quotes.taskRequests(ctx, viewer, body.taskId, lang));
  registerCall(app, factories.quoteRequestInfo, (body, { ctx, viewer, lang }) => quotes.requestInfo(ctx, viewer, body.id, lang));
  registerCall(app, factories.quoteInbox, (body, { ctx, viewer }) => quotes.inbox(ctx, viewer, body));
  registerCall(app, factories.quoteAccept, (body, { ctx, viewer }) => quotes.acceptToQuote(ctx, viewer, body.id));
  registerCall(app, factories.quoteDecline, (body, { ctx, viewer }) => quotes.declineToQuote(ctx, viewer, body.id));
  registerCall(app, factories.quoteSubmit, (body, { ctx, viewer, lang }) => quotes.submitQuote(ctx, viewer, body, lang));
  registerCall(app, factories.quotePick, (body, { ctx, viewer, lang }) => quotes.pickQuote(ctx, viewer, body, lang));
  registerCall(app, factories.crewList, (_body, { ctx, viewer }) => crews.listCrews(ctx, viewer));
  registerCall(app, factories.crewAdd, (body, { ctx, viewer }) => crews.addCrew(ctx, viewer, body));
  registerCall(app, factories.crewRename, (body, { ctx, viewer }) => crews.renameCrew(ctx, viewer, body));
  registerCall(app, factories.crewRetire, (body, { ctx, viewer }) => crews.retireCrew(ctx, viewer, body.id));
  registerCall(app, factories.crewCalendar, (body, { ctx, viewer, lang }) => crews.crewCalendar(ctx, viewer, lang, body.month));
  registerCall(app, factories.quoteRate, (body, { ctx, viewer }) => rateFactory(ctx, viewer, body));
  registerQuoteModelRoute(app);
}
