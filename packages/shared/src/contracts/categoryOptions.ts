/**
 * The category trees' names, without zod: the back office's plain categories page reads them and loads no schemas
 * (categories.ts builds its enum from them and re-exports them).
 */
export const categoryTrees = ['industry', 'designType', 'style', 'modelCategory', 'region'] as const;
