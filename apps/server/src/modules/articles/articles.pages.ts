import { articles } from '../../db/schema/index.js';
import { idRows } from '../../lib/public-rows.js';
import { plainText } from '../../platform/page-head.js';
import { definePublicPage, unlessNotFound } from '../../platform/public-pages.js';
import { isPublic } from './articles.repository.js';
import { articleDetail } from './articles.service.js';

/** Published articles, from their publication time on, as public pages (/article/:id): an `Article` (decision 069). */
export const articlePages = definePublicPage({
  kind: 'articles',
  path: '/article/:id',
  rows: idRows(articles, (now) => isPublic(now)),
  async head(ctx, key, lang) {
    const a = await unlessNotFound(articleDetail(ctx, null, lang, Number(key)));
    if (!a) return null;
    return {
      title: a.title,
      description: a.summary || plainText(a.content),
      image: a.cover,
      ogType: 'article',
      entity: {
        '@type': 'Article',
        headline: a.title,
        datePublished: a.publishedAt,
        articleSection: a.category,
        ...(a.tags.length ? { keywords: a.tags.join(', ') } : {}),
        publisher: { '@type': 'Organization', name: 'BoothHub' },
      },
      trail: [
        { name: lang === 'en-US' ? 'Articles' : '资讯', path: '/article' },
        { name: a.title, path: `/article/${a.id}` },
      ],
    };
  },
});
