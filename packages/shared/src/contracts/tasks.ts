import { z } from 'zod';
import { defineCall } from '../call.js';
import { cardno, id, isoDateTime, line, paycode, str, text } from '../fields.js';
import { MAX_CENTS } from '../money.js';
import { cursorQuery, pageOf, pageQuery } from '../pagination.js';
import { endOfShanghaiDay } from '../time.js';
import { showRules } from './buildRules.js';
import { fileId } from './files.js';
import { taskReasonSchema } from './matching.js';
import {
  CONTACT_PHONE,
  DELIVERY_MAX_FILES,
  TASK_MAX_ATTACH,
  TASK_MIN_COST,
  deliverableKinds,
  designStyles,
  designTypes,
  openSides,
  publicTaskStatuses,
  TASK_MAX_REVISIONS,
  taskLimits,
  taskStatuses,
} from './taskOptions.js';

export {
  DELIVERY_MAX_FILES,
  TASK_MAX_ATTACH,
  TASK_MIN_COST,
  deliverableKinds,
  designStyles,
  designTypes,
  openSides,
  publicTaskStatuses,
  TASK_MAX_REVISIONS,
  taskStatuses,
};

/**
 * Business tasks (docs/rules/tasks.md, docs/rules/api.md "Business tasks"). Wire names follow
 * the seed. Money is cents; sdate/edate are calendar days `YYYY-MM-DD`; rdate
 * (the design due date) is an ISO 8601 time, or a day meaning the end of that
 * day in Asia/Shanghai.
 */
export const taskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatus>;

export const designType = z.enum(Object.keys(designTypes) as [keyof typeof designTypes, ...Array<keyof typeof designTypes>]);
export type DesignType = z.infer<typeof designType>;
export const designStyle = z.enum(Object.keys(designStyles) as [keyof typeof designStyles, ...Array<keyof typeof designStyles>]);
export const deliverableKind = z.enum(Object.keys(deliverableKinds) as [keyof typeof deliverableKinds, ...Array<keyof typeof deliverableKinds>]);

/** days after a delivery without a review before it is accepted automatically */
export const AUTO_ACCEPT_DAYS = 7;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isRealDay = (s: string) => {
  const m = DAY_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
};
export const day = str().refine(isRealDay, 'must be a date YYYY-MM-DD');

const ISO_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A due date: a day (its end in Asia/Shanghai) or an ISO 8601 time with offset; null when neither. */
export function parseDueDate(s: string): Date | null {
  if (isRealDay(s)) return endOfShanghaiDay(s);
  if (!ISO_TIME_RE.test(s)) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}
export const dueDate = str().refine((s) => parseDueDate(s) !== null, 'must be a date YYYY-MM-DD or an ISO 8601 time');

/** a contact phone (taskOptions CONTACT_PHONE, which the web client's forms check too) */
export const contactPhone = str().trim().regex(CONTACT_PHONE, 'must be a mobile number or a landline with area code');
export const contact = z.strictObject({ name: line(taskLimits.contactName.max).min(taskLimits.contactName.min, 'is required'), phone: contactPhone });
export type Contact = z.infer<typeof contact>;

