import { z } from 'zod';
import { defineCall } from '../call.js';
import { cardno, id, isoDateTime, text } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';
import { evaluationLimits } from './evaluationOptions.js';

/**
 * Evaluations (docs/rules/tasks.md): after completion each side rates the other once
 * — attitude (taidu), speed (sudu), quality (pinzhi) as 1–5 stars, and a
 * comment. Both are revealed when both have written or 14 days after
 * completion; until then the author may edit and the other side cannot read it.
 */
export const REVEAL_DAYS = 14;
const stars = z.number().int().min(evaluationLimits.stars.min).max(evaluationLimits.stars.max);

export const evaluationSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  taskTitle: z.string(),
  /** designer = written by the designer about the business; business = by the business about the designer */
  direction: z.enum(['designer', 'business']),
  author: z.string(),
  authorName: z.string(),
  /** the author's avatar URL, null without one */
  authorLogo: z.string().nullable().optional(),
  target: z.string(),
  targetName: z.string(),
  /** the rated member's avatar URL, null without one */
  targetLogo: z.string().nullable().optional(),
  taidu: stars,
  sudu: stars,
  pinzhi: stars,
  content: z.string(),
  dates: isoDateTime,
  times: isoDateTime,
  revealed: z.boolean(),
  /** the author may still edit it */
  editable: z.boolean(),
  /** written by the viewer (else received) */
  mine: z.boolean(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

const rateBody = z.strictObject({ id, taidu: stars, sudu: stars, pinzhi: stars, content: text(evaluationLimits.content.max).default('') });

export const businessCmt = defineCall({
  path: 'Taskcenter/businessCmt',
  method: 'POST',
  access: 'member',
  summary: 'The publisher evaluates the designer of a completed task (id = the task)',
  body: rateBody,
  data: evaluationSchema,
});

export const designerCmt = defineCall({
  path: 'Taskcenter/designerCmt',
  method: 'POST',
  access: 'member',
  summary: 'The designer evaluates the publisher of a completed task (id = the task)',
  body: rateBody,
  data: evaluationSchema,
});

export const designerCmtList = defineCall({
  path: 'Taskcenter/designerCmtList',
  method: 'POST',
  access: 'member',
  summary: 'Evaluations the member wrote and received (received ones once revealed), newest first',
  body: z.strictObject({ ...pageQuery, kind: z.enum(['all', 'written', 'received']).default('all') }),
  data: pageOf(evaluationSchema),
});

export const designerCmtItem = defineCall({
  path: 'Taskcenter/designerCmtItem',
  method: 'POST',
  access: 'member',
  summary: 'One evaluation (id = the evaluation), for its author, or its target once revealed, or an admin',
  body: z.strictObject({ id }),
  data: evaluationSchema,
});

export const designerCmtEdit = defineCall({
  path: 'Taskcenter/designerCmtEdit',
  method: 'POST',
  access: 'member',
  summary: 'Edit your evaluation until it is revealed (id = the evaluation)',
  body: z.strictObject({
    id,
    taidu: stars.optional(),
    sudu: stars.optional(),
    pinzhi: stars.optional(),
    content: text(evaluationLimits.content.max).optional(),
  }),
  data: evaluationSchema,
});

export const memberCmtList = defineCall({
  path: 'Taskcenter/memberCmtList',
  method: 'POST',
  access: 'public',
  summary: 'Revealed evaluations a member received (their public profile), newest first',
  body: z.strictObject({ ...pageQuery, cardno }),
  data: pageOf(evaluationSchema.omit({ editable: true, mine: true })).extend({
    taidu: z.number(),
    sudu: z.number(),
    pinzhi: z.number(),
  }),
});
