import { z } from 'zod';
import { defineCall } from '../call.js';
import { cardno, id, isoDateTime, line, text } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';
import { fileId } from './files.js';
import { day, dueDate } from './tasks.js';
import { booking, buildSlot, buildWindow, crewDaysInput } from './crews.js';
import {
  FACTORY_CERTS_MAX,
  FACTORY_PHOTOS_MAX,
  factoryCapabilities,
  factoryLimits,
  factoryRatingLimits,
  QUOTE_PRICE_MAX,
  quoteLimits,
} from './factoryOptions.js';

/**
 * Factories (stand builders) and build quotes (docs/rules/factories.md). A member with the factory role keeps a
 * company profile; the directory (`Common/searchFactory`) and the public page (`Common/factoryInfo`, by cardno) show
 * it. After a task is accepted its business may ask factories for build quotes (`Quote/*`). Money is cents; the build
 * itself is paid outside BoothHub.
 */

/** What a factory can build or supply; codes are stored, labels come in both languages. */
export { FACTORY_CERTS_MAX, FACTORY_PHOTOS_MAX, factoryCapabilities, QUOTE_PRICE_MAX };
export const factoryCapability = z.enum(factoryCapabilities);
export type FactoryCapability = z.infer<typeof factoryCapability>;
export const capabilityLabels: Record<FactoryCapability, { zh: string; en: string }> = {
  structure: { zh: '结构搭建', en: 'Structure build' },
  printing: { zh: '喷绘印刷', en: 'Printing' },
  lighting: { zh: '灯光照明', en: 'Lighting' },
  av: { zh: '音视频设备', en: 'AV equipment' },
  furniture: { zh: '家具租赁', en: 'Furniture rental' },
};

/** the most factories one request for quotes names */
export const QUOTE_FACTORIES_MAX = 20;

export const imageRef = z.object({ fileId: z.string(), url: z.string() });

