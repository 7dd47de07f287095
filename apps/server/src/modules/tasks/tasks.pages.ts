import { inArray } from 'drizzle-orm';
import { publicTaskStatuses } from '@boothhub/shared/contracts/tasks';
import { tasks } from '../../db/schema/index.js';
import { idRows } from '../../lib/public-rows.js';
import { definePublicPage, unlessNotFound } from '../../platform/public-pages.js';
import { showTask } from './query.service.js';

/**
 * Public tasks (paid: never an unpaid one) as public pages (/orderDetail?id=): a `Demand` for a stand design with its
 * budget, dates and place, as any visitor sees it (no contact data; decision 069).
 */
export const taskPages = definePublicPage({
  kind: 'tasks',
  path: '/orderDetail',
  param: 'id',
  rows: idRows(tasks, () => inArray(tasks.status, [...publicTaskStatuses])),
  async head(ctx, key, lang) {
    const t = await unlessNotFound(showTask(ctx, null, Number(key), lang));
    if (!t) return null;
    const d = t.detail;
    const en = lang === 'en-US';
    const brief = en
      ? `Stand design · ${d.plaza} m² · ${d.city} · ${d.sdate} – ${d.edate} · budget ¥${(d.cost / 100).toFixed(2)}`
      : `展台设计 · ${d.plaza} m² · ${d.city} · ${d.sdate} – ${d.edate} · 预算 ¥${(d.cost / 100).toFixed(2)}`;
    return {
      title: d.title,
      description: d.tips ? `${d.tips} · ${brief}` : brief,
      image: null,
      ogType: 'website',
      entity: {
        '@type': 'Demand',
        name: d.title,
        ...(d.tips ? { description: d.tips } : {}),
        itemOffered: { '@type': 'Service', name: en ? 'Exhibition stand design' : '展台设计', areaServed: d.city },
        priceSpecification: { '@type': 'PriceSpecification', price: (d.cost / 100).toFixed(2), priceCurrency: 'CNY' },
        availabilityEnds: d.rdate,
      },
      trail: [
        { name: en ? 'Task hall' : '任务大厅', path: '/orderList' },
        { name: d.title, path: `/orderDetail?id=${d.id}` },
      ],
    };
  },
});
