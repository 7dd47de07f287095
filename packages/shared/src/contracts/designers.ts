import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, line, str, text } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';
import { fileId } from './files.js';
import { WORK_MAX_IMAGES, workLimits, workVisibilities } from './designerOptions.js';

export { WORK_MAX_IMAGES, workVisibilities };

/**
 * Designers' works (portfolio) and the designer directory (docs/rules/designers.md). Bodies carry file ids
 * (files of purpose `work`); answers carry URLs. A member is named by `cardno`.
 */
export const workVisibility = z.enum(workVisibilities);
export type WorkVisibility = z.infer<typeof workVisibility>;

export const cardno = str().regex(/^\d{8}$/, 'must be an 8-digit member number');

export const picture = z.object({
  /** the picture's row id */
  id: z.number().int(),
  workId: z.number().int(),
  fileId: z.string(),
  url: z.string(),
  position: z.number().int(),
});
export type WorkPicture = z.infer<typeof picture>;

export const workItem = z.object({
  id: z.number().int(),
  title: z.string(),
  descr: z.string(),
  /** designType code */
  category: z.string(),
  /** style code */
  style: z.string(),
  exhibitionId: z.number().int().nullable(),
  /** the related exhibition when the catalogue shows it (approved), for a link */
  exhibition: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  cover: z.string(),
  coverUrl: z.string(),
  pictureCount: z.number().int(),
  visibility: workVisibility,
  designer: z.object({ cardno: z.string(), nickname: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the viewer owns it (edit, delete) */
  mine: z.boolean(),
});
export type WorkItem = z.infer<typeof workItem>;

export const workDetail = workItem.extend({ pictures: z.array(picture) });
export type WorkDetail = z.infer<typeof workDetail>;

export const workFields = {
  title: line(workLimits.title.max).min(workLimits.title.min, `at least ${workLimits.title.min} characters`),
  descr: text(workLimits.descr.max).default(''),
  category: line(32).min(1, 'is required'),
  style: line(32).min(1, 'is required'),
  exhibitionId: id.nullable().optional(),
  /** file ids in the order shown, 1–20 */
  images: z.array(fileId).min(1, 'at least one image').max(WORK_MAX_IMAGES, `at most ${WORK_MAX_IMAGES} images`),
  /** one of `images`; the first when left out */
  cover: fileId.optional(),
  visibility: workVisibility.default('public'),
};

export const uploadWorks = defineCall({
  path: 'Designer/uploadWorks',
  method: 'POST',
  access: 'member',
  summary: 'A designer adds a work to their portfolio: 1–20 images (purpose work) with a cover, category and style codes, optional exhibition',
  body: z.strictObject(workFields),
  data: workDetail,
});

export const editWorks = defineCall({
  path: 'Designer/editWorks',
  method: 'POST',
  access: 'member',
  summary: 'The owner changes a work; fields left out stay (e.g. only {id, visibility} to hide it)',
  body: z.strictObject({
    id,
    title: workFields.title.optional(),
    descr: text(workLimits.descr.max).optional(),
    category: workFields.category.optional(),
    style: workFields.style.optional(),
    exhibitionId: id.nullable().optional(),
    images: workFields.images.optional(),
    cover: fileId.optional(),
    visibility: workVisibility.optional(),
  }),
  data: workDetail,
});

export const deleteWorks = defineCall({
  path: 'Designer/deleteWorks',
  method: 'POST',
  access: 'member',
  summary: 'The owner deletes a work and its pictures',
  body: z.strictObject({ id }),
  data: z.null(),
});

export const worksInfo = defineCall({
  path: 'Designer/worksInfo',
  method: 'POST',
  access: 'public',
  summary: 'One work with its pictures in order: public ones for everyone, hidden ones for their owner (else WORK_NOT_FOUND)',
  body: z.strictObject({ id }),
  data: workDetail,
});

export const worksList = defineCall({
  path: 'Designer/worksList',
  method: 'POST',
  access: 'public',
  summary:
    "Without cardno the viewer's own works (all, login needed); with cardno that member's public works (all of them for the owner); newest first, with their pictures",
  body: z.strictObject({ ...pageQuery, cardno: cardno.optional() }),
  data: pageOf(workItem).extend({ picture: z.array(picture) }),
});

// ---- the directory

export const designerSorts = ['rating', 'completed', 'newest'] as const;

export const designerCard = z.object({
  cardno: z.string(),
  nickname: z.string(),
  userlogo: z.string().nullable(),
  city: z.string(),
  /** designType codes */
  specialties: z.array(z.string()),
  taidu: z.number(),
  sudu: z.number(),
  pinzhi: z.number(),
  /** the mean of the three */
  rating: z.number(),
  ratingCount: z.number().int(),
  completed: z.number().int(),
  works: z.number().int(),
  /** URLs of up to three public works' covers */
  covers: z.array(z.string()),
});
export type DesignerCard = z.infer<typeof designerCard>;

export const searchDesigner = defineCall({
  path: 'Common/searchDesigner',
  method: 'POST',
  access: 'public',
  summary:
    'The designer directory: keyword (Chinese or English), cities, specialties, minimum rating and completed tasks; by rating, completed tasks or newest',
  body: z.strictObject({
    ...pageQuery,
    searchKey: line(60).optional(),
    city: z.union([line(30).min(1), z.array(line(30).min(1)).max(20)]).optional(),
    /** designType codes: any of them */
    specialty: z.union([line(32).min(1), z.array(line(32).min(1)).max(20)]).optional(),
    minRating: z.number().min(0).max(5).optional(),
    minCompleted: z.number().int().min(0).max(1_000_000).optional(),
    sort: z.enum(designerSorts).default('rating'),
  }),
  data: pageOf(designerCard),
});

export const designerInfo = defineCall({
  path: 'Common/designerInfo',
  method: 'POST',
  access: 'public',
  summary: "A designer's public page: profile, specialties, ratings, completed tasks, works count; what the viewer may do",
  body: z.strictObject({ cardno }),
  data: designerCard.extend({
    descr: z.string(),
    joinedAt: z.string(),
    can: z.object({
      /** a business may invite the designer to one of its recruiting tasks */
      invite: z.boolean(),
      /** the page is the viewer's own */
      edit: z.boolean(),
    }),
  }),
});

export const setSpecialties = defineCall({
  path: 'Designer/setSpecialties',
  method: 'POST',
  access: 'member',
  summary: "A designer's specialties (designType codes) shown in the directory",
  body: z.strictObject({ specialties: z.array(line(32).min(1)).max(10) }),
  data: z.object({ specialties: z.array(z.string()) }),
});

export const inviteDesigner = defineCall({
  path: 'Designer/invite',
  method: 'POST',
  access: 'member',
  summary: 'A business invites a designer to one of its recruiting tasks; the designer gets a message; once per task and designer',
  body: z.strictObject({ cardno, taskId: id }),
  data: z.object({ id: z.number().int() }),
});
