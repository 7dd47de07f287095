import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, isoDateTime, line, text } from '../fields.js';
import { REASON_MAX } from '../patterns.js';
import { pageOf, pageQuery } from '../pagination.js';
import { showRules } from './buildRules.js';
import { buildSchedule } from './buildSchedule.js';
import { exhibitionLimits, planLimits, PLOT_EXHIBITOR_MAX, plotStates } from './exhibitionOptions.js';
import { catalogueQuery, eventDays, MAX_EVENT_DAYS } from './catalogue.js';
import { fileId } from './files.js';
import { day, taskListItemSchema } from './tasks.js';

/**
 * Exhibitions (huizhan) and their floor plans (docs/rules/catalogue.md). Public answers give
 * text in the request's language (`title`, `descr`, `content`, hall `name`); the publisher's
 * edit call (`Article/huizhanEdit`) answers both languages. Images are public files of purpose
 * `exhibition`: bodies carry file ids, answers carry URLs. Lengths of floor plans are centimetres.
 */
export const exhibitionStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export const exhibitionStatus = z.enum(exhibitionStatuses);
export type ExhibitionStatus = z.infer<typeof exhibitionStatus>;

/** the most images an exhibition's gallery holds */
export const GALLERY_MAX = 20;
/** floor plan limits (Article/huizhanPlan; the rest in exhibitionOptions planLimits) */
export const PLAN_MAX_HALLS = 50;
export const PLAN_MAX_PLOTS = 2000;
/** the largest hall side, cm (2 km) */
export const PLAN_MAX_CM = planLimits.cm.max;

export { showRules, type ShowRules } from './buildRules.js';

export const venueRef = z.object({ id: z.number().int(), name: z.string() });
export const imageRef = z.object({ fileId: z.string(), url: z.string() });

/** An exhibition in lists (Common/searchHuizhan, Myfavorite/huizhanList). */
export const exhibitionListItem = z.object({
  id: z.number().int(),
  /** in the request's language */
  title: z.string(),
  city: z.string(),
  /** the linked venue, or null (then `address` says where) */
  venue: venueRef.nullable(),
  address: z.string(),
  sdate: z.string(),
  edate: z.string(),
  /** industry code (categories tree `industry`) */
  industry: z.string(),
  /** m² */
  area: z.number().int(),
  exhibitors: z.number().int(),
  /** the cover's public URL */
  cover: z.string().nullable(),
  /** the viewer favourited it (false for visitors) */
  fav: z.boolean(),
  /** it has a floor plan (booth plots to pick from) */
  hasPlan: z.boolean().optional(),
});
export type ExhibitionListItem = z.infer<typeof exhibitionListItem>;

export const searchHuizhan = defineCall({
  path: 'Common/searchHuizhan',
  method: 'POST',
  access: 'public',
  summary: 'Approved exhibitions: keyword (Chinese or English), cities, industry, area band (plaza), date range, venue',
  body: z.strictObject({
    searchKey: catalogueQuery.searchKey,
    city: catalogueQuery.city,
    plaza: catalogueQuery.plaza,
    industry: catalogueQuery.industry,
    dateFrom: catalogueQuery.dateFrom,
    dateTo: catalogueQuery.dateTo,
    venueId: id.optional(),
    /** only exhibitions with a floor plan */
    hasPlan: z.boolean().optional(),
    ...pageQuery,
  }),
  data: pageOf(exhibitionListItem),
});

/** What the viewer may do with an exhibition, as the server decides it. */
export const exhibitionCan = z.object({
  /** Article/huizhanPub with this id (owner or admin, not while pending) */
  edit: z.boolean(),
  /** Admin/huizhanReview (admins, while pending) */
  review: z.boolean(),
  /** Article/huizhanPlan (owner or admin, any state) */
  plan: z.boolean(),
});

