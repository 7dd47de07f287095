import { CURRENT_PASSWORD_MAX, PASSWORD_LENGTH, PHONE_CODE_RE, PHONE_RE } from '@boothhub/shared/patterns';
import type { MessageKey, Params } from '../../../i18n';
import { equals, matches, required, type Check } from '../../../components/lite/Form';
import { charCount } from '../../../components/lite/checks';

type T = (key: MessageKey) => string;

type TP = (key: MessageKey, params?: Params) => string;

/**
 * Client-side checks of the account forms (components/lite/Form.tsx), mirroring the shared field rules
 * (packages/shared/src/fields.ts), with the seed's messages: "Please enter {label}" (form.required) and the phone's
 * own. The phone is checked as it is sent, without the spaces around it (the server trims it too).
 */
export const requiredCheck = (t: TP, label: MessageKey): Check => required(t('form.required', { label: t(label) }));
export const phoneChecks = (t: TP): Check[] =>
  [requiredCheck(t, 'field.phone'), matches(PHONE_RE, t('validate.phone'))].map(
    (check): Check =>
      (value, values) =>
        check(value.trim(), values),
  );

export const codeChecks = (t: TP): Check[] => [requiredCheck(t, 'field.phoneCode'), matches(PHONE_CODE_RE, t('validate.code'))];

export const passwordOk = (v: string) => v.length >= PASSWORD_LENGTH.min && v.length <= PASSWORD_LENGTH.max && /[A-Za-z]/.test(v) && /\d/.test(v);
const passwordCheck =
  (t: T): Check =>
  (value) =>
    !value || passwordOk(value) ? undefined : t('validate.passwordRule');

/** The password a member has (a login, a change's old one, an unbind): any text up to CURRENT_PASSWORD_MAX, sent as typed. */
export const currentPasswordChecks = (t: TP, label: MessageKey = 'field.password'): Check[] => [
  requiredCheck(t, label),
  (value) => (charCount(value) > CURRENT_PASSWORD_MAX ? t('form.string.max', { label: t(label), max: CURRENT_PASSWORD_MAX }) : undefined),
];

/** The password's rules for the plain forms; `label`: the field's name in "Please enter …". */
export const passwordChecks = (t: TP, label: MessageKey = 'field.password'): Check[] => [requiredCheck(t, label), passwordCheck(t)];

const mismatch = (t: T, field: string) => equals(field, t('validate.passwordMismatch'));

/** "Confirm password" must equal the field `field`. */
export const confirmChecks = (t: TP, field = 'password'): Check[] => [requiredCheck(t, 'field.confirmPassword'), mismatch(t, field)];

/** Where to go after logging in: only a path of this site, never back into the login pages. */
export function safeRedirect(value: string | null, fallback = '/home'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return fallback;
  return value;
}
