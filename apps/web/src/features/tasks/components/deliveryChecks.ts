import { taskLimits } from '@boothhub/shared/contracts/taskOptions';
import type { MessageKey, Params } from '../../../i18n';
import type { Check } from '../../../components/lite/Form';
import { charCount, textChecks } from '../../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/** The designer's delivery note (Taskcenter/designerTaskPost), with the contract's limits (taskLimits.deliveryNote). */
export function deliveryNoteChecks(t: T): Check[] {
  const label = t('tasks.deliver.note');
  const { min, max } = taskLimits.deliveryNote;
  return [
    (v) => (v.trim() === '' ? t('form.required', { label }) : undefined),
    (v) => (v.trim() !== '' && charCount(v.trim()) < min ? t('form.string.min', { label, min }) : undefined),
    (v) => (charCount(v.trim()) > max ? t('form.string.max', { label, max }) : undefined),
  ];
}

/** What a publisher asks to change (Taskcenter/businessRevise), with the contract's limits (taskLimits.reviseReason). */
export function reviseReasonChecks(t: T): Check[] {
  const { min, max } = taskLimits.reviseReason;
  return textChecks(t, t('tasks.revise.reason'), { required: true, range: [min, max], trimmed: true });
}