export const exhibitionDetail = exhibitionListItem.extend({
  descr: z.string(),
  /** sanitised HTML */
  content: z.string(),
  organiser: z.string(),
  gallery: z.array(imageRef),
  rules: showRules.nullable(),
  /** move-in and move-out days, hall hours and build rules (decision 079); null when none is set */
  buildSchedule: buildSchedule.nullable().optional(),
  /** number of halls and of booth plots on the floor plan */
  halls: z.number().int(),
  plots: z.number().int(),
  status: exhibitionStatus,
  /** only for the publisher and admins; null otherwise */
  rejectReason: z.string().nullable(),
  publishedAt: isoDateTime.nullable(),
  can: exhibitionCan,
});
export type ExhibitionDetail = z.infer<typeof exhibitionDetail>;

export const exhibitionIdBody = z.strictObject({ id });

export const huizhanInfo = defineCall({
  path: 'Common/huizhanInfo',
  method: 'POST',
  access: 'public',
  summary: 'One exhibition: approved for everyone, any state for its publisher and admins (else EXHIBITION_NOT_FOUND)',
  body: exhibitionIdBody,
  data: exhibitionDetail,
});

/** a task posted for a booth plot, as the plan's panel links it */
export const plotTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  /** the viewer published it */
  mine: z.boolean(),
});
export type PlotTask = z.infer<typeof plotTaskSchema>;

/** a booth plot as answered */
export const plotSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  widthCm: z.number().int(),
  depthCm: z.number().int(),
  /** open sides: 1 inline, 2 corner, 3 peninsula, 4 island */
  opens: z.number().int(),
  xCm: z.number().int(),
  yCm: z.number().int(),
  /** public tasks posted for this plot */
  taskCount: z.number().int().optional(),
  /** free, reserved or sold, as the organiser marked it (decision 070) */
  state: z.enum(plotStates).optional(),
  /** who holds a reserved or sold plot: to everyone when the organiser publishes it, always to the organiser and admins */
  exhibitor: z.string().nullable().optional(),
  /** whether the exhibitor's name is shown to everyone (the organiser and admins only) */
  exhibitorPublic: z.boolean().optional(),
  /** the tasks posted for this plot, newest first (Common/huizhanBooth): public ones and the viewer's own drafts */
  tasks: z.array(plotTaskSchema).optional(),
});
export const hallSchema = z.object({
  id: z.number().int(),
  /** in the request's language (huizhanBooth); the original in huizhanEdit */
  name: z.string(),
  /** the English twin (huizhanEdit and huizhanPlan answers) */
  nameEn: z.string().nullable().optional(),
  widthCm: z.number().int(),
  depthCm: z.number().int(),
  plots: z.array(plotSchema),
});
export type PlotRow = z.infer<typeof plotSchema>;
export type HallRow = z.infer<typeof hallSchema>;

export const boothData = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  venue: venueRef.nullable(),
  address: z.string(),
  sdate: z.string(),
  edate: z.string(),
  rules: showRules.nullable(),
  buildSchedule: buildSchedule.nullable().optional(),
  halls: z.array(hallSchema),
  can: z.object({ plan: z.boolean() }),
});
export type ExhibitionBooth = z.infer<typeof boothData>;

export const huizhanBooth = defineCall({
  path: 'Common/huizhanBooth',
  method: 'POST',
  access: 'public',
  summary: "An exhibition's floor plan: halls with booth plots, plus what a task brief takes from it (rules, city, venue, dates)",
  body: exhibitionIdBody,
  data: boothData,
});

const cm = z.number().int().min(1).max(PLAN_MAX_CM);
/** a plot as sent: `id` keeps an existing plot (tasks refer to it); without it a new plot is made */
export const plotInput = z.strictObject({
  id: id.optional(),
  number: line(planLimits.plotNumber.max).min(planLimits.plotNumber.min, 'is required'),
  widthCm: cm,
  depthCm: cm,
  opens: z.number().int().min(planLimits.opens.min).max(planLimits.opens.max),
  xCm: z.number().int().min(0).max(PLAN_MAX_CM),
  yCm: z.number().int().min(0).max(PLAN_MAX_CM),
});
export const hallInput = z.strictObject({
  id: id.optional(),
  name: line(planLimits.hallName.max).min(planLimits.hallName.min, 'is required'),
  nameEn: line(80).nullable().optional(),
  widthCm: cm,
  depthCm: cm,
  plots: z.array(plotInput).max(PLAN_MAX_PLOTS),
});
export type PlotInput = z.infer<typeof plotInput>;
export type HallInput = z.infer<typeof hallInput>;

