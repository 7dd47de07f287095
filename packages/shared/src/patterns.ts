/**
 * Text patterns of the shared field rules (fields.ts), without zod: the web client's plain login page checks the phone
 * with them and loads no schemas (decision 048).
 */

/** a mainland mobile number, with or without +86 */
export const PHONE_RE = /^(?:\+86)?1[3-9]\d{9}$/;