/** A factory in the directory. */
export const factoryListItem = z.object({
  cardno: z.string(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  city: z.string(),
  capabilities: z.array(factoryCapability),
  /** m² */
  workshopArea: z.number().int(),
  /** booths per year */
  annualCapacity: z.number().int(),
  /** the first photo's public URL */
  cover: z.string().nullable(),
  photoCount: z.number().int(),
  /** the factory member's avatar URL; null without one (issue 32: the avatar wherever the name is shown) */
  userlogo: z.string().nullable().optional(),
});
export type FactoryListItem = z.infer<typeof factoryListItem>;

const capabilityFilter = z.union([factoryCapability, z.array(factoryCapability).max(factoryCapabilities.length)]).optional();

export const searchFactory = defineCall({
  path: 'Common/searchFactory',
  method: 'POST',
  access: 'public',
  summary: 'The factory directory: keyword (Chinese or English), cities (any of), capabilities (all of)',
  body: z.strictObject({
    searchKey: line(60).optional(),
    /** one city or several (any of them) */
    city: z.union([line(30).min(1), z.array(line(30).min(1)).max(20)]).optional(),
    /** one capability or several (a factory must have all of them) */
    capability: capabilityFilter,
    ...pageQuery,
  }),
  data: pageOf(factoryListItem),
});

/** The businesses' ratings of a factory's builds: averages of whole stars (one decimal), and how many rated. */
export const factoryRatings = z.object({
  count: z.number().int(),
  quality: z.number(),
  punctuality: z.number(),
  service: z.number(),
});

/** A build the factory was chosen for, whose show has begun: what, where, when, and its rating if given. */
export const factoryBuild = z.object({
  title: z.string(),
  city: z.string(),
  sdate: z.string(),
  edate: z.string(),
  /** the average of its three stars, one decimal; null until the business rated it */
  stars: z.number().nullable(),
  comment: z.string().nullable(),
});

export const factoryDetail = factoryListItem.extend({
  nickname: z.string(),
  descr: z.string(),
  certificates: z.array(imageRef),
  photos: z.array(imageRef),
  updatedAt: isoDateTime,
  /** null until a business rated a build */
  ratings: factoryRatings.nullable().optional(),
  /** the latest builds (at most FACTORY_BUILDS_SHOWN) and how many there are */
  builds: z.array(factoryBuild).optional(),
  buildCount: z.number().int().optional(),
});
export type FactoryDetail = z.infer<typeof factoryDetail>;

export const factoryInfo = defineCall({
  path: 'Common/factoryInfo',
  method: 'POST',
  access: 'public',
  summary: "A factory's public page by member number (FACTORY_NOT_FOUND unless a factory with a profile)",
  body: z.strictObject({ cardno }),
  data: factoryDetail,
});

/** The profile as its owner edits it. */
export const profileFields = {
  companyName: line(factoryLimits.companyName.max).min(factoryLimits.companyName.min, `at least ${factoryLimits.companyName.min} characters`),
  companyNameEn: line(factoryLimits.companyNameEn.max).nullable().optional(),
  city: line(factoryLimits.city.max).min(factoryLimits.city.min, 'is required'),
  capabilities: z.array(factoryCapability).min(1, 'choose at least one').max(factoryCapabilities.length),
  workshopArea: z.number().int().min(factoryLimits.workshopArea.min).max(factoryLimits.workshopArea.max),
  annualCapacity: z.number().int().min(factoryLimits.annualCapacity.min).max(factoryLimits.annualCapacity.max),
  descr: text(factoryLimits.descr.max).default(''),
  certificates: z.array(fileId).max(FACTORY_CERTS_MAX).default([]),
  photos: z.array(fileId).max(FACTORY_PHOTOS_MAX).default([]),
};
export const profileSaveBody = z.strictObject(profileFields);
export type ProfileSaveBody = z.input<typeof profileSaveBody>;

export const myProfile = z.object({
  /** false: nothing saved yet (the other fields are empty) */
  exists: z.boolean(),
  cardno: z.string(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  city: z.string(),
  capabilities: z.array(factoryCapability),
  workshopArea: z.number().int(),
  annualCapacity: z.number().int(),
  descr: z.string(),
  certificates: z.array(imageRef),
  photos: z.array(imageRef),
  /** the viewer may save (factory role) */
  canSave: z.boolean(),
});
export type MyFactoryProfile = z.infer<typeof myProfile>;

export const factoryProfile = defineCall({
  path: 'Factory/profile',
  method: 'POST',
  access: 'member',
  summary: "The viewer's own factory company profile (empty when none is saved)",
  body: z.strictObject({}),
  data: myProfile,
});

export const factoryProfileSave = defineCall({
  path: 'Factory/profileSave',
  method: 'POST',
  access: 'member',
  summary: "Save the viewer's factory company profile (factory role only; images are the viewer's `factory` files)",
  body: profileSaveBody,
  data: myProfile,
});

// ---- build quotes

/** open: factories may answer; closed: the deadline passed without a pick; picked: a factory was chosen (final) */
export const quoteRequestStatuses = ['open', 'closed', 'picked'] as const;
export const quoteRequestStatus = z.enum(quoteRequestStatuses);
/** a factory's side: invited, accepted to quote, declined, quoted; result after the pick */
export const quoteInviteStatuses = ['invited', 'accepted', 'declined', 'quoted'] as const;
export const quoteInviteStatus = z.enum(quoteInviteStatuses);
export const quoteResult = z.enum(['chosen', 'lost']).nullable();

export const quoteOf = z.object({
  cardno: z.string(),
  companyName: z.string(),
  /** the factory's English name, shown on an English page (decision 087); null without one */
  companyNameEn: z.string().nullable().optional(),
  /** the factory member's avatar URL; null without one */
  userlogo: z.string().nullable().optional(),
  city: z.string(),
  status: quoteInviteStatus,
  /** cents; null until quoted */
  price: z.number().int().nullable(),
  buildDays: z.number().int().nullable(),
  schedule: z.string().nullable(),
  notes: z.string().nullable(),
  quotedAt: isoDateTime.nullable(),
  result: quoteResult,
});
export type QuoteRow = z.infer<typeof quoteOf>;

export const designFile = z.object({
  fileId: z.string(),
  name: z.string(),
  url: z.string(),
  /** a delivered 3D file: its preview for the viewer (GET, session cookie), triangles and size in metres */
  model: z.object({ preview: z.string(), polygons: z.number().int(), bbox: z.tuple([z.number(), z.number(), z.number()]) }).optional(),
});

/** the business that asks for quotes: its member number, display name and avatar URL (null without one) */
export const businessOf = z.object({ cardno: z.string(), nickname: z.string(), userlogo: z.string().nullable().optional() });

export const quoteRequestDetail = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  taskTitle: z.string(),
  business: businessOf,
  city: z.string(),
  sdate: z.string(),
  edate: z.string(),
  sizes: z.string(),
  /** m² */
  plaza: z.number().int(),
  capabilities: z.array(factoryCapability),
  notes: z.string(),
  deadline: isoDateTime,
  status: quoteRequestStatus,
  createdAt: isoDateTime,
  /** how many design files the request carries */
  fileCount: z.number().int(),
  /** the final design: only for the business and for factories that accepted to quote; null otherwise */
  files: z.array(designFile).nullable(),
  /** the business: every invited factory's row; a factory: its own row only */
  quotes: z.array(quoteOf),
  /** the chosen factory's cardno: for the business and the chosen factory; null for the others and before a pick */
  chosen: z.string().nullable(),
  /** the chosen factory's company and phone, for the business once it has picked (decision 070); null otherwise */
  chosenContact: z.object({ companyName: z.string(), phone: z.string() }).nullable().optional(),
  can: z.object({
    accept: z.boolean(),
    decline: z.boolean(),
    quote: z.boolean(),
    pick: z.boolean(),
    /** Quote/rate: the business, once a factory is chosen and the show has begun, once */
    rate: z.boolean().optional(),
  }),
  /** the business's rating of the chosen factory's build, once given (the business and the chosen factory see it) */
  rating: z
    .object({ quality: z.number().int(), punctuality: z.number().int(), service: z.number().int(), comment: z.string(), ratedAt: isoDateTime })
    .nullable()
    .optional(),
  /** the show's move-in days for the booth's hall, to book crew days in (a factory that may quote); null: none set */
  buildWindow: buildWindow.nullable().optional(),
  /** the viewer factory's own crew bookings for this request (decision 079) */
  bookings: z.array(booking).optional(),
  /** the chosen factory's build slot: for the business and the chosen factory once a quote is chosen */
  buildSlot: buildSlot.nullable().optional(),
});
export type QuoteRequestDetail = z.infer<typeof quoteRequestDetail>;

