import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { taskStatuses } from '@boothhub/shared/contracts/tasks';
import type { Db } from '../../db/client.js';
import { members, taskOrbits, taskSignups, tasks } from '../../db/schema/index.js';
import {
  afterKey,
  cappedCount,
  countedTotal,
  exactCount,
  keyOrder,
  knownCappedTotal,
  rememberedCap,
  type KeyPart,
  type KeyValue,
  type Total,
} from '../../lib/paging.js';
import { inOrderOf, matchKeyword, rankedIds, searchCount, searchQuery } from '../../lib/search.js';
import { preparedShape } from '../../lib/prepared.js';
import { fieldsOf, searchableEntity, type ToWrite, type Unsearched } from '../../lib/rows.js';

export type TaskRow = Unsearched<typeof tasks>;
export type NewTask = ToWrite<typeof tasks>;
const task = searchableEntity(tasks);
export type OrbitRow = typeof taskOrbits.$inferSelect;

export const insertTask = (db: Db, row: NewTask) => task.insert(db, row);
export const findTask = (db: Db, id: number) => task.find(db, id);

/** The task's row, locked until the transaction ends (every transition goes through this). */
export const lockTask = (db: Db, id: number) => task.lock(db, id);

/**
 * For the timers: lock the task only if no other transaction holds it
 * (SKIP LOCKED: another instance is on it) and it is still due, re-read after
 * any commit that came first. Undefined = nothing to do.
 */
export async function lockIfDue(db: Db, id: number, timer: 'auto_accept' | 'expire', now: Date): Promise<TaskRow | undefined> {
  const due =
    timer === 'auto_accept'
      ? and(eq(tasks.status, 'delivered'), lte(tasks.autoAcceptAt, now))
      : and(eq(tasks.status, 'recruiting'), lte(tasks.rdate, now));
  const [row] = await db
    .select(task.columns)
    .from(tasks)
    .where(and(eq(tasks.id, id), due))
    .for('update', { skipLocked: true })
    .limit(1);
  return row;
}

/**
 * The one way a status changes: a conditional update that only happens when
 * the task is still in `from`. Returns the new row, or undefined when the
 * task was not in that state (the caller answers 409).
 */
export const updateTaskIfStatus = (db: Db, id: number, from: readonly string[], patch: Partial<NewTask>) =>
  task.updateIf(db, id, inArray(tasks.status, [...from]), patch);

export const deleteTask = (db: Db, id: number) => task.delete(db, id);

export async function insertOrbit(db: Db, row: typeof taskOrbits.$inferInsert): Promise<void> {
  await db.insert(taskOrbits).values(row);
}

// signups and deliveries: signups.repository.ts (re-exported, so callers keep one `repo`)
export * from './signups.repository.js';
// the figures of the home page and the back office, the timers' due tasks, the header's suggestions: counts.repository.ts
export * from './counts.repository.js';

// ---- designers' records

/** How many tasks a member completed as the selected designer, as SQL (a scalar subquery on tasks_designer_idx). */
export const completedAsDesignerSql = (memberId: SQL) =>
  sql<number>`(select count(*)::int from ${tasks} t where t.designer_id = ${memberId} and t.status = 'completed')`;

export async function countCompletedAsDesigner(db: Db, designerIds: number[]): Promise<Map<number, number>> {
  if (!designerIds.length) return new Map();
  const rows = await db
    .select({ designerId: tasks.designerId, n: count() })
    .from(tasks)
    .where(and(inArray(tasks.designerId, designerIds), eq(tasks.status, 'completed')))
    .groupBy(tasks.designerId);
  return new Map(rows.map((r) => [r.designerId!, r.n]));
}

// ---- lists

export interface TaskFilter {
  keyword?: string;
  types?: string[];
  cities?: string[];
  statuses: string[];
  costMin?: number;
  costMax?: number;
  plazaMin?: number;
  plazaMax?: number;
  publisherId?: number;
  /** the exhibition (tasks_group_idx) */
  groupid?: number;
}

export type TaskSort = 'relevance' | 'newest' | 'cost_desc' | 'cost_asc' | 'rdate' | 'plaza_desc';

