/**
 * Text patterns and bounds of the shared field rules (fields.ts), without zod: the web client's plain pages check with
 * them and load no schemas (decision 048), and the server reads a record's id before a body's check with them.
 */

/** a mainland mobile number, with or without +86 */
export const PHONE_RE = /^(?:\+86)?1[3-9]\d{9}$/;

/** an SMS code (fields.ts `phoneCode`) and a payment PIN (fields.ts `paycode`): six digits */
export const PHONE_CODE_RE = /^\d{6}$/;
export const PAYCODE_RE = /^\d{6}$/;

/** the longest password a member types to prove who they are (fields.ts `currentPassword`: any text, as older rules allowed) */
export const CURRENT_PASSWORD_MAX = 128;

/** a password's length (fields.ts `password`; with at least one letter and one digit) */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

/** the longest reason a reviewer or an admin gives (a refusal, a change, a deletion): the reason dialogs stop there */
export const REASON_MAX = 500;

/** an e-mail address (zod's `z.regexes.email`, written out so a page checks it without zod) and its longest length */
export const EMAIL_RE = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX = 254;

/** the largest id a record can have (PostgreSQL's integer) */
export const MAX_ID = 2_147_483_647;

/** Whether `v` can be a record's id (the `id` field's rule): a whole number from 1 to MAX_ID. */
export const isRecordId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_ID;

/** The `?id=` (or `?<name>=`) of an address: the record it names, or null when it cannot be one. */
export function idFrom(params: URLSearchParams, name = 'id'): number | null {
  const id = Number(params.get(name));
  return isRecordId(id) ? id : null;
}

/** Where a page finds the answer the server sent with its document (decision 046). */
export const FIRST_ANSWER_ID = 'bh-first-answer';
