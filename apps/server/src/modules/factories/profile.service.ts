import type { z } from 'zod';
import type { Page } from '@boothhub/shared';
import { cityList } from '@boothhub/shared/contracts/catalogue';
import type { factories as contract } from '@boothhub/shared';
import type { FactoryCapability, FactoryDetail, FactoryListItem, MyFactoryProfile, ProfileSaveBody } from '@boothhub/shared/contracts/factories';
import { catalogPage, toSearchVector } from '../../lib/search.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { getOwnedFile, publicFileUrl, publicFileUrlOrNull } from '../files/files.service.js';
import { assertFactory } from './factories.policy.js';
import * as repo from './factories.repository.js';
import { factoryRecord } from './quotes.rating.js';
import { fieldsOf } from '../../lib/rows.js';

const images = (ids: string[]) => ids.map((fileId) => ({ fileId, url: publicFileUrl(fileId) }));
const caps = (c: string[]) => c as FactoryCapability[];

export const profileSearchVector = (p: Pick<repo.ProfileRow, 'companyName' | 'companyNameEn' | 'city' | 'descr'>) =>
  toSearchVector(p.companyName, p.companyNameEn, p.city, p.descr);

export function toListItem(r: repo.FactoryRow): FactoryListItem {
  const p = r.profile;
  return {
    cardno: r.cardno,
    ...fieldsOf(p, ['companyName', 'companyNameEn', 'city', 'workshopArea', 'annualCapacity']),
    capabilities: caps(p.capabilities),
    cover: p.photos[0] ? publicFileUrl(p.photos[0]) : null,
    photoCount: p.photos.length,
    userlogo: publicFileUrlOrNull(r.userlogo),
  };
}

function toMine(viewer: Viewer, p: repo.ProfileRow | undefined): MyFactoryProfile {
  return {
    exists: Boolean(p),
    cardno: viewer.cardno,
    companyName: p?.companyName ?? '',
    companyNameEn: p?.companyNameEn ?? null,
    city: p?.city ?? '',
    capabilities: caps(p?.capabilities ?? []),
    workshopArea: p?.workshopArea ?? 0,
    annualCapacity: p?.annualCapacity ?? 0,
    descr: p?.descr ?? '',
    certificates: images(p?.certificates ?? []),
    photos: images(p?.photos ?? []),
    canSave: viewer.role === 'factory',
  };
}

/** Factory/profile: the viewer's own profile (empty when none is saved). */
export async function myProfile(ctx: AppContext, viewer: Viewer): Promise<MyFactoryProfile> {
  return toMine(viewer, await repo.findProfile(ctx.db, viewer.id));
}

/** Factory/profileSave: factories only; every image is one of the viewer's `factory` files. */
export async function saveProfile(
  ctx: AppContext,
  viewer: Viewer,
  body: z.output<typeof contract.factoryProfileSave.body>,
): Promise<MyFactoryProfile> {
  assertFactory(viewer);
  const now = ctx.now();
  const certificates = [...new Set(body.certificates)];
  const photos = [...new Set(body.photos)];
  await ctx.db.transaction(async (tx) => {
    for (const f of [...certificates, ...photos]) await getOwnedFile(tx, f, viewer.id, 'factory');
    const fields = {
      companyName: body.companyName,
      companyNameEn: body.companyNameEn || null,
      city: body.city,
      capabilities: [...new Set(body.capabilities)],
      workshopArea: body.workshopArea,
      annualCapacity: body.annualCapacity,
      descr: body.descr,
      certificates,
      photos,
    };
    await repo.upsertProfile(tx, { memberId: viewer.id, ...fields, createdAt: now, updatedAt: now, search: profileSearchVector(fields) });
  });
  return myProfile(ctx, viewer);
}

export type { ProfileSaveBody };

/** Common/searchFactory (docs/rules/factories.md "Directory"). */
export async function searchFactories(ctx: AppContext, q: z.output<typeof contract.searchFactory.body>): Promise<Page<FactoryListItem>> {
  const capability = q.capability === undefined ? [] : Array.isArray(q.capability) ? q.capability : [q.capability];
  const filter: repo.FactoryFilter = {
    keyword: q.searchKey || undefined,
    cities: [...new Set(cityList(q.city))],
    capabilities: [...new Set(capability)].sort(),
  };
  const page = await repo.searchFactories(ctx.db, filter, catalogPage(q, ctx.config.paging, 'factories', filter));
  return { listItem: page.rows.map(toListItem), total: page.total, totalCapped: page.totalCapped, page: q.page, pageSize: q.pageSize };
}

/** Common/factoryInfo: a listed factory's public page, else FACTORY_NOT_FOUND. */
export async function factoryInfo(ctx: AppContext, cardno: string): Promise<FactoryDetail> {
  const row = await repo.listedByCardno(ctx.db, cardno);
  if (!row) throw new AppError('FACTORY_NOT_FOUND');
  const p = row.profile;
  return {
    ...toListItem(row),
    nickname: row.nickname,
    descr: p.descr,
    certificates: images(p.certificates),
    photos: images(p.photos),
    updatedAt: p.updatedAt.toISOString(),
    ...(await factoryRecord(ctx, ctx.db, row.profile.memberId)),
  };
}
