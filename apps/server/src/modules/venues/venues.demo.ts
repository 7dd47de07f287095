import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { storeServerImage } from '../files/files.service.js';
import { venueSearchVector } from './venues.admin.js';
import { DEMO_VENUES } from './venues.demo-data.js';
import { coverPng, hallPng, panoramaPng } from '../../lib/demo-images.js';
import * as repo from './venues.repository.js';

/**
 * Demo venues (DEMO_DATA=1): the venues of venues.demo-data.ts with their halls, a generated cover each,
 * pictures from a small pool of hall images, and a panorama for two of them. Returns the venues created
 * (id, city, name) for the conventions' demo data. Runs in the demo transaction.
 */
export async function seedDemoVenues(
  ctx: AppContext,
  db: Db,
  ownerId: number,
  now: Date,
): Promise<Array<{ id: number; city: string; address: string }>> {
  const save = (name: string, png: Buffer) => storeServerImage(ctx, db, ownerId, 'exhibition', name, png);
  const [covers, pool, panoramas] = await Promise.all([
    Promise.all(DEMO_VENUES.map((v, i) => coverPng(v.nameEn, v.hue, i))),
    Promise.all([0, 1, 2, 3, 4, 5].map((i) => hallPng(i * 60, i))),
    Promise.all(DEMO_VENUES.filter((v) => v.panorama).map((v) => panoramaPng(v.hue))),
  ]);
  const poolIds: string[] = [];
  for (const [i, png] of pool.entries()) poolIds.push(await save(`hall-${i + 1}.png`, png));
  const out: Array<{ id: number; city: string; address: string }> = [];
  let pano = 0;
  for (const [i, v] of DEMO_VENUES.entries()) {
    const faceimg = await save(`venue-${i + 1}.png`, covers[i]!);
    const pictures = [faceimg, poolIds[i % 6]!, poolIds[(i + 2) % 6]!, ...(i % 3 === 0 ? [poolIds[(i + 4) % 6]!] : [])];
    const panoIds = v.panorama ? [await save(`panorama-${i + 1}.png`, panoramas[pano++]!)] : [];
    const row = await repo.insertVenue(db, {
      name: v.name,
      nameEn: v.nameEn,
      city: v.city,
      address: v.address,
      addressEn: v.addressEn,
      descr: `${v.name}位于${v.city}${v.address}，共 ${v.halls.length} 个展厅，最大展厅 ${v.halls[0]![0].toLocaleString('en-US')} 平方米，可举办大型展览、会议与活动。`,
      descrEn: `${v.nameEn} has ${v.halls.length} halls; the largest covers ${v.halls[0]![0].toLocaleString('en-US')} m² and hosts fairs, conventions and events.`,
      faceimg,
      pictures,
      panoramas: panoIds,
      plaza: Math.max(...v.halls.map((h) => h[0])),
      sizes: Math.max(...v.halls.map((h) => h[1])),
      featured: v.featured ?? false,
      createdAt: now,
      updatedAt: now,
      search: venueSearchVector(v),
    });
    for (const [k, [plaza, sizes]] of v.halls.entries()) {
      await repo.insertHall(db, { venueId: row.id, name: `${k + 1}号馆`, nameEn: `Hall ${k + 1}`, plaza, sizes, sort: k });
    }
    out.push({ id: row.id, city: v.city, address: v.address });
  }
  return out;
}
