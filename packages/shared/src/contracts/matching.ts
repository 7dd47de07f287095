import { z } from 'zod';
import { defineCall } from '../call.js';
import { id } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';

export { DESIGNER_WEIGHTS, TASK_WEIGHTS, DAYS_PER_TASK, type DesignerReason, type TaskReason } from '../rules/matching.js';

/**
 * Matching both ways (docs/rules/tasks.md "Matching", decision 078): the designers a business may invite to its
 * recruiting task, ranked, and a designer's "not for me". Each row carries its reasons as kinds and numbers
 * (packages/shared rules/matching.ts); the client words them in its language.
 */
const n = z.number().int();

export const designerReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('doneHere'), n }),
  z.object({ kind: z.literal('doneType'), n }),
  z.object({ kind: z.literal('sameCity') }),
  z.object({ kind: z.literal('typeWorks'), n }),
  z.object({ kind: z.literal('styleWorks'), n }),
  /** value: the mean rating in tenths (48 = 4.8), n: how many ratings */
  z.object({ kind: z.literal('rating'), value: n, n }),
  z.object({ kind: z.literal('active'), days: n }),
  z.object({ kind: z.literal('load'), n }),
]);

export const taskReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('doneHere'), n }),
  z.object({ kind: z.literal('doneType'), n }),
  z.object({ kind: z.literal('sameCity') }),
  /** the task's budget per m² as a percentage of the designer's own past price per m² */
  z.object({ kind: z.literal('budget'), fit: z.enum(['above', 'fits', 'low', 'tooLow']), percent: n }),
  /** days until the design is due, against the designer's tasks in progress */
  z.object({ kind: z.literal('deadline'), fit: z.enum(['ample', 'tight', 'tooTight']), days: n, load: n }),
]);

export const inviteCandidateSchema = z.object({
  cardno: z.string(),
  nickname: z.string(),
  userlogo: z.string().nullable(),
  city: z.string(),
  /** higher first */
  score: z.number(),
  reasons: z.array(designerReasonSchema),
  /** already invited to this task */
  invited: z.boolean(),
  /** already signed up for it */
  signedUp: z.boolean(),
});
export type InviteCandidate = z.infer<typeof inviteCandidateSchema>;

export const inviteCandidates = defineCall({
  path: 'Designer/inviteCandidates',
  method: 'POST',
  access: 'member',
  summary:
    "The designers to invite to a recruiting task, ranked by the city, the task's type and style in their works and completed tasks, ratings, activity and load, with the reasons; the task's publisher and admins only",
  body: z.strictObject({ ...pageQuery, pageSize: z.number().int().min(1).max(50).default(10), taskId: id }),
  data: pageOf(inviteCandidateSchema),
});

export const notForMe = defineCall({
  path: 'Taskcenter/notForMe',
  method: 'POST',
  access: 'member',
  summary:
    'A designer hides a recruiting task ("task") or its kind, its design type in its city ("kind"), from the recommendations; again is no change',
  body: z.strictObject({ taskId: id, scope: z.enum(['task', 'kind']) }),
  data: z.object({ hidden: z.literal(true), created: z.boolean() }),
});
