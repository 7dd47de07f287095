import type { FastifyInstance } from 'fastify';
import { services } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { buyService } from './buy.service.js';
import * as svc from './services.service.js';

/** Service packages (docs/rules/services.md): find, read, publish, edit, pause, delete, buy. */
export function registerServicesRoutes(app: FastifyInstance) {
  registerCall(app, services.searchService, (body, { ctx }) => svc.searchServices(ctx, body));
  registerCall(app, services.serviceInfo, (body, { ctx, viewer, lang }) => svc.serviceInfo(ctx, viewer, lang, body.id));
  registerCall(app, services.servicePub, (body, { ctx, viewer, lang }) => svc.publishService(ctx, viewer, lang, body));
  registerCall(app, services.serviceEdit, (body, { ctx, viewer, lang }) => svc.editService(ctx, viewer, lang, body));
  registerCall(app, services.serviceStatusCall, (body, { ctx, viewer }) => svc.setServiceStatus(ctx, viewer, body));
  registerCall(app, services.serviceDel, (body, { ctx, viewer }) => svc.deleteService(ctx, viewer, body.id));
  registerCall(app, services.myServices, (body, { ctx, viewer }) => svc.myServices(ctx, viewer, body));
  registerCall(app, services.serviceBuy, (body, { ctx, viewer }) => buyService(ctx, viewer, body));
}
