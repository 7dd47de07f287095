import type { z } from 'zod';
import { pageOffset, type Lang, type Page, type services as contract } from '@boothhub/shared';
import type { ServiceDetail, ServiceListItem, ServiceStatus } from '@boothhub/shared/contracts/services';
import type { Db } from '../../db/client.js';
import { catalogPage, toSearchVector } from '../../lib/search.js';
import { AppError, isAppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberByCardno } from '../accounts/members.service.js';
import { designerInfo } from '../designers/designers.service.js';
import { getOwnedFile, publicFileUrl } from '../files/files.service.js';
import { activeViewer, assertDesigner, buyRefusal, isOwner, packageAccess } from './services.policy.js';
import * as repo from './services.repository.js';
import type { ServiceRow, ServiceWithDesigner } from './services.repository.js';

type Contract = typeof contract;
type SearchBody = z.output<Contract['searchService']['body']>;
type FieldsBody = z.output<Contract['servicePub']['body']>;
type EditBody = z.output<Contract['serviceEdit']['body']>;

/** What the search index holds for a package: title, description and the design type's code. */
export const serviceSearchVector = (s: Pick<ServiceRow, 'title' | 'descr'>) => toSearchVector(s.title, s.descr);

export function toListItem(r: ServiceWithDesigner): ServiceListItem {
  const s = r.s;
  return {
    id: s.id,
    title: s.title,
    category: s.category as ServiceListItem['category'],
    style: s.style as ServiceListItem['style'],
    plaza: s.plaza,
    opens: s.opens,
    days: s.days,
    revisions: s.revisions,
    deliverables: s.deliverables as ServiceListItem['deliverables'],
    price: s.price,
    cover: s.cover ? publicFileUrl(s.cover) : null,
    status: s.status as ServiceStatus,
    sales: s.sales,
    designer: { cardno: r.cardno, nickname: r.nickname, userlogo: r.userlogo ? publicFileUrl(r.userlogo) : null },
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** The fields as stored; the cover is the designer's own `preview` image (FILE_NOT_YOURS, FILE_WRONG_PURPOSE). */
async function storedFields(db: Db, viewer: Viewer, body: FieldsBody) {
  const cover = body.cover ?? null;
  if (cover) await getOwnedFile(db, cover, viewer.id, 'preview');
  return {
    title: body.title,
    descr: body.descr,
    category: body.category,
    style: body.style,
    plaza: body.plaza,
    opens: body.opens,
    days: body.days,
    revisions: body.revisions,
    deliverables: [...new Set(body.deliverables)],
    price: body.price,
    cover,
    search: serviceSearchVector(body),
  };
}

// ---- reading

/** Common/searchService (docs/rules/services.md#finding-packages). */
export async function searchServices(ctx: AppContext, q: SearchBody): Promise<Page<ServiceListItem>> {
  let designerId: number | undefined;
  if (q.cardno) {
    const m = await findMemberByCardno(ctx.db, q.cardno);
    if (!m) return { listItem: [], total: 0, page: q.page, pageSize: q.pageSize };
    designerId = m.id;
  }
  const filter: repo.ServiceFilter = {
    keyword: q.searchKey || undefined,
    category: q.category,
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    designerId,
    sort: q.sort,
  };
  const page = await repo.searchServices(ctx.db, filter, catalogPage(q, ctx.config.paging, 'services', filter));
  return { listItem: page.rows.map(toListItem), total: page.total, totalCapped: page.totalCapped, page: q.page, pageSize: q.pageSize };
}

/** Common/serviceInfo: the package with its designer's card and what the viewer may do. */
export async function serviceInfo(ctx: AppContext, viewerIn: Viewer | null, lang: Lang, id: number): Promise<ServiceDetail> {
  const viewer = activeViewer(viewerIn);
  const r = await repo.findService(ctx.db, id);
  packageAccess.maySee(r?.s, viewer);
  let card;
  try {
    card = await designerInfo(ctx, viewer, lang, r.cardno);
  } catch (e) {
    // the designer was banned or is no longer a designer: their packages are gone with their page
    if (isAppError(e) && e.code === 'DESIGNER_NOT_FOUND') throw new AppError('SERVICE_NOT_FOUND');
    throw e;
  }
  return {
    ...toListItem(r),
    descr: r.s.descr,
    coverId: isOwner(r.s, viewer) ? r.s.cover : null,
    designer: {
      cardno: card.cardno,
      nickname: card.nickname,
      userlogo: card.userlogo,
      city: card.city || null,
      rating: card.ratingCount ? card.rating : null,
      completed: card.completed,
    },
    can: { edit: isOwner(r.s, viewer), buy: buyRefusal(r.s, viewer) === null },
  };
}

/** Service/myServices: the designer's own packages, active and paused. */
export async function myServices(ctx: AppContext, viewer: Viewer, q: z.output<Contract['myServices']['body']>): Promise<Page<ServiceListItem>> {
  const { rows, total } = await repo.ownServices(ctx.db, viewer.id, q.status, q.pageSize, pageOffset(q));
  return { listItem: rows.map(toListItem), total, page: q.page, pageSize: q.pageSize };
}

// ---- writing

/** Service/servicePub: designers only; active at once. */
export async function publishService(ctx: AppContext, viewer: Viewer, lang: Lang, body: FieldsBody): Promise<ServiceDetail> {
  assertDesigner(viewer);
  const now = ctx.now();
  const created = await ctx.db.transaction(async (tx) =>
    repo.insertService(tx, { designerId: viewer.id, ...(await storedFields(tx, viewer, body)), status: 'active', createdAt: now, updatedAt: now }),
  );
  return serviceInfo(ctx, viewer, lang, created.id);
}

/**
 * A change of the viewer's own package `id` (editing, pausing, deleting; the owner only): locked, `change` says what
 * to write (nothing when null), and the package is marked updated.
 */
async function changeOwnService(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  change: (tx: Db, current: ServiceRow, now: Date) => Promise<Partial<repo.NewService> | null> | Partial<repo.NewService> | null,
) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockService(tx, id);
    packageAccess.mayChange(current, viewer);
    const patch = await change(tx, current, now);
    if (patch) await repo.updateService(tx, id, { ...patch, updatedAt: now });
  });
}

/** Service/serviceEdit: the owner; every field sent. Tasks bought before keep their price and brief. */
export async function editService(ctx: AppContext, viewer: Viewer, lang: Lang, body: EditBody): Promise<ServiceDetail> {
  const { id, ...fields } = body;
  await changeOwnService(ctx, viewer, id, (tx) => storedFields(tx, viewer, fields));
  return serviceInfo(ctx, viewer, lang, id);
}

/** Service/serviceStatus: pause (out of the search, not for sale) or make active again. */
export async function setServiceStatus(ctx: AppContext, viewer: Viewer, body: { id: number; status: ServiceStatus }) {
  await changeOwnService(ctx, viewer, body.id, (_tx, current) => (current.status !== body.status ? { status: body.status } : null));
  return { id: body.id, status: body.status };
}

/** Service/serviceDel: the owner; the row stays (deleted_at) so the tasks bought from it still name it. */
export async function deleteService(ctx: AppContext, viewer: Viewer, id: number) {
  await changeOwnService(ctx, viewer, id, (_tx, _current, now) => ({ deletedAt: now }));
  return { id };
}
