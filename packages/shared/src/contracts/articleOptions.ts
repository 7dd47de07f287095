/**
 * The categories of an article (docs/rules/articles.md) and its most tags, without zod: the public article pages and
 * the back office's editor read them and load no schemas (decision 047); articles.ts builds the enum from them.
 */
export const articleCategories = ['news', 'trends', 'guides', 'cases'] as const;

/** An article's tags: at most this many (the back office's editor stops there). */
export const ARTICLE_MAX_TAGS = 8;