export const huizhanPlan = defineCall({
  path: 'Article/huizhanPlan',
  method: 'POST',
  access: 'member',
  summary: 'Replace the whole floor plan (publisher or admin; no re-review): plots inside their hall, not overlapping, numbers unique per hall',
  body: z.strictObject({ id, halls: z.array(hallInput).max(PLAN_MAX_HALLS) }),
  data: boothData,
});

export const huizhanPlotMark = defineCall({
  path: 'Article/huizhanPlotMark',
  method: 'POST',
  access: 'member',
  summary: "Mark a booth plot free, reserved or sold, with its exhibitor and whether the name is public (the exhibition's publisher or an admin)",
  body: z.strictObject({
    /** the exhibition */
    id,
    plotId: id,
    state: z.enum(plotStates),
    /** kept only on a reserved or sold plot */
    exhibitor: line(PLOT_EXHIBITOR_MAX).nullable().optional(),
    exhibitorPublic: z.boolean().optional(),
  }),
  data: plotSchema,
});

/** Every field of an exhibition as the publisher types it (huizhanPub; huizhanEdit answers the same). */
export const exhibitionFields = {
  title: line(exhibitionLimits.title.max).min(exhibitionLimits.title.min, `at least ${exhibitionLimits.title.min} characters`),
  titleEn: line(exhibitionLimits.titleEn.max).nullable().optional(),
  industry: line(exhibitionLimits.industry.max).min(exhibitionLimits.industry.min, 'is required'),
  city: line(exhibitionLimits.city.max).min(exhibitionLimits.city.min, 'is required'),
  venueId: id.nullable().optional(),
  address: line(exhibitionLimits.address.max).default(''),
  sdate: day,
  edate: day,
  organiser: line(exhibitionLimits.organiser.max).default(''),
  organiserEn: line(exhibitionLimits.organiserEn.max).nullable().optional(),
  area: z.number().int().min(exhibitionLimits.area.min).max(exhibitionLimits.area.max).default(0),
  exhibitors: z.number().int().min(exhibitionLimits.exhibitors.min).max(exhibitionLimits.exhibitors.max).default(0),
  descr: text(exhibitionLimits.descr.max).default(''),
  descrEn: text(exhibitionLimits.descr.max).nullable().optional(),
  /** rich text HTML; sanitised by the server (p, br, strong, em, ul, ol, li, h2–h4, a, img of our files, blockquote, tables) */
  content: text(exhibitionLimits.content.max).default(''),
  contentEn: text(exhibitionLimits.content.max).nullable().optional(),
  cover: fileId.nullable().optional(),
  gallery: z.array(fileId).max(GALLERY_MAX).default([]),
  rules: showRules.nullable().optional(),
};

export const huizhanPubBody = z
  .strictObject({
    /** edit this entry (own draft, rejected or approved one; an approved one goes back to pending) */
    id: id.optional(),
    /** true: submit for review (pending); false: keep as a draft (an approved entry is submitted either way) */
    submit: z.boolean(),
    ...exhibitionFields,
  })
  .refine((v) => v.sdate <= v.edate, { path: ['edate'], message: 'must not be before sdate' })
  .refine((v) => v.sdate > v.edate || eventDays(v.sdate, v.edate) <= MAX_EVENT_DAYS, {
    path: ['edate'],
    message: `at most ${MAX_EVENT_DAYS} days after sdate`,
  });
export type HuizhanPubBody = z.input<typeof huizhanPubBody>;

export const huizhanPub = defineCall({
  path: 'Article/huizhanPub',
  method: 'POST',
  access: 'member',
  summary: 'Publish or edit an exhibition (businesses and admins): a draft, or submitted for review',
  body: huizhanPubBody,
  data: z.object({ id: z.number().int(), status: exhibitionStatus }),
});

