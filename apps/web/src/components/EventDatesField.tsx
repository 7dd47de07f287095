import type { MessageKey, Params } from '../i18n';
import type { Check, FieldProps } from './lite/Form';
import { DateRangeField } from './lite/Fields';
import { eventLengthCheck, MAX_EVENT_DAYS } from './eventDates';

type T = (key: MessageKey, params?: Params) => string;

/** The rules of an exhibition's or a convention's dates: required, at most MAX_EVENT_DAYS days. */
export const eventDatesChecks = (t: T, label: string): Check[] => [
  (v) => (v === '' ? t('form.required', { label }) : undefined),
  eventLengthCheck(t('common.eventTooLong', { days: MAX_EVENT_DAYS })),
];

/** The dates of an exhibition or a convention in plain markup: a range of days (`from/to`), checked by `eventDatesChecks`. */
export function EventDatesField({ label, testId, ...field }: FieldProps & { label: string; testId: string }) {
  return <DateRangeField {...field} label={label} testId={testId} />;
}
