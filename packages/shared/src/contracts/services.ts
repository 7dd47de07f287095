import { z } from 'zod';
import { defineCall } from '../call.js';
import { cardno, id, isoDateTime, line, paycode, text } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';
import { fileId } from './files.js';
import { contact, day, deliverableKind, designStyle, designType, TASK_MAX_REVISIONS, TASK_MIN_COST } from './tasks.js';
import { SERVICE_DAYS_MAX, SERVICE_PRICE_MAX, serviceLimits, serviceSorts } from './serviceOptions.js';
import { taskLimits } from './taskOptions.js';

/**
 * Service packages (docs/rules/services.md, decision 033): fixed-price offers a designer publishes, like Fiverr's
 * gigs ("36 m² island booth, 3 views, 5 days, 3,000.00 coins"). A business buys one with its payment PIN: in one
 * transaction a task is created already assigned to that designer (in_progress) with the price paid into escrow,
 * and the normal task flow (deliver, revise, accept) follows. Prices are integer cents.
 */
export const serviceStatuses = ['active', 'paused'] as const;
export const serviceStatus = z.enum(serviceStatuses);
export type ServiceStatus = z.infer<typeof serviceStatus>;

export { SERVICE_DAYS_MAX, SERVICE_PRICE_MAX, serviceSorts };

/** The fields of a package as the designer types them. */
export const serviceFields = {
  title: line(serviceLimits.title.max).min(serviceLimits.title.min, `at least ${serviceLimits.title.min} characters`),
  descr: text(serviceLimits.descr.max).default(''),
  /** the design type (the task's `types`; a code of the designType tree) */
  category: designType,
  style: designStyle,
  /** the area the offer covers, m² */
  plaza: z.number().int().min(serviceLimits.plaza.min).max(serviceLimits.plaza.max),
  /** open sides 1–4 (inline … island) */
  opens: z.number().int().min(serviceLimits.opens.min).max(serviceLimits.opens.max),
  /** days from purchase to the design's due date */
  days: z.number().int().min(serviceLimits.days.min).max(serviceLimits.days.max),
  /** revisions included (the task flow allows at most TASK_MAX_REVISIONS) */
  revisions: z.number().int().min(0).max(TASK_MAX_REVISIONS),
  deliverables: z.array(deliverableKind).min(1, 'choose at least one deliverable').max(7),
  price: z
    .number()
    .int()
    .min(TASK_MIN_COST, `at least ${TASK_MIN_COST / 100} coins`)
    .max(SERVICE_PRICE_MAX),
  /** the cover: the designer's own image uploaded with purpose `preview`, or null */
  cover: fileId.nullable().optional(),
};

export const serviceDesigner = z.object({
  cardno: z.string(),
  nickname: z.string(),
  userlogo: z.string().nullable(),
  city: z.string().nullable(),
  /** mean of attitude, speed and quality received (one decimal), null without evaluations */
  rating: z.number().nullable(),
  completed: z.number().int(),
});

export const serviceListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: designType,
  style: designStyle,
  plaza: z.number().int(),
  opens: z.number().int(),
  days: z.number().int(),
  revisions: z.number().int(),
  deliverables: z.array(deliverableKind),
  price: z.number().int(),
  /** the cover's URL, or null */
  cover: z.string().nullable(),
  status: serviceStatus,
  /** tasks bought from it */
  sales: z.number().int(),
  /** `userlogo`: the designer's avatar URL, null without one */
  designer: z.object({ cardno: z.string(), nickname: z.string(), userlogo: z.string().nullable().optional() }),
  updatedAt: isoDateTime,
});
export type ServiceListItem = z.infer<typeof serviceListItem>;

export const serviceCan = z.object({
  /** Service/serviceEdit, serviceStatus, serviceDel: the owner */
  edit: z.boolean(),
  /** Service/serviceBuy: an active business, not the owner, while active */
  buy: z.boolean(),
});

