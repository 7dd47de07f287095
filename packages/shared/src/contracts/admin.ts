import { z } from 'zod';
import { defineCall } from '../call.js';
import { cardno, line, memberRole, role, text } from '../fields.js';
import { REASON_MAX } from '../patterns.js';
import { pageOf, pageQuery } from '../pagination.js';
import { pageSchema, pageSection, slug } from './content.js';
import { pageLimits } from './pageOptions.js';

/** why an admin did something; required on every call that changes something (it goes to the audit log) */
export const reason = text(REASON_MAX).min(1, 'a reason is required');

export const adminMemberSchema = z.object({
  cardno: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  role,
  banned: z.boolean(),
  /** registration time */
  dates: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const memberList = defineCall({
  path: 'Admin/memberList',
  method: 'POST',
  access: 'admin',
  summary: 'Search members, newest first; keyword matches cardno, phone or nickname',
  body: z.strictObject({ ...pageQuery, keyword: line(60).optional(), role: role.optional(), banned: z.boolean().optional() }),
  data: pageOf(adminMemberSchema),
});

export const memberBan = defineCall({
  path: 'Admin/memberBan',
  method: 'POST',
  access: 'admin',
  summary: 'Ban or unban a member; a ban ends all their sessions at once',
  body: z.strictObject({ cardno, banned: z.boolean(), reason }),
  data: adminMemberSchema,
});

export const memberRoleCall = defineCall({
  path: 'Admin/memberRole',
  method: 'POST',
  access: 'admin',
  summary: "Change a member's role (admin is granted only by the command line)",
  body: z.strictObject({ cardno, role: memberRole, reason }),
  data: adminMemberSchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** the acting admin's cardno and nickname */
  actor: z.string(),
  actorName: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  dates: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditList = defineCall({
  path: 'Admin/auditList',
  method: 'POST',
  access: 'admin',
  summary: 'The audit log, newest first; action "member" matches every member.* action',
  body: z.strictObject({ ...pageQuery, actor: cardno.optional(), action: line(60).min(1).optional() }),
  data: pageOf(auditEntrySchema),
});

/**
 * The back-office home. Figures are grouped so that modules can add theirs without
 * changing the others: a module adds an optional field here and a contributor in
 * the server's `modules/admin/dashboard.figures.ts`.
 */
export const dashboardSchema = z.object({
  members: z.number().int(),
  membersByRole: z.record(z.string(), z.number().int()),
  banned: z.number().int(),
  /** registered since midnight, Asia/Shanghai */
  newToday: z.number().int(),
  /** items waiting for an admin, by queue name (identity, models, exhibitions, recharges, withdrawals, complaints) */
  queues: z.record(z.string(), z.number().int()),
  /** tasks by state */
  tasksByState: z.record(z.string(), z.number().int()).optional(),
  /** money figures in cents (e.g. escrow, balances, pendingWithdrawals) */
  money: z.record(z.string(), z.number().int()).optional(),
  /**
   * Counts per Asia/Shanghai day over the last TREND_DAYS days, oldest first, ending today, by series
   * (members registered, tasks published, tasks completed …); `trendFrom` is the first day (YYYY-MM-DD).
   */
  trend: z.record(z.string(), z.array(z.number().int())).optional(),
  trendFrom: z.string().optional(),
  /**
   * Off-site notifications by the Asia/Shanghai day they were queued (YYYY-MM-DD) and channel, over the last
   * NOTIFY_DAYS days, newest first (days and channels with none left out): how many were sent, are failing (waiting
   * for another try after a gateway's refusal) and are dead.
   */
  notifications: z
    .array(z.object({ day: z.string(), channel: z.string(), sent: z.number().int(), failed: z.number().int(), dead: z.number().int() }))
    .optional(),
});
/** How many days the dashboard's notification counts cover. */
export const NOTIFY_DAYS = 7;
/** How many days the dashboard's trend covers. */
export const TREND_DAYS = 30;
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboard = defineCall({
  path: 'Admin/dashboard',
  method: 'POST',
  access: 'admin',
  summary: 'Counts for the back-office home',
  body: z.strictObject({}),
  data: dashboardSchema,
});

export const pageList = defineCall({
  path: 'Admin/pageList',
  method: 'POST',
  access: 'admin',
  summary: 'Every help and about page, by section and display order',
  body: z.strictObject({}),
  data: z.object({ listItem: z.array(pageSchema) }),
});

export const pageSave = defineCall({
  path: 'Admin/pageSave',
  method: 'POST',
  access: 'admin',
  summary: 'Create or edit a help/about page (the slug "about" belongs to section about)',
  body: z.strictObject({
    slug,
    section: pageSection,
    titleZh: line(pageLimits.title.max).min(pageLimits.title.min),
    titleEn: line(pageLimits.title.max).min(pageLimits.title.min),
    bodyZh: text(pageLimits.body.max),
    bodyEn: text(pageLimits.body.max),
    sort: z.number().int().min(pageLimits.sort.min).max(pageLimits.sort.max).default(0),
    reason,
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
