import { z } from 'zod';
import { defineCall } from '../call.js';
import { line, role, text } from '../fields.js';
import { fileId } from './files.js';

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
    nickname: line(30).min(1).optional(),
    sex: z.enum(['unknown', 'male', 'female']).optional(),
    prov: line(30).optional(),
    strt: line(30).optional(),
    addr: line(120).optional(),
    descr: text(1000).optional(),
    /** a fileId returned by File/upload with purpose avatar, or null to remove */
    userlogo: fileId.nullable().optional(),
  }),
  data: memberSchema,
});
