import type { MessageKey, Params } from '../../i18n';
import type { Check } from './Form';

type T = (key: MessageKey, params?: Params) => string;

/**
 * A text's length as every limit of the contracts counts it: zod's `min` / `max` on a string count code points (an
 * emoji is one character, though two in `String.length`). Every length check of a form counts with it.
 */
export const charCount = (text: string) => [...text].length;

/**
 * The rules of a text box in a plain form, written as antd's Form rules were and saying what antd's messages said
 * (the seed's `form.*`): `required` (empty: "Please enter {label}"), `whitespace`
 * (spaces only: "{label} cannot be empty"; on by default for a required box), `min` / `max` characters (two rules, two messages), `range` (one rule `{ min, max }`: "… must be between {min} and {max} characters"), `pattern`.
 * Each is checked on the text as typed, as antd did; an empty text is left to `required`. With `trimmed`, the
 * lengths count the text without its outer spaces, as the shared `line()` / `text()` schemas do (the form sends it trimmed).
 */
export function textChecks(
  t: T,
  label: string,
  rules: { required?: boolean; whitespace?: boolean; min?: number; max?: number; range?: [number, number]; pattern?: RegExp; trimmed?: boolean },
): Check[] {
  const { required = false, whitespace = required, min, max, range, pattern, trimmed = false } = rules;
  const len = (v: string) => charCount(trimmed ? v.trim() : v);
  const checks: Check[] = [];
  if (required) checks.push((v) => (v === '' ? t('form.required', { label }) : undefined));
  if (whitespace) checks.push((v) => (v !== '' && v.trim() === '' ? t('form.whitespace', { label }) : undefined));
  if (min !== undefined) checks.push((v) => (v !== '' && len(v) < min ? t('form.string.min', { label, min }) : undefined));
  if (max !== undefined) checks.push((v) => (len(v) > max ? t('form.string.max', { label, max }) : undefined));
  if (range) {
    const [from, to] = range;
    checks.push((v) => (v !== '' && (len(v) < from || len(v) > to) ? t('form.string.range', { label, min: from, max: to }) : undefined));
  }
  if (pattern) checks.push((v) => (v !== '' && !pattern.test(v) ? t('form.pattern', { label, pattern: String(pattern) }) : undefined));
  return checks;
}

/**
 * The rules of a whole number typed in a plain form (antd's InputNumber with `precision={0}`, `min`, `max`): empty
 * (when `required`), not a whole number, or out of range each say so.
 */
export function wholeChecks(t: T, label: string, min: number, max: number, required = true): Check[] {
  return [
    (v) => (required && v.trim() === '' ? t('form.required', { label }) : undefined),
    (v) => {
      const s = v.trim();
      if (!s) return undefined;
      const n = /^\d+$/.test(s) ? Number(s) : NaN;
      return Number.isSafeInteger(n) && n >= min && n <= max ? undefined : t('form.number.range', { label, min, max });
    },
  ];
}

/** a length typed in metres (free decimals), in whole centimetres as a form sends it */
export const metresToCm = (metres: string) => Math.round(Number(metres.trim()) * 100);

/**
 * antd's InputNumber with a free number of decimals for a length in metres, optional: the centimetres sent
 * (`metresToCm`) must lie within `min`–`max` cm (a contract's limits), which the message says in metres.
 */
export const metresCheck =
  (t: T, label: string, { min, max }: { min: number; max: number }): Check =>
  (v) => {
    const s = v.trim();
    if (!s) return undefined;
    const cm = /^\d+(\.\d+)?$/.test(s) ? metresToCm(s) : NaN;
    return cm >= min && cm <= max ? undefined : t('form.number.range', { label, min: min / 100, max: max / 100 });
  };
