import { daysBefore } from '@boothhub/shared';
import { MAX_EVENT_DAYS } from '@boothhub/shared/contracts/catalogue';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { boothPlots, exhibitionHalls, exhibitions, members, type StoredSchedule, tasks, venues } from '../../db/schema/index.js';
import { cappedPageByIds, exactPage, type PageRequest, type Total } from '../../lib/paging.js';
import { inOrderOf, matchKeyword, rankedPage, type Searchable, searchQuery } from '../../lib/search.js';
import { countWhere, firstRow, searchableEvent, type ToWrite, type Unsearched } from '../../lib/rows.js';

export type ExhibitionRow = Unsearched<typeof exhibitions>;
export type NewExhibition = ToWrite<typeof exhibitions>;
const exhibition = searchableEvent(exhibitions);
export type HallRow = typeof exhibitionHalls.$inferSelect;
export type PlotRow = typeof boothPlots.$inferSelect;

export interface VenueName {
  id: number;
  name: string;
  nameEn: string | null;
}
/** an exhibition with its venue's name (lists, details) */
export interface ExhibitionWithVenue {
  ex: ExhibitionRow;
  venue: VenueName | null;
  /** it has a floor plan (at least one booth plot) */
  hasPlan: boolean;
}

/**
 * An exhibition with its venue's names, read by primary key per row (scalar subqueries): a page of 20 probes
 * `venues_pkey` 20 times instead of the hash join over every venue that the planner prefers for a join.
 */
const venueOf = <T>(column: AnyPgColumn) => sql<T | null>`(select ${column} from ${venues} where ${venues.id} = ${exhibitions.venueId})`;
/**
 * an exhibition with at least one booth plot (on booth_plots_exhibition_idx); the columns are named with their tables
 * by hand: drizzle writes a column alone in a select from one table, and `id` inside would be the plot's
 */
const hasPlan = sql<boolean>`exists (select 1 from ${boothPlots} where ${boothPlots}.exhibition_id = ${exhibitions}.id)`;

const withVenue = {
  ex: exhibition.columns,
  venueId: exhibitions.venueId,
  venueName: venueOf<string>(venues.name),
  venueNameEn: venueOf<string>(venues.nameEn),
  hasPlan: hasPlan.mapWith(Boolean),
};
type WithVenueRaw = { ex: ExhibitionRow; venueId: number | null; venueName: string | null; venueNameEn: string | null; hasPlan: boolean };
const shape = (r: WithVenueRaw): ExhibitionWithVenue => ({
  ex: r.ex,
  venue: r.venueId !== null ? { id: r.venueId, name: r.venueName ?? '', nameEn: r.venueNameEn } : null,
  hasPlan: r.hasPlan,
});

export const insertExhibition = (db: Db, row: NewExhibition) => exhibition.insert(db, row);
export const findExhibition = (db: Db, id: number) => exhibition.find(db, id);
export const lockExhibition = (db: Db, id: number) => exhibition.lock(db, id);

export async function exhibitionWithVenue(db: Db, id: number): Promise<ExhibitionWithVenue | undefined> {
  const [row] = await db.select(withVenue).from(exhibitions).where(eq(exhibitions.id, id)).limit(1);
  return row && shape(row);
}

/** The one way a status changes: only when the entry is still in `from`; undefined when it was not. */
export const updateExhibitionIfStatus = (db: Db, id: number, from: readonly string[], patch: Partial<NewExhibition>) =>
  exhibition.updateIf(db, id, inArray(exhibitions.status, [...from]), patch);

export async function venueExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id)).limit(1);
  return rows.length > 0;
}

// ---- the public list

export interface ExhibitionFilter {
  keyword?: string;
  cities?: string[];
  industry?: string;
  areaMin?: number;
  areaMax?: number | null;
  /** days overlapping [from, to] */
  from?: string;
  to?: string;
  venueId?: number;
  /** only those with a floor plan */
  hasPlan?: boolean;
}

