import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, servicePackages } from '../../db/schema/index.js';
import { cappedPage, exactPage, type PageRequest, type Total } from '../../lib/paging.js';
import { inOrderOf, matchKeyword, rankedPage, type Searchable, searchQuery } from '../../lib/search.js';
import { searchableEntity, type ToWrite, type Unsearched } from '../../lib/rows.js';

export type ServiceRow = Unsearched<typeof servicePackages>;
export type NewService = ToWrite<typeof servicePackages>;
const service = searchableEntity(servicePackages);

const listColumns = { s: service.columns, cardno: members.cardno, nickname: members.nickname, userlogo: members.userlogo };
export type ServiceWithDesigner = { s: ServiceRow; cardno: string; nickname: string; userlogo: string | null };
/** Packages with their designer's names and avatar, as every list and the detail read them. */
const withDesigner = (db: Db) => db.select(listColumns).from(servicePackages).innerJoin(members, eq(members.id, servicePackages.designerId));

export const insertService = (db: Db, row: NewService) => service.insert(db, row);

/** A package not deleted, with its designer's names. */
export async function findService(db: Db, id: number): Promise<ServiceWithDesigner | undefined> {
  const [row] = await withDesigner(db)
    .where(and(eq(servicePackages.id, id), isNull(servicePackages.deletedAt)))
    .limit(1);
  return row;
}

/** The package's row locked until the transaction ends (edits, pauses, deletions and purchases queue on it). */
export const lockService = (db: Db, id: number) => service.lock(db, id, isNull(servicePackages.deletedAt));
export const updateService = (db: Db, id: number, patch: Partial<NewService>) => service.update(db, id, patch);

export const countSale = (db: Db, id: number) => service.update(db, id, { sales: sql`${servicePackages.sales} + 1` });

export interface ServiceFilter {
  keyword?: string;
  category?: string;
  priceMin?: number;
  priceMax?: number;
  designerId?: number;
  sort: 'newest' | 'price_asc' | 'price_desc' | 'sales';
}

/** Public: active, not deleted, of a designer who is still a designer and not banned. */
function publicWhere(f: ServiceFilter): SQL | undefined {
  return and(
    eq(servicePackages.status, 'active'),
    isNull(servicePackages.deletedAt),
    sql`exists (select 1 from ${members} m where m.id = ${servicePackages.designerId} and m.role = 'designer' and not m.banned)`,
    f.category ? eq(servicePackages.category, f.category) : undefined,
    f.priceMin !== undefined ? gte(servicePackages.price, f.priceMin) : undefined,
    f.priceMax !== undefined ? lte(servicePackages.price, f.priceMax) : undefined,
    f.designerId !== undefined ? eq(servicePackages.designerId, f.designerId) : undefined,
  );
}

/** the public condition alone (the sitemap's and a page head's, services.pages.ts) */
export const publicServiceWhere = () => publicWhere({ sort: 'newest' });

const orders: Record<ServiceFilter['sort'], SQL[]> = {
  newest: [desc(servicePackages.id)],
  price_asc: [asc(servicePackages.price), desc(servicePackages.id)],
  price_desc: [desc(servicePackages.price), desc(servicePackages.id)],
  sales: [desc(servicePackages.sales), desc(servicePackages.id)],
};

/** What the keyword search reads (lib/search). */
const searched: Searchable = { table: servicePackages, id: servicePackages.id, vector: servicePackages.search };

/** A page of public packages; a keyword with the default order ranks by relevance (lib/search), else the sort asked for. */
export async function searchServices(db: Db, f: ServiceFilter, p: PageRequest): Promise<{ rows: ServiceWithDesigner[] } & Total> {
  const where = publicWhere(f);
  if (f.keyword && searchQuery(f.keyword) && f.sort === 'newest') {
    return (await rankedPage(db, searched, f.keyword, where, p, servicesByIds))!;
  }
  const keywordWhere = f.keyword ? and(where, matchKeyword(servicePackages.search, f.keyword) ?? undefined) : where;
  return cappedPage(
    db,
    servicePackages,
    keywordWhere,
    withDesigner(db)
      .where(keywordWhere)
      .orderBy(...orders[f.sort]),
    p,
  );
}

/** Packages by id, in the order of `ids`. */
export async function servicesByIds(db: Db, ids: number[]): Promise<ServiceWithDesigner[]> {
  if (!ids.length) return [];
  const rows = await withDesigner(db).where(inArray(servicePackages.id, ids));
  return inOrderOf(ids, rows, (r) => r.s.id);
}

/** A designer's own packages (not deleted), last changed first. */
export async function ownServices(db: Db, designerId: number, status: string | undefined, limit: number, offset: number) {
  const where = and(
    eq(servicePackages.designerId, designerId),
    isNull(servicePackages.deletedAt),
    status ? eq(servicePackages.status, status) : undefined,
  );
  const ordered = withDesigner(db).where(where).orderBy(desc(servicePackages.updatedAt), desc(servicePackages.id));
  return exactPage(db, servicePackages, where, ordered, limit, offset);
}
