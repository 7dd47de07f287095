import { z } from 'zod';
import { text } from '../fields.js';
import { buildRuleLimits as limits } from './exhibitionOptions.js';

/**
 * Build rules of an exhibition as stored and answered (apps/server/src/db/schema/catalogue.ts ShowRules,
 * docs/rules/catalogue.md). Its own file so tasks and exhibitions contracts both use it without a cycle.
 */
export const showRules = z.strictObject({
  /** highest a stand may be, cm */
  maxHeightCm: z.number().int().min(limits.maxHeightCm.min).max(limits.maxHeightCm.max).optional(),
  /** storeys allowed (1 = single storey only) */
  maxStoreys: z.number().int().min(limits.maxStoreys.min).max(limits.maxStoreys.max).optional(),
  /** whether hanging structures from the ceiling (rigging) are allowed */
  rigging: z.boolean().optional(),
  fireNotes: text(limits.fireNotes.max).optional(),
  fireNotesEn: text(limits.fireNotes.max).optional(),
});
export type ShowRules = z.infer<typeof showRules>;