function publicWhere(f: ExhibitionFilter): SQL | undefined {
  const conds: Array<SQL | undefined> = [eq(exhibitions.status, 'approved')];
  if (f.cities?.length) conds.push(f.cities.length === 1 ? eq(exhibitions.city, f.cities[0]!) : inArray(exhibitions.city, f.cities));
  if (f.industry) conds.push(eq(exhibitions.industry, f.industry));
  if (f.areaMin !== undefined && f.areaMin > 0) conds.push(gte(exhibitions.area, f.areaMin));
  if (f.areaMax !== undefined && f.areaMax !== null) conds.push(lt(exhibitions.area, f.areaMax));
  // not ended by `from`: it began at most MAX_EVENT_DAYS earlier, a bound the start-date indexes can seek to
  if (f.from) conds.push(gte(exhibitions.edate, f.from), gte(exhibitions.sdate, daysBefore(f.from, MAX_EVENT_DAYS)));
  if (f.to) conds.push(lte(exhibitions.sdate, f.to));
  if (f.venueId !== undefined) conds.push(eq(exhibitions.venueId, f.venueId));
  if (f.hasPlan) conds.push(hasPlan);
  return and(...conds);
}

/** What the keyword search reads (lib/search). */
const searched: Searchable = { table: exhibitions, id: exhibitions.id, vector: exhibitions.search, then: { column: exhibitions.sdate, dir: 'asc' } };

/**
 * A page of approved exhibitions. With a keyword: by relevance, then start date (lib/search rankedIds, the
 * newest `cap` matches ranked); without: start date soonest first, then id, on the (status, [city|industry,]
 * sdate, id) indexes. The page's ids are chosen first and only those rows joined to their venue.
 */
export async function searchExhibitions(db: Db, f: ExhibitionFilter, p: PageRequest): Promise<{ rows: ExhibitionWithVenue[] } & Total> {
  const where = publicWhere(f);
  if (f.keyword && searchQuery(f.keyword)) {
    return (await rankedPage(db, searched, f.keyword, where, p, exhibitionsByIds))!;
  }
  const order = [asc(exhibitions.sdate), asc(exhibitions.id)];
  const page = await cappedPageByIds(db, exhibitions, exhibitions.id, where, order, p, (ids) =>
    db
      .select(withVenue)
      .from(exhibitions)
      .where(inArray(exhibitions.id, ids))
      .orderBy(...order),
  );
  return { rows: page.rows.map(shape), total: page.total, totalCapped: page.totalCapped };
}

/** Exhibitions by id, in the order of `ids`. */
export async function exhibitionsByIds(db: Db, ids: number[]): Promise<ExhibitionWithVenue[]> {
  if (!ids.length) return [];
  const rows = await db.select(withVenue).from(exhibitions).where(inArray(exhibitions.id, ids));
  return inOrderOf(ids, rows.map(shape), (r) => r.ex.id);
}

// ---- the publisher's and the admins' lists

export async function publisherExhibitions(db: Db, publisherId: number, status: string | undefined, limit: number, offset: number) {
  const where = and(eq(exhibitions.publisherId, publisherId), status ? eq(exhibitions.status, status) : undefined);
  const ordered = db.select(exhibition.columns).from(exhibitions).where(where).orderBy(desc(exhibitions.updatedAt), desc(exhibitions.id));
  return exactPage(db, exhibitions, where, ordered, limit, offset);
}

const reviewer = sql<string | null>`(select m.nickname from ${members} m where m.id = ${exhibitions.reviewedBy})`;

/** The review queue: pending first (oldest change first), then the others (last changed first); keyword over titles. */
export async function queueExhibitions(db: Db, q: { status?: string; keyword?: string }, limit: number, offset: number) {
  const keyword = q.keyword?.trim();
  const where = and(
    q.status ? eq(exhibitions.status, q.status) : ne(exhibitions.status, 'draft'),
    keyword ? (matchKeyword(exhibitions.search, keyword) ?? sql`false`) : undefined,
  );
  const pendingFirst = sql`case when ${exhibitions.status} = 'pending' then 0 else 1 end`;
  const oldestPending = sql`case when ${exhibitions.status} = 'pending' then ${exhibitions.updatedAt} end asc nulls last`;
  const ordered = db
    .select({ ex: exhibition.columns, cardno: members.cardno, nickname: members.nickname, reviewer })
    .from(exhibitions)
    .innerJoin(members, eq(members.id, exhibitions.publisherId))
    .where(where)
    .orderBy(pendingFirst, oldestPending, desc(exhibitions.updatedAt), desc(exhibitions.id));
  return exactPage(db, exhibitions, where, ordered, limit, offset);
}

