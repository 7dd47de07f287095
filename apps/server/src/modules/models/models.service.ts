import { unzipSync } from 'fflate';
import type { z } from 'zod';
import type { models as contractTypes } from '@boothhub/shared';
import { formatCents, pageOffset, type Page } from '@boothhub/shared';
import type { CategoryTree } from '@boothhub/shared/contracts/categories';
import {
  modelFormats,
  type ModelDetail,
  type ModelFormat,
  type ModelListItem,
  type ModelMineItem,
  type ModelQueueRow,
  type ModelStatus,
} from '@boothhub/shared/contracts/models';
import type { Db } from '../../db/client.js';
import { catalogPage, toSearchVector } from '../../lib/search.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { decisionNotice, decisionValues } from '../../lib/review-queue.js';
import { audit, auditDecision } from '../admin/audit.service.js';
import { isCategoryCode } from '../categories/categories.service.js';
import { favouriteIds, type FavouriteKindRules, heartedPage, isFavourite } from '../favourites/favourites.service.js';
import { inspectGltfApart } from '../../lib/gltf-process.js';
import { hitOf, hitsFrom } from '../search/search.service.js';
import {
  findFile,
  getOwnedFile,
  openFileRow,
  privateFileLink,
  publicFileUrl,
  readFileRow,
  storeServerFile,
  type FileRow,
} from '../files/files.service.js';
import { tell } from '../messages/notify.service.js';
import { activeViewer, assertMayEdit, assertMaySee, assertMayUpload, canOf, isManager, isPublic } from './models.policy.js';
import * as repo from './models.repository.js';
import type { ModelRow, ModelWithCounts, NewModel } from './models.repository.js';
import { fieldsOf } from '../../lib/rows.js';

type Contract = typeof contractTypes;
type SearchBody = z.output<Contract['searchModel']['body']>;
type FieldsBody = z.output<Contract['uploadModel']['body']>;
type EditBody = z.output<Contract['editModel']['body']>;
type ReviewBody = z.output<Contract['modelReview']['body']>;

const invalid = (field: string, reason: string) => new AppError('VALIDATION_FAILED', { field, reason }, { field });
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const thumbOf = (m: Pick<ModelRow, 'thumbnail' | 'images'>) => {
  const f = m.thumbnail ?? m.images[0];
  return f ? publicFileUrl(f) : null;
};
/** The model's poster (decision 081): its thumbnail when that is not one of its images. */
const posterOf = (m: Pick<ModelRow, 'thumbnail' | 'images'> | undefined) => (m?.thumbnail && !m.images.includes(m.thumbnail) ? m.thumbnail : null);
const imageRefOf = (f: string | null) => (f ? { fileId: f, url: publicFileUrl(f) } : null);

/** The largest glb the server reads whole to inspect (validator, polygon count, preview). */
const INSPECT_MAX_BYTES = 200 * 1024 * 1024;

export const modelSearchVector = (m: Pick<ModelRow, 'title' | 'descr' | 'tags' | 'category' | 'style' | 'format'>) =>
  toSearchVector(m.title, m.descr, m.tags.join(' '), m.format);

function toListItem(r: ModelWithCounts, fav: boolean): ModelListItem {
  const m = r.m;
  return {
    // named one by one, not picked and spread: it runs for every item of the model centre's pages
    id: m.id,
    title: m.title,
    category: m.category,
    style: m.style,
    price: m.price,
    polygons: m.polygons,
    downloads: m.downloads,
    format: m.format as ModelFormat,
    thumbnail: thumbOf(m),
    favourites: r.favourites,
    author: r.author,
    authorLogo: r.authorLogo ? publicFileUrl(r.authorLogo) : null,
    fav,
    createdAt: m.createdAt.toISOString(),
  };
}

// ---- reading

/** Common/searchModel (docs/rules/models.md "Browsing"). */
export async function searchModels(ctx: AppContext, viewerIn: Viewer | null, q: SearchBody): Promise<Page<ModelListItem>> {
  const viewer = activeViewer(viewerIn);
  const filter: repo.ModelFilter = {
    keyword: q.searchKey || undefined,
    category: q.category || undefined,
    style: q.style || undefined,
    format: q.format,
    free: q.free,
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    sort: q.sort,
  };
  const page = await repo.searchModels(ctx.db, filter, catalogPage(q, ctx.config.paging, 'models', filter));
  return heartedPage(ctx.db, viewer, 'model', page, q, (r) => r.m.id, toListItem);
}

