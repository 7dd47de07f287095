import { eq } from 'drizzle-orm';
import { exhibitions } from '../../db/schema/index.js';
import { idRows } from '../../lib/public-rows.js';
import { plainText } from '../../platform/page-head.js';
import { definePublicPage, unlessNotFound } from '../../platform/public-pages.js';
import { exhibitionInfo } from './query.service.js';

/** Approved exhibitions as public pages (/exhibition/:id): an `Event` with its dates, place and organiser (decision 069). */
export const exhibitionPages = definePublicPage({
  kind: 'exhibitions',
  path: '/exhibition/:id',
  rows: idRows(exhibitions, () => eq(exhibitions.status, 'approved')),
  async head(ctx, key, lang) {
    const e = await unlessNotFound(exhibitionInfo(ctx, null, lang, Number(key)));
    if (!e) return null;
    const place = e.venue?.name ?? e.address;
    return {
      title: e.title,
      description: e.descr || plainText(e.content) || `${e.title} · ${e.city} · ${e.sdate} – ${e.edate}`,
      image: e.cover ?? e.gallery[0]?.url ?? null,
      ogType: 'website',
      entity: {
        '@type': 'Event',
        name: e.title,
        startDate: e.sdate,
        endDate: e.edate,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: place, address: { '@type': 'PostalAddress', addressLocality: e.city, streetAddress: e.address } },
        ...(e.organiser ? { organizer: { '@type': 'Organization', name: e.organiser } } : {}),
      },
      trail: [
        { name: lang === 'en-US' ? 'Exhibitions' : '展会', path: '/exhibition' },
        { name: e.title, path: `/exhibition/${e.id}` },
      ],
    };
  },
});
