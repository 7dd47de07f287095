import { CONTACT_PHONE, taskLimits as limits } from '@boothhub/shared/contracts/taskOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { textChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/** a required text counted as sent (trimmed): spaces only is empty */
const filled = (t: T, label: string, { min, max }: { min: number; max: number }): Check[] => [
  (v) => (v.trim() === '' ? t('form.required', { label }) : undefined),
  ...textChecks(t, label, { min, max, trimmed: true }),
];

/**
 * The buyer's brief (Service/serviceBuy's serviceBrief), with the tasks contract's limits (taskLimits: the brief
 * becomes the task's), counted as the form sends it: trimmed. The exhibition's days are checked by the dialog.
 */
export function briefChecks(t: T, label: Record<'addr' | 'tips' | 'contName' | 'contPhone', string>) {
  return {
    addr: filled(t, label.addr, limits.addr),
    tips: textChecks(t, label.tips, { max: limits.tips.max, trimmed: true }),
    contName: filled(t, label.contName, limits.contactName),
    contPhone: [
      (v) => (v.trim() === '' ? t('form.required', { label: label.contPhone }) : undefined),
      (v) => (v.trim() && !CONTACT_PHONE.test(v.trim()) ? t('services.brief.phoneInvalid') : undefined),
    ],
  } satisfies Record<string, Check[]>;
}
