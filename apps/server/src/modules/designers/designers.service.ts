import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../platform/interval.js';
import { refreshDesignerFigures } from './profile.service.js';

/** What other modules and the wiring use of designers. */
export { designerProfileChanged, refreshDesignerFigures } from './profile.service.js';
/** a designer's card and page figures (service packages show it beside a package) */
export { designerInfo } from './profile.service.js';

/** The directory's periodic refresh of ratings and completed tasks (decision 025), every DESIGNER_REFRESH_MS (10 minutes). */
export function startDesignerRefresh(app: FastifyInstance) {
  runEvery(app, app.ctx.config.timers.designerRefreshMs, 'designer directory refresh', () => refreshDesignerFigures(app.ctx));
}