export function taskWhere(f: TaskFilter): SQL | undefined {
  const conds: Array<SQL | undefined> = [inArray(tasks.status, f.statuses)];
  if (f.keyword) conds.push(matchKeyword(tasks.search, f.keyword));
  if (f.types?.length) conds.push(inArray(tasks.types, f.types));
  if (f.cities?.length) conds.push(inArray(tasks.city, f.cities));
  if (f.costMin !== undefined) conds.push(gte(tasks.cost, f.costMin));
  if (f.costMax !== undefined) conds.push(lte(tasks.cost, f.costMax));
  if (f.plazaMin !== undefined) conds.push(gte(tasks.plaza, f.plazaMin));
  if (f.plazaMax !== undefined) conds.push(lte(tasks.plaza, f.plazaMax));
  if (f.publisherId !== undefined) conds.push(eq(tasks.publisherId, f.publisherId));
  if (f.groupid !== undefined) conds.push(eq(tasks.groupid, f.groupid));
  return and(...conds);
}

const byId: KeyPart<TaskListTask> = { column: tasks.id, dir: 'desc', kind: 'int', of: (t) => t.id };
/** The order of each sort as a keyset (id breaks ties), so every one of them pages by cursor. */
const taskKeys: Record<Exclude<TaskSort, 'relevance'>, KeyPart<TaskListTask>[]> = {
  newest: [byId],
  cost_desc: [{ column: tasks.cost, dir: 'desc', kind: 'int', of: (t) => t.cost }, byId],
  cost_asc: [{ column: tasks.cost, dir: 'asc', kind: 'int', of: (t) => t.cost }, byId],
  rdate: [{ column: tasks.rdate, dir: 'asc', kind: 'time', of: (t) => t.rdate }, byId],
  plaza_desc: [{ column: tasks.plaza, dir: 'desc', kind: 'int', of: (t) => t.plaza }, byId],
};

/** The keyset of a list's order; null when it ranks by relevance (a keyword), which pages by number only. */
export function taskKeyset(sort: TaskSort, keyword: string | undefined): KeyPart<TaskListTask>[] | null {
  if (sort !== 'relevance') return taskKeys[sort];
  return searchQuery(keyword) ? null : taskKeys.newest;
}

/**
 * The task's columns a list item shows (tasks.presenter toListItem), its publisher for the favourites' check and what
 * its keyset orders by: never its contact data, attachments or bookkeeping (a list reads and maps 20 rows of them).
 */
export const listTaskColumns = fieldsOf(task.columns, [
  'id',
  'publisherId',
  'title',
  'types',
  'plaza',
  'sizes',
  'opens',
  'layer',
  'style',
  'addr',
  'city',
  'groupid',
  'plotId',
  'sdate',
  'edate',
  'rdate',
  'deliverables',
  'tips',
  'cost',
  'status',
  'createdAt',
  'updatedAt',
] as const);
/** A task as a list reads it ({@link listTaskColumns}). */
export type TaskListTask = { [K in keyof typeof listTaskColumns]: TaskRow[K] };

/** The figures beside a task in a list and its detail: its publisher, its signup count, the selected designer's cardno. */
const listFigures = {
  cardno: members.cardno,
  nickname: members.nickname,
  signups:
    sql<number>`(select count(*) from ${taskSignups} where ${taskSignups.taskId} = ${tasks.id} and ${taskSignups.status} in ('active','selected'))`.mapWith(
      Number,
    ),
  designer: sql<string | null>`(select m.cardno from ${members} m where m.id = ${tasks.designerId})`,
};
/** The columns a list shows: the task's listed columns, its publisher and its figures. */
export const listColumns = { task: listTaskColumns, ...listFigures };
/** The same with the whole task (but its search vector): a detail's. */
export const wholeTaskColumns = { task: task.columns, ...listFigures };
export type TaskListRow = { task: TaskListTask; cardno: string; nickname: string; signups: number; designer: string | null };

/** Which rows of a list: page by number (offset) or after a cursor's key; `totals` exact or capped at `cap`. */
export interface TaskPageRequest {
  limit: number;
  offset: number;
  /** the key of the last row of the previous page (a decoded cursor) */
  after?: KeyValue[];
  totals: 'exact' | 'capped';
  /** list totals' cap; with a keyword, the search's (candidates ranked, total) */
  cap: number;
  /** the list's filters' fingerprint (lib/paging listFingerprint): a capped total is remembered a while */
  key?: string;
}

export interface TaskPage extends Total {
  rows: TaskListRow[];
  /** there are rows after this page */
  hasMore: boolean;
}

