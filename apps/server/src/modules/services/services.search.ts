import { formatCents } from '@boothhub/shared';
import { hitsFrom } from '../search/search.service.js';
import { searchServices } from './services.service.js';

/**
 * Service packages in the global search (modules/search): the packages' own keyword search (title and description),
 * active packages of designers in good standing only; each hit links to /serviceInfo. Registered by `modules/index.ts`.
 */
const words = {
  'zh-CN': { price: (c: string) => `${c} 金币`, days: (n: number) => `${n} 天交付` },
  'en-US': { price: (c: string) => `${c} coins`, days: (n: number) => `${n} days` },
} as const;

export const serviceSearchHits = hitsFrom(
  'service',
  (ctx, body) => searchServices(ctx, { ...body, sort: 'newest' }),
  (s, lang) => ({
    id: s.id,
    title: s.title,
    subtitle: [s.designer.nickname, words[lang].price(formatCents(s.price)), words[lang].days(s.days)].join(' · '),
    cover: s.cover,
    href: `/serviceInfo?id=${s.id}`,
  }),
);
