/**
 * The category trees' names, without zod: the back office's plain categories page reads them and loads no schemas
 * (categories.ts builds its enum from them and re-exports them).
 */
export const categoryTrees = ['industry', 'designType', 'style', 'modelCategory', 'region'] as const;

/** The limits of a node's fields (Admin/menuSave), without zod: categories.ts builds its schema from them and the node form checks them. */
export const categoryLimits = {
  code: { max: 32 },
  nameZh: { max: 40 },
  nameEn: { max: 60 },
  sort: { min: 0, max: 100_000 },
} as const;

/** a node's code: 1 to `categoryLimits.code.max` letters, digits, - and _ (what rows store) */
export const CATEGORY_CODE_RE = new RegExp(`^[A-Za-z0-9_-]{1,${categoryLimits.code.max}}$`);
