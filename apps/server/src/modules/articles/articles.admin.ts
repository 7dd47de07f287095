import type { ArticleCategory, ArticleForm } from '@boothhub/shared/contracts/articles';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { toSearchVector } from '../../lib/search.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { auditedEntryChange } from '../admin/audit.service.js';
import { forgetFavourites } from '../favourites/favourites.service.js';
import { getOwnedFile } from '../files/files.service.js';
import * as repo from './articles.repository.js';
import { adminArticleItem, articleForm } from './articles.presenter.js';

/** The back office's edits of articles (docs/rules/articles.md). Every change is audited. */
export interface ArticleInput {
  id?: number;
  category: ArticleCategory;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  content: string;
  contentEn: string;
  cover: string | null;
  tags: string[];
  status: 'draft' | 'published';
  reason?: string;
}

export const articleSearchVector = (a: { title: string; titleEn?: string | null; summary: string; summaryEn?: string | null; tags: string[] }) =>
  toSearchVector(a.title, a.titleEn, a.summary, a.summaryEn, a.tags.join(' '));

export async function adminArticles(ctx: AppContext, q: { page: number; pageSize: number; status?: 'draft' | 'published' }) {
  const { rows, total } = await repo.adminList(ctx.db, q.status, q.pageSize, (q.page - 1) * q.pageSize);
  return { listItem: rows.map(adminArticleItem), total, page: q.page, pageSize: q.pageSize };
}

export async function articleEditForm(ctx: AppContext, id: number): Promise<ArticleForm> {
  const a = await repo.findArticle(ctx.db, id);
  if (!a) throw new AppError('ARTICLE_NOT_FOUND');
  return articleForm(a);
}

export async function saveArticle(ctx: AppContext, viewer: Viewer, input: ArticleInput): Promise<ArticleForm> {
  const id = await auditedEntryChange(ctx, viewer.id, 'article', input.reason, async (tx, now) => {
    const before = input.id !== undefined ? await repo.lockArticle(tx, input.id) : undefined;
    if (input.id !== undefined && !before) throw new AppError('ARTICLE_NOT_FOUND');
    // a new cover must be the admin's own upload; the one the article has may stay
    if (input.cover && input.cover !== before?.cover) await getOwnedFile(tx, input.cover, viewer.id, 'exhibition');
    const tags = [...new Set(input.tags)];
    const fields = {
      category: input.category,
      title: input.title,
      titleEn: input.titleEn || null,
      summary: input.summary,
      summaryEn: input.summaryEn || null,
      content: sanitizeRichText(input.content),
      contentEn: sanitizeRichText(input.contentEn) || null,
      cover: input.cover,
      tags,
      status: input.status,
      // published keeps its first publication time; a draft (also an unpublished one) has none
      publishedAt: input.status === 'published' ? (before?.publishedAt ?? now) : null,
      updatedAt: now,
      search: articleSearchVector({ ...input, tags }),
    };
    const articleId = await repo.saveArticle(tx, before?.id, fields, { ...fields, authorId: viewer.id, createdAt: now });
    if (before && before.status === 'published' && input.status === 'draft') await forgetFavourites(tx, 'article', articleId);
    return { id: articleId, what: before ? 'edit' : 'create', detail: { title: input.title, category: input.category, status: input.status } };
  });
  return articleEditForm(ctx, id);
}

export async function deleteArticle(ctx: AppContext, viewer: Viewer, id: number, reason?: string): Promise<null> {
  await auditedEntryChange(ctx, viewer.id, 'article', reason, async (tx) => {
    const a = await repo.lockArticle(tx, id);
    if (!a) throw new AppError('ARTICLE_NOT_FOUND');
    await forgetFavourites(tx, 'article', id);
    await repo.deleteArticle(tx, id);
    return { id, what: 'delete', detail: { title: a.title } };
  });
  return null;
}
