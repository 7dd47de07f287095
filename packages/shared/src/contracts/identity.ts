import { z } from 'zod';
import { defineCall } from '../call.js';
import { cardno, line, str, text } from '../fields.js';
import { REASON_MAX } from '../patterns.js';
import { pageOf, pageQuery } from '../pagination.js';
import { fileId } from './files.js';
import { identityStatuses, isValidIdNumber, REALNAME_LENGTH, REALNAME_RE } from './identityOptions.js';

export { identityStatuses, isValidIdNumber };

/**
 * Identity verification (personauth, docs/rules/accounts.md): real name, mainland ID
 * number, photos of both sides as private files (purpose `idcard`).
 * none → pending → approved | rejected (with a reason); resubmission after a rejection.
 */
export const identityStatus = z.enum(identityStatuses);

export const idNumber = str()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isValidIdNumber, 'must be a valid 18-character ID number (its check digit does not match)');

/** 2–30 characters: Chinese names (with the middle dot of minority names) or Latin letters and spaces */
export const realname = str()
  .trim()
  .min(REALNAME_LENGTH.min, `at least ${REALNAME_LENGTH.min} characters`)
  .max(REALNAME_LENGTH.max, `at most ${REALNAME_LENGTH.max} characters`)
  .regex(REALNAME_RE, 'letters only');

/** all but the last character hidden: 张三丰 → **丰 */
export const maskName = (name: string) => {
  const chars = [...name];
  return chars.length <= 1 ? '*' : '*'.repeat(chars.length - 1) + chars[chars.length - 1];
};
/** 110105********002X */
export const maskIdNumber = (idno: string) => `${idno.slice(0, 6)}${'*'.repeat(Math.max(0, idno.length - 10))}${idno.slice(-4)}`;

export const userAuth = defineCall({
  path: 'Member/userAuth',
  method: 'POST',
  access: 'member',
  summary: 'Submit (or, after a rejection, resubmit) identity verification',
  body: z.strictObject({ realname, idno: idNumber, frontFileId: fileId, backFileId: fileId }),
  data: z.object({ personauth: z.literal('pending') }),
});

export const userAuthInfo = defineCall({
  path: 'Member/userAuthInfo',
  method: 'POST',
  access: 'member',
  summary: "The member's identity verification: state, masked real name and ID number, the reason of a rejection",
  body: z.strictObject({}),
  data: z.object({
    personauth: identityStatus,
    realname: z.string().optional(),
    idno: z.string().optional(),
    reason: z.string().optional(),
    dates: z.string().optional(),
    reviewedAt: z.string().optional(),
  }),
});

export const adminIdentitySchema = z.object({
  cardno: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  realname: z.string(),
  idno: z.string(),
  /** signed links to the photos, valid for a few minutes */
  frontUrl: z.string(),
  backUrl: z.string(),
  status: identityStatus,
  reason: z.string().nullable(),
  /** submitted */
  dates: z.string(),
  reviewedAt: z.string().nullable(),
  reviewer: z.string().nullable(),
});

export const identityList = defineCall({
  path: 'Admin/identityList',
  method: 'POST',
  access: 'admin',
  summary: 'Identity verifications with links to the ID photos; pending ones oldest first',
  body: z.strictObject({ ...pageQuery, status: z.enum(['pending', 'approved', 'rejected']).optional(), keyword: line(40).optional() }),
  data: pageOf(adminIdentitySchema),
});

export const identityReview = defineCall({
  path: 'Admin/identityReview',
  method: 'POST',
  access: 'admin',
  summary: 'Approve a pending identity (pays the inviter’s reward once) or reject it with a reason',
  body: z
    .strictObject({ cardno, approve: z.boolean(), reason: text(REASON_MAX).min(1).optional() })
    .refine((b) => b.approve || Boolean(b.reason), { path: ['reason'], message: 'a reason is required to reject' }),
  data: z.object({ personauth: identityStatus }),
});
