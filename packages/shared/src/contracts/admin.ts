import { z } from 'zod';
import { defineCall } from '../call.js';
import { cardno, line, memberRole, role } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';
import { pageSchema, slug } from './content.js';

const reason = z.string().trim().min(1, 'a reason is required').max(500);

export const adminMemberSchema = z.object({
  cardno: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  role,
  banned: z.boolean(),
  dates: z.string(),
});

export const memberList = defineCall({
  path: 'Admin/memberList',
  method: 'POST',
  access: 'admin',
  summary: 'Search members',
  body: z.strictObject({ ...pageQuery, keyword: line(60).optional(), role: role.optional(), banned: z.boolean().optional() }),
  data: pageOf(adminMemberSchema),
});

export const memberBan = defineCall({
  path: 'Admin/memberBan',
  method: 'POST',
  access: 'admin',
  summary: 'Ban or unban a member; a ban ends their sessions at once',
  body: z.strictObject({ cardno, banned: z.boolean(), reason }),
  data: adminMemberSchema,
});

export const memberRoleCall = defineCall({
  path: 'Admin/memberRole',
  method: 'POST',
  access: 'admin',
  summary: "Change a member's role",
  body: z.strictObject({ cardno, role: memberRole, reason }),
  data: adminMemberSchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  actorName: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  dates: z.string(),
});

export const auditList = defineCall({
  path: 'Admin/auditList',
  method: 'POST',
  access: 'admin',
  summary: 'The audit log, newest first',
  body: z.strictObject({ ...pageQuery, actor: cardno.optional(), action: line(60).optional() }),
  data: pageOf(auditEntrySchema),
});

export const dashboard = defineCall({
  path: 'Admin/dashboard',
  method: 'POST',
  access: 'admin',
  summary: 'Counts for the back-office home',
  body: z.strictObject({}),
  data: z.object({
    members: z.number().int(),
    membersByRole: z.record(z.string(), z.number().int()),
    banned: z.number().int(),
    newToday: z.number().int(),
  }),
});

export const pageSave = defineCall({
  path: 'Admin/pageSave',
  method: 'POST',
  access: 'admin',
  summary: 'Create or edit a help/about page',
  body: z.strictObject({
    slug,
    section: z.enum(['help', 'about']),
    titleZh: line(120).min(1),
    titleEn: line(120).min(1),
    bodyZh: z.string().max(20000),
    bodyEn: z.string().max(20000),
    sort: z.number().int().min(0).max(1000).default(0),
    reason: reason.optional(),
  }),
  data: pageSchema,
});

export const pageDelete = defineCall({
  path: 'Admin/pageDelete',
  method: 'POST',
  access: 'admin',
  summary: 'Delete a help/about page',
  body: z.strictObject({ slug, reason }),
  data: z.null(),
});