// ---- floor plans

export async function hallsOf(db: Db, exhibitionId: number): Promise<Array<HallRow & { plots: PlotRow[] }>> {
  const [halls, plots] = await Promise.all([
    db
      .select()
      .from(exhibitionHalls)
      .where(eq(exhibitionHalls.exhibitionId, exhibitionId))
      .orderBy(asc(exhibitionHalls.sort), asc(exhibitionHalls.id)),
    db.select().from(boothPlots).where(eq(boothPlots.exhibitionId, exhibitionId)).orderBy(asc(boothPlots.id)),
  ]);
  return halls.map((h) => ({ ...h, plots: plots.filter((p) => p.hallId === h.id) }));
}

export async function planCounts(db: Db, exhibitionId: number): Promise<{ halls: number; plots: number }> {
  const [h] = await db.select({ n: count() }).from(exhibitionHalls).where(eq(exhibitionHalls.exhibitionId, exhibitionId));
  const [p] = await db.select({ n: count() }).from(boothPlots).where(eq(boothPlots.exhibitionId, exhibitionId));
  return { halls: h?.n ?? 0, plots: p?.n ?? 0 };
}

/** What the organiser marked on a plot (decision 070): kept when a plan is replaced with the plot's id. */
export type PlotMark = Pick<PlotRow, 'state' | 'exhibitor' | 'exhibitorPublic'>;
type PlotPlaced = Omit<PlotRow, 'id' | 'exhibitionId' | 'hallId' | keyof PlotMark>;

/** Replace an exhibition's halls and plots; rows with an `id` keep it (tasks refer to plots by id) and its mark. */
export async function replacePlan(
  db: Db,
  exhibitionId: number,
  halls: Array<{
    id?: number;
    name: string;
    nameEn: string | null;
    widthCm: number;
    depthCm: number;
    plots: Array<PlotPlaced & { id?: number }>;
  }>,
) {
  const marks = new Map(
    (
      await db
        .select({ id: boothPlots.id, state: boothPlots.state, exhibitor: boothPlots.exhibitor, exhibitorPublic: boothPlots.exhibitorPublic })
        .from(boothPlots)
        .where(and(eq(boothPlots.exhibitionId, exhibitionId), ne(boothPlots.state, 'free')))
    ).map(({ id, ...mark }) => [id, mark]),
  );
  await db.delete(exhibitionHalls).where(eq(exhibitionHalls.exhibitionId, exhibitionId)); // plots go with their halls
  for (const [i, h] of halls.entries()) {
    const [hall] = await db
      .insert(exhibitionHalls)
      .values({ ...(h.id ? { id: h.id } : {}), exhibitionId, name: h.name, nameEn: h.nameEn, widthCm: h.widthCm, depthCm: h.depthCm, sort: i })
      .returning({ id: exhibitionHalls.id });
    for (let at = 0; at < h.plots.length; at += 500) {
      const chunk = h.plots.slice(at, at + 500);
      if (chunk.length)
        await db.insert(boothPlots).values(chunk.map((p) => ({ ...p, ...(p.id ? marks.get(p.id) : {}), exhibitionId, hallId: hall!.id })));
    }
  }
  // rows inserted with their old ids leave the sequences where they were; make sure new ones never collide
  await db.execute(sql`select setval(pg_get_serial_sequence('exhibition_halls', 'id'), greatest((select max(id) from exhibition_halls), 1))`);
  await db.execute(sql`select setval(pg_get_serial_sequence('booth_plots', 'id'), greatest((select max(id) from booth_plots), 1))`);
}

