import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { pageOffset, tasks as contract, type Lang, type Page } from '@boothhub/shared';
import { isRecordId } from '@boothhub/shared/patterns';
import { storedCity } from '@boothhub/shared/cities';
import { publicTaskStatuses, type TaskDetail, type TaskListItem } from '@boothhub/shared/contracts/tasks';
import { decodeCursor, listFingerprint, nextCursorOf, pageAnswer } from '../../lib/paging.js';
import { searchQuery } from '../../lib/search.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { SESSION_COOKIE, viewerFromSession } from '../accounts/session.service.js';
import { ratingsOf } from '../evaluations/ratings.service.js';
import { exhibitionOfTask } from '../exhibitions/exhibitions.service.js';
import { favouritedSql } from '../favourites/favourites.service.js';
import { activeViewer, assertMaySee, canOf, deliveryFileView, mayReadPrivate, relationOf } from './tasks.policy.js';
import { presentFiles, toDelivery, toDetail, toListItem, toOrbit, toSignup } from './tasks.presenter.js';
import * as detailRepo from './detail.repository.js';
import * as repo from './tasks.repository.js';
import type { TaskRow } from './tasks.repository.js';

/** a member's favourite of a task, as SQL for the detail's statement */
const favouritedTask: detailRepo.FavouritedSql = (memberId, taskId) => favouritedSql(memberId, 'task', taskId);

type ListBody = z.output<typeof contract.getBusinesTask.body>;
const asList = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

/**
 * Taskcenter/getBusinesTask: public tasks only (never unpaid), no contact
 * data. Totals are capped (LIST_TOTAL_CAP; with a keyword SEARCH_TOTAL_CAP)
 * and every order but relevance answers a `nextCursor` (lib/paging.ts).
 */
export async function listPublicTasks(ctx: AppContext, q: ListBody): Promise<Page<TaskListItem>> {
  const wanted = asList(q.status);
  const statuses = wanted ? wanted.filter((s) => s !== 'unpaid') : [...publicTaskStatuses];
  if (!statuses.length) return { listItem: [], total: 0, page: q.page, pageSize: q.pageSize, totalCapped: false, nextCursor: null };
  const keyword = q.keyword || undefined;
  const sort = q.sort ?? (keyword ? 'relevance' : 'newest');
  const filter = {
    keyword,
    types: asList(q.types),
    // a city typed in English finds the rows that store it in Chinese ("Shanghai" → 上海, decision 087)
    cities: asList(q.city)?.map(storedCity),
    statuses,
    costMin: q.costMin,
    costMax: q.costMax,
    plazaMin: q.plazaMin,
    plazaMax: q.plazaMax,
  };
  const keys = repo.taskKeyset(sort, keyword);
  const fingerprint = listFingerprint(filter);
  if (q.cursor && !keys) throw new AppError('VALIDATION_FAILED', { field: 'cursor', reason: 'a relevance order pages by number' });
  const after = q.cursor && keys ? decodeCursor(q.cursor, sort, fingerprint, keys) : undefined;
  const { paging } = ctx.config;
  const cap = searchQuery(keyword) ? paging.searchCap : paging.totalCap;
  const page = await repo.searchTasks(ctx.db, filter, sort, {
    limit: q.pageSize,
    offset: pageOffset(q),
    after,
    totals: 'capped',
    cap,
    key: fingerprint,
  });
  return {
    ...pageAnswer(page.rows.map(toListItem), page, q),
    nextCursor: keys ? nextCursorOf(page.rows.at(-1)?.task, page.hasMore, sort, fingerprint, keys) : null,
  };
}

/** Taskcenter/businessTaskList: the publisher's own tasks, drafts included, with their exact total. */
export async function listOwnTasks(ctx: AppContext, viewer: Viewer, q: z.output<typeof contract.businessTaskList.body>) {
  const statuses = asList(q.status) ?? [...publicTaskStatuses, 'unpaid'];
  const { rows, total } = await repo.searchTasks(ctx.db, { statuses, publisherId: viewer.id }, 'newest', {
    limit: q.pageSize,
    offset: pageOffset(q),
    totals: 'exact',
    cap: ctx.config.paging.totalCap,
  });
  return { listItem: rows.map(toListItem), total, page: q.page, pageSize: q.pageSize };
}

