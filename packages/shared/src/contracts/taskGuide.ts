import { z } from 'zod';
import { defineCall } from '../call.js';
import { line } from '../fields.js';
import { MAX_CENTS } from '../money.js';
import { budgetPositions, guideSteps } from '../rules/budgetGuide.js';
import { taskLimits } from './taskOptions.js';
import { designType } from './tasks.js';

export { AREA_BANDS, GUIDE_MIN_SAMPLE, budgetPositions, guideSteps, type BudgetPosition, type GuideStep } from '../rules/budgetGuide.js';

/**
 * Budget guidance (docs/rules/tasks.md "Budget guidance", decision 075): what completed tasks like a brief paid per m²,
 * read from the per-band histograms the tasks module keeps as tasks complete.
 */
export const budgetGuideBody = z.strictObject({
  /** the exhibition city, as a brief names it (e.g. 上海) */
  city: line(taskLimits.city.max).min(taskLimits.city.min),
  types: designType,
  layer: z.number().int().min(taskLimits.layer.min).max(taskLimits.layer.max),
  opens: z.number().int().min(taskLimits.opens.min).max(taskLimits.opens.max),
  plaza: z.number().int().min(taskLimits.plaza.min).max(taskLimits.plaza.max),
  /** a budget (cents) to place against the band: the answer then says where it stands */
  cost: z.number().int().min(1).max(MAX_CENTS).optional(),
});
export type BudgetGuideBody = z.input<typeof budgetGuideBody>;

export const budgetGuideSchema = z.object({
  /** the widening step that reached the minimum sample (guideSteps: exact, anyOpens, nearbyArea, province, …) */
  step: z.enum(guideSteps.map((s) => s.step) as [string, ...string[]]),
  place: z.enum(['city', 'province', 'anywhere']),
  /** the city or the province the figures are from, in the request's language; null anywhere */
  placeName: z.string().nullable(),
  /** the open sides matched; null: any */
  opens: z.number().int().nullable(),
  /** the areas matched (m²); max null: no top */
  area: z.object({ min: z.number().int(), max: z.number().int().nullable() }),
  /** completed tasks the figures rest on (at least the minimum sample) */
  count: z.number().int(),
  /** cents per m², from buckets of three significant figures (within 0.5 %) */
  median: z.number().int(),
  p25: z.number().int(),
  p75: z.number().int(),
  /** where `cost` stands against the band (only when the body gave one) */
  position: z.enum(budgetPositions).optional(),
});
export type BudgetGuide = z.infer<typeof budgetGuideSchema>;

export const budgetGuide = defineCall({
  path: 'Taskcenter/budgetGuide',
  method: 'POST',
  access: 'public',
  summary:
    'What similar completed tasks paid per m² (median, p25–p75, count), widening city → province → anywhere and the area until 8 are found; null below that',
  body: budgetGuideBody,
  data: z.object({ guide: budgetGuideSchema.nullable(), minSample: z.number().int() }),
});
