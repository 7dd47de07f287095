import { sql } from 'drizzle-orm';
import { venues } from '../../db/schema/index.js';
import { idRows } from '../../lib/public-rows.js';
import { definePublicPage, unlessNotFound } from '../../platform/public-pages.js';
import { venueDetail } from './venues.service.js';

/** Venues as public pages (/conventionSpace/spaceInfo?id=): an `EventVenue` with its address and halls (decision 069). */
export const venuePages = definePublicPage({
  kind: 'venues',
  path: '/conventionSpace/spaceInfo',
  param: 'id',
  // every venue is public
  rows: idRows(venues, () => sql`true`),
  async head(ctx, key, lang) {
    const v = await unlessNotFound(venueDetail(ctx, null, lang, Number(key)));
    if (!v) return null;
    return {
      title: v.name,
      description: v.descr.text || `${v.name} · ${v.city} · ${v.address}`,
      image: v.descr.faceimg ?? v.pictures[0] ?? null,
      ogType: 'website',
      entity: {
        '@type': 'EventVenue',
        name: v.name,
        address: { '@type': 'PostalAddress', addressLocality: v.city, streetAddress: v.address },
        ...(v.sizes ? { maximumAttendeeCapacity: v.sizes } : {}),
      },
      trail: [
        { name: lang === 'en-US' ? 'Venues' : '会场', path: '/conventionSpace' },
        { name: v.name, path: `/conventionSpace/spaceInfo?id=${v.id}` },
      ],
    };
  },
});
