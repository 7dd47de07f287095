import { EMAIL_MAX, EMAIL_RE } from '@boothhub/shared/patterns';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';

type T = (key: MessageKey, params?: Params) => string;

/** The e-mail box's rules (Notify/setEmail `email`, sent trimmed): required, at most EMAIL_MAX characters, EMAIL_RE. */
export function emailChecks(t: T): Check[] {
  const label = t('notify.email');
  return [
    (v) => (v.trim() === '' ? t('form.required', { label }) : undefined),
    (v) => (v.trim().length > EMAIL_MAX ? t('form.string.max', { label, max: EMAIL_MAX }) : undefined),
    (v) => (v.trim() !== '' && !EMAIL_RE.test(v.trim()) ? t('notify.emailInvalid') : undefined),
  ];
}