/** Every field of a task as the publisher types it (businessTaskPub). */
export const taskFields = {
  title: line(taskLimits.title.max).min(taskLimits.title.min, `at least ${taskLimits.title.min} characters`),
  types: designType,
  /** area in m² */
  plaza: z.number().int().min(taskLimits.plaza.min).max(taskLimits.plaza.max),
  /** dimensions as text, e.g. "9×6 m" */
  sizes: line(taskLimits.sizes.max).min(taskLimits.sizes.min, 'is required'),
  opens: z.number().int().min(taskLimits.opens.min).max(taskLimits.opens.max),
  /** storeys */
  layer: z.number().int().min(taskLimits.layer.min).max(taskLimits.layer.max),
  /** the stand's planned height in cm (typed in metres), checked against the exhibition's height rule */
  heightCm: z.number().int().min(taskLimits.heightCm.min).max(taskLimits.heightCm.max).nullable().optional(),
  /** the stand hangs structures from the hall's ceiling (rigging points), checked against the rigging rule */
  rigging: z.boolean().nullable().optional(),
  style: designStyle,
  /** exhibition city and venue, e.g. "上海 国家会展中心 7.1 馆" */
  addr: line(taskLimits.addr.max).min(taskLimits.addr.min, 'is required'),
  /** the exhibition city (for filters); when left out, the first word of addr */
  city: line(taskLimits.city.max).min(taskLimits.city.min).optional(),
  /** the exhibition (catalogue) it belongs to */
  groupid: id.nullable().optional(),
  /** the booth plot of that exhibition's floor plan it is for (needs groupid) */
  plotId: id.nullable().optional(),
  sdate: day,
  edate: day,
  rdate: dueDate,
  tasks: z.array(deliverableKind).min(1, 'choose at least one deliverable').max(7),
  tips: text(taskLimits.tips.max),
  cost: z
    .number()
    .int()
    .min(TASK_MIN_COST, `at least ${TASK_MIN_COST / 100} coins`)
    .max(MAX_CENTS),
  conts: contact,
  attach: z.array(fileId).max(TASK_MAX_ATTACH),
};

type DateRules = { sdate?: string; edate?: string; rdate?: string };
/** sdate ≤ edate, and the design is due no later than the exhibition's last day. */
export function checkTaskDates(v: DateRules, addIssue: (path: string, message: string) => void) {
  if (v.sdate && v.edate && v.sdate > v.edate) addIssue('edate', 'must not be before sdate');
  const due = v.rdate ? parseDueDate(v.rdate) : null;
  if (due && v.edate && isRealDay(v.edate) && due > endOfShanghaiDay(v.edate)) addIssue('rdate', 'must not be after the exhibition ends');
}

export const taskPubBody = z
  .strictObject({ ...taskFields, tips: taskFields.tips.default(''), attach: taskFields.attach.default([]) })
  .superRefine((v, c) => checkTaskDates(v, (path, message) => c.addIssue({ code: 'custom', path: [path], message })));
export type TaskPubBody = z.input<typeof taskPubBody>;

export const orbitSchema = z.object({
  dates: isoDateTime,
  /** cardno of who did it; null for the platform (timers, admins show as admin) */
  actor: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  from: taskStatus.nullable(),
  to: taskStatus,
  note: z.string(),
});
export type Orbit = z.infer<typeof orbitSchema>;

export const taskFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** a short-lived signed link to the original, for who may download it (a delivery's publisher only after acceptance) */
  url: z.string().nullable(),
  /** images of a delivery: a watermarked preview to show in the browser (same-site, with the session cookie) */
  preview: z.string().nullable().optional(),
  /**
   * a delivered glb or gltf (decision 034): what the server read and the address of its web preview (a meshopt glb,
   * same-site with the session cookie) for the 3D viewer; the original stays `url` (null until acceptance for the
   * publisher) and `original`, the same stream with the DELIVERY_ORIGINAL_LOCKED refusal until then
   */
  model: z
    .object({
      preview: z.string(),
      original: z.string(),
      polygons: z.number().int(),
      bbox: z.tuple([z.number(), z.number(), z.number()]),
    })
    .optional(),
});
export type TaskFile = z.infer<typeof taskFileSchema>;

/** A task in lists: never contact data nor attachments. */
export const taskListItemSchema = z.object({
  id: z.number().int(),
  cardno: z.string(),
  nickname: z.string(),
  title: z.string(),
  types: designType,
  plaza: z.number().int(),
  sizes: z.string(),
  opens: z.number().int(),
  layer: z.number().int(),
  style: designStyle,
  addr: z.string(),
  city: z.string(),
  groupid: z.number().int().nullable(),
  /** the booth plot of the exhibition's floor plan */
  plotId: z.number().int().nullable().optional(),
  sdate: z.string(),
  edate: z.string(),
  rdate: isoDateTime,
  tasks: z.array(deliverableKind),
  tips: z.string(),
  cost: z.number().int(),
  status: taskStatus,
  /** created */
  dates: isoDateTime,
  /** last change */
  times: isoDateTime,
  signups: z.number().int(),
  /** the selected designer's cardno */
  designer: z.string().nullable(),
});
export type TaskListItem = z.infer<typeof taskListItemSchema>;

