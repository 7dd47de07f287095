/**
 * The categories of an article (docs/rules/articles.md) and its most tags, without zod: the public article pages and
 * the back office's editor read them and load no schemas (decision 047); articles.ts builds the enum from them.
 */
export const articleCategories = ['news', 'trends', 'guides', 'cases'] as const;

/** An article's tags: at most this many (the back office's editor stops there). */
export const ARTICLE_MAX_TAGS = 8;

/** The limits of an article's fields, without zod: articles.ts builds its schema from them and the article dialog checks them. */
export const articleLimits = {
  title: { min: 2, max: 120 },
  titleEn: { max: 160 },
  summary: { max: 400 },
  summaryEn: { max: 600 },
  /** rich text HTML, as the editor gives it (not trimmed) */
  content: { max: 100_000 },
  tag: { min: 1, max: 20 },
} as const;
