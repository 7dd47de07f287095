import { formatCents, type Lang } from '@boothhub/shared';
import type { SearchHit } from '@boothhub/shared/contracts/search';
import type { AppContext, Viewer } from '../../platform/context.js';
import { hitsOf, type SearchHitsPage } from '../search/search.service.js';
import { searchServices } from './services.service.js';

/**
 * Service packages in the global search (modules/search): the packages' own keyword search (title and description),
 * active packages of designers in good standing only; each hit links to /serviceInfo. Registered by `modules/index.ts`.
 */
const words = {
  'zh-CN': { price: (c: string) => `${c} 金币`, days: (n: number) => `${n} 天交付` },
  'en-US': { price: (c: string) => `${c} coins`, days: (n: number) => `${n} days` },
} as const;

export async function serviceSearchHits(
  ctx: AppContext,
  _viewer: Viewer | null,
  q: { keyword: string; page: number; pageSize: number; lang?: Lang },
): Promise<SearchHitsPage> {
  const w = words[q.lang ?? 'zh-CN'];
  const page = await searchServices(ctx, { searchKey: q.keyword, page: q.page, pageSize: q.pageSize, sort: 'newest' });
  return hitsOf(page, (s): SearchHit => ({
    kind: 'service',
    id: s.id,
    title: s.title,
    subtitle: [s.designer.nickname, w.price(formatCents(s.price)), w.days(s.days)].join(' · '),
    cover: s.cover,
    href: `/serviceInfo?id=${s.id}`,
  }));
}
