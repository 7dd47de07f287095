import type { useI18n } from '../../i18n';
import type { Check } from './Form';

type T = ReturnType<typeof useI18n>['t'];

/**
 * The rules of a text box in a plain form, written as antd's Form rules were and saying what antd's messages said
 * (AntdConfig's `validateMessages`): `required` (empty), `whitespace` (spaces only: "cannot be empty"), `min` / `max`
 * characters, `pattern`. Each is checked on the text as typed, as antd did; an empty text is left to `required`.
 */
export function textChecks(
  t: T,
  label: string,
  rules: { required?: boolean; whitespace?: boolean; min?: number; max?: number; pattern?: RegExp },
): Check[] {
  const { required, whitespace, min, max, pattern } = rules;
  const checks: Check[] = [];
  if (required) checks.push((v) => (v === '' ? t('form.required', { label }) : undefined));
  if (whitespace) checks.push((v) => (v !== '' && v.trim() === '' ? t('form.whitespace', { label }) : undefined));
  if (min !== undefined) checks.push((v) => (v !== '' && v.length < min ? t('form.string.min', { label, min }) : undefined));
  if (max !== undefined) checks.push((v) => (v.length > max ? t('form.string.max', { label, max }) : undefined));
  if (pattern) checks.push((v) => (v !== '' && !pattern.test(v) ? t('form.pattern', { label, pattern: String(pattern) }) : undefined));
  return checks;
}

/**
 * The rules of a whole number typed in a plain form (antd's required InputNumber with `precision={0}`, `min`, `max`):
 * empty, not a whole number, or out of range each say so.
 */
export function wholeChecks(t: T, label: string, min: number, max: number): Check[] {
  return [
    (v) => (v.trim() === '' ? t('form.required', { label }) : undefined),
    (v) => {
      const s = v.trim();
      if (!s) return undefined;
      const n = /^\d+$/.test(s) ? Number(s) : NaN;
      return Number.isSafeInteger(n) && n >= min && n <= max ? undefined : t('form.number.range', { label, min, max });
    },
  ];
}