/** Common/modelInfo and Modelcenter/modelInfo. */
export async function modelInfo(ctx: AppContext, viewerIn: Viewer | null, id: number): Promise<ModelDetail> {
  const viewer = activeViewer(viewerIn);
  const r = await repo.findModelWithCounts(ctx.db, id);
  const bought = Boolean(r && viewer && (await repo.findPurchase(ctx.db, viewer.id, id)));
  assertMaySee(r?.m, viewer, bought);
  const m = r!.m;
  const manager = isManager(m, viewer);
  const fav = viewer ? await isFavourite(ctx.db, viewer.id, 'model', id) : false;
  return {
    ...toListItem(r!, fav),
    tags: m.tags,
    descr: m.descr,
    licence: m.licence,
    fileSize: m.fileSize,
    images: m.images.map((f) => ({ fileId: f, url: publicFileUrl(f) })),
    poster: imageRefOf(posterOf(m)),
    bbox: m.bbox ?? null,
    previewUrl: m.previewFileId ? await privateFileLink(ctx, m.previewFileId) : null,
    status: m.status as ModelStatus,
    rejectReason: manager ? m.rejectReason : null,
    deleted: m.deleted,
    ownerId: m.ownerId,
    bought,
    can: canOf(m, viewer, bought),
  };
}