export const quoteRequestCreateBody = z
  .strictObject({
    taskId: id,
    /** chosen factories by member number; or leave out and give `city` to invite every matching factory there */
    factories: z.array(cardno).min(1).max(QUOTE_FACTORIES_MAX).optional(),
    /** every factory of this city with all `capabilities` (when `factories` is left out) */
    city: line(30).min(1).optional(),
    capabilities: z.array(factoryCapability).max(factoryCapabilities.length).default([]),
    /** the show days and booth size; the task's when left out */
    sdate: day.optional(),
    edate: day.optional(),
    sizes: line(40).min(1).optional(),
    notes: text(quoteLimits.notes.max).default(''),
    /** answers are taken until then: a day (its end, Asia/Shanghai) or an ISO time */
    deadline: dueDate,
  })
  .refine((v) => v.factories !== undefined || v.city !== undefined, { path: ['factories'], message: 'choose factories or a city' })
  .refine((v) => !v.sdate || !v.edate || v.sdate <= v.edate, { path: ['edate'], message: 'must not be before sdate' });
export type QuoteRequestCreateBody = z.input<typeof quoteRequestCreateBody>;

export const quoteRequestCreate = defineCall({
  path: 'Quote/requestCreate',
  method: 'POST',
  access: 'member',
  summary: "Send a completed task's final design out for build quotes (the task's business only)",
  body: quoteRequestCreateBody,
  data: z.object({ id: z.number().int(), invited: z.number().int() }),
});