export const serviceDetail = serviceListItem.extend({
  descr: z.string(),
  /** the cover's file id (for the edit form), or null */
  coverId: z.string().nullable(),
  designer: serviceDesigner,
  can: serviceCan,
});
export type ServiceDetail = z.infer<typeof serviceDetail>;

const idBody = z.strictObject({ id });

export const searchService = defineCall({
  path: 'Common/searchService',
  method: 'POST',
  access: 'public',
  summary:
    "Active packages: keyword (Chinese or English), design type, price range (cents), a designer's cardno; newest, cheapest, dearest or best-selling first",
  body: z.strictObject({
    searchKey: line(60).optional(),
    category: designType.optional(),
    priceMin: z.number().int().min(0).max(SERVICE_PRICE_MAX).optional(),
    priceMax: z.number().int().min(0).max(SERVICE_PRICE_MAX).optional(),
    cardno: cardno.optional(),
    sort: z.enum(serviceSorts).default('newest'),
    ...pageQuery,
  }),
  data: pageOf(serviceListItem),
});

export const serviceInfo = defineCall({
  path: 'Common/serviceInfo',
  method: 'POST',
  access: 'public',
  summary: 'One package with its designer: active ones for everyone, paused ones for their owner only (else SERVICE_NOT_FOUND)',
  body: idBody,
  data: serviceDetail,
});

export const servicePub = defineCall({
  path: 'Service/servicePub',
  method: 'POST',
  access: 'member',
  summary: 'Publish a package (designers only); it is active at once',
  body: z.strictObject(serviceFields),
  data: serviceDetail,
});

export const serviceEdit = defineCall({
  path: 'Service/serviceEdit',
  method: 'POST',
  access: 'member',
  summary: 'Change a package (its owner): every field is sent; tasks already bought keep the price they were bought at',
  body: z.strictObject({ id, ...serviceFields }),
  data: serviceDetail,
});

export const serviceStatusCall = defineCall({
  path: 'Service/serviceStatus',
  method: 'POST',
  access: 'member',
  summary: 'Pause a package (it leaves the search and cannot be bought) or make it active again (its owner)',
  body: z.strictObject({ id, status: serviceStatus }),
  data: z.object({ id: z.number().int(), status: serviceStatus }),
});

export const serviceDel = defineCall({
  path: 'Service/serviceDel',
  method: 'POST',
  access: 'member',
  summary: 'Delete a package (its owner): it disappears; tasks bought from it go on',
  body: idBody,
  data: z.object({ id: z.number().int() }),
});

export const myServices = defineCall({
  path: 'Service/myServices',
  method: 'POST',
  access: 'member',
  summary: "The designer's own packages (active and paused), last changed first, with their sales",
  body: z.strictObject({ status: serviceStatus.optional(), ...pageQuery }),
  data: pageOf(serviceListItem),
});

/** What the business tells the designer when buying: where and when the exhibition is, its requirements, a contact. */
export const serviceBrief = {
  /** exhibition city and venue */
  addr: line(taskLimits.addr.max).min(taskLimits.addr.min, 'is required'),
  sdate: day,
  edate: day,
  tips: text(taskLimits.tips.max).default(''),
  conts: contact,
};

export const serviceBuy = defineCall({
  path: 'Service/serviceBuy',
  method: 'POST',
  access: 'member',
  summary:
    'Buy a package (businesses, payment PIN): a task assigned to its designer is created in progress and the price is paid into escrow, in one transaction',
  body: z.strictObject({
    id,
    paycode,
    /** the price (cents) the buyer was shown: another price is refused with SERVICE_PRICE_CHANGED */
    price: z.number().int().min(0).max(SERVICE_PRICE_MAX),
    ...serviceBrief,
  }),
  data: z.object({ taskId: z.number().int(), status: z.literal('in_progress') }),
  idempotent: true,
  checks: { secret: 'paycode', field: 'paycode' },
});
