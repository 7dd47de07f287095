import { z } from 'zod';

/** Field rules shared by server and client forms. */
export const PHONE_RE = /^(?:\+86)?1[3-9]\d{9}$/;
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
export const roles = ['designer', 'business', 'factory', 'admin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;
export const memberRoles = ['designer', 'business', 'factory'] as const;
export const memberRole = z.enum(memberRoles);
export const isoDateTime = z.string();
export const id = z.number().int().min(1).max(2_147_483_647);
/** a short single-line text */
export const line = (max: number) => z.string().trim().max(max);