export const taskDetailSchema = taskListItemSchema.extend({
  /** the stand's planned height in cm, and whether it hangs from rigging points (null: the brief does not say) */
  heightCm: z.number().int().nullable().optional(),
  rigging: z.boolean().nullable().optional(),
  /** only for the publisher, the selected designer and admins; null for everyone else */
  conts: contact.nullable(),
  attach: z.array(taskFileSchema).nullable(),
  designerName: z.string().nullable(),
  /** the publisher's and the selected designer's avatar URLs, null without one */
  publisherLogo: z.string().nullable().optional(),
  designerLogo: z.string().nullable().optional(),
  revisions: z.number().int(),
  /** when a delivery not reviewed is accepted automatically */
  autoAcceptAt: isoDateTime.nullable(),
  /** commission in basis points, fixed when the task was paid */
  commissionRate: z.number().int().nullable(),
  /** the service package the task was bought from (docs/rules/services.md), null for a published task */
  serviceId: z.number().int().nullable(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const deliverySchema = z.object({
  version: z.number().int(),
  note: z.string(),
  files: z.array(taskFileSchema),
  dates: isoDateTime,
});
export type Delivery = z.infer<typeof deliverySchema>;

export const signupStatus = z.enum(['active', 'withdrawn', 'selected', 'rejected']);
export const signupSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  cardno: z.string(),
  nickname: z.string(),
  userlogo: z.string().nullable(),
  message: z.string(),
  days: z.number().int(),
  quote: z.number().int().nullable(),
  status: signupStatus,
  dates: isoDateTime,
  /** the designer's standing: ratings received and tasks completed */
  taidu: z.number(),
  sudu: z.number(),
  pinzhi: z.number(),
  completed: z.number().int(),
});
export type Signup = z.infer<typeof signupSchema>;

/** What the viewer is to this task, so the client shows the right actions. */
export const viewerRelation = z.enum(['publisher', 'designer', 'applicant', 'admin', 'other', 'anonymous']);

export const idBody = z.strictObject({ id });
const statusOut = (s: TaskStatus) => z.object({ id: z.number().int(), status: z.literal(s) });

export const businessTaskPub = defineCall({
  path: 'Taskcenter/businessTaskPub',
  method: 'POST',
  access: 'member',
  summary: 'Publish a task (businesses): it starts unpaid, visible only to its publisher',
  body: taskPubBody,
  data: statusOut('unpaid'),
});

export const businessTaskEdit = defineCall({
  path: 'Taskcenter/businessTaskEdit',
  method: 'POST',
  access: 'member',
  summary: 'Edit a task: every field while unpaid; only tips and attach while recruiting',
  body: z
    .strictObject({ id, ...z.object(taskFields).partial().shape })
    .superRefine((v, c) => checkTaskDates(v, (path, message) => c.addIssue({ code: 'custom', path: [path], message }))),
  data: taskDetailSchema,
});

export const businessTaskDel = defineCall({
  path: 'Taskcenter/businessTaskDel',
  method: 'POST',
  access: 'member',
  summary: 'Delete an unpaid task',
  body: idBody,
  data: z.null(),
});

export const businessTaskPay = defineCall({
  path: 'Taskcenter/businessTaskPay',
  method: 'POST',
  access: 'member',
  summary: "Pay a task's budget into escrow with the payment PIN; it starts recruiting",
  body: z.strictObject({
    id,
    paycode,
    /** the budget (cents) the publisher was shown: another budget (edited meanwhile) is refused with TASK_PRICE_CHANGED */
    price: z.number().int().min(0).max(MAX_CENTS).optional(),
  }),
  data: statusOut('recruiting'),
  idempotent: true,
  checks: { secret: 'paycode', field: 'paycode' },
});

/** the task hall's filters (also what a saved search keeps: contracts/savedSearches.ts) */
export const listFilters = {
  keyword: line(60).optional(),
  types: z.union([designType, z.array(designType).max(6)]).optional(),
  city: z.union([line(30).min(1), z.array(line(30).min(1)).max(20)]).optional(),
  status: z.union([taskStatus, z.array(taskStatus).max(7)]).optional(),
  costMin: z.number().int().min(0).max(MAX_CENTS).optional(),
  costMax: z.number().int().min(0).max(MAX_CENTS).optional(),
  plazaMin: z.number().int().min(0).max(100_000).optional(),
  plazaMax: z.number().int().min(0).max(100_000).optional(),
  /** relevance (with a keyword) | newest | cost_desc | cost_asc | rdate (soonest due) | plaza_desc */
  sort: z.enum(['relevance', 'newest', 'cost_desc', 'cost_asc', 'rdate', 'plaza_desc']).optional(),
};

export const getBusinesTask = defineCall({
  path: 'Taskcenter/getBusinesTask',
  method: 'POST',
  access: 'public',
  summary: 'The public task list: keyword (Chinese or English), filters and sorting; never contact data',
  body: z.strictObject({ ...pageQuery, ...cursorQuery, ...listFilters }),
  data: pageOf(taskListItemSchema),
});

/** What a viewer may do with a task, as the server decides it (apps/server/src/modules/tasks/tasks.policy.ts). */
export const taskActions = [
  'edit',
  'delete',
  'pay',
  'cancel',
  'signUp',
  'withdrawSignup',
  'select',
  'deliver',
  'revise',
  'accept',
  'complain',
] as const;
export type TaskAction = (typeof taskActions)[number];
/** One boolean per action: true when the server would accept it now (a call may still refuse its body, e.g. a wrong PIN). */
export const taskCanSchema = z.record(z.enum(taskActions), z.boolean());
export type TaskCan = z.infer<typeof taskCanSchema>;

export const showBusinesTask = defineCall({
  path: 'Taskcenter/showBusinesTask',
  method: 'POST',
  access: 'public',
  summary: 'One task with its orbits, latest delivery (parties and admins) and applicants (publisher and admins)',
  body: idBody,
  data: z.object({
    detail: taskDetailSchema,
    orbits: z.array(orbitSchema),
    /** the latest delivery: publisher, selected designer and admins only */
    newdoc: deliverySchema.nullable(),
    /** every delivery, newest first: publisher, selected designer and admins only */
    deliveries: z.array(deliverySchema).optional(),
    signups: z.array(signupSchema).optional(),
    /** the viewer's own signup */
    mySignup: signupSchema.nullable(),
    relation: viewerRelation,
    /** the viewer favourited it */
    fav: z.boolean(),
    /** what the viewer may do with it now: pages show exactly these actions */
    can: taskCanSchema.optional(),
    /** the exhibition the task is for, with its build rules (designers read them before signing up) */
    exhibition: z.object({ id: z.number().int(), title: z.string(), rules: showRules.nullable() }).nullable().optional(),
  }),
});

export const businessTaskList = defineCall({
  path: 'Taskcenter/businessTaskList',
  method: 'POST',
  access: 'member',
  summary: "The publisher's own tasks, newest first",
  body: z.strictObject({ ...pageQuery, status: z.union([taskStatus, z.array(taskStatus).max(7)]).optional() }),
  data: pageOf(taskListItemSchema),
});

export const businessTaskCancel = defineCall({
  path: 'Taskcenter/businessTaskCancel',
  method: 'POST',
  access: 'member',
  summary: 'Cancel a recruiting task; the escrow returns to the publisher in full',
  body: idBody,
  data: statusOut('cancelled'),
});

export const businessSelect = defineCall({
  path: 'Taskcenter/businessSelect',
  method: 'POST',
  access: 'member',
  summary: 'Select one applicant; the others are told they were not chosen',
  body: z.strictObject({ id, cardno }),
  data: statusOut('in_progress'),
});

export const businessRevise = defineCall({
  path: 'Taskcenter/businessRevise',
  method: 'POST',
  access: 'member',
  summary: `Ask for a revision of the delivery (at most ${TASK_MAX_REVISIONS} times)`,
  body: z.strictObject({ id, reason: text(taskLimits.reviseReason.max).min(taskLimits.reviseReason.min, 'is required') }),
  data: statusOut('in_progress'),
});

export const businessAccept = defineCall({
  path: 'Taskcenter/businessAccept',
  method: 'POST',
  access: 'member',
  summary: 'Accept the delivery: the escrow goes to the designer less commission',
  body: idBody,
  data: statusOut('completed'),
});

export const designerSignup = defineCall({
  path: 'Taskcenter/designerSignup',
  method: 'POST',
  access: 'member',
  summary: 'Sign up for a recruiting task (designers; once per task, never on your own)',
  body: z.strictObject({
    id,
    message: text(taskLimits.signupMessage.max).min(taskLimits.signupMessage.min, `at least ${taskLimits.signupMessage.min} characters`),
    days: z.number().int().min(taskLimits.signupDays.min).max(taskLimits.signupDays.max),
    /** a quoted price, for information only */
    quote: z.number().int().min(0).max(MAX_CENTS).nullable().optional(),
  }),
  data: signupSchema,
});

export const designerSignupCancel = defineCall({
  path: 'Taskcenter/designerSignupCancel',
  method: 'POST',
  access: 'member',
  summary: 'Withdraw your signup while the task is recruiting',
  body: idBody,
  data: z.null(),
});

export const designerTaskList = defineCall({
  path: 'Taskcenter/designerTaskList',
  method: 'POST',
  access: 'member',
  summary: 'Tasks the designer signed up for or works on, newest signup first',
  body: z.strictObject({ ...pageQuery, status: z.union([taskStatus, z.array(taskStatus).max(7)]).optional() }),
  data: pageOf(taskListItemSchema.extend({ mySignup: signupStatus })),
});

export const designerTaskPost = defineCall({
  path: 'Taskcenter/designerTaskPost',
  method: 'POST',
  access: 'member',
  summary: 'Deliver (the selected designer): a note and files, kept as a new version',
  body: z.strictObject({
    id,
    note: text(taskLimits.deliveryNote.max).min(taskLimits.deliveryNote.min, 'is required'),
    files: z.array(fileId).min(1, 'at least one file').max(DELIVERY_MAX_FILES),
  }),
  data: z.object({ id: z.number().int(), status: z.literal('delivered'), version: z.number().int() }),
});

export const recommendList = defineCall({
  path: 'Taskcenter/recommendList',
  method: 'POST',
  access: 'member',
  summary:
    'Recruiting tasks that fit the designer: past types and city, the budget against their own past prices, the due date against their load, with the reasons; never a task or kind they said is not for them',
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(taskListItemSchema.extend({ score: z.number().optional(), reasons: z.array(taskReasonSchema).optional() })),
});

export const homeStats = defineCall({
  path: 'Taskcenter/homeStats',
  method: 'POST',
  access: 'public',
  summary: 'Live counts for the home page',
  body: z.strictObject({}),
  data: z.object({ recruiting: z.number().int(), designers: z.number().int(), completed: z.number().int() }),
});

/** The conversation of a task (publisher ↔ designer). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  cardno: z.string(),
  nickname: z.string(),
  /** the sender's avatar URL, null without one */
  userlogo: z.string().nullable().optional(),
  content: z.string(),
  files: z.array(taskFileSchema),
  dates: isoDateTime,
  /** contact details in it were masked (sent before the designer was selected) */
  masked: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatList = defineCall({
  path: 'Taskcenter/chatList',
  method: 'POST',
  access: 'member',
  summary:
    "A task's conversation with one designer, oldest first: the publisher names the designer (default: the selected one); a designer sees their own; admins any",
  body: z.strictObject({ ...pageQuery, id, designer: cardno.optional() }),
  data: pageOf(chatMessageSchema),
});

export const chatPost = defineCall({
  path: 'Taskcenter/chatPost',
  method: 'POST',
  access: 'member',
  summary: 'Write in a task conversation (text and files); contact details are masked until a designer is selected',
  body: z.strictObject({
    id,
    designer: cardno.optional(),
    content: text(2000).default(''),
    files: z.array(fileId).max(10).default([]),
  }),
  data: chatMessageSchema,
});
