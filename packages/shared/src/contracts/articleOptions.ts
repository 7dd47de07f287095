/**
 * The categories of an article (docs/rules/articles.md), without zod: the public article pages read them and load no
 * schemas (decision 047); articles.ts builds the enum from them.
 */
export const articleCategories = ['news', 'trends', 'guides', 'cases'] as const;