/** read inside the plan's transaction: one statement after the other on its one connection */
export async function planIds(tx: Db, exhibitionId: number): Promise<{ halls: Set<number>; plots: Set<number> }> {
  const h = await tx.select({ id: exhibitionHalls.id }).from(exhibitionHalls).where(eq(exhibitionHalls.exhibitionId, exhibitionId));
  const p = await tx.select({ id: boothPlots.id }).from(boothPlots).where(eq(boothPlots.exhibitionId, exhibitionId));
  return { halls: new Set(h.map((r) => r.id)), plots: new Set(p.map((r) => r.id)) };
}

export const findPlot = (db: Db, exhibitionId: number, plotId: number): Promise<PlotRow | undefined> =>
  firstRow(db, boothPlots, and(eq(boothPlots.id, plotId), eq(boothPlots.exhibitionId, exhibitionId)));

/** An exhibition's id by its (Chinese) title, the first if several (the demo data's links). */
export async function exhibitionIdByTitle(db: Db, title: string): Promise<number | undefined> {
  const [row] = await db.select({ id: exhibitions.id }).from(exhibitions).where(eq(exhibitions.title, title)).orderBy(asc(exhibitions.id)).limit(1);
  return row?.id;
}

/** Marks a plot of the exhibition; undefined when the exhibition has no such plot. */
export async function markPlot(db: Db, exhibitionId: number, plotId: number, mark: PlotMark): Promise<PlotRow | undefined> {
  const [row] = await db
    .update(boothPlots)
    .set(mark)
    .where(and(eq(boothPlots.id, plotId), eq(boothPlots.exhibitionId, exhibitionId)))
    .returning();
  return row;
}

/** a task posted for a plot, as the plan's panel links it */
export interface PlotTask {
  id: number;
  title: string;
  status: string;
  publisherId: number;
}

/**
 * The tasks posted for the plots of an exhibition, newest first (tasks_group_idx): the public ones (not unpaid
 * drafts, not cancelled), and the viewer's own unpaid drafts.
 */
export async function tasksByPlot(db: Db, exhibitionId: number, viewerId: number | null): Promise<Map<number, PlotTask[]>> {
  const visible = viewerId === null ? ne(tasks.status, 'unpaid') : sql`(${tasks.status} <> 'unpaid' or ${tasks.publisherId} = ${viewerId})`;
  const rows = await db
    .select({ plotId: tasks.plotId, id: tasks.id, title: tasks.title, status: tasks.status, publisherId: tasks.publisherId })
    .from(tasks)
    .where(and(eq(tasks.groupid, exhibitionId), ne(tasks.status, 'cancelled'), visible, sql`${tasks.plotId} is not null`))
    .orderBy(desc(tasks.id));
  const out = new Map<number, PlotTask[]>();
  for (const { plotId, ...t } of rows) out.set(plotId!, [...(out.get(plotId!) ?? []), t]);
  return out;
}

/** The events' queries (lib/rows searchableEvent): at a venue, upcoming, using a venue or an industry code. */
export const { upcomingAtVenue, countAtVenue, countWithIndustry, countUpcoming } = exhibition;

/** Exhibitions waiting for an admin's review (the dashboard's `exhibitions` queue). */
export const countPending = (db: Db): Promise<number> => countWhere(db, exhibitions, eq(exhibitions.status, 'pending'));

// ---- the build schedule (decision 079)

/** an exhibition's halls' names, for its build schedule */
export const hallNames = (db: Db, exhibitionId: number) =>
  db
    .select({ id: exhibitionHalls.id, name: exhibitionHalls.name, nameEn: exhibitionHalls.nameEn })
    .from(exhibitionHalls)
    .where(eq(exhibitionHalls.exhibitionId, exhibitionId));

export const saveSchedule = (db: Db, id: number, schedule: StoredSchedule | null, now: Date) =>
  exhibition.update(db, id, { buildSchedule: schedule, updatedAt: now });
