import { and, desc, eq, getTableColumns, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { factoryProfiles, members, quoteInvites, quoteRequests } from '../../db/schema/index.js';
import { cappedPage, exactPage, type PageRequest, type Total } from '../../lib/paging.js';
import { inOrderOf, rankedPage, type Searchable, searchQuery } from '../../lib/search.js';
import { columnsBesidesSearch, firstRow, type ToWrite, type Unsearched } from '../../lib/rows.js';

export type ProfileRow = Unsearched<typeof factoryProfiles>;
const profileColumns = columnsBesidesSearch(factoryProfiles);
export type NewProfile = ToWrite<typeof factoryProfiles>;
export type RequestRow = typeof quoteRequests.$inferSelect;
export type InviteRow = typeof quoteInvites.$inferSelect;

/** a listed factory: its profile and its member's public fields */
export interface FactoryRow {
  profile: ProfileRow;
  cardno: string;
  nickname: string;
  /** the member's avatar file id */
  userlogo: string | null;
}

const listedColumns = { profile: profileColumns, cardno: members.cardno, nickname: members.nickname, userlogo: members.userlogo };
/** Factory profiles with their member's card, as the directory and its cards read them. */
const withMember = (db: Db) => db.select(listedColumns).from(factoryProfiles).innerJoin(members, eq(members.id, factoryProfiles.memberId));
/** factories shown to others: the member still has the factory role and is not banned */
const listed = sql`exists (select 1 from ${members} m where m.id = ${factoryProfiles.memberId} and m.role = 'factory' and not m.banned)`;

export async function findProfile(db: Db, memberId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(factoryProfiles).where(eq(factoryProfiles.memberId, memberId)).limit(1);
  return row;
}

export async function upsertProfile(db: Db, row: NewProfile): Promise<void> {
  const { memberId: _m, createdAt: _c, ...changes } = row;
  await db.insert(factoryProfiles).values(row).onConflictDoUpdate({ target: factoryProfiles.memberId, set: changes });
}

/** A listed factory by member number (role factory, not banned, with a profile). */
export async function listedByCardno(db: Db, cardno: string): Promise<FactoryRow | undefined> {
  const [row] = await withMember(db)
    .where(and(eq(members.cardno, cardno), eq(members.role, 'factory'), eq(members.banned, false)))
    .limit(1);
  return row;
}

/** Listed factories among these member numbers. */
export async function listedByCardnos(db: Db, cardnos: string[]): Promise<Array<{ id: number; cardno: string }>> {
  if (!cardnos.length) return [];
  return db
    .select({ id: members.id, cardno: members.cardno })
    .from(factoryProfiles)
    .innerJoin(members, eq(members.id, factoryProfiles.memberId))
    .where(and(inArray(members.cardno, cardnos), eq(members.role, 'factory'), eq(members.banned, false)));
}

export interface FactoryFilter {
  keyword?: string;
  cities: string[];
  capabilities: string[];
}

const capsArray = (caps: string[]) =>
  sql`array[${sql.join(
    caps.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;

function filterWhere(f: FactoryFilter): SQL | undefined {
  return and(
    listed,
    f.cities.length ? inArray(factoryProfiles.city, f.cities) : undefined,
    f.capabilities.length ? sql`${factoryProfiles.capabilities} @> ${capsArray(f.capabilities)}` : undefined,
  );
}

/** Listed factory ids in a city with all these capabilities (a request sent to a city). */
export async function listedInCity(db: Db, city: string, capabilities: string[], limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: factoryProfiles.memberId })
    .from(factoryProfiles)
    .where(filterWhere({ cities: [city], capabilities }))
    .orderBy(factoryProfiles.memberId)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What the keyword search reads (lib/search). */
const searched: Searchable = { table: factoryProfiles, id: factoryProfiles.memberId, vector: factoryProfiles.search };

/** Common/searchFactory: by relevance with a keyword, else last updated first. */
export async function searchFactories(db: Db, f: FactoryFilter, p: PageRequest): Promise<{ rows: FactoryRow[] } & Total> {
  const where = filterWhere(f);
  if (f.keyword && searchQuery(f.keyword)) {
    return (await rankedPage(db, searched, f.keyword, where, p, factoriesByIds))!;
  }
  const ordered = withMember(db).where(where).orderBy(desc(factoryProfiles.updatedAt), desc(factoryProfiles.memberId));
  return cappedPage(db, factoryProfiles, where, ordered, p);
}

/** Factories by member id, in the order of `ids`. */
export async function factoriesByIds(db: Db, ids: number[]): Promise<FactoryRow[]> {
  if (!ids.length) return [];
  const rows = await withMember(db).where(inArray(factoryProfiles.memberId, ids));
  return inOrderOf(ids, rows, (r) => r.profile.memberId);
}

// ---- requests for quotes

export async function insertRequest(db: Db, row: typeof quoteRequests.$inferInsert): Promise<RequestRow> {
  const [created] = await db.insert(quoteRequests).values(row).returning();
  return created!;
}

export async function insertInvites(db: Db, requestId: number, factoryIds: number[], now: Date): Promise<void> {
  if (!factoryIds.length) return;
  await db.insert(quoteInvites).values(factoryIds.map((factoryId) => ({ requestId, factoryId, createdAt: now, updatedAt: now })));
}

export async function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).limit(1);
  return row;
}

export async function lockRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update').limit(1);
  return row;
}

export async function requestsOfTask(db: Db, taskId: number): Promise<RequestRow[]> {
  return db.select().from(quoteRequests).where(eq(quoteRequests.taskId, taskId)).orderBy(desc(quoteRequests.id));
}

/** an invite with the factory's names and avatar */
export interface InviteWithFactory {
  invite: InviteRow;
  cardno: string;
  companyName: string | null;
  companyNameEn: string | null;
  city: string | null;
  userlogo: string | null;
}

export async function invitesOf(db: Db, requestId: number, factoryId?: number): Promise<InviteWithFactory[]> {
  return db
    .select({
      invite: getTableColumns(quoteInvites),
      cardno: members.cardno,
      companyName: factoryProfiles.companyName,
      companyNameEn: factoryProfiles.companyNameEn,
      city: factoryProfiles.city,
      userlogo: members.userlogo,
    })
    .from(quoteInvites)
    .innerJoin(members, eq(members.id, quoteInvites.factoryId))
    .leftJoin(factoryProfiles, eq(factoryProfiles.memberId, quoteInvites.factoryId))
    .where(and(eq(quoteInvites.requestId, requestId), factoryId === undefined ? undefined : eq(quoteInvites.factoryId, factoryId)))
    .orderBy(quoteInvites.id);
}

export const findInvite = (db: Db, requestId: number, factoryId: number): Promise<InviteRow | undefined> =>
  firstRow(db, quoteInvites, and(eq(quoteInvites.requestId, requestId), eq(quoteInvites.factoryId, factoryId)));

export async function updateInvite(db: Db, id: number, patch: Partial<typeof quoteInvites.$inferInsert>): Promise<void> {
  await db.update(quoteInvites).set(patch).where(eq(quoteInvites.id, id));
}

/** Set the chosen factory once: undefined when another pick came first. */
export async function pickOnce(db: Db, id: number, factoryId: number, now: Date): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(quoteRequests)
    .set({ chosenFactoryId: factoryId, pickedAt: now })
    .where(and(eq(quoteRequests.id, id), isNull(quoteRequests.chosenFactoryId)))
    .returning();
  return row;
}

/** A factory's invites with their requests and the asking business's card, newest first, and the exact total. */
export async function inboxOf(db: Db, factoryId: number, limit: number, offset: number) {
  const where = eq(quoteInvites.factoryId, factoryId);
  const ordered = db
    .select({
      invite: getTableColumns(quoteInvites),
      request: getTableColumns(quoteRequests),
      business: { cardno: members.cardno, nickname: members.nickname, userlogo: members.userlogo },
    })
    .from(quoteInvites)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteInvites.requestId))
    .innerJoin(members, eq(members.id, quoteRequests.businessId))
    .where(where)
    .orderBy(desc(quoteInvites.id));
  return exactPage(db, quoteInvites, where, ordered, limit, offset);
}

// ---- ratings and builds (quotes.rating.ts)

export interface Rating {
  quality: number;
  punctuality: number;
  service: number;
  comment: string;
}

/** Rate a request's chosen factory once: undefined when it was rated already. */
export async function rateOnce(db: Db, id: number, r: Rating, now: Date): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(quoteRequests)
    .set({ rateQuality: r.quality, rateTime: r.punctuality, rateService: r.service, rateComment: r.comment, ratedAt: now })
    .where(and(eq(quoteRequests.id, id), isNull(quoteRequests.ratedAt)))
    .returning();
  return row;
}

/** A factory's rated builds: how many, and the averages of each star (on quote_requests_chosen_idx). */
export async function ratingsOf(db: Db, factoryId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      quality: sql<number | null>`avg(${quoteRequests.rateQuality})::float8`,
      punctuality: sql<number | null>`avg(${quoteRequests.rateTime})::float8`,
      service: sql<number | null>`avg(${quoteRequests.rateService})::float8`,
    })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.chosenFactoryId, factoryId), sql`${quoteRequests.ratedAt} is not null`));
  return row!;
}

/** A factory's builds whose show has begun by `today`, latest first, at most `limit`, and how many there are. */
export async function buildsOf(db: Db, factoryId: number, today: string, limit: number) {
  const where = and(eq(quoteRequests.chosenFactoryId, factoryId), lte(quoteRequests.sdate, today));
  const [rows, [total]] = await Promise.all([
    db.select().from(quoteRequests).where(where).orderBy(desc(quoteRequests.sdate), desc(quoteRequests.id)).limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(quoteRequests)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
