import { cityIn } from '@boothhub/shared/cities';
import { inLang } from '@boothhub/shared/lang';
import type { Lang } from '@boothhub/shared';
import type { FactoryCapability } from '@boothhub/shared/contracts/factories';
import { hitsFrom } from '../search/search.service.js';
import { searchFactories } from './profile.service.js';

/**
 * Factories in the global search (modules/search): the directory's keyword search (company names in both languages,
 * city, description). A hit's `id` is the factory's public card number; it links to /factoryInfo. Registered by
 * `modules/index.ts`.
 */
const capabilityWords: Record<Lang, Record<FactoryCapability, string>> = {
  'zh-CN': { structure: '结构搭建', printing: '喷绘印刷', lighting: '灯光照明', av: '音视频设备', furniture: '家具租赁' },
  'en-US': { structure: 'structure build', printing: 'printing', lighting: 'lighting', av: 'AV', furniture: 'furniture rental' },
};

export const factorySearchHits = hitsFrom(
  'factory',
  (ctx, body) => searchFactories(ctx, body),
  (f, lang) => ({
    id: Number(f.cardno),
    title: inLang(lang, f.companyName, f.companyNameEn),
    subtitle: [cityIn(f.city, lang), f.capabilities.map((c) => capabilityWords[lang][c]).join(lang === 'zh-CN' ? '、' : ', ')]
      .filter(Boolean)
      .join(' · '),
    cover: f.cover,
    href: `/factoryInfo?cardno=${f.cardno}`,
  }),
);
