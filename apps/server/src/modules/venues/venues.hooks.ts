import type { Lang } from '@boothhub/shared';
import type { VenueEvent } from '@boothhub/shared/contracts/venues';
import type { Db } from '../../db/client.js';

/** What other modules plug into venues (wired in modules/index.ts): what is held at a venue, and what refers to it. */
export type VenueEventSource = (db: Db, venueId: number, lang: Lang, fromDay: string) => Promise<VenueEvent[]>;
export const eventSources: Partial<Record<'conventions' | 'exhibitions', VenueEventSource>> = {};
export function registerVenueEvents(kind: 'conventions' | 'exhibitions', source: VenueEventSource) {
  eventSources[kind] = source;
}

/** How many rows refer to a venue (conventions, exhibitions): a venue in use is never deleted. */
export type VenueUsage = (db: Db, venueId: number) => Promise<number>;
/** a set: building the app again (tests) registers the same functions again */
const usages = new Set<VenueUsage>();
export function registerVenueUsage(usage: VenueUsage) {
  usages.add(usage);
}
export async function venueUsage(db: Db, venueId: number): Promise<number> {
  let n = 0;
  for (const u of usages) n += await u(db, venueId);
  return n;
}