/**
 * A page of tasks. The page's ids are chosen on `tasks` alone (filters, order,
 * offset or keyset), and only those rows are joined to their publisher and
 * counted: otherwise a deep page would join and count signups for every
 * skipped row. A keyword by relevance ranks only the newest `cap` matches
 * (lib/search.ts). One row more than the page tells whether there is a next.
 */
export async function searchTasks(db: Db, f: TaskFilter, sort: TaskSort, p: TaskPageRequest): Promise<TaskPage> {
  const keys = taskKeyset(sort, f.keyword);
  const search =
    f.keyword && searchQuery(f.keyword)
      ? {
          table: tasks,
          id: tasks.id,
          vector: tasks.search,
          keyword: f.keyword,
          where: taskWhere({ ...f, keyword: undefined }),
          cap: p.cap,
          key: p.key,
        }
      : null;
  if (!keys) {
    const ranked = (await rankedIds(db, search!, p.limit + 1, p.offset))!;
    const found = await tasksByIds(db, ranked.ids.slice(0, p.limit));
    const rows = inOrderOf(ranked.ids, found, (r) => r.task.id);
    return { rows, hasMore: ranked.ids.length > p.limit, total: ranked.total, totalCapped: ranked.totalCapped };
  }
  // a list filtered by status alone reads its page and its capped total in one prepared statement (no SQL built per
  // request, one round trip); any other is built for its filters
  const fixed = byStatusOnly(f);
  if (fixed && p.totals === 'capped' && !search) {
    const known = knownCappedTotal(p.cap, p.key);
    const read = fixedShapePage(db, sort, keys, f.statuses, p, known ? null : p.cap);
    if (read) {
      const rows = await read;
      // a page past the end has no row to carry the count: counted apart (rare)
      const total = known ?? (rows[0] ? countedTotal(p.cap, p.key, rows[0].capped!) : await fixedShapeCount(db, f.statuses, p));
      if (total) return { rows: rows.slice(0, p.limit), hasMore: rows.length > p.limit, ...total };
    }
  }
  const page = builtPage(db, taskWhere(f), keys, p);
  const counted = () => {
    if (p.totals === 'exact') return exactCount(db, tasks, taskWhere(f));
    if (search) return searchCount(db, search);
    return (fixed && fixedShapeCount(db, f.statuses, p)) || cappedCount(db, tasks, taskWhere(f), [], p.cap, p.key);
  };
  const [rows, total] = await Promise.all([page, counted()]);
  return { rows: rows.slice(0, p.limit), hasMore: rows.length > p.limit, ...total };
}

/** A page of a list (its ids chosen on `tasks` alone, then joined), built for its filters' values and planned for them. */
function builtPage(db: Db, where: SQL | undefined, keys: KeyPart<TaskListTask>[], p: TaskPageRequest) {
  const order = keyOrder(keys);
  const pageIds = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(p.after ? and(where, afterKey(keys, p.after)) : where)
    .orderBy(...order)
    .limit(p.limit + 1)
    .offset(p.after ? 0 : p.offset);
  return db
    .select(listColumns)
    .from(tasks)
    .innerJoin(members, eq(members.id, tasks.publisherId))
    .where(inArray(tasks.id, pageIds))
    .orderBy(...order);
}

/** A list filtered by status alone (the task hall as it opens, in any order, by page or by cursor). */
const byStatusOnly = (f: TaskFilter) =>
  !f.keyword &&
  !f.types?.length &&
  !f.cities?.length &&
  [f.costMin, f.costMax, f.plazaMin, f.plazaMax, f.publisherId, f.groupid].every((v) => v === undefined);

/**
 * `status in (…)` with the statuses as SQL literals (enum values), so that a prepared statement's plan knows them:
 * tasks_public_id_idx is for `status <> 'unpaid'`.
 */
const statusIn = (statuses: string[]) =>
  sql`${tasks.status} in (${sql.join(
    statuses.map((s) => sql.raw(`'${s.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;

/**
 * The page of a list filtered by status alone, as a prepared statement (lib/prepared preparedShape): its plan does not
 * depend on any value, so PostgreSQL plans it once per connection instead of on every request (0.13 ms instead of 0.48
 * ms of the database per page in pgbench; docs/performance.md). Its shape: the sort, page by OFFSET or after a cursor,
 * the page size (written into the text), the statuses, and whether each row carries the list's capped total (`capped`:
 * count(*) over `LIMIT cap+1`, an uncounted subquery PostgreSQL runs once) — so a page and its total are one round trip
 * instead of two; the offset and the cursor's values are parameters. Null for a shape past the budget: the caller
 * builds the statement as for any other list.
 */
