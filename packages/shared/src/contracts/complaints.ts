import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, isoDateTime, text } from '../fields.js';
import { positiveCents } from '../money.js';
import { pageOf, pageQuery } from '../pagination.js';
import { complaintCategories, complaintDecisions, complaintLimits, complaintStatuses } from './complaintOptions.js';
import { reason } from './admin.js';
import { fileId } from './files.js';
import { chatMessageSchema, deliverySchema, orbitSchema, taskDetailSchema } from './tasks.js';

/**
 * Complaints (docs/rules/tasks.md): a party of an in-progress or delivered task files
 * one, which freezes the escrow (the task becomes disputed). An admin decides:
 * pay the designer, refund the business, or split by amount. The author may
 * edit or withdraw it while open.
 */
export { complaintCategories, complaintDecisions, complaintStatuses };
export const complaintCategory = z.enum(
  Object.keys(complaintCategories) as [keyof typeof complaintCategories, ...Array<keyof typeof complaintCategories>],
);
export const complaintStatus = z.enum(complaintStatuses);
export const complaintDecision = z.enum(complaintDecisions);

export const complaintFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string().nullable(),
});

/** What a viewer may do with a complaint, as the server decides it (apps/server/src/modules/complaints/complaints.policy.ts). */
export const complaintActions = ['edit', 'withdraw', 'take', 'decide'] as const;
export type ComplaintAction = (typeof complaintActions)[number];
export const complaintCanSchema = z.record(z.enum(complaintActions), z.boolean());
export type ComplaintCan = z.infer<typeof complaintCanSchema>;

export const complaintSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  taskTitle: z.string(),
  author: z.string(),
  authorName: z.string(),
  /** publisher | designer: which side filed it */
  side: z.enum(['publisher', 'designer']),
  category: complaintCategory,
  content: z.string(),
  files: z.array(complaintFileSchema),
  status: complaintStatus,
  decision: complaintDecision.nullable(),
  /** cents the designer was awarded before commission, the commission, and the refund */
  designerAmount: z.number().int().nullable(),
  commission: z.number().int().nullable(),
  businessAmount: z.number().int().nullable(),
  reason: z.string().nullable(),
  dates: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  /** what the viewer may do with it now: pages show exactly these actions */
  can: complaintCanSchema.optional(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintInfoSchema = z.object({
  complaint: complaintSchema,
  task: taskDetailSchema,
  orbits: z.array(orbitSchema),
  deliveries: z.array(deliverySchema),
  /** the conversation between the publisher and the selected designer */
  conversation: z.array(chatMessageSchema),
});

export const complainAdd = defineCall({
  path: 'Complain/complainAdd',
  method: 'POST',
  access: 'member',
  summary: 'File a complaint on a task you are a party of (in progress or delivered): the escrow is frozen',
  body: z.strictObject({
    taskId: id,
    category: complaintCategory,
    content: text(complaintLimits.content.max).min(complaintLimits.content.min, `at least ${complaintLimits.content.min} characters`),
    files: z.array(fileId).max(complaintLimits.files.max).default([]),
  }),
  data: z.object({ id: z.number().int(), status: z.literal('open') }),
});

export const complainList = defineCall({
  path: 'Complain/complainList',
  method: 'POST',
  access: 'member',
  summary: "Complaints on the member's tasks (filed by them or by the other side), newest first",
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(complaintSchema),
});

export const complainInfo = defineCall({
  path: 'Complain/complainInfo',
  method: 'POST',
  access: 'member',
  summary: 'One complaint with its task, orbits, deliveries and conversation (parties and admins)',
  body: z.strictObject({ id }),
  data: complaintInfoSchema,
});

export const complainEdit = defineCall({
  path: 'Complain/complainEdit',
  method: 'POST',
  access: 'member',
  summary: 'Edit your complaint while it is open',
  body: z.strictObject({
    id,
    content: text(complaintLimits.content.max).min(complaintLimits.content.min, `at least ${complaintLimits.content.min} characters`).optional(),
    files: z.array(fileId).max(complaintLimits.files.max).optional(),
  }),
  data: complaintSchema,
});

export const complainWithdraw = defineCall({
  path: 'Complain/complainWithdraw',
  method: 'POST',
  access: 'member',
  summary: 'Withdraw your open complaint: the task returns to the state it was in',
  body: z.strictObject({ id }),
  data: complaintSchema,
});

export const adminComplainList = defineCall({
  path: 'Admin/complainList',
  method: 'POST',
  access: 'admin',
  summary: 'The complaint queue, oldest first (status default: open and processing)',
  body: z.strictObject({ ...pageQuery, status: complaintStatus.optional() }),
  data: pageOf(complaintSchema),
});

export const adminComplainTake = defineCall({
  path: 'Admin/complainTake',
  method: 'POST',
  access: 'admin',
  summary: 'Start handling an open complaint (open → processing); both sides are told',
  body: z.strictObject({ id }),
  data: complaintSchema,
});

export const adminComplainDecide = defineCall({
  path: 'Admin/complainDecide',
  method: 'POST',
  access: 'admin',
  summary:
    'Decide a complaint: pay the designer (completed), refund the business (cancelled) or split by designerAmount (completed); commission on the designer part',
  body: z.strictObject({ id, decision: complaintDecision, designerAmount: positiveCents.optional(), reason }).superRefine((v, c) => {
    if (v.decision === 'split' && v.designerAmount === undefined)
      c.addIssue({ code: 'custom', path: ['designerAmount'], message: 'is required for a split' });
    if (v.decision !== 'split' && v.designerAmount !== undefined)
      c.addIssue({ code: 'custom', path: ['designerAmount'], message: 'only for a split' });
  }),
  data: complaintSchema,
});
