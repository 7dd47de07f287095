import { cityIn } from '@boothhub/shared/cities';
import { hitsFrom } from '../search/search.service.js';
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

export const designerSearchHits = hitsFrom(
  'designer',
  (ctx, body) => searchDesigners(ctx, { ...body, sort: 'rating' }),
  (d, lang) => ({
    id: Number(d.cardno),
    title: d.nickname,
    subtitle: [cityIn(d.city, lang), d.ratingCount ? words[lang].rated(d.rating.toFixed(1)) : words[lang].noRating, words[lang].done(d.completed)]
      .filter(Boolean)
      .join(' · '),
    cover: d.userlogo ?? d.covers[0] ?? null,
    href: `/designInfo?cardno=${d.cardno}`,
  }),
);
