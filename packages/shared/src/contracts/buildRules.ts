import { z } from 'zod';
import { text } from '../fields.js';

/**
 * Build rules of an exhibition as stored and answered (apps/server/src/db/schema/catalogue.ts ShowRules,
 * docs/rules/catalogue.md). Its own file so tasks and exhibitions contracts both use it without a cycle.
 */
export const showRules = z.strictObject({
  /** highest a stand may be, cm */
  maxHeightCm: z.number().int().min(100).max(5_000).optional(),
  /** storeys allowed (1 = single storey only) */
  maxStoreys: z.number().int().min(1).max(5).optional(),
  /** whether hanging structures from the ceiling (rigging) are allowed */
  rigging: z.boolean().optional(),
  fireNotes: text(2000).optional(),
  fireNotesEn: text(2000).optional(),
});
export type ShowRules = z.infer<typeof showRules>;
