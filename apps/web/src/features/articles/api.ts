import type { articles as ar, BodyOf, DataOf } from '@boothhub/shared';
// the categories without zod: the public article pages load no schemas (decision 047)
import { articleCategories } from '@boothhub/shared/contracts/articleOptions';
import { byId, heart, queryKeys, quiet, send } from '../../lib/api';

/** Article calls (docs/rules/articles.md) through the one request helper, and their query keys. */
export type ArticleItem = DataOf<typeof ar.articleList>['listItem'][number];
export type ArticleDetail = DataOf<typeof ar.articleInfo>;
export type ArticleForm = DataOf<typeof ar.articleEdit>;
export type ArticleSave = BodyOf<typeof ar.articleSave>;
export type AdminArticleItem = DataOf<typeof ar.adminArticleList>['listItem'][number];
export type ArticleCategory = (typeof ar.articleCategories)[number];
export { articleCategories };

export const articleKeys = queryKeys('articles', ['list', 'detail', 'admin']);

export const articlesApi = {
  list: send('Article/articleList'),
  info: byId('Article/articleInfo', quiet),
  adminList: send('Admin/articleList'),
  edit: byId('Admin/articleEdit'),
  save: send('Admin/articleSave'),
  remove: byId('Admin/articleDel'),
  favourite: heart('Myfavorite/arcFvr'),
  favourites: send('Myfavorite/arcList'),
};
