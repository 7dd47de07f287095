import { eq } from 'drizzle-orm';
import { contentPages } from '../../db/schema/index.js';
import { publicRows } from '../../lib/public-rows.js';
import { definePublicPage, unlessNotFound } from '../../platform/public-pages.js';
import { getPage } from './content.service.js';

/** The help pages as public pages (/help/helDetail?slug=): a `WebPage` in the help centre (decision 069). */
export const helpPages = definePublicPage({
  kind: 'help',
  path: '/help/helDetail',
  param: 'slug',
  rows: publicRows({
    table: contentPages,
    key: contentPages.slug,
    updatedAt: contentPages.updatedAt,
    where: () => eq(contentPages.section, 'help'),
    byKey: (key) => (/^[a-z0-9-]{1,60}$/.test(key) ? eq(contentPages.slug, key) : undefined),
  }),
  async head(ctx, key, lang) {
    const p = await unlessNotFound(getPage(ctx, key));
    if (!p) return null;
    const en = lang === 'en-US';
    const title = en ? p.titleEn : p.titleZh;
    return {
      title,
      description: en ? p.bodyEn : p.bodyZh,
      image: null,
      ogType: 'article',
      entity: { '@type': 'WebPage', name: title, dateModified: p.updatedAt, inLanguage: lang },
      trail: [
        { name: en ? 'Help' : '帮助中心', path: '/help' },
        { name: title, path: `/help/helDetail?slug=${p.slug}` },
      ],
    };
  },
});
