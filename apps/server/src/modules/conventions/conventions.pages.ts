import { eq } from 'drizzle-orm';
import { conventions } from '../../db/schema/index.js';
import { idRows } from '../../lib/public-rows.js';
import { plainText } from '../../platform/page-head.js';
import { definePublicPage, unlessNotFound } from '../../platform/public-pages.js';
import { conventionInfo } from './conventions.service.js';

/** Approved conventions as public pages (/conventionSpace/:id): an `Event` held at its venue (decision 069). */
export const conventionPages = definePublicPage({
  kind: 'conventions',
  path: '/conventionSpace/:id',
  rows: idRows(conventions, () => eq(conventions.status, 'approved')),
  async head(ctx, key, lang) {
    const info = await unlessNotFound(conventionInfo(ctx, null, lang, Number(key), false));
    if (!info) return null;
    const c = info.huiyi;
    const venue = info.huichang;
    return {
      title: c.title,
      description: c.descr || plainText(c.content) || `${c.title} · ${c.city} · ${c.sdate} – ${c.edate}`,
      image: c.cover ?? c.pictures[0] ?? null,
      ogType: 'website',
      entity: {
        '@type': 'Event',
        name: c.title,
        startDate: c.sdate,
        endDate: c.edate,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        ...(c.sizes ? { maximumAttendeeCapacity: c.sizes } : {}),
        location: {
          '@type': 'EventVenue',
          name: venue?.name ?? c.addrs,
          address: { '@type': 'PostalAddress', addressLocality: c.city, streetAddress: venue?.address ?? c.addrs },
        },
      },
      trail: [
        { name: lang === 'en-US' ? 'Conventions' : '会议', path: '/conventionSpace' },
        { name: c.title, path: `/conventionSpace/${c.id}` },
      ],
    };
  },
});