function fixedShapePage(db: Db, sort: TaskSort, keys: KeyPart<TaskListTask>[], statuses: string[], p: TaskPageRequest, countCap: number | null) {
  const mask = taskStatuses.reduce((m, s, i) => (statuses.includes(s) ? m | (1 << i) : m), 0);
  // a first page (or a cursor's) has no OFFSET: a parameter there would be guessed at 10 % of the table, and the plan
  // for it judged dearer than a fresh one each time; a deeper page by number keeps being planned for its offset
  const skipping = !p.after && p.offset > 0;
  const shape = `${sort}_${p.after ? 'k' : skipping ? 'o' : 'f'}${p.limit + 1}_${mask}${countCap === null ? '' : `_t${countCap}`}`;
  const statement = preparedShape(db, 'tasks_page', shape, 64, (d, name) => {
    const after = p.after
      ? afterKey(
          keys,
          keys.map((_, i) => sql.placeholder(`a${i}`)),
        )
      : undefined;
    const order = keyOrder(keys);
    const skip = skipping ? sql` offset ${sql.placeholder('offset')}` : sql``;
    const ids = sql`(select ${tasks.id} from ${tasks} where ${and(statusIn(statuses), after)}
      order by ${sql.join(order, sql`, `)} limit ${sql.raw(String(p.limit + 1))}${skip})`;
    const capped =
      countCap === null
        ? undefined
        : sql<number>`(select count(*) from (select 1 from ${tasks} where ${statusIn(statuses)} limit ${sql.raw(String(countCap + 1))}) as capped)`.mapWith(
            Number,
          );
    return d
      .select({ ...listColumns, ...(capped ? { capped } : {}) })
      .from(tasks)
      .innerJoin(members, eq(members.id, tasks.publisherId))
      .where(inArray(tasks.id, ids))
      .orderBy(...order)
      .prepare(name);
  });
  if (!statement) return null;
  const values: Record<string, unknown> = { offset: p.offset };
  p.after?.forEach((v, i) => (values[`a${i}`] = v));
  return statement.execute(values) as Promise<Array<TaskListRow & { capped: number | null }>>;
}

/**
 * The capped total of a list filtered by status alone ({@link cappedCount}), as a prepared statement: one per set of
 * statuses and cap (both written into the text). Null past the shape budget: the caller counts as for any other list.
 */
function fixedShapeCount(db: Db, statuses: string[], p: TaskPageRequest): Promise<Total> | null {
  const mask = taskStatuses.reduce((m, s, i) => (statuses.includes(s) ? m | (1 << i) : m), 0);
  const statement = preparedShape(db, 'tasks_count', `${mask}_${p.cap}`, 16, (d, name) =>
    d
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`(select 1 from ${tasks} where ${statusIn(statuses)} limit ${sql.raw(String(p.cap + 1))}) as capped`)
      .prepare(name),
  );
  if (!statement) return null;
  return rememberedCap(p.cap, p.key, async () => ((await statement.execute()) as { n: number }[])[0]?.n ?? 0);
}

// a task's detail: detail.repository.ts

export async function tasksByIds(db: Db, ids: number[]): Promise<TaskListRow[]> {
  if (!ids.length) return [];
  return db.select(listColumns).from(tasks).innerJoin(members, eq(members.id, tasks.publisherId)).where(inArray(tasks.id, ids));
}

/** Tasks a designer signed up for or was selected on, newest signup first, with the signup's status. */
export async function designerTasks(db: Db, designerId: number, statuses: string[] | undefined, limit: number, offset: number) {
  const where = and(eq(taskSignups.designerId, designerId), statuses?.length ? inArray(tasks.status, statuses) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listColumns, mySignup: taskSignups.status })
      .from(taskSignups)
      .innerJoin(tasks, eq(tasks.id, taskSignups.taskId))
      .innerJoin(members, eq(members.id, tasks.publisherId))
      .where(where)
      .orderBy(desc(taskSignups.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(taskSignups).innerJoin(tasks, eq(tasks.id, taskSignups.taskId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
