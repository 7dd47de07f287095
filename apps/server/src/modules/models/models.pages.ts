import { models } from '../../db/schema/index.js';
import { idRows } from '../../lib/public-rows.js';
import { definePublicPage, offerOf, unlessNotFound } from '../../platform/public-pages.js';
import { publicModelWhere } from './models.repository.js';
import { modelInfo } from './models.service.js';

/** Approved models as public pages (/modelDetail?id=): a `Product` with its poster and its `Offer` (decision 069). */
export const modelPages = definePublicPage({
  kind: 'models',
  path: '/modelDetail',
  param: 'id',
  rows: idRows(models, () => publicModelWhere()),
  async head(ctx, key, lang) {
    const m = await unlessNotFound(modelInfo(ctx, null, Number(key)));
    if (!m) return null;
    const en = lang === 'en-US';
    const facts = en
      ? `3D model · ${m.format.toUpperCase()}${m.polygons ? ` · ${m.polygons.toLocaleString('en-US')} polygons` : ''}${m.author ? ` · by ${m.author}` : ''}`
      : `3D 模型 · ${m.format.toUpperCase()}${m.polygons ? ` · ${m.polygons} 面` : ''}${m.author ? ` · 作者 ${m.author}` : ''}`;
    return {
      title: m.title,
      description: m.descr ? `${m.descr} · ${facts}` : facts,
      image: m.thumbnail ?? m.images[0]?.url ?? null,
      ogType: 'product',
      entity: {
        '@type': 'Product',
        name: m.title,
        category: m.category,
        ...(m.descr ? { description: m.descr } : {}),
        ...(m.tags.length ? { keywords: m.tags.join(', ') } : {}),
        ...(m.author ? { brand: { '@type': 'Person', name: m.author } } : {}),
        offers: offerOf(m.price),
      },
      trail: [
        { name: en ? 'Model centre' : '模型中心', path: '/modelCenter' },
        { name: m.title, path: `/modelDetail?id=${m.id}` },
      ],
    };
  },
});
