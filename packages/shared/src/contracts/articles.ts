import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, line, str, text } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';
import { reason } from './admin.js';
import { fileId } from './files.js';
import { imageRefSchema } from './venues.js';
import { ARTICLE_MAX_TAGS, articleCategories, articleLimits } from './articleOptions.js';

/**
 * Industry articles and news (docs/rules/articles.md): written in the back office in both languages, read by
 * everyone at `/article` and `/article/:id`, favourited by members (`Myfavorite/arcFvr`). Help and about pages
 * are content pages (contracts/content.ts), not articles.
 */
export { ARTICLE_MAX_TAGS, articleCategories };
export const articleCategory = z.enum(articleCategories);
export type ArticleCategory = z.infer<typeof articleCategory>;

export const articleListItemSchema = z.object({
  id: z.number().int(),
  category: articleCategory,
  /** in the request's language */
  title: z.string(),
  /** in the request's language */
  summary: z.string(),
  /** the cover's public URL */
  cover: z.string().nullable(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  /** the viewer favourited it (false for visitors) */
  fav: z.boolean(),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articleNeighbourSchema = z.object({ id: z.number().int(), title: z.string() });

export const articleDetailSchema = articleListItemSchema.extend({
  /** sanitised HTML in the request's language */
  content: z.string(),
  /** the newer and the older published article, for "next" / "previous" links */
  newer: articleNeighbourSchema.nullable(),
  older: articleNeighbourSchema.nullable(),
  /** up to 4 other published articles of the same category, newest first */
  related: z.array(articleListItemSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const articleList = defineCall({
  path: 'Article/articleList',
  method: 'POST',
  access: 'public',
  summary: 'Published articles, newest first: keyword (Chinese or English, then by relevance), category',
  body: z.strictObject({
    ...pageQuery,
    searchKey: line(60).optional(),
    category: articleCategory.optional(),
  }),
  data: pageOf(articleListItemSchema),
});

export const articleInfo = defineCall({
  path: 'Article/articleInfo',
  method: 'POST',
  access: 'public',
  summary: 'One published article with its content, its neighbours and related articles',
  body: z.strictObject({ id }),
  data: articleDetailSchema,
});

export const articleStatuses = ['draft', 'published'] as const;
export const articleStatus = z.enum(articleStatuses);

export const articleFields = {
  category: articleCategory,
  title: line(articleLimits.title.max).min(articleLimits.title.min, `at least ${articleLimits.title.min} characters`),
  titleEn: line(articleLimits.titleEn.max).default(''),
  summary: text(articleLimits.summary.max).default(''),
  summaryEn: text(articleLimits.summaryEn.max).default(''),
  /** HTML: sanitised on the server when written */
  content: str().max(articleLimits.content.max).default(''),
  contentEn: str().max(articleLimits.content.max).default(''),
  /** a file of purpose `exhibition` the admin uploaded */
  cover: fileId.nullable().default(null),
  tags: z.array(line(articleLimits.tag.max).min(articleLimits.tag.min)).max(ARTICLE_MAX_TAGS).default([]),
  /** published: public at once (keeping its first publication date when edited); draft: back office only */
  status: articleStatus.default('draft'),
};

/** What the back office's editor shows: every field in both languages. */
export const articleFormSchema = z.object({
  id: z.number().int(),
  category: articleCategory,
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  cover: imageRefSchema.nullable(),
  tags: z.array(z.string()),
  status: articleStatus,
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ArticleForm = z.infer<typeof articleFormSchema>;

export const adminArticleItemSchema = z.object({
  id: z.number().int(),
  category: articleCategory,
  title: z.string(),
  /** the English title, shown on an English page (decision 087); null without one */
  titleEn: z.string().nullable().optional(),
  status: articleStatus,
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminArticleItem = z.infer<typeof adminArticleItemSchema>;

export const adminArticleList = defineCall({
  path: 'Admin/articleList',
  method: 'POST',
  access: 'admin',
  summary: 'Every article, drafts included, last edited first',
  body: z.strictObject({ ...pageQuery, status: articleStatus.optional() }),
  data: pageOf(adminArticleItemSchema),
});

export const articleEdit = defineCall({
  path: 'Admin/articleEdit',
  method: 'POST',
  access: 'admin',
  summary: "An article's edit form",
  body: z.strictObject({ id }),
  data: articleFormSchema,
});

export const articleSave = defineCall({
  path: 'Admin/articleSave',
  method: 'POST',
  access: 'admin',
  summary: 'Create (no id) or edit an article; the content is sanitised; published articles are public at once',
  body: z.strictObject({ id: id.optional(), ...articleFields, reason: reason.optional() }),
  data: articleFormSchema,
});

export const articleDel = defineCall({
  path: 'Admin/articleDel',
  method: 'POST',
  access: 'admin',
  summary: 'Delete an article (and the favourites of it)',
  body: z.strictObject({ id, reason: reason.optional() }),
  data: z.null(),
});
