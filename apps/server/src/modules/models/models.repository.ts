import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, modelPurchases, models } from '../../db/schema/index.js';
import { cappedPageByIds, exactCount, exactPage, type PageRequest, type Total } from '../../lib/paging.js';
import { inOrderOf, matchKeyword, rankedPage, searchQuery } from '../../lib/search.js';
import { countWhere, firstRow, searchableEntity, type ToWrite, type Unsearched } from '../../lib/rows.js';

export type ModelRow = Unsearched<typeof models>;
export type NewModel = ToWrite<typeof models>;
const model = searchableEntity(models);

/** the uploader's nickname */
const author = sql<string | null>`(select m.nickname from ${members} m where m.id = ${models.ownerId})`;
/** the uploader's avatar (a file id) */
const authorLogo = sql<string | null>`(select m.userlogo from ${members} m where m.id = ${models.ownerId})`;
const listColumns = { m: model.columns, favourites: models.favourites, author, authorLogo };
export type ModelWithCounts = { m: ModelRow; favourites: number; author: string | null; authorLogo: string | null };

export const insertModel = (db: Db, row: NewModel) => model.insert(db, row);
export const findModel = (db: Db, id: number) => model.find(db, id);

export async function findModelWithCounts(db: Db, id: number): Promise<ModelWithCounts | undefined> {
  const [row] = await db.select(listColumns).from(models).where(eq(models.id, id)).limit(1);
  return row;
}

export const lockModel = (db: Db, id: number) => model.lock(db, id);
export const updateModel = (db: Db, id: number, patch: Partial<NewModel>, from?: readonly string[]) =>
  model.updateIf(db, id, from ? inArray(models.status, [...from]) : undefined, patch);

export const countDownload = (db: Db, id: number) => model.update(db, id, { downloads: sql`${models.downloads} + 1` });

// ---- the public list

export interface ModelFilter {
  keyword?: string;
  category?: string;
  style?: string;
  format?: string;
  free?: boolean;
  priceMin?: number;
  priceMax?: number;
  sort: 'newest' | 'downloads' | 'favourites';
}

function publicWhere(f: ModelFilter): SQL | undefined {
  return and(
    eq(models.status, 'approved'),
    eq(models.deleted, false),
    f.category ? eq(models.category, f.category) : undefined,
    f.style ? eq(models.style, f.style) : undefined,
    f.format ? eq(models.format, f.format) : undefined,
    f.free === true ? eq(models.price, 0) : f.free === false ? ne(models.price, 0) : undefined,
    f.priceMin !== undefined ? gte(models.price, f.priceMin) : undefined,
    f.priceMax !== undefined ? lte(models.price, f.priceMax) : undefined,
  );
}

/** the public condition alone (the sitemap's and a page head's, models.pages.ts) */
export const publicModelWhere = () => publicWhere({ sort: 'newest' });

/** A page of approved, not deleted models; with a keyword by relevance (lib/search), else by the sort asked for. */
export async function searchModels(db: Db, f: ModelFilter, p: PageRequest): Promise<{ rows: ModelWithCounts[] } & Total> {
  const where = publicWhere(f);
  if (f.keyword && searchQuery(f.keyword) && f.sort === 'newest') {
    return (await rankedPage(db, { table: models, id: models.id, vector: models.search }, f.keyword, where, p, modelsByIds))!;
  }
  const keywordWhere = f.keyword ? and(where, matchKeyword(models.search, f.keyword) ?? undefined) : where;
  const order =
    f.sort === 'downloads'
      ? [desc(models.downloads), desc(models.id)]
      : f.sort === 'favourites'
        ? [desc(models.favourites), desc(models.id)]
        : [desc(models.id)];
  // the page's ids first, then the cards' columns (favourite count, author) for those only
  return cappedPageByIds(db, models, models.id, keywordWhere, order, p, (ids) =>
    db
      .select(listColumns)
      .from(models)
      .where(inArray(models.id, ids))
      .orderBy(...order),
  );
}

