import { inOrderOf } from '../../lib/search.js';
import { pageOffset, type Lang } from '@boothhub/shared';
import type { ArticleCategory, ArticleDetail } from '@boothhub/shared/contracts/articles';
import type { Db } from '../../db/client.js';
import { listFingerprint, pageAnswer } from '../../lib/paging.js';
import { localize } from '../../lib/localize.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { favouriteIds, heartsOf, isFavourite } from '../favourites/favourites.service.js';
import * as repo from './articles.repository.js';
import { articleListItem, articleTitle } from './articles.presenter.js';

export { articleEditForm, adminArticles, saveArticle, deleteArticle } from './articles.admin.js';
export { articlesDemoStep } from './articles.demo.js';

/**
 * Industry articles (docs/rules/articles.md): the public list and detail, favourites (kind `article`).
 * The back office's edits are in articles.admin.ts.
 */
async function items(ctx: AppContext, viewer: Viewer | null, lang: Lang, rows: repo.ArticleRow[]) {
  const favs = await heartsOf(
    ctx.db,
    viewer,
    'article',
    rows.map((r) => r.id),
  );
  return rows.map((r) => articleListItem(r, lang, favs.has(r.id)));
}

export async function searchArticles(
  ctx: AppContext,
  viewer: Viewer | null,
  lang: Lang,
  q: { page: number; pageSize: number; searchKey?: string; category?: ArticleCategory },
) {
  const filter: repo.ArticleFilter = { keyword: q.searchKey?.trim() || undefined, category: q.category };
  const cap = filter.keyword ? ctx.config.paging.searchCap : ctx.config.paging.totalCap;
  const page = await repo.searchArticles(ctx.db, filter, ctx.now(), {
    limit: q.pageSize,
    offset: pageOffset(q),
    cap,
    key: `articles:${listFingerprint(filter)}`,
  });
  return pageAnswer(await items(ctx, viewer, lang, page.rows), page, q);
}

export async function articleDetail(ctx: AppContext, viewer: Viewer | null, lang: Lang, id: number): Promise<ArticleDetail> {
  const now = ctx.now();
  const a = await repo.findPublicArticle(ctx.db, id, now);
  if (!a) throw new AppError('ARTICLE_NOT_FOUND');
  const [fav, newer, older, related] = await Promise.all([
    viewer ? isFavourite(ctx.db, viewer.id, 'article', id) : Promise.resolve(false),
    repo.neighbour(ctx.db, a, now, 'newer'),
    repo.neighbour(ctx.db, a, now, 'older'),
    repo.relatedArticles(ctx.db, a, now, 4),
  ]);
  const link = (n: { id: number; title: string; titleEn: string | null } | undefined) => (n ? { id: n.id, title: articleTitle(n, lang) } : null);
  return {
    ...articleListItem(a, lang, fav),
    content: localize(lang, a.content, a.contentEn),
    newer: link(newer),
    older: link(older),
    related: await items(ctx, viewer, lang, related),
  };
}

/** The favourite rules of kind `article`: only a public article may be favourited. */
export const articleFavouriteRules = {
  async assertFavouritable(db: Db, _viewer: Viewer, id: number, now: Date = new Date()) {
    if (!(await repo.findPublicArticle(db, id, now))) throw new AppError('ARTICLE_NOT_FOUND');
  },
};

export async function listFavouriteArticles(ctx: AppContext, viewer: Viewer, lang: Lang, q: { page: number; pageSize: number }) {
  const { ids, total } = await favouriteIds(ctx.db, viewer.id, 'article', q);
  const rows = await repo.publicArticlesByIds(ctx.db, ids, ctx.now());
  const ordered = inOrderOf(ids, rows, (r) => r.id);
  return { listItem: await items(ctx, viewer, lang, ordered), total, page: q.page, pageSize: q.pageSize };
}
