import type { z } from 'zod';
import type { wallet } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { audit } from '../admin/audit.service.js';
import { getSettings, saveSettings, type Settings } from '../settings/settings.service.js';

type SettingsPatch = z.output<typeof wallet.adminSettingsSave.body>;

/** Admin/settings */
export const readSettings = (ctx: AppContext) => getSettings(ctx.db);

/** Admin/settingsSave: a partial change (invitation rewards merge per role), checked as a whole, audited. */
export async function changeSettings(ctx: AppContext, admin: Viewer, body: SettingsPatch): Promise<Settings> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const { reason, inviteRewards, ...rest } = body;
    const patch: Partial<Settings> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    if (inviteRewards)
      patch.inviteRewards = { ...before.inviteRewards, ...Object.fromEntries(Object.entries(inviteRewards).filter(([, v]) => v !== undefined)) };
    const min = patch.withdrawMin ?? before.withdrawMin;
    const max = patch.withdrawDailyMax ?? before.withdrawDailyMax;
    if (min > max) {
      throw new AppError('VALIDATION_FAILED', { field: 'withdrawMin', reason: 'must not exceed withdrawDailyMax' }, { field: 'withdrawMin' });
    }
    const after = await saveSettings(tx, patch, now);
    const changed = Object.fromEntries(Object.keys(patch).map((k) => [k, { from: before[k as keyof Settings], to: after[k as keyof Settings] }]));
    await audit(tx, { actorId: admin.id, action: 'settings.save', target: 'settings', reason: reason ?? 'settings changed', detail: changed }, now);
    return after;
  });
}
