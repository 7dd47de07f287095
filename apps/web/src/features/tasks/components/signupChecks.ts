import { formatCents, MAX_CENTS, parseCents } from '@boothhub/shared/cents';
import { taskLimits } from '@boothhub/shared/contracts/taskOptions';
import type { MessageKey, Params } from '../../../i18n';
import type { Check } from '../../../components/lite/Form';
import { charCount, wholeChecks } from '../../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/** The sign-up form's rules, with the limits of the designerSignup contract (taskLimits). */
export function signupChecks(t: T): Record<'message' | 'days' | 'quote', Check[]> {
  const messageLabel = t('tasks.signup.message');
  const daysLabel = t('tasks.signup.days');
  const { min, max } = taskLimits.signupMessage;
  return {
    message: [
      (v) => (v.trim() === '' ? t('form.required', { label: messageLabel }) : undefined),
      (v) =>
        v.trim() && (charCount(v.trim()) < min || charCount(v.trim()) > max) ? t('form.string.range', { label: messageLabel, min, max }) : undefined,
    ],
    days: wholeChecks(t, daysLabel, taskLimits.signupDays.min, taskLimits.signupDays.max),
    // optional, in coins; sent in cents up to the contract's MAX_CENTS
    quote: [
      (v) => (v.trim() && parseCents(v) === null ? t('tasks.money.invalid') : undefined),
      (v) => ((parseCents(v) ?? 0) > MAX_CENTS ? t('wallet.amountMax', { max: formatCents(MAX_CENTS) }) : undefined),
    ],
  };
}
