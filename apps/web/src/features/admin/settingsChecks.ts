import { formatCents, parseCents } from '@boothhub/shared';
import { settingsLimits as l } from '@boothhub/shared/contracts/walletOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { wholeChecks } from '../../components/lite/checks';
import { moneyChecks } from '../../components/money';
import { reasonChecks } from '../../components/reasonChecks';

type T = (key: MessageKey, params?: Params) => string;

/** The settings form's fields (Admin/settingsSave): money and the commission typed as coins / a percentage with two decimals. */
export type SettingsName = 'commission' | 'withdrawMin' | 'withdrawDailyMax' | 'designer' | 'business' | 'factory' | 'checkinPoints' | 'reason';

/** basis points ↔ a percentage with two decimals, through the same integer parsing as money (10.5 → 1050) */
export const percentText = (bp: number) => formatCents(bp);

/** The settings form's checks, from the contract's settingsLimits (the daily maximum also not below the minimum). */
export function settingsChecks(t: T): Record<SettingsName, Check[]> {
  const maxBelowMin: Check = (v, values) => {
    const max = parseCents(v);
    const min = parseCents(values.withdrawMin ?? '');
    return max === null || min === null || max >= min ? undefined : t('wallet.settings.maxBelowMin');
  };
  const reward = (label: string) => moneyChecks(t, label, l.inviteReward.min, l.inviteReward.max);
  return {
    commission: moneyChecks(t, t('wallet.settings.commission'), l.commissionRate.min, l.commissionRate.max),
    withdrawMin: moneyChecks(t, t('withdraw.min'), l.withdrawMin.min, l.withdrawMin.max),
    withdrawDailyMax: [...moneyChecks(t, t('withdraw.dailyMax'), l.withdrawDailyMax.min, l.withdrawDailyMax.max), maxBelowMin],
    designer: reward(t('role.designer')),
    business: reward(t('role.business')),
    factory: reward(t('role.factory')),
    checkinPoints: wholeChecks(t, t('activity.perDay'), l.checkinPoints.min, l.checkinPoints.max),
    reason: reasonChecks(t, t('wallet.review.noteOptional'), false),
  };
}

/** The body of Admin/settingsSave for the form's values (each checked). */
export function settingsBody(v: Record<SettingsName, string>) {
  const c = (text: string) => parseCents(text) ?? 0;
  return {
    commissionRate: c(v.commission),
    withdrawMin: c(v.withdrawMin),
    withdrawDailyMax: c(v.withdrawDailyMax),
    inviteRewards: { designer: c(v.designer), business: c(v.business), factory: c(v.factory) },
    checkinPoints: Number(v.checkinPoints.trim()),
    ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
  };
}
