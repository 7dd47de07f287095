import type { VenueForm } from '@boothhub/shared/contracts/venues';
import type { Db } from '../../db/client.js';
import { toSearchVector } from '../../lib/search.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { auditedEntryChange } from '../admin/audit.service.js';
import { forgetFavourites } from '../favourites/favourites.service.js';
import { getOwnedFile } from '../files/files.service.js';
import * as repo from './venues.repository.js';
import { venueForm } from './venues.presenter.js';
import { venueUsage } from './venues.hooks.js';

/** The admin's edits of venues: create/edit with halls, delete when nothing refers to it. Every change is audited. */
export interface VenueInput {
  id?: number;
  name: string;
  nameEn: string;
  city: string;
  address: string;
  addressEn: string;
  descr: string;
  descrEn: string;
  faceimg: string | null;
  pictures: string[];
  panoramas: string[];
  featured: boolean;
  halls: Array<{ id?: number; name: string; nameEn: string; plaza: number; sizes: number }>;
  reason?: string;
}

export const venueSearchVector = (v: { name: string; nameEn?: string | null; city: string; address: string; addressEn?: string | null }) =>
  toSearchVector(v.name, v.nameEn, v.city, v.address, v.addressEn);

/** Images: files of purpose `exhibition`; ones the venue does not have yet must be the admin's own uploads. */
async function checkImages(db: Db, viewer: Viewer, ids: string[], already: Set<string>) {
  for (const id of new Set(ids)) if (!already.has(id)) await getOwnedFile(db, id, viewer.id, 'exhibition');
}

export async function venueEditForm(ctx: AppContext, id: number): Promise<VenueForm> {
  const v = await repo.findVenue(ctx.db, id);
  if (!v) throw new AppError('VENUE_NOT_FOUND');
  return venueForm(v, await repo.hallsOf(ctx.db, id));
}

export async function saveVenue(ctx: AppContext, viewer: Viewer, input: VenueInput): Promise<VenueForm> {
  const id = await auditedEntryChange(ctx, viewer.id, 'venue', input.reason, async (tx, now) => {
    const before = input.id !== undefined ? await repo.lockVenue(tx, input.id) : undefined;
    if (input.id !== undefined && !before) throw new AppError('VENUE_NOT_FOUND');
    const had = new Set([...(before?.faceimg ? [before.faceimg] : []), ...(before?.pictures ?? []), ...(before?.panoramas ?? [])]);
    await checkImages(tx, viewer, [...(input.faceimg ? [input.faceimg] : []), ...input.pictures, ...input.panoramas], had);
    // the venue's own area and capacity are its largest hall's, for the band filters
    const plaza = Math.max(0, ...input.halls.map((h) => h.plaza));
    const sizes = Math.max(0, ...input.halls.map((h) => h.sizes));
    const fields = {
      name: input.name,
      nameEn: input.nameEn || null,
      city: input.city,
      address: input.address,
      addressEn: input.addressEn || null,
      descr: input.descr,
      descrEn: input.descrEn || null,
      faceimg: input.faceimg,
      pictures: [...new Set(input.pictures)],
      panoramas: [...new Set(input.panoramas)],
      featured: input.featured,
      plaza,
      sizes,
      updatedAt: now,
      search: venueSearchVector({ ...input }),
    };
    const venueId = await repo.saveVenue(tx, before?.id, fields, { ...fields, createdAt: now });
    const existing = before ? await repo.hallsOf(tx, venueId) : [];
    const existingIds = new Set(existing.map((h) => h.id));
    const kept = new Set<number>();
    for (const [i, h] of input.halls.entries()) {
      const row = { name: h.name, nameEn: h.nameEn || null, plaza: h.plaza, sizes: h.sizes, sort: i };
      if (h.id !== undefined && existingIds.has(h.id) && !kept.has(h.id)) {
        kept.add(h.id);
        await repo.updateHall(tx, h.id, venueId, row);
      } else {
        await repo.insertHall(tx, { venueId, ...row });
      }
    }
    await repo.deleteHalls(
      tx,
      existing.filter((h) => !kept.has(h.id)).map((h) => h.id),
    );
    const detail = { name: input.name, city: input.city, halls: input.halls.length, featured: input.featured };
    return { id: venueId, what: before ? 'edit' : 'create', detail };
  });
  return venueEditForm(ctx, id);
}

export async function deleteVenue(ctx: AppContext, viewer: Viewer, id: number, reason?: string): Promise<null> {
  await auditedEntryChange(ctx, viewer.id, 'venue', reason, async (tx) => {
    const v = await repo.lockVenue(tx, id);
    if (!v) throw new AppError('VENUE_NOT_FOUND');
    const used = await venueUsage(tx, id);
    if (used > 0) throw new AppError('VENUE_IN_USE', { count: used });
    await forgetFavourites(tx, 'venue', id);
    await repo.deleteVenue(tx, id);
    return { id, what: 'delete', detail: { name: v.name, city: v.city } };
  });
  return null;
}
