import { articles as ar, favourites, type BodyOf, type DataOf } from '@boothhub/shared';
import { call } from '../../lib/request';

/** Article calls (docs/rules/articles.md) through the one request helper, and their query keys. */
export type ArticleQuery = BodyOf<typeof ar.articleList>;
export type ArticleItem = DataOf<typeof ar.articleList>['listItem'][number];
export type ArticleDetail = DataOf<typeof ar.articleInfo>;
export type ArticleForm = DataOf<typeof ar.articleEdit>;
export type ArticleSave = BodyOf<typeof ar.articleSave>;
export type AdminArticleQuery = BodyOf<typeof ar.adminArticleList>;
export type AdminArticleItem = DataOf<typeof ar.adminArticleList>['listItem'][number];
export type ArticleCategory = (typeof ar.articleCategories)[number];
export const articleCategories = ar.articleCategories;

export const articleKeys = {
  all: ['articles'] as const,
  list: (q: ArticleQuery) => ['articles', 'list', q] as const,
  detail: (id: number) => ['articles', 'detail', id] as const,
  admin: (q: AdminArticleQuery) => ['articles', 'admin', q] as const,
};

export const articlesApi = {
  list: (body: ArticleQuery) => call(ar.articleList, body),
  info: (id: number) => call(ar.articleInfo, { id }, { skipErrorHandler: true }),
  adminList: (body: AdminArticleQuery) => call(ar.adminArticleList, body),
  edit: (id: number) => call(ar.articleEdit, { id }),
  save: (body: ArticleSave) => call(ar.articleSave, body),
  remove: (id: number) => call(ar.articleDel, { id }),
  favourite: (id: number, fav: boolean) => call(favourites.arcFvr, { id, fav }),
  favourites: (body: BodyOf<typeof favourites.arcList>) => call(favourites.arcList, body),
};
