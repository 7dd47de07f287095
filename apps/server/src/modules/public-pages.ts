import { articlePages } from './articles/articles.pages.js';
import { helpPages } from './content/content.pages.js';
import { conventionPages } from './conventions/conventions.pages.js';
import { designerPages } from './designers/designers.pages.js';
import { exhibitionPages } from './exhibitions/exhibitions.pages.js';
import { factoryPages } from './factories/factories.pages.js';
import { modelPages } from './models/models.pages.js';
import { servicePages } from './services/services.pages.js';
import { taskPages } from './tasks/tasks.pages.js';
import { venuePages } from './venues/venues.pages.js';

/**
 * Every module's public pages — what crawlers and link previews see of them (platform/public-pages.ts, decision 069) —
 * in the sitemap index's order. buildApp registers them beside wireModules.
 */
export const publicPages = [
  exhibitionPages,
  conventionPages,
  venuePages,
  designerPages,
  factoryPages,
  servicePages,
  modelPages,
  articlePages,
  helpPages,
  taskPages,
];
