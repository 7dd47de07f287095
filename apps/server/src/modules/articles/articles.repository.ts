import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles } from '../../db/schema/articles.js';
import type { ArticleCategory } from '@boothhub/shared/contracts/articles';
import { cappedPage, type PageRequest, type Total } from '../../lib/paging.js';
import { keywordRank, matchKeyword } from '../../lib/search.js';
import { searchableEntity, type ToWrite, type Unsearched } from '../../lib/rows.js';

export type ArticleRow = Unsearched<typeof articles>;
export type NewArticle = ToWrite<typeof articles>;
const article = searchableEntity(articles);

export interface ArticleFilter {
  keyword?: string;
  category?: ArticleCategory;
}

/** Published and public now: a published article is public from its publication time on. */
export const isPublic = (now: Date) => and(eq(articles.status, 'published'), lte(articles.publishedAt, now));

const publicWhere = (f: ArticleFilter, now: Date) =>
  and(
    isPublic(now),
    f.category ? eq(articles.category, f.category) : undefined,
    f.keyword ? (matchKeyword(articles.search, f.keyword) ?? sql`false`) : undefined,
  );

const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

/** A page of public articles: by relevance with a keyword, newest first otherwise (and as the tie-break). */
export async function searchArticles(db: Db, f: ArticleFilter, now: Date, p: PageRequest): Promise<{ rows: ArticleRow[] } & Total> {
  const where = publicWhere(f, now);
  const rank = f.keyword ? keywordRank(articles.search, f.keyword) : undefined;
  const ordered = db
    .select(article.columns)
    .from(articles)
    .where(where)
    .orderBy(...(rank ? [sql`${rank} desc`] : []), ...newestFirst);
  return cappedPage(db, articles, where, ordered, p);
}

export const findArticle = (db: Db, id: number) => article.find(db, id);
export const findPublicArticle = (db: Db, id: number, now: Date) => article.find(db, id, isPublic(now));
export const lockArticle = (db: Db, id: number) => article.lock(db, id);

export async function publicArticlesByIds(db: Db, ids: number[], now: Date): Promise<ArticleRow[]> {
  if (!ids.length) return [];
  return db
    .select(article.columns)
    .from(articles)
    .where(and(inArray(articles.id, ids), isPublic(now)));
}

/** The public article just newer (`newer`) or just older than `a` in the list's order. */
export async function neighbour(db: Db, a: ArticleRow, now: Date, side: 'newer' | 'older') {
  const at = a.publishedAt!;
  const after =
    side === 'newer'
      ? or(gt(articles.publishedAt, at), and(eq(articles.publishedAt, at), gt(articles.id, a.id)))
      : or(lt(articles.publishedAt, at), and(eq(articles.publishedAt, at), lt(articles.id, a.id)));
  const [row] = await db
    .select({ id: articles.id, title: articles.title, titleEn: articles.titleEn })
    .from(articles)
    .where(and(isPublic(now), after))
    .orderBy(...(side === 'newer' ? [asc(articles.publishedAt), asc(articles.id)] : newestFirst))
    .limit(1);
  return row;
}

export async function relatedArticles(db: Db, a: ArticleRow, now: Date, limit: number): Promise<ArticleRow[]> {
  return db
    .select(article.columns)
    .from(articles)
    .where(and(isPublic(now), eq(articles.category, a.category), ne(articles.id, a.id)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The back office's list: every article, last edited first; exact totals (a short list). */
export async function adminList(db: Db, status: 'draft' | 'published' | undefined, limit: number, offset: number) {
  const where = status ? eq(articles.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select(article.columns).from(articles).where(where).orderBy(desc(articles.updatedAt), desc(articles.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const insertArticle = (db: Db, row: NewArticle) => article.insert(db, row);
export const saveArticle = (db: Db, id: number | undefined, edit: Partial<NewArticle>, created: NewArticle) => article.save(db, id, edit, created);
export const deleteArticle = (db: Db, id: number) => article.delete(db, id);

export async function countArticles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles);
  return row?.n ?? 0;
}
