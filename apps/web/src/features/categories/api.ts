import type { BodyOf, categories } from '@boothhub/shared';
import { call } from '../../lib/request';
import { byId, queryKeys, quiet, send } from '../../lib/api';

/** The category-tree calls (packages/shared/src/contracts/categories.ts) and their query keys. */
export type TreeName = categories.CategoryTree;
export type CategoryNode = categories.CategoryNode;
export type NodeSave = BodyOf<typeof categories.menuSave>;

/** `trees`: every tree at once, one request serves every picker of a page */
export const categoryKeys = queryKeys('categories', ['admin'], ['trees']);

export const categoriesApi = {
  trees: () => call('Common/menusTree', {}),
  adminTree: (tree: TreeName) => call('Admin/menusList', { tree }),
  save: send('Admin/menuSave', quiet),
  remove: byId('Admin/menuDel', quiet),
};