export const quoteTaskRequests = defineCall({
  path: 'Quote/taskRequests',
  method: 'POST',
  access: 'member',
  summary: "A task's requests for quotes with every quote side by side (the task's business only)",
  body: z.strictObject({ taskId: id }),
  data: z.object({ listItem: z.array(quoteRequestDetail) }),
});

export const quoteRequestInfo = defineCall({
  path: 'Quote/requestInfo',
  method: 'POST',
  access: 'member',
  summary: 'One request for quotes: its business, or an invited factory (files only after accepting to quote)',
  body: z.strictObject({ id }),
  data: quoteRequestDetail,
});

export const inboxItem = z.object({
  id: z.number().int(),
  taskTitle: z.string(),
  city: z.string(),
  sdate: z.string(),
  edate: z.string(),
  sizes: z.string(),
  plaza: z.number().int(),
  deadline: isoDateTime,
  requestStatus: quoteRequestStatus,
  status: quoteInviteStatus,
  price: z.number().int().nullable(),
  result: quoteResult,
  createdAt: isoDateTime,
  /** who asks: the business's name and avatar (issue 32: a name, never a bare number) */
  business: businessOf.optional(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const quoteInbox = defineCall({
  path: 'Quote/inbox',
  method: 'POST',
  access: 'member',
  summary: "A factory's requests for quotes, newest first",
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(inboxItem),
});

const requestIdBody = z.strictObject({ id });

export const quoteAccept = defineCall({
  path: 'Quote/accept',
  method: 'POST',
  access: 'member',
  summary: 'An invited factory accepts to quote (then sees the design files)',
  body: requestIdBody,
  data: quoteRequestDetail,
});

export const quoteDecline = defineCall({
  path: 'Quote/decline',
  method: 'POST',
  access: 'member',
  summary: 'An invited factory declines to quote (before quoting)',
  body: requestIdBody,
  data: quoteRequestDetail,
});

export const quoteSubmitBody = z.strictObject({
  id,
  /** cents */
  price: z.number().int().min(1).max(QUOTE_PRICE_MAX),
  /** days the build takes on site */
  buildDays: z.number().int().min(quoteLimits.buildDays.min).max(quoteLimits.buildDays.max),
  schedule: text(quoteLimits.schedule.max).min(quoteLimits.schedule.min, 'is required'),
  notes: text(quoteLimits.notes.max).default(''),
  /** crew days booked for the build, inside the show's move-in window (decision 079); left out: kept as booked */
  crewDays: crewDaysInput.optional(),
});
export type QuoteSubmitBody = z.input<typeof quoteSubmitBody>;

export const quoteSubmit = defineCall({
  path: 'Quote/submit',
  method: 'POST',
  access: 'member',
  summary: "A factory's quote (after accepting; revisable until the deadline or the pick)",
  body: quoteSubmitBody,
  data: quoteRequestDetail,
});

const star = z.number().int().min(factoryRatingLimits.stars.min).max(factoryRatingLimits.stars.max);
export const quoteRateBody = z.strictObject({
  id,
  quality: star,
  punctuality: star,
  service: star,
  comment: text(factoryRatingLimits.comment.max).default(''),
});

export const quoteRate = defineCall({
  path: 'Quote/rate',
  method: 'POST',
  access: 'member',
  summary: "The business rates the chosen factory's build once its show has begun (once): quality, punctuality, service",
  body: quoteRateBody,
  data: quoteRequestDetail,
});

export const quotePick = defineCall({
  path: 'Quote/pick',
  method: 'POST',
  access: 'member',
  summary: 'The business picks one quote (final); every invited factory is told',
  body: z.strictObject({ id, cardno }),
  data: quoteRequestDetail,
});

export { crewAdd, crewCalendar, crewList, crewRename, crewRetire } from './crews.js';
