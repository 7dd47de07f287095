import { QUOTE_PRICE_MAX, quoteLimits as limits } from '@boothhub/shared/contracts/factoryOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { textChecks, wholeChecks } from '../../components/lite/checks';
import { moneyChecks } from '../../components/money';

type T = (key: MessageKey, params?: Params) => string;

/** The notes of a quote request or a quote (quoteLimits.notes), counted as the server's `text()` counts them: trimmed. */
export const quoteNotesChecks = (t: T, label: string): Check[] => textChecks(t, label, { max: limits.notes.max, trimmed: true });

/**
 * A factory's quote (Quote/submit), with the factories contract's limits (QUOTE_PRICE_MAX, quoteLimits): the price in
 * coins (sent in cents), the build days, the schedule (required) and the notes (both sent as typed, trimmed by the server).
 */
export function quoteChecks(t: T, label: Record<'price' | 'buildDays' | 'schedule' | 'notes', string>) {
  return {
    price: moneyChecks(t, label.price, 1, QUOTE_PRICE_MAX),
    buildDays: wholeChecks(t, label.buildDays, limits.buildDays.min, limits.buildDays.max),
    schedule: [
      (v) => (v.trim() === '' ? t('form.required', { label: label.schedule }) : undefined),
      ...textChecks(t, label.schedule, { max: limits.schedule.max, trimmed: true }),
    ],
    notes: quoteNotesChecks(t, label.notes),
  } satisfies Record<string, Check[]>;
}
