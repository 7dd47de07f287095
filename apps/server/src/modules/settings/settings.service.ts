import { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as repo from './settings.repository.js';

/**
 * Platform settings (docs/rules/tasks.md, docs/rules/money.md). Money in cents; the commission
 * rate in basis points (1000 = 10%). Defaults apply until an admin saves.
 */
export const settingsSchema = z.object({
  commissionRate: z.number().int().min(0).max(5000).default(1000),
  withdrawMin: z.number().int().min(1).default(10_000),
  withdrawDailyMax: z.number().int().min(1).default(5_000_000),
  inviteRewards: z
    .object({
      designer: z.number().int().min(0).default(1_000),
      business: z.number().int().min(0).default(2_000),
      factory: z.number().int().min(0).default(2_000),
    })
    .default({ designer: 1_000, business: 2_000, factory: 2_000 }),
  /** points for the daily check-in in the activity centre */
  checkinPoints: z.number().int().min(0).max(1000).default(10),
});
export type Settings = z.infer<typeof settingsSchema>;

export async function getSettings(db: Db): Promise<Settings> {
  return settingsSchema.parse(await repo.readAll(db));
}

/** Save some settings (validated by the caller's contract); the caller writes the audit entry in the same transaction. */
export async function saveSettings(db: Db, patch: Partial<Settings>, now: Date): Promise<Settings> {
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) await repo.upsert(db, key, value, now);
  }
  return getSettings(db);
}
