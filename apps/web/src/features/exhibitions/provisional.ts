/**
 * PROVISIONAL: the exhibition calls as this page expects them, until packages/shared/src/contracts/exhibitions.ts
 * lands (the server's helper writes it). Replaced by the shared contract; nothing else should import this file.
 */
import { z } from 'zod';
import { defineCall, pageOf, pageQuery } from '@boothhub/shared';
import { catalogue, favourites, tasks } from '@boothhub/shared';

export const statuses = ['draft', 'pending', 'approved', 'rejected'] as const;
const status = z.enum(statuses);
const rules = z.object({
  maxHeightCm: z.number().int().optional(),
  maxStoreys: z.number().int().optional(),
  rigging: z.boolean().optional(),
  fireNotes: z.string().optional(),
  fireNotesEn: z.string().optional(),
});
const image = z.object({ fileId: z.string(), url: z.string() });
const plot = z.object({
  id: z.number().int().optional(),
  number: z.string(),
  widthCm: z.number().int(),
  depthCm: z.number().int(),
  opens: z.number().int(),
  xCm: z.number().int(),
  yCm: z.number().int(),
});
const hall = z.object({
  id: z.number().int().optional(),
  name: z.string(),
  nameEn: z.string().nullable().optional(),
  widthCm: z.number().int(),
  depthCm: z.number().int(),
  plots: z.array(plot),
});

export const listItem = z.object({
  id: z.number().int(),
  title: z.string(),
  industry: z.string(),
  city: z.string(),
  venueId: z.number().int().nullable(),
  venueName: z.string().nullable(),
  address: z.string(),
  sdate: z.string(),
  edate: z.string(),
  area: z.number().int(),
  exhibitors: z.number().int(),
  cover: z.string().nullable(),
  fav: z.boolean().optional(),
});
export const detail = listItem.extend({
  organiser: z.string(),
  descr: z.string(),
  content: z.string(),
  gallery: z.array(image),
  rules: rules.nullable(),
  status,
  can: z.object({ edit: z.boolean() }),
});

export const searchHuizhan = defineCall({
  path: 'Common/searchHuizhan',
  method: 'POST',
  access: 'public',
  summary: '',
  body: z.strictObject(catalogue.catalogueQuery),
  data: pageOf(listItem),
});
export const huizhanInfo = defineCall({
  path: 'Common/huizhanInfo',
  method: 'POST',
  access: 'public',
  summary: '',
  body: z.strictObject({ id: z.number().int() }),
  data: detail,
});
export const huizhanBooth = defineCall({
  path: 'Common/huizhanBooth',
  method: 'POST',
  access: 'public',
  summary: '',
  body: z.strictObject({ id: z.number().int() }),
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    city: z.string(),
    venueName: z.string().nullable(),
    address: z.string(),
    sdate: z.string(),
    edate: z.string(),
    halls: z.array(hall),
  }),
});
export const huizhanTasks = defineCall({
  path: 'Common/huizhanTasks',
  method: 'POST',
  access: 'public',
  summary: '',
  body: z.strictObject({ id: z.number().int(), ...pageQuery }),
  data: pageOf(tasks.taskListItemSchema),
});
export const downloadHzImg = defineCall({
  path: 'Common/downloadHzImg',
  method: 'POST',
  access: 'public',
  summary: '',
  body: z.strictObject({ id: z.number().int() }),
  data: z.object({ url: z.string() }),
});
const fields = {
  title: z.string(),
  titleEn: z.string().optional(),
  industry: z.string(),
  city: z.string(),
  venueId: z.number().int().nullable().optional(),
  address: z.string().optional(),
  sdate: z.string(),
  edate: z.string(),
  organiser: z.string().optional(),
  organiserEn: z.string().optional(),
  area: z.number().int().optional(),
  exhibitors: z.number().int().optional(),
  descr: z.string().optional(),
  descrEn: z.string().optional(),
  content: z.string().optional(),
  contentEn: z.string().optional(),
  cover: z.string().nullable().optional(),
  gallery: z.array(z.string()).optional(),
  rules: rules.nullable().optional(),
};
export const huizhanPub = defineCall({
  path: 'Article/huizhanPub',
  method: 'POST',
  access: 'member',
  summary: '',
  body: z.strictObject({ id: z.number().int().optional(), submit: z.boolean(), ...fields }),
  data: z.object({ id: z.number().int(), status }),
});
export const mineItem = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  sdate: z.string(),
  edate: z.string(),
  status,
  rejectReason: z.string().nullable(),
  updatedAt: z.string(),
});
export const huizhanMine = defineCall({
  path: 'Article/huizhanMine',
  method: 'POST',
  access: 'member',
  summary: '',
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(mineItem),
});
export const huizhanEdit = defineCall({
  path: 'Article/huizhanEdit',
  method: 'POST',
  access: 'member',
  summary: '',
  body: z.strictObject({ id: z.number().int() }),
  data: z.object({
    id: z.number().int(),
    status,
    rejectReason: z.string().nullable(),
    ...fields,
    coverUrl: z.string().nullable(),
    galleryUrls: z.array(image),
    halls: z.array(hall),
  }),
});
export const huizhanPlan = defineCall({
  path: 'Article/huizhanPlan',
  method: 'POST',
  access: 'member',
  summary: '',
  body: z.strictObject({ id: z.number().int(), halls: z.array(hall) }),
  data: z.object({ halls: z.array(hall) }),
});
export const queueRow = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  sdate: z.string(),
  edate: z.string(),
  nickname: z.string().nullable(),
  cardno: z.string(),
  status,
  reviewer: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reason: z.string().nullable(),
  updatedAt: z.string(),
});
export const huizhanQueue = defineCall({
  path: 'Admin/huizhanQueue',
  method: 'POST',
  access: 'admin',
  summary: '',
  body: z.strictObject({ status: status.optional(), keyword: z.string().optional(), ...pageQuery }),
  data: pageOf(queueRow),
});
export const huizhanReview = defineCall({
  path: 'Admin/huizhanReview',
  method: 'POST',
  access: 'admin',
  summary: '',
  body: z.strictObject({ id: z.number().int(), approve: z.boolean(), reason: z.string().optional() }),
  data: z.object({ id: z.number().int(), status }),
});
export const huizhanFvr = defineCall({
  path: 'Myfavorite/huizhanFvr',
  method: 'POST',
  access: 'member',
  summary: '',
  body: favourites.toggleBody,
  data: favourites.toggleData,
});

export type ShowRules = z.infer<typeof rules>;
/** checkBrief stand-in */
export function checkBrief(brief: { layer: number }, r: ShowRules | null | undefined): Array<{ code: string; message: { zh: string; en: string } }> {
  if (r?.maxStoreys !== undefined && brief.layer > r.maxStoreys)
    return [
      {
        code: 'storeys',
        message: { zh: `需求为 ${brief.layer} 层，规定最多 ${r.maxStoreys} 层`, en: `${brief.layer} storeys asked, ${r.maxStoreys} allowed` },
      },
    ];
  return [];
}
