import type { FastifyInstance } from 'fastify';
import { articles } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { adminArticles, articleDetail, articleEditForm, deleteArticle, saveArticle, searchArticles } from './articles.service.js';

/** Articles: the public list and detail, and the back office's edits. */
export async function registerArticlesRoutes(app: FastifyInstance) {
  registerCall(app, articles.articleList, (body, { ctx, viewer, lang }) => searchArticles(ctx, viewer, lang, body));
  registerCall(app, articles.articleInfo, (body, { ctx, viewer, lang }) => articleDetail(ctx, viewer, lang, body.id));
  registerCall(app, articles.adminArticleList, (body, { ctx }) => adminArticles(ctx, body));
  registerCall(app, articles.articleEdit, (body, { ctx }) => articleEditForm(ctx, body.id));
  registerCall(app, articles.articleSave, (body, { ctx, viewer }) => saveArticle(ctx, viewer, body));
  registerCall(app, articles.articleDel, (body, { ctx, viewer }) => deleteArticle(ctx, viewer, body.id, body.reason));
}
