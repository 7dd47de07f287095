import { z } from 'zod';
import { memberRoles, roles } from './roles.js';
import { MAX_ID, PHONE_RE } from './patterns.js';

export { memberRoles, roles, MAX_ID, PHONE_RE };

/** Field rules shared by server and client forms. */
export const phone = z
  .string()
  .trim()
  .regex(PHONE_RE, 'must be a mainland mobile number')
  .transform((v) => v.replace(/^\+86/, ''));

export const phoneCode = z.string().regex(/^\d{6}$/, 'must be 6 digits');
export const password = z
  .string()
  .min(8, 'at least 8 characters')
  .max(64, 'at most 64 characters')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'needs at least one letter and one digit');
export const paycode = z.string().regex(/^\d{6}$/, 'must be 6 digits');
export const cardno = z.string().regex(/^\d{8}$/, 'must be an 8-digit member number');
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;
export const memberRole = z.enum(memberRoles);
export const isoDateTime = z.string();
export const id = z.number().int().min(1).max(MAX_ID);
/**
 * Text typed by people. No control characters (C0, DEL, C1): a NUL cannot be
 * stored by PostgreSQL, and the others only ever arrive from scripts. Every
 * text field of a call's body is a `line` or a `text`
 * (docs/decisions/015-limits-and-input-text.md).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const NO_CONTROLS = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** the same, but line breaks and tabs are allowed */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const NO_CONTROLS_BUT_BREAKS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
const CONTROLS_MESSAGE = 'must not contain control characters';
/** a short single-line text, trimmed */
export const line = (max: number) => z.string().trim().max(max).regex(NO_CONTROLS, CONTROLS_MESSAGE);
/** a multi-line text (line breaks and tabs allowed), trimmed */
export const text = (max: number) => z.string().trim().max(max).regex(NO_CONTROLS_BUT_BREAKS, CONTROLS_MESSAGE);
