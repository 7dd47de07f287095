import { z } from 'zod';
import { defineCall } from '../call.js';
import { id } from '../fields.js';

/** The security settings page (/personalCenter/securitySetting): WeChat binding, sessions, recent security events. */
export const overview = defineCall({
  path: 'Security/overview',
  method: 'POST',
  access: 'member',
  summary: 'WeChat binding and whether a password is set',
  body: z.strictObject({}),
  data: z.object({
    wechatEnabled: z.boolean(),
    bindwx: z.boolean(),
    wechatNickname: z.string().optional(),
    /** false for a member created by WeChat login who never set a password */
    passwordSet: z.boolean(),
  }),
});

export const sessionItem = z.object({
  id: z.number().int(),
  /** browser and system from the user agent, e.g. "Chrome on Windows" */
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;

export const sessions = defineCall({
  path: 'Security/sessions',
  method: 'POST',
  access: 'member',
  summary: "The member's active sessions, most recently seen first",
  body: z.strictObject({}),
  data: z.object({ listItem: z.array(sessionItem) }),
});

export const revokeSession = defineCall({
  path: 'Security/revokeSession',
  method: 'POST',
  access: 'member',
  summary: 'Log out one of the member’s sessions',
  body: z.strictObject({ id }),
  data: z.null(),
});

export const revokeOtherSessions = defineCall({
  path: 'Security/revokeOtherSessions',
  method: 'POST',
  access: 'member',
  summary: 'Log out every session of the member but this one',
  body: z.strictObject({}),
  data: z.object({ count: z.number().int() }),
});

export const securityEventKinds = [
  'login',
  'login_wechat',
  'register',
  'password_change',
  'password_reset',
  'phone_change',
  'paycode_set',
  'wechat_bind',
  'wechat_unbind',
  'session_revoked',
] as const;
export const securityEventKind = z.enum(securityEventKinds);
export type SecurityEventKind = z.infer<typeof securityEventKind>;

export const events = defineCall({
  path: 'Security/events',
  method: 'POST',
  access: 'member',
  summary: 'The member’s 30 most recent security events',
  body: z.strictObject({}),
  data: z.object({
    listItem: z.array(z.object({ id: z.number().int(), kind: securityEventKind, device: z.string(), ip: z.string(), dates: z.string() })),
  }),
});
