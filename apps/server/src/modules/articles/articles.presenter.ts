import type { Lang } from '@boothhub/shared';
import type { ArticleForm, ArticleListItem, AdminArticleItem, ArticleCategory } from '@boothhub/shared/contracts/articles';
import { localize } from '../../lib/localize.js';
import { publicFileUrl } from '../files/files.service.js';
import type { ArticleRow } from './articles.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const articleTitle = (a: Pick<ArticleRow, 'title' | 'titleEn'>, lang: Lang) => localize(lang, a.title, a.titleEn);

export function articleListItem(a: ArticleRow, lang: Lang, fav: boolean): ArticleListItem {
  return {
    id: a.id,
    category: a.category as ArticleCategory,
    title: articleTitle(a, lang),
    summary: localize(lang, a.summary, a.summaryEn),
    cover: a.cover ? publicFileUrl(a.cover) : null,
    tags: a.tags,
    publishedAt: iso(a.publishedAt)!,
    fav,
  };
}

export function articleForm(a: ArticleRow): ArticleForm {
  return {
    id: a.id,
    category: a.category as ArticleCategory,
    title: a.title,
    titleEn: a.titleEn ?? '',
    summary: a.summary,
    summaryEn: a.summaryEn ?? '',
    content: a.content,
    contentEn: a.contentEn ?? '',
    cover: a.cover ? { fileId: a.cover, url: publicFileUrl(a.cover) } : null,
    tags: a.tags,
    status: a.status as 'draft' | 'published',
    publishedAt: iso(a.publishedAt),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export const adminArticleItem = (a: ArticleRow): AdminArticleItem => ({
  id: a.id,
  category: a.category as ArticleCategory,
  title: a.title,
  titleEn: a.titleEn || null,
  status: a.status as 'draft' | 'published',
  publishedAt: iso(a.publishedAt),
  updatedAt: a.updatedAt.toISOString(),
});
