import { z } from 'zod';
import { memberRoles, roles } from './roles.js';
import { CURRENT_PASSWORD_MAX, MAX_ID, PASSWORD_LENGTH, PAYCODE_RE, PHONE_CODE_RE, PHONE_RE } from './patterns.js';

export { memberRoles, roles, MAX_ID, PHONE_RE };

/**
 * The one string of the contracts' inputs. Every string a call takes — a body's fields at any depth, array items, what
 * a JSON column keeps, path parameters and query strings — is a `str()` or built on one (`line`, `text` and the field
 * rules below). It refuses what PostgreSQL cannot store or would store as something else than was sent: NUL and the
 * other C0 controls but tab, line feed and carriage return, DEL, the C1 controls, and a lone UTF-16 surrogate (JSON's
 * "\ud800": jsonb refuses it, a text column keeps U+FFFD). A refusal is the usual 400 VALIDATION_FAILED naming the
 * field. apps/server/test/input-strings.test.ts walks every registered route's schemas and fails on any other string
 * (docs/decisions/015-limits-and-input-text.md, 061-one-input-string.md).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** ES2024's String.prototype.isWellFormed (Node 20): false when the string holds a lone surrogate */
const wellFormed = (s: string) => (s as string & { isWellFormed(): boolean }).isWellFormed();
/** the check that makes a string a `str()` (the input-strings test finds it by identity) */
export const STORABLE_TEXT = z.refine<string>((s) => !CONTROLS.test(s) && wellFormed(s), {
  message: 'must not contain control characters or unpaired surrogates',
});
/** a string of any content a person or a client may send: see above */
export const str = () => z.string().check(STORABLE_TEXT);

/** Field rules shared by server and client forms. */
export const phone = str()
  .trim()
  .regex(PHONE_RE, 'must be a mainland mobile number')
  .transform((v) => v.replace(/^\+86/, ''));

export const phoneCode = str().regex(PHONE_CODE_RE, 'must be 6 digits');
export const password = str()
  .min(PASSWORD_LENGTH.min, `at least ${PASSWORD_LENGTH.min} characters`)
  .max(PASSWORD_LENGTH.max, `at most ${PASSWORD_LENGTH.max} characters`)
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'needs at least one letter and one digit');
/** the password a member types to log in or to confirm a change: the one they have, whatever rules it was made under */
export const currentPassword = str().min(1).max(CURRENT_PASSWORD_MAX);
export const paycode = str().regex(PAYCODE_RE, 'must be 6 digits');
export const cardno = str().regex(/^\d{8}$/, 'must be an 8-digit member number');
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;
export const memberRole = z.enum(memberRoles);
export const isoDateTime = str();
export const id = z.number().int().min(1).max(MAX_ID);
/**
 * Text typed by people: a `str()` trimmed, with a maximum length. Every text field of a call's body is a `line` or a
 * `text` (docs/decisions/015-limits-and-input-text.md).
 */
const SINGLE_LINE = /^[^\t\n\r]*$/;
/** a short single-line text, trimmed (no line breaks or tabs either) */
export const line = (max: number) => str().trim().max(max).regex(SINGLE_LINE, 'must not contain control characters');
/** a multi-line text (line breaks and tabs allowed), trimmed */
export const text = (max: number) => str().trim().max(max);
