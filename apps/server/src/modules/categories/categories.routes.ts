import type { FastifyInstance } from 'fastify';
import { categories } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { deleteMenu, menusList, menusTree, saveMenu } from './categories.service.js';

/**
 * Category trees: `Common/menusTree` for everyone (enabled nodes), the back office's list and edits.
 * Caching: the answer's `version` (also sent as the ETag header) changes with every edit, so a client keeps
 * the trees and compares versions; `Cache-Control: no-cache` makes HTTP caches revalidate.
 */
export async function registerCategoriesRoutes(app: FastifyInstance) {
  registerCall(app, categories.menusTree, async (body, { ctx, lang, reply }) => {
    const data = await menusTree(ctx, lang, body.tree);
    reply.header('ETag', `"${data.version}.${lang}${body.tree ? `.${body.tree}` : ''}"`);
    reply.header('Cache-Control', 'no-cache');
    return data;
  });
  registerCall(app, categories.menusList, (body, { ctx, lang }) => menusList(ctx, lang, body.tree));
  registerCall(app, categories.menuSave, (body, { ctx, viewer, lang }) => saveMenu(ctx, viewer, lang, body));
  registerCall(app, categories.menuDel, (body, { ctx, viewer }) => deleteMenu(ctx, viewer, body.id, body.reason));
}
