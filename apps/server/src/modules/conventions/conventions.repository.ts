import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { daysBefore } from '@boothhub/shared';
import { MAX_EVENT_DAYS } from '@boothhub/shared/contracts/catalogue';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/accounts.js';
import { conventions } from '../../db/schema/catalogue.js';
import { cappedPage, exactPage, type PageRequest, type Total } from '../../lib/paging.js';
import { inBand, inOrderOf, rankedIds, type CatalogueFilter } from '../../lib/search.js';
import { countWhere, searchableEvent, type ToWrite, type Unsearched } from '../../lib/rows.js';

export type ConventionRow = Unsearched<typeof conventions>;
export type NewConvention = ToWrite<typeof conventions>;
const convention = searchableEvent(conventions);

export interface ConventionFilter extends CatalogueFilter {
  /** the ids of venues in the wanted area band (a subquery from the venues module) */
  venueIn?: SQL;
  industry?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** The list's filters but the keyword (lib/search adds its match). */
function publicWhere(f: Omit<ConventionFilter, 'keyword'>): SQL | undefined {
  return and(
    eq(conventions.status, 'approved'),
    f.cities.length ? inArray(conventions.city, f.cities) : undefined,
    inBand(conventions.sizes, f.sizes),
    f.venueIn ? sql`${conventions.venueId} in ${f.venueIn}` : undefined,
    f.industry ? eq(conventions.industry, f.industry) : undefined,
    // days overlapping [dateFrom, dateTo]
    f.dateTo ? lte(conventions.sdate, f.dateTo) : undefined,
    f.dateFrom ? gte(conventions.edate, f.dateFrom) : undefined,
    // it began at most MAX_EVENT_DAYS before dateFrom: a bound the start-date indexes can seek to
    f.dateFrom ? gte(conventions.sdate, daysBefore(f.dateFrom, MAX_EVENT_DAYS)) : undefined,
  );
}

/**
 * Approved conventions: with a keyword by relevance, then soonest; without, upcoming soonest first and
 * ended ones last (`today` decides which have ended).
 */
export async function searchConventions(db: Db, f: ConventionFilter, today: string, p: PageRequest): Promise<{ rows: ConventionRow[] } & Total> {
  const where = publicWhere(f);
  if (f.keyword) {
    // by relevance among the newest `cap` matches, then soonest (lib/search rankedIds, decision 014)
    const spec = { table: conventions, id: conventions.id, vector: conventions.search, keyword: f.keyword, where, cap: p.cap, key: p.key };
    const ranked = await rankedIds(db, { ...spec, then: { column: conventions.sdate, dir: 'asc' } }, p.limit, p.offset);
    if (!ranked) return { rows: [], total: 0, totalCapped: false };
    const rows = ranked.ids.length ? await db.select(convention.columns).from(conventions).where(inArray(conventions.id, ranked.ids)) : [];
    return { rows: inOrderOf(ranked.ids, rows, (r) => r.id), total: ranked.total, totalCapped: ranked.totalCapped };
  }
  const ended = sql`(${conventions.edate} < ${today})`;
  const ordered = db.select(convention.columns).from(conventions).where(where).orderBy(asc(ended), asc(conventions.sdate), asc(conventions.id));
  return cappedPage(db, conventions, where, ordered, p);
}

export const findConvention = (db: Db, id: number) => convention.find(db, id);
export const lockConvention = (db: Db, id: number) => convention.lock(db, id);
export const insertConvention = (db: Db, row: NewConvention) => convention.insert(db, row);
export const updateConvention = (db: Db, id: number, patch: Partial<NewConvention>) => convention.update(db, id, patch);

/** Decide a pending entry: only one of two racing reviews finds it pending. */
export const decidePending = (db: Db, id: number, patch: Partial<NewConvention>) =>
  convention.updateIf(db, id, eq(conventions.status, 'pending'), patch);

export async function listMine(db: Db, publisherId: number, status: string | undefined, limit: number, offset: number) {
  const where = and(eq(conventions.publisherId, publisherId), status ? eq(conventions.status, status) : undefined);
  const mine = db.select(convention.columns).from(conventions).where(where).orderBy(desc(conventions.updatedAt), desc(conventions.id));
  return exactPage(db, conventions, where, mine, limit, offset);
}

/** The review queue, oldest change first, with each publisher's cardno and nickname. */
export async function listQueue(db: Db, q: { status: string; keyword?: string; publisher?: string }, limit: number, offset: number) {
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(conventions.status, q.status),
    like ? or(ilike(conventions.title, like), ilike(conventions.titleEn, like)) : undefined,
    q.publisher ? sql`${conventions.publisherId} = (select ${members.id} from ${members} where ${members.cardno} = ${q.publisher})` : undefined,
  );
  const queue = db
    .select({ c: convention.columns, cardno: members.cardno, nickname: members.nickname })
    .from(conventions)
    .innerJoin(members, eq(members.id, conventions.publisherId))
    .where(where)
    .orderBy(asc(conventions.updatedAt), asc(conventions.id));
  return exactPage(db, conventions, where, queue, limit, offset);
}

/** The events' queries (lib/rows searchableEvent): at a venue, upcoming, using a venue or an industry code. */
export const { upcomingAtVenue, countAtVenue, countWithIndustry, countUpcoming } = convention;

export const countPending = (db: Db): Promise<number> => countWhere(db, conventions, eq(conventions.status, 'pending'));
