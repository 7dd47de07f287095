import { factoryProfiles } from '../../db/schema/index.js';
import { memberRows } from '../../lib/public-rows.js';
import { definePublicPage, unlessNotFound } from '../../platform/public-pages.js';
import { factoryInfo } from './profile.service.js';

/** Listed factories as public pages (/factoryInfo?cardno=): an `Organization` with its workshop's photos (decision 069). */
export const factoryPages = definePublicPage({
  kind: 'factories',
  path: '/factoryInfo',
  param: 'cardno',
  // the directory's own condition: the member still has the factory role and is not banned
  rows: memberRows({ table: factoryProfiles, memberId: factoryProfiles.memberId, updatedAt: factoryProfiles.updatedAt, role: 'factory' }),
  async head(ctx, key, lang) {
    const f = await unlessNotFound(factoryInfo(ctx, key));
    if (!f) return null;
    const en = lang === 'en-US';
    const name = (en && f.companyNameEn) || f.companyName;
    const figures = en
      ? `Stand builder in ${f.city} · workshop ${f.workshopArea} m² · ${f.annualCapacity} booths a year`
      : `${f.city}展台搭建工厂 · 厂房 ${f.workshopArea} m² · 年产能 ${f.annualCapacity} 个展台`;
    const url = `/factoryInfo?cardno=${encodeURIComponent(f.cardno)}`;
    return {
      title: name,
      description: f.descr ? `${f.descr} · ${figures}` : figures,
      image: f.cover ?? f.photos[0]?.url ?? null,
      ogType: 'website',
      entity: {
        '@type': 'Organization',
        name,
        ...(f.companyNameEn && f.companyNameEn !== name ? { alternateName: f.companyNameEn } : {}),
        ...(f.descr ? { description: f.descr } : {}),
        address: { '@type': 'PostalAddress', addressLocality: f.city },
      },
      trail: [
        { name: en ? 'Factories' : '工厂', path: '/factory' },
        { name, path: url },
      ],
    };
  },
});