/** Taskcenter/designerTaskList: the tasks the designer signed up for or works on. */
export async function listDesignerTasks(ctx: AppContext, viewer: Viewer, q: z.output<typeof contract.designerTaskList.body>) {
  const { rows, total } = await repo.designerTasks(ctx.db, viewer.id, asList(q.status), q.pageSize, pageOffset(q));
  return {
    listItem: rows.map((r) => ({ ...toListItem(r), mySignup: r.mySignup as 'active' | 'withdrawn' | 'selected' | 'rejected' })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export const homeStats = (ctx: AppContext) => repo.homeCounts(ctx.db);

/** Common/huizhanTasks: an exhibition's recruiting tasks, newest first (the caller checked the exhibition is public). */
export async function listExhibitionTasks(ctx: AppContext, groupid: number, q: { page: number; pageSize: number }) {
  const { rows, total } = await repo.searchTasks(ctx.db, { statuses: ['recruiting'], groupid }, 'newest', {
    limit: q.pageSize,
    offset: pageOffset(q),
    totals: 'exact',
    cap: ctx.config.paging.totalCap,
  });
  return { listItem: rows.map(toListItem), total, page: q.page, pageSize: q.pageSize };
}

/** The detail of a task for a viewer: contact data and attachments only for the parties and admins. */
export async function detailFor(ctx: AppContext, viewer: Viewer | null, task: TaskRow, read?: detailRepo.TaskDetailRead): Promise<TaskDetail> {
  const listRow = read ?? (await detailRepo.taskForDetail(ctx.db, task.id));
  const rel = relationOf(task, viewer);
  const priv = mayReadPrivate(rel);
  return toDetail(toListItem(listRow!), task, {
    conts: priv ? task.conts : null,
    attach: priv ? await presentFiles(ctx, task.attach, 'original') : null,
    designerName: listRow?.designerName ?? null,
    publisherLogo: listRow?.publisherLogo ?? null,
    designerLogo: listRow?.designerLogo ?? null,
  });
}

/** A task's detail for a viewer and its orbits, from one statement (the complaint's view of its task). */
export async function detailWithOrbits(ctx: AppContext, viewer: Viewer | null, task: TaskRow) {
  const read = await detailRepo.taskForDetail(ctx.db, task.id);
  return { detail: await detailFor(ctx, viewer, task, read), orbits: (read?.orbits ?? []).map(toOrbit) };
}

/** A member's detail of a task read together with the request's session (readViewerWithDetail), kept for showTask. */
const readWithSession = new WeakMap<
  FastifyRequest,
  { memberId: number; taskId: number; read: Awaited<ReturnType<typeof detailRepo.taskForDetailOf>> }
>();

/**
 * Taskcenter/showBusinesTask's session check: the session and the member's detail of the task in ONE statement
 * (detail.repository sessionWithDetail) instead of the session read of every call and then the detail, through the
 * same session rules (accounts session.service viewerFromSession). A body that is not a task's id reads nothing here:
 * the guard reads the session as for any call, and the body's check refuses it.
 */
export async function readViewerWithDetail(ctx: AppContext, req: FastifyRequest) {
  if (!req.cookies?.[SESSION_COOKIE]) return; // a visitor: no session to read
  // only the id is needed here; the route's validation checks the whole body next (and a refused body drops this read)
  const id = (req.body as { id?: unknown } | undefined)?.id;
  if (!isRecordId(id)) return;
  const row = await viewerFromSession(ctx, req, (db, tokenHash) => detailRepo.sessionWithDetail(db, tokenHash, id, favouritedTask));
  if (row) readWithSession.set(req, { memberId: row.id, taskId: row.taskId, read: row.read });
}

/** The task with its list figures and orbits, and the member's own signup and favourite: one statement (or none, read with the session). */
async function memberRead(ctx: AppContext, viewer: Viewer, id: number, req?: FastifyRequest) {
  const kept = req && readWithSession.get(req);
  if (kept && kept.memberId === viewer.id && kept.taskId === id) return kept.read;
  return detailRepo.taskForDetailOf(ctx.db, id, viewer.id, favouritedTask);
}

/** Taskcenter/showBusinesTask (`req`: the request whose session check may have read the member's detail). */
export async function showTask(ctx: AppContext, viewerIn: Viewer | null, id: number, lang: Lang = 'zh-CN', req?: FastifyRequest) {
  const viewer = activeViewer(viewerIn);
  // read before the access check, and dropped if it fails
  const own = viewer ? await memberRead(ctx, viewer, id, req) : undefined;
  const listRow = viewer ? own : await detailRepo.taskForDetail(ctx.db, id);
  const mine = own?.mine ?? null;
  const fav = own?.fav ?? false;
  const task = listRow?.task;
  assertMaySee(task, viewer);
  const rel = relationOf(task, viewer, Boolean(mine));
  const priv = mayReadPrivate(rel);
  const [detail, deliveries, exhibition] = await Promise.all([
    detailFor(ctx, viewer, task, listRow),
    priv ? repo.listDeliveries(ctx.db, task.id) : Promise.resolve([]),
    exhibitionOfTask(ctx.db, lang, task.groupid),
  ]);
  const view = deliveryFileView(rel, task);
  const docs = [];
  for (const d of deliveries) docs.push(await toDelivery(ctx, d, view, task.id));

  let signups;
  let mySignup = null;
  if (rel === 'publisher' || rel === 'admin') {
    const rows = await repo.listSignups(ctx.db, task.id);
    const standing = await standingOf(
      ctx,
      rows.map((r) => r.signup.designerId),
    );
    signups = rows.filter((r) => r.signup.status !== 'withdrawn').map((r) => toSignup(r, standing.get(r.signup.designerId)!));
  }
  if (mine && viewer) {
    const row = await repo.signupWithMember(ctx.db, mine.id);
    const standing = await standingOf(ctx, [viewer.id]);
    mySignup = toSignup(row!, standing.get(viewer.id)!);
  }
  return {
    detail,
    orbits: (listRow?.orbits ?? []).map(toOrbit),
    newdoc: docs[0] ?? null,
    ...(priv ? { deliveries: docs } : {}),
    ...(signups ? { signups } : {}),
    mySignup,
    relation: rel,
    fav,
    can: canOf(task, viewer, { now: ctx.now(), mySignup: mine?.status }),
    exhibition,
  };
}

/** Ratings received and tasks completed, for applicants. */
export async function standingOf(ctx: AppContext, designerIds: number[]) {
  const [ratings, completed] = await Promise.all([ratingsOf(ctx.db, designerIds, ctx.now()), repo.countCompletedAsDesigner(ctx.db, designerIds)]);
  return new Map(
    designerIds.map((id) => {
      const r = ratings.get(id) ?? { taidu: 0, sudu: 0, pinzhi: 0, count: 0 };
      return [id, { taidu: r.taidu, sudu: r.sudu, pinzhi: r.pinzhi, completed: completed.get(id) ?? 0 }];
    }),
  );
}

/** Every delivery of a task as the viewer may see it (complaint handling shows them to admins). */
export async function deliveriesFor(ctx: AppContext, viewer: Viewer | null, task: TaskRow) {
  const rel = relationOf(task, activeViewer(viewer));
  if (!mayReadPrivate(rel)) return [];
  const view = deliveryFileView(rel, task);
  const out = [];
  for (const d of await repo.listDeliveries(ctx.db, task.id)) out.push(await toDelivery(ctx, d, view, task.id));
  return out;
}