/** A favourite of the model added (+1) or removed (−1), in the favourite's transaction. */
export async function addFavourites(db: Db, id: number, delta: 1 | -1) {
  await db
    .update(models)
    .set({ favourites: sql`greatest(${models.favourites} + ${delta}, 0)` })
    .where(eq(models.id, id));
}

/** Models by id, in the order of `ids`. */
export async function modelsByIds(db: Db, ids: number[]): Promise<ModelWithCounts[]> {
  if (!ids.length) return [];
  const rows = await db.select(listColumns).from(models).where(inArray(models.id, ids));
  return inOrderOf(ids, rows, (r) => r.m.id);
}

// ---- the owner's and the admins' lists

const sales = sql<number>`(select coalesce(sum(p.price), 0) from ${modelPurchases} p where p.model_id = "models"."id")`.mapWith(Number);
const earnings = sql<number>`(select coalesce(sum(p.price - p.commission), 0) from ${modelPurchases} p where p.model_id = "models"."id")`.mapWith(
  Number,
);

export async function ownerModels(db: Db, ownerId: number, q: { status?: string; keyword?: string }, limit: number, offset: number) {
  const where = and(
    eq(models.ownerId, ownerId),
    eq(models.deleted, false),
    q.status ? eq(models.status, q.status) : undefined,
    q.keyword ? (matchKeyword(models.search, q.keyword) ?? undefined) : undefined,
  );
  const ordered = db.select({ m: model.columns, sales, earnings }).from(models).where(where).orderBy(desc(models.updatedAt), desc(models.id));
  return exactPage(db, models, where, ordered, limit, offset);
}

const reviewer = sql<string | null>`(select m.nickname from ${members} m where m.id = ${models.reviewedBy})`;
const ownerCardno = sql<string>`(select m.cardno from ${members} m where m.id = ${models.ownerId})`;

/** The review queue: pending first (oldest change first), then the others (last changed first); keyword over titles. */
export async function queueModels(db: Db, q: { status?: string; keyword?: string }, limit: number, offset: number) {
  const keyword = q.keyword?.trim();
  const where = and(
    eq(models.deleted, false),
    q.status ? eq(models.status, q.status) : undefined,
    keyword ? (matchKeyword(models.search, keyword) ?? sql`false`) : undefined,
  );
  const pendingFirst = sql`case when ${models.status} = 'pending' then 0 else 1 end`;
  const oldestPending = sql`case when ${models.status} = 'pending' then ${models.updatedAt} end asc nulls last`;
  const ordered = db
    .select({ m: model.columns, reviewer, cardno: ownerCardno, nickname: author })
    .from(models)
    .where(where)
    .orderBy(asc(pendingFirst), oldestPending, desc(models.updatedAt), desc(models.id));
  return exactPage(db, models, where, ordered, limit, offset);
}

// ---- purchases

export const findPurchase = (db: Db, buyerId: number, modelId: number) =>
  firstRow(db, modelPurchases, and(eq(modelPurchases.buyerId, buyerId), eq(modelPurchases.modelId, modelId)));

/** Records a purchase; false when the buyer had bought it already (the unique key holds under races). */
export async function insertPurchase(db: Db, row: typeof modelPurchases.$inferInsert): Promise<boolean> {
  const rows = await db.insert(modelPurchases).values(row).onConflictDoNothing().returning({ id: modelPurchases.id });
  return rows.length > 0;
}

export async function setPurchaseTx(db: Db, buyerId: number, modelId: number, ledgerTxId: number) {
  await db
    .update(modelPurchases)
    .set({ ledgerTxId })
    .where(and(eq(modelPurchases.buyerId, buyerId), eq(modelPurchases.modelId, modelId)));
}

export const countWithCategory = async (db: Db, column: 'category' | 'style', code: string) =>
  (await exactCount(db, models, eq(column === 'category' ? models.category : models.style, code))).total;

/** Models waiting for an admin's review, not deleted by their designer (the dashboard's `models` queue). */
export const countPending = (db: Db): Promise<number> => countWhere(db, models, and(eq(models.status, 'pending'), eq(models.deleted, false)));
