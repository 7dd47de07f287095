/**
 * Identity verification's states and the ID number's check, without zod: the web client's identity page checks the
 * number as it is typed on a plain page, which loads no schemas (identity.ts re-exports them).
 */
export const identityStatuses = ['none', 'pending', 'approved', 'rejected'] as const;

/** the real name: 2–30 characters (trimmed), Chinese names (with the middle dot of minority names) or Latin letters */
export const REALNAME_LENGTH = { min: 2, max: 30 } as const;
export const REALNAME_RE = /^[\p{Script=Han}·•A-Za-z .'-]+$/u;

/** a mainland resident ID number's characters (the identity form's box takes no more) */
export const ID_NUMBER_LENGTH = 18;
const ID_NUMBER_RE = new RegExp(`^[1-9]\\d{${ID_NUMBER_LENGTH - 2}}[\\dX]$`);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** A mainland resident ID number (GB 11643-1999): 18 characters, a real birth date, the ISO 7064 MOD 11-2 check character. */
export function isValidIdNumber(value: string): boolean {
  const v = value.toUpperCase();
  if (!ID_NUMBER_RE.test(v)) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(v[i]), 0);
  return CHECK[sum % 11] === v[17];
}
