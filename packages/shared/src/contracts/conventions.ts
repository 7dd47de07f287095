import { z } from 'zod';
import { defineCall } from '../call.js';
import { cardno, id, isoDateTime, line, text } from '../fields.js';
import { REASON_MAX } from '../patterns.js';
import { pageOf, pageQuery } from '../pagination.js';
import { catalogueQuery, eventDays, MAX_EVENT_DAYS } from './catalogue.js';
import { conventionLimits as limits } from './conventionOptions.js';
import { fileId } from './files.js';
import { contactPhone, day } from './tasks.js';
import { imageRefSchema, venueDetailSchema } from './venues.js';

/**
 * Conventions (huiyi, `/conventionSpace`; docs/rules/catalogue.md). Business members (and admins)
 * publish them; an admin approves before they are public. `contacter` and `phone` are for members only:
 * the public answer (`Common/huiyiInfo`) gives them as null.
 */
export const catalogueStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export const catalogueStatus = z.enum(catalogueStatuses);
export type CatalogueStatus = z.infer<typeof catalogueStatus>;

export const CONVENTION_MAX_PICTURES = 20;

export const conventionListItemSchema = z.object({
  id: z.number().int(),
  /** in the request's language */
  title: z.string(),
  city: z.string(),
  sdate: z.string(),
  edate: z.string(),
  /** attendee capacity */
  sizes: z.number().int(),
  industry: z.string().nullable(),
  venue: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** the cover's public URL */
  cover: z.string().nullable(),
  /** the viewer favourited its venue — conventions have no favourite of their own (false for visitors) */
  fav: z.boolean().optional(),
});
export type ConventionListItem = z.infer<typeof conventionListItemSchema>;

export const searchHuiyi = defineCall({
  path: 'Common/searchHuiyi',
  method: 'POST',
  access: 'public',
  summary:
    "Approved conventions: keyword (Chinese or English), cities, capacity band, the venue's area band, industry, date overlap; relevance then date, else soonest first",
  body: z.strictObject({ ...catalogueQuery }),
  data: pageOf(conventionListItemSchema),
});

/** The seed's `huiyi`: texts in the request's language, image URLs. */
export const conventionDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  descr: z.string(),
  sizes: z.number().int(),
  /** members only: null in the public answer */
  contacter: z.string().nullable(),
  /** members only: null in the public answer */
  phone: z.string().nullable(),
  sdate: z.string(),
  edate: z.string(),
  addrs: z.string(),
  /** sanitised HTML */
  content: z.string(),
  city: z.string(),
  industry: z.string().nullable(),
  venueId: z.number().int().nullable(),
  pictures: z.array(z.string()),
  cover: z.string().nullable(),
  status: catalogueStatus,
  /** the publisher and admins only, when rejected */
  rejectReason: z.string().nullable().optional(),
  /** the viewer is its publisher */
  mine: z.boolean(),
});
export type ConventionDetail = z.infer<typeof conventionDetailSchema>;

export const conventionInfoSchema = z.object({ huiyi: conventionDetailSchema, huichang: venueDetailSchema.nullable() });
export type ConventionInfo = z.infer<typeof conventionInfoSchema>;

export const huiyiInfoPublic = defineCall({
  path: 'Common/huiyiInfo',
  method: 'POST',
  access: 'public',
  summary: 'One approved convention and its venue (contacter and phone hidden)',
  body: z.strictObject({ id }),
  data: conventionInfoSchema,
});

export const huiyiInfo = defineCall({
  path: 'Article/huiyiInfo',
  method: 'POST',
  access: 'member',
  summary: 'One convention and its venue with contacter and phone; its publisher and admins also see it unapproved',
  body: z.strictObject({ id }),
  data: conventionInfoSchema,
});

/** Every field of a convention as the publisher types it; a draft needs only title, city and dates. */
export const conventionFields = {
  title: line(limits.title.max).min(limits.title.min, `at least ${limits.title.min} characters`),
  titleEn: line(limits.titleEn.max).default(''),
  descr: text(limits.descr.max).default(''),
  descrEn: text(limits.descr.max).default(''),
  /** attendee capacity */
  sizes: z.number().int().min(limits.sizes.min).max(limits.sizes.max).default(0),
  contacter: line(limits.contacter.max).default(''),
  /** a mobile or a landline; may be empty in a draft */
  phone: z.union([z.literal(''), contactPhone]).default(''),
  sdate: day,
  edate: day,
  addrs: line(limits.addrs.max).default(''),
  /** rich text (HTML); sanitised by the server (links http/https only, images only this site's /files URLs) */
  content: text(limits.content.max).default(''),
  contentEn: text(limits.content.max).default(''),
  city: line(30).min(1, 'is required'),
  /** an industry code (categories tree `industry`) */
  industry: line(32).min(1).nullable().default(null),
  venueId: id.nullable().default(null),
  /** files of purpose `exhibition`, uploaded by the publisher */
  cover: fileId.nullable().default(null),
  pictures: z.array(fileId).max(CONVENTION_MAX_PICTURES).default([]),
};