/** Modelcenter/modelList: the member's own models, with downloads and earnings. */
export async function myModels(ctx: AppContext, viewer: Viewer, q: z.output<Contract['modelList']['body']>): Promise<Page<ModelMineItem>> {
  const { rows, total } = await repo.ownerModels(ctx.db, viewer.id, { status: q.status, keyword: q.searchKey }, q.pageSize, pageOffset(q));
  return {
    listItem: rows.map(({ m, sales, earnings }) => ({
      id: m.id,
      title: m.title,
      category: m.category,
      format: m.format as ModelFormat,
      price: m.price,
      thumbnail: thumbOf(m),
      status: m.status as ModelStatus,
      rejectReason: m.rejectReason,
      downloads: m.downloads,
      sales,
      earnings,
      updatedAt: m.updatedAt.toISOString(),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Modelcenter/modelEdit: the stored fields for the edit form (owner or admin). */
export async function modelForEdit(ctx: AppContext, viewer: Viewer, id: number) {
  const m = await repo.findModel(ctx.db, id);
  assertMayEdit(m, viewer);
  return {
    ...fieldsOf(m, ['id', 'rejectReason', 'title', 'category', 'style', 'tags', 'descr', 'price', 'licence', 'fileId', 'fileSize']),
    status: m.status as ModelStatus,
    format: m.format as ModelFormat,
    images: m.images.map((f) => ({ fileId: f, url: publicFileUrl(f) })),
    poster: imageRefOf(posterOf(m)),
    previewUrl: m.previewFileId ? await privateFileLink(ctx, m.previewFileId) : null,
  };
}

/** Admin/modelQueue. */
export async function reviewQueue(ctx: AppContext, q: z.output<Contract['modelQueue']['body']>): Promise<Page<ModelQueueRow>> {
  const { rows, total } = await repo.queueModels(ctx.db, q, q.pageSize, pageOffset(q));
  return {
    listItem: rows.map((r) => ({
      id: r.m.id,
      title: r.m.title,
      category: r.m.category,
      format: r.m.format as ModelFormat,
      price: r.m.price,
      thumbnail: thumbOf(r.m),
      cardno: r.cardno,
      nickname: r.nickname,
      status: r.m.status as ModelStatus,
      reviewer: r.reviewer,
      reviewedAt: iso(r.m.reviewedAt),
      reason: r.m.rejectReason,
      updatedAt: r.m.updatedAt.toISOString(),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

// ---- writing

/**
 * A model file's format: by the stored name's extension (the files module named it after its bytes); a zip is a
 * glTF or OBJ bundle (a .gltf or .obj inside, with its buffers, materials and textures), else refused.
 */
async function formatOf(ctx: AppContext, file: FileRow): Promise<ModelFormat> {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if ((modelFormats as readonly string[]).includes(ext)) return ext as ModelFormat;
  if (ext === 'zip') {
    const names: string[] = [];
    try {
      unzipSync(await readFileRow(ctx, file), {
        filter: (f) => {
          names.push(f.name.toLowerCase());
          return false;
        },
      });
    } catch {
      throw invalid('fileId', 'the zip cannot be read');
    }
    if (names.some((n) => n.endsWith('.gltf'))) return 'gltf';
    if (names.some((n) => n.endsWith('.obj'))) return 'obj';
    throw invalid('fileId', 'a zip must hold a .gltf or an .obj model');
  }
  throw invalid('fileId', 'not a model file');
}

/** The model file's facts: for glb the validator, polygons, bounding box and a preview; other formats none. */
type ModelFacts = {
  format: ModelFormat;
  fileSize: number;
  polygons: number | null;
  bbox: [number, number, number] | null;
  preview: Uint8Array | null;
};

/**
 * What a model file holds (CPU work, no database writes, so callers run it before their transaction opens): the
 * format; for a glb the validator, polygons, bounding box and the preview's bytes; other formats none.
 */
async function readModelFacts(ctx: AppContext, file: FileRow): Promise<ModelFacts> {
  const format = await formatOf(ctx, file);
  const facts: ModelFacts = { format, fileSize: file.size, polygons: null, bbox: null, preview: null };
  if (format !== 'glb' || file.size > INSPECT_MAX_BYTES) return facts;
  // the 3D libraries (validator, glTF-Transform, meshopt's WebAssembly) load on the first model inspected, not at start
  const glb = await inspectGltfApart(() => openFileRow(ctx, file), { field: 'fileId' }, { owner: file.ownerId, limits: ctx.config.limits.gltf });
  return { ...facts, polygons: glb.polygons, bbox: glb.bbox, preview: glb.preview };
}

/** The facts of the caller's own model file, read before the transaction (null when it is not theirs: the transaction refuses it). */
async function factsBefore(ctx: AppContext, fileId: string, ownerId: number): Promise<ModelFacts | null> {
  const file = await findFile(ctx.db, fileId);
  return file && file.ownerId === ownerId && file.purpose === 'model' ? readModelFacts(ctx, file) : null;
}

/** The model row's columns of the facts, the preview stored as a private file of the model's owner. */
async function storeFacts(ctx: AppContext, db: Db, ownerId: number, f: ModelFacts) {
  const previewFileId = f.preview ? await storeServerFile(ctx, db, ownerId, 'model', 'preview.glb', 'model/gltf-binary', f.preview) : null;
  return { format: f.format, fileSize: f.fileSize, polygons: f.polygons, bbox: f.bbox, previewFileId };
}

async function checkFields(ctx: AppContext, db: Db, body: FieldsBody, editorId: number, current?: ModelRow) {
  if (!(await isCategoryCode(db, 'modelCategory', body.category))) throw invalid('category', 'not a model category');
  if (body.style && !(await isCategoryCode(db, 'style', body.style))) throw invalid('style', 'not a style');
  const kept = new Set(current?.images ?? []);
  const images = [...new Set(body.images)];
  for (const f of images) if (!kept.has(f)) await getOwnedFile(db, f, editorId, 'preview');
  const keptPoster = posterOf(current);
  const poster = body.poster === undefined ? keptPoster : body.poster;
  if (poster && poster !== keptPoster) await getOwnedFile(db, poster, editorId, 'preview');
  if (images.length === 0 && !poster) throw invalid('images', 'at least one preview image or a poster');
  const tags = [...new Set(body.tags.map((t) => t.trim()).filter(Boolean))];
  const fields = {
    title: body.title,
    category: body.category,
    style: body.style || null,
    tags,
    descr: body.descr,
    price: body.price,
    licence: body.licence,
    images,
    thumbnail: poster ?? images[0] ?? null,
  };
  return { ...fields, search: modelSearchVector({ ...fields, format: current?.format ?? '' }) };
}

/** Modelcenter/uploadModel: a new model, pending review. */
export async function uploadModel(ctx: AppContext, viewer: Viewer, body: FieldsBody): Promise<{ id: number; status: ModelStatus }> {
  assertMayUpload(viewer);
  const now = ctx.now();
  const read = await factsBefore(ctx, body.fileId, viewer.id);
  return ctx.db.transaction(async (tx) => {
    const fields = await checkFields(ctx, tx, body, viewer.id);
    const file = await getOwnedFile(tx, body.fileId, viewer.id, 'model');
    const facts = await storeFacts(ctx, tx, viewer.id, read ?? (await readModelFacts(ctx, file)));
    const row = await repo.insertModel(tx, {
      ...fields,
      ...facts,
      search: modelSearchVector({ ...fields, format: facts.format }),
      ownerId: viewer.id,
      fileId: file.id,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    return { id: row.id, status: 'pending' as const };
  });
}

/**
 * Modelcenter/editModel (owner or admin). A new model file sends it back to pending (it leaves the public lists
 * until approved again); so does editing a rejected model (a resubmission). Other edits keep the state.
 */
export async function editModel(ctx: AppContext, viewer: Viewer, body: EditBody): Promise<{ id: number; status: ModelStatus }> {
  const now = ctx.now();
  const before = await repo.findModel(ctx.db, body.id);
  const read =
    before && !before.deleted && isManager(before, viewer) && before.fileId !== body.fileId ? await factsBefore(ctx, body.fileId, viewer.id) : null;
  return ctx.db.transaction(async (tx) => {
    const current = await repo.lockModel(tx, body.id);
    assertMayEdit(current, viewer);
    const fields = await checkFields(ctx, tx, body, viewer.id, current);
    const patch: Partial<NewModel> = { ...fields, updatedAt: now };
    let status = current.status as ModelStatus;
    if (body.fileId !== current.fileId) {
      // the file must be the editor's own (an admin cannot swap in someone else's file either)
      const file = await getOwnedFile(tx, body.fileId, viewer.id, 'model');
      const facts = await storeFacts(ctx, tx, current.ownerId, read ?? (await readModelFacts(ctx, file)));
      Object.assign(patch, facts, { fileId: file.id, search: modelSearchVector({ ...fields, format: facts.format }) });
      status = 'pending';
    } else if (current.status === 'rejected') status = 'pending';
    if (status !== current.status) Object.assign(patch, { status, rejectReason: null });
    const row = await repo.updateModel(tx, current.id, patch);
    return { id: row!.id, status };
  });
}

/** Modelcenter/deleteModel (owner or admin): hidden from every list; buyers keep their downloads. */
export async function deleteModel(ctx: AppContext, viewer: Viewer, id: number) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const current = await repo.lockModel(tx, id);
    assertMayEdit(current, viewer);
    await repo.updateModel(tx, id, { deleted: true, updatedAt: now });
    if (current.ownerId !== viewer.id) {
      await audit(tx, { actorId: viewer.id, action: 'model.delete', target: `model:${id}`, detail: { title: current.title } }, now);
    }
    return { id };
  });
}

/**
 * Admin/modelReview: pending → approved, or rejected with a reason. The uploader gets a message, the audit log an
 * entry, in the same transaction. Of two reviews at once one wins; the other gets STATE_CONFLICT.
 */
export async function reviewModel(ctx: AppContext, admin: Viewer, body: ReviewBody) {
  const now = ctx.now();
  const status: ModelStatus = body.approve ? 'approved' : 'rejected';
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findModel(tx, body.id);
    if (!current || current.deleted) throw new AppError('MODEL_NOT_FOUND');
    const row = await repo.updateModel(tx, body.id, decisionValues(body, admin.id, now, current), ['pending']);
    if (!row) throw new AppError('STATE_CONFLICT', { state: (await repo.findModel(tx, body.id))?.status ?? current.status });
    const links = [`/modelDetail?id=${row.id}`, '/personalCenter/modelManagement'] as const;
    const notice = decisionNotice(body, { kind: 'model', zh: '模型', verbZh: '上传' }, { zh: row.title, en: row.title }, links);
    await tell(tx, ctx.live, row.ownerId, now, notice);
    await auditDecision(tx, admin.id, now, body, ['model.approve', 'model.reject'], `model:${row.id}`, { title: row.title });
    return { id: row.id, status };
  });
}

// ---- download and purchase: buy.service.ts
export { downloadModel } from './buy.service.js';

// ---- favourites and what other modules use

/** A model may be favourited while it is public (registered by `modules/index.ts`). */
export const modelFavouriteRules: FavouriteKindRules = {
  async assertFavouritable(db, _viewer, id) {
    const m = await repo.findModel(db, id);
    if (!m || !isPublic(m)) throw new AppError('MODEL_NOT_FOUND');
  },
  counted: (db, id, delta) => repo.addFavourites(db, id, delta),
};

/** Myfavorite/mdlList: favourited models still public, newest favourite first. */
export async function listFavouriteModels(ctx: AppContext, viewer: Viewer, q: { page: number; pageSize: number }): Promise<Page<ModelListItem>> {
  const { ids, total } = await favouriteIds(ctx.db, viewer.id, 'model', q);
  const rows = await repo.modelsByIds(ctx.db, ids);
  return { listItem: rows.filter((r) => isPublic(r.m)).map((r) => toListItem(r, true)), total, page: q.page, pageSize: q.pageSize };
}

/** How many models store a category or style code (registerCategoryUsage). */
export const modelsUsingCategory = async (db: Db, tree: CategoryTree, code: string) =>
  tree === 'modelCategory' ? repo.countWithCategory(db, 'category', code) : tree === 'style' ? repo.countWithCategory(db, 'style', code) : 0;

/** The global search's provider of models (hits link to /modelDetail?id=). */
const hitPrice = (cents: number, zh: boolean) => (cents ? `${formatCents(cents)} ${zh ? '金币' : 'coins'}` : zh ? '免费' : 'free');
export const modelSearchHits = hitsFrom(
  'model',
  (ctx, body) => searchModels(ctx, null, { ...body, sort: 'newest' }),
  (m, lang) => hitOf(m.id, m.title, [m.format.toUpperCase(), hitPrice(m.price, lang === 'zh-CN')], m.thumbnail, `/modelDetail?id=${m.id}`),
);
