import type { z } from 'zod';
import type { huiyiPubBody } from '@boothhub/shared/contracts/conventions';
import type { Db } from '../../db/client.js';
import { toSearchVector } from '../../lib/search.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { isCategoryCode } from '../categories/categories.service.js';
import { getOwnedFile } from '../files/files.service.js';
import { findVenueRow } from '../venues/venues.service.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { assertMayEdit, assertMayPublish, statusAfterEdit } from './conventions.policy.js';
import * as repo from './conventions.repository.js';

type PubBody = z.output<typeof huiyiPubBody>;
const invalid = (field: string, reason: string) => new AppError('VALIDATION_FAILED', { field, reason }, { field });

/** Cover and pictures: files of purpose `exhibition`; ones the entry does not have yet must be the caller's own uploads. */
async function checkImages(db: Db, viewer: Viewer, ids: string[], already: Set<string>) {
  for (const id of new Set(ids)) if (!already.has(id)) await getOwnedFile(db, id, viewer.id, 'exhibition');
}

/**
 * `Article/huiyiPub`: create (no id) or edit a convention, as a draft or submitted for review
 * (docs/rules/catalogue.md#publishing). Business members and admins only; editing another's entry is
 * FORBIDDEN; an approved entry edited goes back to pending, a pending one stays pending with the new fields.
 */
export async function publishConvention(ctx: AppContext, viewer: Viewer, body: PubBody): Promise<{ id: number; status: 'draft' | 'pending' }> {
  assertMayPublish(viewer);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = body.id !== undefined ? await repo.lockConvention(tx, body.id) : undefined;
    if (body.id !== undefined) {
      if (!before) throw new AppError('CONVENTION_NOT_FOUND');
      assertMayEdit(viewer, before);
    }
    if (body.industry && !(await isCategoryCode(tx, 'industry', body.industry))) throw invalid('industry', 'not an industry of the category tree');
    const venue = body.venueId ? await findVenueRow(tx, body.venueId) : undefined;
    if (body.venueId && !venue) throw new AppError('VENUE_NOT_FOUND');
    const had = new Set([...(before?.cover ? [before.cover] : []), ...(before?.pictures ?? [])]);
    await checkImages(tx, viewer, [...(body.cover ? [body.cover] : []), ...body.pictures], had);
    const status = statusAfterEdit(before?.status, body.submit);
    const content = sanitizeRichText(body.content);
    const contentEn = sanitizeRichText(body.contentEn);
    const fields = {
      title: body.title,
      titleEn: body.titleEn || null,
      descr: body.descr,
      descrEn: body.descrEn || null,
      sizes: body.sizes,
      contacter: body.contacter,
      phone: body.phone,
      sdate: body.sdate,
      edate: body.edate,
      addrs: body.addrs,
      content,
      contentEn: contentEn || null,
      city: body.city,
      industry: body.industry,
      venueId: body.venueId,
      cover: body.cover,
      pictures: [...new Set(body.pictures)],
      status,
      rejectReason: null,
      updatedAt: now,
      search: toSearchVector(body.title, body.titleEn, body.descr, body.descrEn, body.city, body.addrs, venue?.name, venue?.nameEn),
    };
    if (before) {
      await repo.updateConvention(tx, before.id, fields);
      return { id: before.id, status };
    }
    const created = await repo.insertConvention(tx, { ...fields, publisherId: viewer.id, createdAt: now });
    return { id: created.id, status };
  });
}
