import type { MessageKey, Params } from '../../i18n';
import type { Check } from './Form';

type T = (key: MessageKey, params?: Params) => string;

/**
 * The rules of a text field in a plain form, with antd's messages (the seed's `form.*`, as AntdConfig gives antd's
 * Form): `required` ("Please enter {label}"; a text of spaces only is empty), then its length without the spaces around
 * it ("… must be between {min} and {max} characters", or at least / at most when only one bound is given).
 */
export function textChecks(t: T, label: string, { required = false, min, max }: { required?: boolean; min?: number; max?: number }): Check[] {
  return [
    (v) => (required && v.trim() === '' ? t('form.required', { label }) : undefined),
    (v) => {
      const n = v.trim().length;
      if (n === 0 || ((min === undefined || n >= min) && (max === undefined || n <= max))) return undefined;
      if (min !== undefined && max !== undefined) return t('form.string.range', { label, min, max });
      return min !== undefined ? t('form.string.min', { label, min }) : t('form.string.max', { label, max: max ?? 0 });
    },
  ];
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
