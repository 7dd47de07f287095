import { z } from 'zod';
import { defineCall } from '../call.js';
import { line, role, text } from '../fields.js';
import { fileId } from './files.js';
import { profileLimits as profile } from './memberOptions.js';

export const personauth = z.enum(['none', 'pending', 'approved', 'rejected']);

/** The member as the seed names it (docs/rules/accounts.md): no secrets, ever. */
export const memberSchema = z.object({
  cardno: z.string(),
  nickname: z.string(),
  /** the avatar's public URL */
  userlogo: z.string().nullable(),
  sex: z.enum(['unknown', 'male', 'female']),
  mobile: z.string(),
  prov: z.string(),
  strt: z.string(),
  addr: z.string(),
  descr: z.string(),
  dates: z.string(),
  role,
  banned: z.boolean(),
  coins: z.number().int(),
  points: z.number().int(),
  personauth,
  ispaycode: z.boolean(),
  bindwx: z.boolean(),
  taidu: z.number(),
  sudu: z.number(),
  pinzhi: z.number(),
  invitcoins: z.number().int(),
  invitpples: z.number().int(),
  inviteCode: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const userInfo = defineCall({
  path: 'Member/userInfo',
  method: 'POST',
  access: 'member',
  summary: 'The logged-in member',
  body: z.strictObject({}),
  data: memberSchema,
});

export const updateBaseInfo = defineCall({
  path: 'Member/updateBaseInfo',
  method: 'POST',
  access: 'member',
  summary: 'Edit the profile; any other field is refused and nothing changes',
  body: z.strictObject({
    nickname: line(profile.nickname.max).min(profile.nickname.min).optional(),
    sex: z.enum(['unknown', 'male', 'female']).optional(),
    prov: line(profile.prov.max).optional(),
    strt: line(profile.strt.max).optional(),
    addr: line(profile.addr.max).optional(),
    descr: text(profile.descr.max).optional(),
    /** a fileId returned by File/upload with purpose avatar, or null to remove */
    userlogo: fileId.nullable().optional(),
  }),
  data: memberSchema,
});
