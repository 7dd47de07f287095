import { servicePackages } from '../../db/schema/index.js';
import { idRows } from '../../lib/public-rows.js';
import { definePublicPage, offerOf, unlessNotFound } from '../../platform/public-pages.js';
import { publicServiceWhere } from './services.repository.js';
import { serviceInfo } from './services.service.js';

/** Active service packages as public pages (/serviceInfo?id=): a `Product` with its `Offer` (decision 069). */
export const servicePages = definePublicPage({
  kind: 'services',
  path: '/serviceInfo',
  param: 'id',
  rows: idRows(servicePackages, () => publicServiceWhere()),
  async head(ctx, key, lang) {
    const s = await unlessNotFound(serviceInfo(ctx, null, lang, Number(key)));
    if (!s) return null;
    const en = lang === 'en-US';
    const url = `/serviceInfo?id=${s.id}`;
    const terms = en
      ? `${s.days} days · ${s.revisions} revisions · by ${s.designer.nickname}`
      : `${s.days} 天交付 · ${s.revisions} 次修改 · 设计师 ${s.designer.nickname}`;
    return {
      title: s.title,
      description: s.descr ? `${s.descr} · ${terms}` : terms,
      image: s.cover ?? s.designer.userlogo ?? null,
      ogType: 'product',
      entity: {
        '@type': 'Product',
        name: s.title,
        category: s.category,
        ...(s.descr ? { description: s.descr } : {}),
        brand: { '@type': 'Person', name: s.designer.nickname },
        offers: offerOf(s.price),
      },
      trail: [
        { name: en ? 'Service packages' : '设计服务', path: '/service' },
        { name: s.title, path: url },
      ],
    };
  },
});