export const huiyiPubBody = z
  .strictObject({
    /** edit this entry (yours, not pending); left out to create one */
    id: id.optional(),
    ...conventionFields,
    /** true: send it for review (pending); false: keep it as a draft (an approved entry edited goes back to pending either way) */
    submit: z.boolean().default(true),
  })
  .superRefine((v, c) => {
    if (v.sdate > v.edate) c.addIssue({ code: 'custom', path: ['edate'], message: 'must not be before sdate' });
    else if (eventDays(v.sdate, v.edate) > MAX_EVENT_DAYS)
      c.addIssue({ code: 'custom', path: ['edate'], message: `at most ${MAX_EVENT_DAYS} days after sdate` });
    if (v.submit && !v.contacter) c.addIssue({ code: 'custom', path: ['contacter'], message: 'is required' });
    if (v.submit && !v.phone) c.addIssue({ code: 'custom', path: ['phone'], message: 'is required' });
  });
export type HuiyiPubBody = z.input<typeof huiyiPubBody>;

export const huiyiPub = defineCall({
  path: 'Article/huiyiPub',
  method: 'POST',
  access: 'member',
  summary: 'Publish or edit a convention (business members and admins): a draft, or submitted for review',
  body: huiyiPubBody,
  data: z.object({ id: z.number().int(), status: catalogueStatus }),
});

export const mineItemSchema = conventionListItemSchema.extend({
  status: catalogueStatus,
  rejectReason: z.string().nullable(),
  /** last change */
  times: isoDateTime,
});
export type ConventionMineItem = z.infer<typeof mineItemSchema>;

export const huiyiMine = defineCall({
  path: 'Article/huiyiMine',
  method: 'POST',
  access: 'member',
  summary: "The member's own conventions in every state, last changed first",
  body: z.strictObject({ ...pageQuery, status: catalogueStatus.optional() }),
  data: pageOf(mineItemSchema),
});

/** The edit form: every field in both languages, images as ids with URLs. */
export const conventionFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  descr: z.string(),
  descrEn: z.string(),
  sizes: z.number().int(),
  contacter: z.string(),
  phone: z.string(),
  sdate: z.string(),
  edate: z.string(),
  addrs: z.string(),
  content: z.string(),
  contentEn: z.string(),
  city: z.string(),
  industry: z.string().nullable(),
  venueId: z.number().int().nullable(),
  cover: imageRefSchema.nullable(),
  pictures: z.array(imageRefSchema),
  status: catalogueStatus,
  rejectReason: z.string().nullable(),
  /** false while pending (an entry waiting for review cannot be edited) */
  editable: z.boolean(),
});
export type ConventionForm = z.infer<typeof conventionFormSchema>;

export const huiyiEdit = defineCall({
  path: 'Article/huiyiEdit',
  method: 'POST',
  access: 'member',
  summary: 'Your convention as its edit form (admins: any)',
  body: z.strictObject({ id }),
  data: conventionFormSchema,
});

export const queueItemSchema = conventionListItemSchema.extend({
  status: catalogueStatus,
  rejectReason: z.string().nullable(),
  publisher: z.object({ cardno: z.string(), nickname: z.string() }),
  times: isoDateTime,
});
export type ConventionQueueItem = z.infer<typeof queueItemSchema>;

export const huiyiQueue = defineCall({
  path: 'Admin/huiyiQueue',
  method: 'POST',
  access: 'admin',
  summary: 'Conventions to review (default: pending, oldest first); keyword on the title, publisher by cardno',
  body: z.strictObject({ ...pageQuery, status: catalogueStatus.default('pending'), keyword: line(60).optional(), publisher: cardno.optional() }),
  data: pageOf(queueItemSchema),
});

export const huiyiReview = defineCall({
  path: 'Admin/huiyiReview',
  method: 'POST',
  access: 'admin',
  summary: 'Approve or reject (with a reason) a pending convention; the publisher gets a message',
  body: z
    .strictObject({ id, approve: z.boolean(), reason: text(REASON_MAX).default('') })
    .refine((v) => v.approve || v.reason.length > 0, { path: ['reason'], message: 'a reason is required to reject' }),
  data: z.object({ id: z.number().int(), status: catalogueStatus }),
});
