import { eq } from 'drizzle-orm';
import { designerProfiles } from '../../db/schema/index.js';
import { memberRows } from '../../lib/public-rows.js';
import { definePublicPage, unlessNotFound } from '../../platform/public-pages.js';
import { designerInfo } from './profile.service.js';

/**
 * Listed designers as public pages (/designInfo?cardno=): a `Person` offering a `ProfessionalService`, with their
 * avatar or best work as the image (decision 069). Listed is the directory's own condition (a designer, not banned);
 * the page changes with the profile's figures and with the member's name, avatar and bio.
 */
export const designerPages = definePublicPage({
  kind: 'designers',
  path: '/designInfo',
  param: 'cardno',
  // the directory's `listed`, and the member's own state at once (`listed` follows a ban at the directory's next refresh)
  rows: memberRows({
    table: designerProfiles,
    memberId: designerProfiles.memberId,
    updatedAt: designerProfiles.updatedAt,
    role: 'designer',
    where: eq(designerProfiles.listed, 1),
  }),
  async head(ctx, key, lang) {
    const d = await unlessNotFound(designerInfo(ctx, null, lang, key));
    if (!d) return null;
    const en = lang === 'en-US';
    const figures = en
      ? `Designer in ${d.city || 'China'} · ${d.completed} tasks completed · ${d.works} works`
      : `${d.city || ''}展台设计师 · 完成任务 ${d.completed} 个 · 作品 ${d.works} 件`;
    const url = `/designInfo?cardno=${encodeURIComponent(d.cardno)}`;
    return {
      title: d.nickname,
      description: d.descr ? `${d.descr} · ${figures}` : figures,
      image: d.userlogo ?? d.covers[0] ?? null,
      ogType: 'profile',
      entity: {
        '@type': 'Person',
        name: d.nickname,
        jobTitle: en ? 'Exhibition stand designer' : '展台设计师',
        ...(d.descr ? { description: d.descr } : {}),
        ...(d.city ? { address: { '@type': 'PostalAddress', addressLocality: d.city } } : {}),
        makesOffer: {
          '@type': 'Offer',
          itemOffered: { '@type': 'ProfessionalService', name: en ? `${d.nickname}'s stand design` : `${d.nickname} 的展台设计` },
        },
      },
      trail: [
        { name: en ? 'Designers' : '设计师', path: '/designer' },
        { name: d.nickname, path: url },
      ],
    };
  },
});
