import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { venueHalls, venues } from '../../db/schema/catalogue.js';
import type { Band } from '@boothhub/shared/contracts/catalogue';
import { cappedPage, type PageRequest, type Total } from '../../lib/paging.js';
import { inBand, keywordRank, matchKeyword, type CatalogueFilter } from '../../lib/search.js';
import { searchableEntity, type ToWrite, type Unsearched } from '../../lib/rows.js';

export type VenueRow = Unsearched<typeof venues>;
export type HallRow = typeof venueHalls.$inferSelect;
export type NewVenue = ToWrite<typeof venues>;
const venue = searchableEntity(venues);

export interface VenueFilter extends CatalogueFilter {
  plaza?: Band;
  featured?: boolean;
}

export function venueWhere(f: VenueFilter): SQL | undefined {
  return and(
    f.keyword ? (matchKeyword(venues.search, f.keyword) ?? sql`false`) : undefined,
    f.cities.length ? inArray(venues.city, f.cities) : undefined,
    inBand(venues.plaza, f.plaza),
    inBand(venues.sizes, f.sizes),
    f.featured === undefined ? undefined : eq(venues.featured, f.featured),
  );
}

export const venueIdsWhere = (f: VenueFilter): SQL => sql`(select ${venues.id} from ${venues} where ${venueWhere(f) ?? sql`true`})`;

/** A page of venues: by relevance with a keyword, else featured first, then oldest first. */
export async function searchVenues(db: Db, f: VenueFilter, p: PageRequest): Promise<{ rows: VenueRow[] } & Total> {
  const where = venueWhere(f);
  const rank = f.keyword ? keywordRank(venues.search, f.keyword) : undefined;
  const order = rank ? [sql`${rank} desc`, asc(venues.id)] : [desc(venues.featured), asc(venues.id)];
  const ordered = db
    .select(venue.columns)
    .from(venues)
    .where(where)
    .orderBy(...order);
  return cappedPage(db, venues, where, ordered, p);
}

export async function venuesByIds(db: Db, ids: number[]): Promise<VenueRow[]> {
  if (!ids.length) return [];
  return db.select(venue.columns).from(venues).where(inArray(venues.id, ids));
}

export const findVenue = (db: Db, id: number) => venue.find(db, id);
export const lockVenue = (db: Db, id: number) => venue.lock(db, id);

export async function hallsOf(db: Db, venueId: number): Promise<HallRow[]> {
  return db.select().from(venueHalls).where(eq(venueHalls.venueId, venueId)).orderBy(asc(venueHalls.sort), asc(venueHalls.id));
}

export async function hallCounts(db: Db, venueIds: number[]): Promise<Map<number, number>> {
  if (!venueIds.length) return new Map();
  const rows = await db
    .select({ venueId: venueHalls.venueId, n: count() })
    .from(venueHalls)
    .where(inArray(venueHalls.venueId, venueIds))
    .groupBy(venueHalls.venueId);
  return new Map(rows.map((r) => [r.venueId, r.n]));
}

export const insertVenue = (db: Db, row: NewVenue) => venue.insert(db, row);
export const saveVenue = (db: Db, id: number | undefined, edit: Partial<NewVenue>, created: NewVenue) => venue.save(db, id, edit, created);
export const deleteVenue = (db: Db, id: number) => venue.delete(db, id);

export async function insertHall(db: Db, row: typeof venueHalls.$inferInsert): Promise<void> {
  await db.insert(venueHalls).values(row);
}

export async function updateHall(db: Db, id: number, venueId: number, patch: Partial<typeof venueHalls.$inferInsert>): Promise<void> {
  await db
    .update(venueHalls)
    .set(patch)
    .where(and(eq(venueHalls.id, id), eq(venueHalls.venueId, venueId)));
}

export async function deleteHalls(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(venueHalls).where(inArray(venueHalls.id, ids));
}

/** Venue ids by their (Chinese) name. */
export async function idsByName(db: Db, names: string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await db.select({ id: venues.id, name: venues.name }).from(venues).where(inArray(venues.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** How many venues there are (the home page's figure). */
export async function countVenues(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(venues);
  return row?.n ?? 0;
}
