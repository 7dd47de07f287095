import { cityIn } from '@boothhub/shared/cities';
import type { z } from 'zod';
import type { exhibitions as contract } from '@boothhub/shared';
import type { ExhibitionStatus } from '@boothhub/shared/contracts/exhibitions';
import type { Db } from '../../db/client.js';
import { toSearchVector } from '../../lib/search.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { decisionNotice, decisionValues } from '../../lib/review-queue.js';
import { auditDecision } from '../admin/audit.service.js';
import { getOwnedFile } from '../files/files.service.js';
import { tell } from '../messages/notify.service.js';
import { assertMayEdit, assertMayPublish } from './exhibitions.policy.js';
import * as repo from './exhibitions.repository.js';
import type { ExhibitionRow, NewExhibition } from './exhibitions.repository.js';
import { sanitizeRichText } from '../../lib/rich-text.js';

type PubBody = z.output<typeof contract.huizhanPub.body>;
type ReviewBody = z.output<typeof contract.huizhanReview.body>;

const invalid = (field: string, reason: string) => new AppError('VALIDATION_FAILED', { field, reason }, { field });
const orNull = (s: string | null | undefined) => (s ? s : null);

/** What the search index holds for an exhibition: titles, descriptions, organiser, city and address in both languages. */
export const exhibitionSearchVector = (
  e: Pick<ExhibitionRow, 'title' | 'titleEn' | 'descr' | 'descrEn' | 'organiser' | 'organiserEn' | 'city' | 'address'>,
) => toSearchVector(e.title, e.titleEn, e.descr, e.descrEn, e.organiser, e.organiserEn, e.city, e.address);

/**
 * Images: public files of purpose `exhibition`, each once. A file already on the entry stays as it is (an
 * admin editing keeps the publisher's images); a new one must be the editor's own.
 */
async function checkImages(db: Db, editorId: number, body: PubBody, current?: ExhibitionRow) {
  const kept = new Set([current?.cover, ...(current?.gallery ?? [])].filter((f): f is string => Boolean(f)));
  const own = async (id: string) => {
    if (!kept.has(id)) await getOwnedFile(db, id, editorId, 'exhibition');
  };
  if (body.cover) await own(body.cover);
  const gallery = [...new Set(body.gallery)];
  for (const id of gallery) await own(id);
  return { cover: body.cover ?? null, gallery };
}

function fieldsOf(body: PubBody): Omit<NewExhibition, 'publisherId' | 'cover' | 'gallery'> {
  const f = {
    title: body.title,
    titleEn: orNull(body.titleEn),
    industry: body.industry,
    // a listed city typed in English is stored by its Chinese name, as every row names it (decision 087)
    city: cityIn(body.city, 'zh-CN'),
    venueId: body.venueId ?? null,
    address: body.address,
    sdate: body.sdate,
    edate: body.edate,
    organiser: body.organiser,
    organiserEn: orNull(body.organiserEn),
    area: body.area,
    exhibitors: body.exhibitors,
    descr: body.descr,
    descrEn: orNull(body.descrEn),
    content: sanitizeRichText(body.content),
    contentEn: orNull(body.contentEn && sanitizeRichText(body.contentEn)),
    rules: body.rules && Object.keys(body.rules).length ? body.rules : null,
  };
  return { ...f, search: exhibitionSearchVector(f) };
}

/**
 * Article/huizhanPub. New: a draft, or pending when submitted. Editing (the publisher or an admin): a draft or a
 * rejected entry becomes a draft or pending; an approved one goes back to pending whatever `submit` says
 * (it leaves the public lists until approved again); a pending one stays pending with the new fields (the edit
 * replaces the submission, decision 080).
 */
export async function publishExhibition(ctx: AppContext, viewer: Viewer, body: PubBody): Promise<{ id: number; status: ExhibitionStatus }> {
  assertMayPublish(viewer);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (body.venueId && !(await repo.venueExists(tx, body.venueId))) throw invalid('venueId', 'no such venue');
    if (body.id === undefined) {
      const images = await checkImages(tx, viewer.id, body);
      const status = body.submit ? 'pending' : 'draft';
      const row = await repo.insertExhibition(tx, { ...fieldsOf(body), ...images, publisherId: viewer.id, status, createdAt: now, updatedAt: now });
      return { id: row.id, status };
    }
    const current = await repo.lockExhibition(tx, body.id);
    assertMayEdit(current, viewer);
    const images = await checkImages(tx, viewer.id, body, current);
    const status: ExhibitionStatus = current.status === 'approved' || current.status === 'pending' || body.submit ? 'pending' : 'draft';
    const row = await repo.updateExhibitionIfStatus(tx, current.id, [current.status], {
      ...fieldsOf(body),
      ...images,
      status,
      rejectReason: null,
      updatedAt: now,
    });
    if (!row) throw new AppError('EXHIBITION_UNDER_REVIEW');
    return { id: row.id, status };
  });
}

/**
 * Admin/huizhanReview: pending → approved, or rejected with a reason. The publisher gets a message, the audit
 * log an entry, in the same transaction. Of two reviews at once one wins; the other gets STATE_CONFLICT.
 */
export async function reviewExhibition(ctx: AppContext, admin: Viewer, body: ReviewBody) {
  const now = ctx.now();
  const status: ExhibitionStatus = body.approve ? 'approved' : 'rejected';
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findExhibition(tx, body.id);
    if (!current) throw new AppError('EXHIBITION_NOT_FOUND');
    const row = await repo.updateExhibitionIfStatus(tx, body.id, ['pending'], decisionValues(body, admin.id, now, current));
    if (!row) throw new AppError('STATE_CONFLICT', { state: (await repo.findExhibition(tx, body.id))?.status ?? current.status });
    const title = { zh: row.title, en: row.titleEn || row.title };
    const links = [`/exhibition/${row.id}`, '/personalCenter/myExhibitions'] as const;
    await tell(tx, ctx.live, row.publisherId, now, decisionNotice(body, { kind: 'exhibition', zh: '展会', verbZh: '发布' }, title, links));
    await auditDecision(tx, admin.id, now, body, ['exhibition.approve', 'exhibition.reject'], `exhibition:${row.id}`, { title: row.title });
    return { id: row.id, status };
  });
}
