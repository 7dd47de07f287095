import { categories, type BodyOf } from '@boothhub/shared';
import { call } from '../../lib/request';

/** The category-tree calls (packages/shared/src/contracts/categories.ts) and their query keys. */
export type TreeName = categories.CategoryTree;
export type CategoryNode = categories.CategoryNode;
export type NodeSave = BodyOf<typeof categories.menuSave>;
export const treeNames = categories.categoryTrees;

export const categoryKeys = {
  all: ['categories'] as const,
  /** every tree at once: one request serves every picker of a page */
  trees: ['categories', 'trees'] as const,
  admin: (tree: TreeName) => ['categories', 'admin', tree] as const,
};

export const categoriesApi = {
  trees: () => call(categories.menusTree, {}),
  adminTree: (tree: TreeName) => call(categories.menusList, { tree }),
  save: (body: NodeSave) => call(categories.menuSave, body, { skipErrorHandler: true }),
  remove: (id: number) => call(categories.menuDel, { id }, { skipErrorHandler: true }),
};
