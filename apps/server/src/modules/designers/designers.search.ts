import type { Lang } from '@boothhub/shared';
import type { SearchHit } from '@boothhub/shared/contracts/search';
import type { AppContext, Viewer } from '../../platform/context.js';
import { hitsOf, type SearchHitsPage } from '../search/search.service.js';
import { searchDesigners } from './profile.service.js';

/**
 * Designers in the global search (modules/search): the directory's own keyword search (name, city, specialties in
 * Chinese or English), best rated first. A hit's `id` is the designer's public card number (never the member id);
 * it links to /designInfo. Registered by `modules/index.ts`.
 */
const words = {
  'zh-CN': { rated: (r: string) => `${r} 分`, done: (n: number) => `完成 ${n} 个任务`, noRating: '暂无评分' },
  'en-US': { rated: (r: string) => `rated ${r}`, done: (n: number) => `${n} tasks completed`, noRating: 'not rated yet' },
} as const;

export async function designerSearchHits(
  ctx: AppContext,
  _viewer: Viewer | null,
  q: { keyword: string; page: number; pageSize: number; lang?: Lang },
): Promise<SearchHitsPage> {
  const w = words[q.lang ?? 'zh-CN'];
  const page = await searchDesigners(ctx, { searchKey: q.keyword, page: q.page, pageSize: q.pageSize, sort: 'rating' });
  return hitsOf(page, (d): SearchHit => ({
    kind: 'designer',
    id: Number(d.cardno),
    title: d.nickname,
    subtitle: [d.city, d.ratingCount ? w.rated(d.rating.toFixed(1)) : w.noRating, w.done(d.completed)].filter(Boolean).join(' · '),
    cover: d.userlogo ?? d.covers[0] ?? null,
    href: `/designInfo?cardno=${d.cardno}`,
  }));
}
