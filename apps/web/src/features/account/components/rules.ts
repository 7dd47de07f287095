import type { FormRule } from 'antd';
import { PHONE_RE } from '@boothhub/shared';
import type { MessageKey } from '../../../i18n';

type T = (key: MessageKey) => string;

/** Client-side form rules mirroring the shared field rules (packages/shared/src/fields.ts). */
export const phoneRules = (t: T): FormRule[] => [{ required: true }, { pattern: PHONE_RE, message: t('validate.phone') }];

export const codeRules = (t: T): FormRule[] => [{ required: true }, { pattern: /^\d{6}$/, message: t('validate.code') }];

export const passwordOk = (v: string) => v.length >= 8 && v.length <= 64 && /[A-Za-z]/.test(v) && /\d/.test(v);

export const passwordRules = (t: T): FormRule[] => [
  { required: true },
  {
    validator: (_, value: string | undefined) =>
      !value || passwordOk(value) ? Promise.resolve() : Promise.reject(new Error(t('validate.passwordRule'))),
  },
];

/** "Confirm password" must equal the field `field`. */
export const confirmRules = (t: T, field = 'password'): FormRule[] => [
  { required: true },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error(t('validate.passwordMismatch'))),
  }),
];

/** Where to go after logging in: only a path of this site, never back into the login pages. */
export function safeRedirect(value: string | null, fallback = '/home'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return fallback;
  return value;
}