export const mineItem = z.object({
  id: z.number().int(),
  /** the original title */
  title: z.string(),
  /** the English title, shown on an English page (decision 087); null without one */
  titleEn: z.string().nullable().optional(),
  city: z.string(),
  sdate: z.string(),
  edate: z.string(),
  cover: z.string().nullable(),
  status: exhibitionStatus,
  rejectReason: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type ExhibitionMineItem = z.infer<typeof mineItem>;

export const huizhanMine = defineCall({
  path: 'Article/huizhanMine',
  method: 'POST',
  access: 'member',
  summary: "The member's own exhibitions in every state, last changed first",
  body: z.strictObject({ ...pageQuery, status: exhibitionStatus.optional() }),
  data: pageOf(mineItem),
});

export const huizhanEdit = defineCall({
  path: 'Article/huizhanEdit',
  method: 'POST',
  access: 'member',
  summary: 'The stored fields of an exhibition in both languages, for the edit form (publisher or admin)',
  body: exhibitionIdBody,
  data: z.object({
    id: z.number().int(),
    status: exhibitionStatus,
    rejectReason: z.string().nullable(),
    title: z.string(),
    titleEn: z.string().nullable(),
    industry: z.string(),
    city: z.string(),
    venueId: z.number().int().nullable(),
    /** the linked venue's name (its Chinese one), for the form's venue box */
    venueName: z.string().nullable().optional(),
    address: z.string(),
    sdate: z.string(),
    edate: z.string(),
    organiser: z.string(),
    organiserEn: z.string().nullable(),
    area: z.number().int(),
    exhibitors: z.number().int(),
    descr: z.string(),
    descrEn: z.string().nullable(),
    content: z.string(),
    contentEn: z.string().nullable(),
    /** file ids */
    cover: z.string().nullable(),
    gallery: z.array(z.string()),
    rules: showRules.nullable(),
    coverUrl: z.string().nullable(),
    galleryUrls: z.array(imageRef),
    /** the floor plan, names in both languages */
    halls: z.array(hallSchema),
    /** the build schedule for its editor (decision 079), hall names in Chinese; null when none is set */
    buildSchedule: buildSchedule.nullable().optional(),
    can: exhibitionCan,
  }),
});

export const queueRow = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string().nullable(),
  city: z.string(),
  sdate: z.string(),
  edate: z.string(),
  cover: z.string().nullable(),
  /** the publisher */
  cardno: z.string(),
  nickname: z.string().nullable(),
  status: exhibitionStatus,
  /** the reviewing admin's nickname */
  reviewer: z.string().nullable(),
  reviewedAt: isoDateTime.nullable(),
  /** the reason of a rejection */
  reason: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type ExhibitionQueueRow = z.infer<typeof queueRow>;

export const huizhanQueue = defineCall({
  path: 'Admin/huizhanQueue',
  method: 'POST',
  access: 'admin',
  summary: 'Exhibitions to review: pending first (oldest first), then the others last changed first; keyword over titles',
  body: z.strictObject({ ...pageQuery, status: exhibitionStatus.optional(), keyword: line(60).optional() }),
  data: pageOf(queueRow),
});

export const huizhanReview = defineCall({
  path: 'Admin/huizhanReview',
  method: 'POST',
  access: 'admin',
  summary: 'Approve a pending exhibition or reject it with a reason; the publisher gets a message, the audit log an entry',
  body: z
    .strictObject({ id, approve: z.boolean(), reason: text(REASON_MAX).min(1).optional() })
    .refine((b) => b.approve || Boolean(b.reason), { path: ['reason'], message: 'a reason is required to reject' }),
  data: z.object({ id: z.number().int(), status: exhibitionStatus }),
});

export const huizhanTasks = defineCall({
  path: 'Common/huizhanTasks',
  method: 'POST',
  access: 'public',
  summary: "An approved exhibition's recruiting tasks, newest first",
  body: z.strictObject({ id, ...pageQuery }),
  data: pageOf(taskListItemSchema),
});

export const downloadHzImg = defineCall({
  path: 'Common/downloadHzImg',
  method: 'POST',
  access: 'public',
  summary: "The URL of a zip of an exhibition's cover and gallery (streamed, named after the exhibition)",
  body: exhibitionIdBody,
  data: z.object({ url: z.string() }),
});

/** the GET route that streams the zip (downloadHzImg answers its URL) */
export const hzImgZipPath = (exhibitionId: number) => `/api/Common/downloadHzImg/${exhibitionId}.zip`;

export { huizhanSchedule } from './buildSchedule.js';
